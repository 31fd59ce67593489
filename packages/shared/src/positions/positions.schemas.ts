// Positions (spec 000 §3 Position, §5 Position form, §7 Positions).
import { z } from 'zod';
import { COMMON_MESSAGES, positiveId } from '../common';
import { EXPERIENCE_UNITS } from '../constants';
import { uploadedFileField } from '../file-fields';
import { positionTypeItem, skillItem } from '../master/master.schemas';
import {
  amountsReversed,
  filterAmount,
  filterId,
  filterIds,
  filterNumber,
  filterText,
  optionalAmount,
  optionalString,
  requiredDigits,
  requiredId,
  requiredIds,
} from './form-fields';
import { POSITION_MESSAGES } from './positions.messages';

export { POSITION_MESSAGES } from './positions.messages';

/** Experience units of spec 000 §9: 1 = Month(s), 2 = Year(s). */
export type ExperienceType = (typeof EXPERIENCE_UNITS)[number]['id'];

/** The experience as the spec shows it, e.g. '6 Year(s)'. */
export function experienceText(value: number, type: number): string {
  const unit = EXPERIENCE_UNITS.find((u) => u.id === type)?.label ?? '';
  return `${value} ${unit}`.trim();
}

/** The experience in months, the unit positions are stored and filtered in. */
export const experienceMonths = (value: number, type: number) => (type === 2 ? value * 12 : value);

const experience = (required: string) =>
  requiredDigits(2, required, POSITION_MESSAGES.experienceInvalid).transform(Number);
const experienceType = z.coerce
  .number({ error: POSITION_MESSAGES.experienceTypeRequired })
  .int(POSITION_MESSAGES.experienceTypeRequired)
  .min(1, POSITION_MESSAGES.experienceTypeRequired)
  .max(2, POSITION_MESSAGES.experienceTypeRequired);

export const positionBody = z
  .object({
    company_id: requiredId(POSITION_MESSAGES.companyRequired),
    position: z
      .string({ error: POSITION_MESSAGES.positionRequired })
      .trim()
      .min(1, POSITION_MESSAGES.positionRequired)
      .min(3, POSITION_MESSAGES.positionShort)
      .max(100, POSITION_MESSAGES.positionLong),
    position_type_id: requiredIds(POSITION_MESSAGES.positionTypeRequired),
    skill_id: requiredIds(POSITION_MESSAGES.skillRequired),
    min_experience: experience(POSITION_MESSAGES.minExperienceRequired),
    min_experience_type: experienceType,
    max_experience: experience(POSITION_MESSAGES.maxExperienceRequired),
    max_experience_type: experienceType,
    status_id: requiredId(POSITION_MESSAGES.statusRequired),
    /** Stored as no_of_position. */
    total_position: requiredDigits(
      5,
      POSITION_MESSAGES.totalPositionRequired,
      POSITION_MESSAGES.totalPositionInvalid,
    )
      .transform(Number)
      .pipe(z.number().min(1, POSITION_MESSAGES.totalPositionInvalid)),
    max_salary: optionalAmount(
      4,
      20,
      POSITION_MESSAGES.salaryInvalid,
      POSITION_MESSAGES.salaryShort,
      POSITION_MESSAGES.salaryTooLong,
    ),
    country_id: requiredId(POSITION_MESSAGES.countryRequired),
    state_id: filterId.transform((v) => v ?? null),
    city_id: filterId.transform((v) => v ?? null),
    job_description: uploadedFileField(),
    job_description_original: optionalString(255, POSITION_MESSAGES.fileNameTooLong),
    /** The record's updated_at when the edit form loaded it; a newer row answers 409. */
    updated_at: z.string({ error: COMMON_MESSAGES.updatedAtInvalid }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (
      experienceMonths(v.max_experience, v.max_experience_type) <
      experienceMonths(v.min_experience, v.min_experience_type)
    ) {
      ctx.addIssue({ code: 'custom', path: ['max_experience'], message: POSITION_MESSAGES.experienceRange });
    }
  });
export type PositionBody = z.input<typeof positionBody>;
export type PositionInput = z.output<typeof positionBody>;

export const positionFilterBody = z
  .object({
    search: filterText.describe('Matches the position name or the company name (case-insensitive, partial)'),
    company_id: filterId.describe('Positions of this company (ignored for client viewers: always their own)'),
    position_type_id: filterId.describe('Positions of this position type'),
    skill_id: filterIds.describe('Positions needing any of these skills (one id or a list)'),
    status_id: filterId.describe('Positions in this status'),
    country_id: filterId,
    state_id: filterId,
    city_id: filterId,
    min_salary: filterAmount(POSITION_MESSAGES.salaryInvalid).describe('Max salary at least this'),
    max_salary: filterAmount(POSITION_MESSAGES.salaryInvalid).describe('Max salary at most this'),
    experience: filterNumber(99).describe(
      'Positions whose experience range includes this much experience (in experience_type units)',
    ),
    experience_type: z
      .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2'), z.literal(''), z.null()], {
        error: POSITION_MESSAGES.experienceTypeRequired,
      })
      .optional()
      .transform((v) => (v === 1 || v === '1' ? 1 : 2))
      .describe('Unit of experience: 1 Month(s), 2 Year(s) (default)'),
  })
  .superRefine((v, ctx) => {
    if (amountsReversed(v.min_salary, v.max_salary)) {
      ctx.addIssue({ code: 'custom', path: ['min_salary'], message: POSITION_MESSAGES.salaryRange });
    }
  })
  .prefault({});
export type PositionFilterBody = z.input<typeof positionFilterBody>;
export type PositionFilter = z.output<typeof positionFilterBody>;

export const positionListItem = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  company_logo: z.string().nullable(),
  position: z.string(),
  position_type_id: z.array(z.number().int()),
  position_types: z.string().describe('Comma-separated position type names'),
  skill_id: z.array(z.number().int()),
  skills: z.string().describe('Comma-separated skill names'),
  min_experience: z.string().describe("The experience as text, e.g. '6 Year(s)'"),
  min_experience_value: z.number().int(),
  min_experience_type: z.number().int(),
  max_experience: z.string(),
  max_experience_value: z.number().int(),
  max_experience_type: z.number().int(),
  status_id: z.number().int(),
  status: z.string(),
  no_of_position: z.number().int(),
  max_salary: z.string().nullable().describe('Digits, kept as text so 20-digit amounts stay exact'),
  country_id: z.number().int(),
  country: z.string(),
  state_id: z.number().int().nullable(),
  state: z.string().nullable(),
  city_id: z.number().int().nullable(),
  city: z.string().nullable(),
  job_description: z.string().nullable(),
  job_description_original: z.string().nullable(),
  application_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PositionListItem = z.infer<typeof positionListItem>;

/** One position, with its skills and types as options for the edit form's selects. */
export const position = positionListItem.extend({
  skill_items: z.array(skillItem),
  position_type_items: z.array(positionTypeItem),
});
export type Position = z.infer<typeof position>;

export const positionOption = z.object({ id: z.number().int(), position: z.string() });
export type PositionOption = z.infer<typeof positionOption>;

export const companyIdParam = z.object({ companyId: positiveId() });
