// Placements (issue 24): a contractor at a client for a period, at a bill rate (what the client pays)
// and a pay rate (what the contractor or its partner is paid), with the client's timesheet approvers.
// Who sees which rate is decided by `placementView` (placement-view.ts), on the server and the web.
import { z } from 'zod';
import { COMMON_MESSAGES, paginationQuery, positiveId, tooLong } from '../common';
import { currencyCode, moneyAmount, moneyText } from '../money';
import { filterId, filterText, isoDate } from '../positions/form-fields';
import { PLACEMENT_STATUSES, type PlacementStatus } from './placement-statuses';

export const PLACEMENT_MESSAGES = {
  employeeRequired: 'Please select the employee',
  clientRequired: 'Please select the client',
  positionInvalid: 'Please select a position of this client',
  partnerInvalid: 'Please select a partner from the list',
  startRequired: 'Please select the start date',
  endInvalid: 'Please select a valid end date',
  endBeforeStart: 'End date must not be before start date',
  billRateRequired: 'Please enter the bill rate',
  payRateRequired: 'Please enter the pay rate',
  unitRequired: 'Please choose day, hour or month',
  approverRequired: 'Please select at least one timesheet approver',
  approversTooMany: 'Please select at most 20 timesheet approvers',
  approverNotAllowed: "Please select the timesheet approver(s) from the client's users",
  notesTooLong: tooLong('Notes', 4000),
  statusInvalid: 'Please choose upcoming, active or ended',
  overlap: (client: string, from: string, to: string | null) =>
    `These dates overlap this employee's placement at ${client} ${to ? `from ${dmy(from)} to ${dmy(to)}` : `from ${dmy(from)} with no end date`}`,
  changed: 'This placement was changed by someone else. Please reload and try again.',
  created: 'Placement has been created',
  updated: 'Placement has been updated',
  listed: 'Placements fetched successfully',
  fetched: 'Placement fetched successfully',
  notFound: 'Placement not found',
  approversListed: 'Timesheet approvers fetched successfully',
} as const;
const M = PLACEMENT_MESSAGES;

/** '2027-03-02' → '02/03/2027', the date format of every screen. */
function dmy(iso: string) {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

export const RATE_UNITS = ['day', 'hour', 'month'] as const;
export type RateUnit = (typeof RATE_UNITS)[number];
export const RATE_UNIT_LABELS: Record<RateUnit, string> = {
  day: 'per day',
  hour: 'per hour',
  month: 'per month',
};

/** Worked out from the dates (ISO strings compare as dates): before the start, after the end, or between. */
export function placementStatus(start: string, end: string | null, today: string): PlacementStatus {
  if (today < start) return 'upcoming';
  if (end && today > end) return 'ended';
  return 'active';
}

const requiredId = (message: string) =>
  z.union([positiveId(message), z.literal('')], { error: message }).refine((v) => v !== '', message);
const optionalChoice = (message: string) =>
  z
    .union([positiveId(message), z.literal(''), z.null()], { error: message })
    .optional()
    .transform((v) => (typeof v === 'number' ? v : null));
const rateUnit = z.enum(RATE_UNITS, { error: M.unitRequired });

export const placementBody = z
  .object({
    employee_id: requiredId(M.employeeRequired).transform(Number),
    client_id: requiredId(M.clientRequired).transform(Number),
    position_id: optionalChoice(M.positionInvalid),
    partners_account_id: optionalChoice(M.partnerInvalid),
    start_date: isoDate(M.startRequired),
    end_date: z
      .union([isoDate(M.endInvalid), z.literal(''), z.null()], { error: M.endInvalid })
      .optional()
      .transform((v) => v || null),
    bill_rate: moneyAmount({ required: M.billRateRequired, positive: true }),
    bill_unit: rateUnit,
    pay_rate: moneyAmount({ required: M.payRateRequired, positive: true }),
    pay_unit: rateUnit,
    currency: currencyCode.default('INR'),
    /** Users of the client company, from GET placements/approvers. */
    approver_ids: z
      .array(positiveId(M.approverRequired), { error: M.approverRequired })
      .min(1, M.approverRequired)
      .max(20, M.approversTooMany)
      .transform((ids) => [...new Set(ids)]),
    notes: z
      .string({ error: COMMON_MESSAGES.textInvalid })
      .trim()
      .max(4000, M.notesTooLong)
      .nullish()
      .transform((v) => v || null),
    /** The placement's updated_at when the edit form loaded it; a newer row answers 409. */
    updated_at: z.string({ error: COMMON_MESSAGES.updatedAtInvalid }).nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.end_date && b.end_date < b.start_date)
      ctx.addIssue({ code: 'custom', message: M.endBeforeStart, path: ['end_date'] });
  });
export type PlacementBody = z.input<typeof placementBody>;
export type PlacementInput = z.output<typeof placementBody>;

export const placementListQuery = paginationQuery.extend({
  search: filterText.describe("Part of the employee's name or ID, the client's or the position's name"),
  client_id: filterId.describe('The placements at this client (the agency and partners)'),
  partners_account_id: filterId.describe('The placements this partner supplies (the agency)'),
  employee_id: filterId.describe("One employee's placements (its profile), within the viewer's own"),
  status: z
    .union([z.enum(PLACEMENT_STATUSES), z.literal(''), z.null()], { error: M.statusInvalid })
    .optional()
    .transform((v) => v || undefined),
});
export type PlacementListQuery = z.output<typeof placementListQuery>;

export const placementApproversQuery = z.object({
  client_id: positiveId(M.clientRequired),
  search: filterText.describe("Part of an approver's name or e-mail"),
});
export const placementApprover = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Left out for a partner: the client's addresses are not the partner's to have. */
  email: z.string().optional(),
});
export type PlacementApprover = z.infer<typeof placementApprover>;

const text = z.string().nullable();
/**
 * One placement as its viewer may see it: bill_rate for the agency and the client, pay_rate for the
 * agency and the partner, margin and notes for the agency only. A key the viewer may not see is
 * absent, not null.
 */
export const placementListItem = z.object({
  id: z.number().int(),
  employee_id: z.number().int(),
  employee_name: z.string(),
  employee_code: z.string(),
  client_id: z.number().int(),
  client_name: z.string(),
  position_id: z.number().int().nullable(),
  position_title: text,
  partners_account_id: z.number().int().nullable(),
  partner_name: text,
  start_date: z.string(),
  end_date: text,
  status: z.enum(PLACEMENT_STATUSES),
  currency: z.string(),
  bill_rate: moneyText().optional(),
  bill_unit: z.enum(RATE_UNITS).optional(),
  pay_rate: moneyText().optional(),
  pay_unit: z.enum(RATE_UNITS).optional(),
  /** bill − pay when both are in one unit; null when the units differ. */
  margin: moneyText().nullable().optional(),
  updated_at: z.string(),
});
export type PlacementListItem = z.infer<typeof placementListItem>;

export const placement = placementListItem.extend({
  approvers: z.array(placementApprover),
  notes: text.optional(),
  created_by_name: text.optional(),
  updated_by_name: text.optional(),
  created_at: z.string(),
});
export type Placement = z.infer<typeof placement>;
