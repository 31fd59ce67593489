// Applicants (spec 000 §3 Applicant, §5 Applicant form, §6 client viewers, §7 Applicants).
import { z } from 'zod';
import { type AccessSubject, isClientViewer, resumeRequired } from '../access';
import { COMMON_MESSAGES } from '../common';
import { linkField, uploadedFileField } from '../file-fields';
import { skillItem } from '../master/master.schemas';
import { DIGITS_PLUS_PATTERN, EMAIL_PATTERN } from '../patterns';
import {
  amountsReversed,
  filterAmount,
  filterId,
  filterIds,
  filterNumber,
  filterText,
  isoDate,
  optionalAmount,
  optionalIsoDate,
  optionalString,
  requiredId,
  requiredIds,
} from '../positions/form-fields';
import { APPLICANT_MESSAGES } from './applicants.messages';

export { APPLICANT_MESSAGES } from './applicants.messages';

const M = APPLICANT_MESSAGES;

const ctc = optionalAmount(4, 20, M.ctcInvalid, M.ctcInvalid, M.ctcTooLong);

/** One interview row of the form; `id` names a row that already exists (edit form). */
export const interviewRowBody = z.object(
  {
    id: filterId,
    interview_status: requiredId(M.interviewStatusRequired),
    comment: z
      .string({ error: M.commentRequired })
      .trim()
      .min(1, M.commentRequired)
      .max(4000, M.commentTooLong),
    date: isoDate(M.dateRequired),
  },
  { error: M.interviewStatusRequired },
);
export type InterviewRowInput = z.output<typeof interviewRowBody>;

export const applicantBody = z.object({
  first_name: z
    .string({ error: M.firstNameRequired })
    .trim()
    .min(1, M.firstNameRequired)
    .min(3, M.firstNameShort)
    .max(20, M.firstNameLong),
  last_name: z
    .string({ error: M.lastNameRequired })
    .trim()
    .min(1, M.lastNameRequired)
    .max(50, M.lastNameLong),
  email: z
    .string({ error: M.emailInvalid })
    .trim()
    .max(100, M.emailTooLong)
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), M.emailInvalid)
    .nullish()
    .transform((v) => v || null),
  linkedin: linkField({ max: 500, tooLong: M.linkedinTooLong }),
  phone: z
    .string({ error: M.phoneInvalid })
    .trim()
    .refine((v) => v === '' || DIGITS_PLUS_PATTERN.test(v), M.phoneInvalid)
    .refine((v) => v === '' || v.length >= 10, M.phoneShort)
    .refine((v) => v.length <= 15, M.phoneLong)
    .nullish()
    .transform((v) => v || null),
  applied_date: optionalIsoDate(M.dateInvalid),
  country_id: requiredId(M.countryRequired),
  state_id: filterId.transform((v) => v ?? null),
  city_id: filterId.transform((v) => v ?? null),
  skill_id: requiredIds(M.skillsRequired),
  /** Required for everyone but client viewers, who do not see it (see applicantViewerIssues). */
  source_id: filterId.transform((v) => v ?? null),
  current_position: optionalString(100, M.currentPositionTooLong),
  current_company: optionalString(100, M.currentCompanyTooLong),
  notice_period: z
    .union([z.string(), z.number()], { error: M.noticePeriodRequired })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, M.noticePeriodRequired).max(10, M.noticePeriodTooLong)),
  joining_date: optionalIsoDate(M.dateInvalid),
  current_ctc: ctc,
  expected_ctc: ctc,
  client_ctc: ctc,
  total_experience: z
    .union([z.string(), z.number()], { error: M.totalExperienceRequired })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, M.totalExperienceRequired)
        .regex(/^\d{1,3}(\.\d{1,2})?$/, M.totalExperienceInvalid)
        .transform(Number)
        .pipe(z.number().max(100, M.totalExperienceInvalid)),
    ),
  internal_hr_comments: optionalString(5000, M.commentsTooLong),
  cv: uploadedFileField(),
  cv_name: optionalString(255, M.fileNameTooLong),
  client_cv: uploadedFileField(),
  client_cv_name: optionalString(255, M.fileNameTooLong),
  client_id: requiredId(M.clientRequired),
  applying_position: requiredId(M.positionRequired),
  interview_status: z
    .array(interviewRowBody, { error: M.interviewStatusRequired })
    .min(1, M.interviewStatusRequired),
  /** The record's updated_at when the edit form loaded it; a newer row answers 409. */
  updated_at: z.string({ error: COMMON_MESSAGES.updatedAtInvalid }).nullish(),
});
export type ApplicantBody = z.input<typeof applicantBody>;
export type ApplicantInput = z.output<typeof applicantBody>;

/**
 * The rules that depend on who fills the form: a super-admin must upload a resume, and everyone
 * but client viewers (who do not see the field) must choose a source.
 */
export function applicantViewerIssues(
  input: Pick<ApplicantInput, 'cv' | 'source_id'>,
  subject: AccessSubject,
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (!isClientViewer(subject) && !input.source_id)
    issues.push({ path: 'source_id', message: M.sourceRequired });
  if (resumeRequired(subject) && !input.cv) issues.push({ path: 'cv', message: M.resumeRequired });
  return issues;
}

/** The form schema for one viewer, for the web's resolver. */
export const applicantBodyFor = (subject: AccessSubject) =>
  applicantBody.superRefine((value, ctx) => {
    for (const issue of applicantViewerIssues(value, subject)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });

export const applicantFilterBody = z
  .object({
    search: filterText.describe(
      'Matches first and last name, e-mail, phone, skills and current company (partial, case-insensitive). ' +
        'Client viewers match name, skills and current company only.',
    ),
    position_id: filterId.describe('Applicants applying for this position'),
    client_id: filterId.describe('Applicants for this client company (client viewers: always their own)'),
    skill_id: filterIds.describe('Applicants with any of these skills (one id or a list)'),
    source_id: filterId.describe('Applicants from this source (ignored for client viewers)'),
    interview_status_id: filterId.describe('Applicants whose latest interview status is this'),
    country_id: filterId,
    state_id: filterId,
    city_id: filterId,
    min_ctc: filterAmount(M.ctcInvalid).describe('Expected CTC at least this (ignored for client viewers)'),
    max_ctc: filterAmount(M.ctcInvalid).describe('Expected CTC at most this (ignored for client viewers)'),
    min_experience: filterNumber(100).describe('Total experience (years) at least this'),
    max_experience: filterNumber(100).describe('Total experience (years) at most this'),
    max_notice_period: filterNumber(1000).describe(
      "Notice period of at most this many days (read from texts like '30 days', '2 months', 'Immediate')",
    ),
  })
  .superRefine((v, ctx) => {
    if (amountsReversed(v.min_ctc, v.max_ctc)) {
      ctx.addIssue({ code: 'custom', path: ['min_ctc'], message: M.ctcRange });
    }
  })
  .prefault({});
export type ApplicantFilterBody = z.input<typeof applicantFilterBody>;
export type ApplicantFilter = z.output<typeof applicantFilterBody>;

/** An interview row as read back; the first item of a list is the latest. */
export const interviewRow = z.object({
  id: z.number().int(),
  interview_status_id: z.number().int(),
  status: z.string(),
  comment: z.string(),
  interview_date: z.string().nullable(),
});
export type InterviewRow = z.infer<typeof interviewRow>;

/** Every interview row ever saved, removed ones included, with who wrote it and when. */
export const interviewHistoryItem = interviewRow.extend({
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  removed_by: z.number().int().nullable(),
  removed_at: z.string().nullable(),
});

const hideable = {
  // Left out for client viewers (and client_ctc per 'show-client ctc'); see access/applicant-fields.ts.
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  linkedin: z.string().nullable().optional(),
  current_ctc: z.string().nullable().optional(),
  expected_ctc: z.string().nullable().optional(),
  client_ctc: z.string().nullable().optional(),
  cv: z.string().nullable().optional(),
  cv_name: z.string().nullable().optional(),
  internal_hr_comments: z.string().nullable().optional(),
  source_id: z.number().int().nullable().optional(),
  source: z.string().nullable().optional(),
};

export const applicantListItem = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  client_id: z.number().int(),
  company_name: z.string(),
  company_logo: z.string().nullable(),
  applying_position: z.number().int(),
  position: z.string(),
  interview_status: z.array(interviewRow).describe('The latest interview row only, as a one-item list'),
  total_experience: z.number(),
  skills: z.string().describe('Comma-separated skill names'),
  notice_period: z.string(),
  joining_date: z.string().nullable(),
  client_cv: z.string().nullable(),
  client_cv_name: z.string().nullable(),
  created_at: z.string(),
  ...hideable,
});
export type ApplicantListItem = z.infer<typeof applicantListItem>;

export const applicant = applicantListItem.extend({
  applied_date: z.string().nullable(),
  country_id: z.number().int(),
  country: z.string(),
  state_id: z.number().int().nullable(),
  state: z.string().nullable(),
  city_id: z.number().int().nullable(),
  city: z.string().nullable(),
  skill_id: z.array(z.number().int()),
  skill_items: z.array(skillItem),
  current_position: z.string().nullable(),
  current_company: z.string().nullable(),
  position_deleted: z.boolean().describe('The position applied for has since been deleted'),
  interview_status: z.array(interviewRow).describe('Current interview rows, latest first'),
  interview_history: z.array(interviewHistoryItem).optional(),
  employee_id: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe('The employee hired from this applicant (staff only; hire from applicant)'),
  updated_at: z.string(),
});
export type Applicant = z.infer<typeof applicant>;
