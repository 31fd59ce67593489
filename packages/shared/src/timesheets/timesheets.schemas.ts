// Timesheets (issue 24): one placement's month, day by day on the client's working calendar, filled
// by the employee (or hrms), approved by the client's approvers in the app or from an e-mail link.
import { z } from 'zod';
import { DAY_KINDS } from '../client-calendars/client-calendars.schemas';
import { COMMON_MESSAGES, paginationQuery } from '../common';
import { isoDate } from '../positions/form-fields';
import { TIMESHEET_MESSAGES, TIMESHEET_STATUSES, TIMESHEET_UNITS } from './timesheets.messages';

export * from './timesheets.messages';

const M = TIMESHEET_MESSAGES;

export const monthField = z
  .string({ error: M.monthInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthInvalid)
  .refine((m) => m >= '1970-01' && m <= '9999-12', M.monthInvalid);

const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

export const timesheetCreateBody = z.object({
  placement_id: id(M.placementRequired),
  month: monthField,
});
export type TimesheetCreateBody = z.input<typeof timesheetCreateBody>;

/** Any quarter hour from 0 to 24; a day placement takes 0, 0.5 or 1 only (checked with the unit). */
const quantity = z
  .number({ error: M.quantityInvalid })
  .min(0, M.quantityInvalid)
  .max(24, M.quantityInvalid)
  .refine((q) => Number.isInteger(q * 4), M.quantityInvalid);

export const timesheetUpdateBody = z.object({
  entries: z
    .array(z.object({ date: isoDate(M.dateRequired), quantity }, { error: M.entriesInvalid }), {
      error: M.entriesInvalid,
    })
    .min(1, M.entriesInvalid)
    .max(31, M.tooManyEntries),
  updated_at: z.string({ error: COMMON_MESSAGES.updatedAtInvalid }).nullish(),
});
export type TimesheetUpdateBody = z.input<typeof timesheetUpdateBody>;

const reason = z
  .string({ error: M.reasonRequired })
  .trim()
  .min(1, M.reasonRequired)
  .min(3, M.reasonTooShort)
  .max(1000, M.reasonTooLong);
export const timesheetReasonBody = z.object({ reason });
export type TimesheetReasonBody = z.input<typeof timesheetReasonBody>;

/** The version a submit, approve or reject acts on is optional: the server's current one if left out. */
export const timesheetStepBody = z.object({
  updated_at: z.string({ error: COMMON_MESSAGES.updatedAtInvalid }).nullish(),
});

/** POST timesheets/action: the e-mail link's token is the only authority. */
export const timesheetActionBody = z
  .object({
    token: z.string({ error: M.tokenRequired }).trim().min(20, M.tokenRequired).max(100, M.tokenTooLong),
    action: z.enum(['approve', 'reject'], { error: M.actionInvalid }),
    reason: z.string({ error: M.reasonRequired }).trim().max(1000, M.reasonTooLong).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'reject' && (v.reason ?? '').length < 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: v.reason ? M.reasonTooShort : M.reasonRequired,
      });
    }
  });
export type TimesheetActionBody = z.input<typeof timesheetActionBody>;

export const timesheetListQuery = paginationQuery.extend({
  month: monthField.optional(),
  client_id: id(M.clientInvalid).optional(),
  placement_id: id(M.placementRequired).optional(),
  status: z.enum(TIMESHEET_STATUSES, { error: M.statusInvalid }).optional(),
});
export type TimesheetListQuery = z.output<typeof timesheetListQuery>;

export const timesheetEntry = z.object({
  date: z.string(),
  kind: z.enum(DAY_KINDS),
  /** The holiday's name, or the leave's type on a day of approved leave. */
  name: z.string().optional(),
  quantity: z.number(),
  leave_id: z.number().int().optional(),
});
export type TimesheetEntry = z.infer<typeof timesheetEntry>;

export const timesheetEvent = z.object({
  at: z.string(),
  by: z.string(),
  action: z.string(),
  reason: z.string().nullable(),
});
export type TimesheetEvent = z.infer<typeof timesheetEvent>;

export const timesheetListItem = z.object({
  id: z.number().int(),
  placement_id: z.number().int(),
  month: z.string(),
  employee_id: z.number().int(),
  employee_name: z.string(),
  client_id: z.number().int(),
  client_name: z.string(),
  unit: z.enum(TIMESHEET_UNITS),
  status: z.enum(TIMESHEET_STATUSES),
  total_quantity: z.number(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  updated_at: z.string(),
});
export type TimesheetListItem = z.infer<typeof timesheetListItem>;

export const timesheet = timesheetListItem.extend({
  entries: z.array(timesheetEntry),
  history: z.array(timesheetEvent),
  /** What the viewer may do now (the screens' buttons). */
  can: z.object({ edit: z.boolean(), submit: z.boolean(), decide: z.boolean(), reopen: z.boolean() }),
});
export type Timesheet = z.infer<typeof timesheet>;

export const timesheetActionAnswer = z.object({ status: z.enum(TIMESHEET_STATUSES), message: z.string() });

/** POST timesheets/action/preview: what the e-mail link is about, before the approver confirms. */
export const timesheetPreviewBody = z.object({
  token: z.string({ error: M.tokenRequired }).trim().min(20, M.tokenRequired).max(100, M.tokenTooLong),
});
export const timesheetPreview = z.object({
  employee_name: z.string(),
  client_name: z.string(),
  month: z.string(),
  unit: z.enum(TIMESHEET_UNITS),
  status: z.enum(TIMESHEET_STATUSES),
  total_quantity: z.number(),
  entries: z.array(timesheetEntry),
  /** false: already decided (or this link used); `message` says so and nothing can be done. */
  actionable: z.boolean(),
  message: z.string(),
});
export type TimesheetPreview = z.infer<typeof timesheetPreview>;

/** GET timesheets/missing: the month's placements that have no timesheet yet (the agency's). */
export const timesheetMissingQuery = paginationQuery.extend({
  month: monthField,
  client_id: id(M.clientInvalid).optional(),
});
export type TimesheetMissingQuery = z.output<typeof timesheetMissingQuery>;
export const timesheetMissingItem = z.object({
  placement_id: z.number().int(),
  employee_id: z.number().int(),
  employee_name: z.string(),
  client_id: z.number().int(),
  client_name: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
});
export type TimesheetMissingItem = z.infer<typeof timesheetMissingItem>;
