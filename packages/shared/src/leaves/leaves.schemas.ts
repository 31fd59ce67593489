// Leaves (spec 001 §3 Leave, §4, §5 Leave, §6, §7 Leaves, §8) and the e-mail action (spec 000 §2).
import { z } from 'zod';
import {
  CALENDAR_MESSAGES,
  calendarRange,
  isCalendarRange,
} from '../client-calendars/client-calendars.schemas';
import { COMMON_MESSAGES, paginationQuery } from '../common';
import { EMAIL_PATTERN } from '../patterns';
import { filterText, isoDate, optionalIsoDate } from '../positions/form-fields';
import { LEAVE_MESSAGES, LEAVE_STATUS_SLUGS, type LeaveStatus } from './leaves.messages';

export { LEAVE_MESSAGES, LEAVE_STATUS_SLUGS, LEAVE_STATUSES, type LeaveStatus } from './leaves.messages';

const M = LEAVE_MESSAGES;

const email = z
  .string({ error: M.approverRequired })
  .trim()
  .toLowerCase()
  .regex(EMAIL_PATTERN, M.approverRequired);

/** One or more approver e-mails, as a list or the spec's comma-separated text. */
const approvers = z
  .union([z.array(z.string({ error: M.approverRequired })), z.string({ error: M.approverRequired })], {
    error: M.approverRequired,
  })
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((e) => e.trim()).filter(Boolean))
  .pipe(z.array(email).min(1, M.approverRequired).max(20, M.approversTooMany))
  .transform((list) => [...new Set(list)]);

/**
 * The leave form. `status_slug` is '' from an employee (spec: an employee applying sends an empty
 * status) and required from hrms and the company (checked on the server, which knows the area).
 * `employee_id` names the employee when hrms or a company applies for one.
 */
export const leaveInput = z
  .object({
    employee_id: z
      .union(
        [
          z.coerce.number({ error: M.employeeRequired }).int(M.employeeRequired).positive(M.employeeRequired),
          z.literal(''),
          z.null(),
        ],
        { error: M.employeeRequired },
      )
      .optional()
      .transform((v) => (v ? v : null)),
    leave_type_slug: z.string({ error: M.typeRequired }).trim().min(1, M.typeRequired).max(60, M.typeTooLong),
    from_date: isoDate(M.fromRequired).refine((d) => d >= '1970-01-01', M.fromTooEarly),
    to_date: isoDate(M.toRequired),
    approver_email: approvers,
    status_slug: z
      .union([z.enum(LEAVE_STATUS_SLUGS, { error: M.statusRequired }), z.literal(''), z.null()], {
        error: M.statusRequired,
      })
      .optional()
      .transform((v) => v || null),
    leave_reason: z
      .string({ error: COMMON_MESSAGES.textInvalid })
      .trim()
      .max(4000, M.reasonTooLong)
      .nullish()
      .transform((v) => v || null),
    /** The rejection comment when hrms or the company rejects in the form. */
    reason: z
      .string({ error: M.rejectionRequired })
      .trim()
      .max(4000, M.rejectionTooLong)
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    if (v.to_date < v.from_date) ctx.addIssue({ code: 'custom', path: ['to_date'], message: M.toBeforeFrom });
    if (v.status_slug === 'rejected' && (!v.reason || v.reason.length < 3)) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: v.reason ? M.rejectionShort : M.rejectionRequired,
      });
    }
  });
export type LeaveInput = z.output<typeof leaveInput>;
export type LeaveBody = z.input<typeof leaveInput>;

export const leaveComment = z.object({
  rejectedBy: z.string(),
  reason: z.string(),
  created_at: z.coerce.string(),
});

export const leave = z.object({
  id: z.number().int(),
  employee_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string().nullable(),
  company_email: z.string().nullable(),
  leave_type_slug: z.string(),
  leave_type: z.string(),
  from_date: z.string(),
  to_date: z.string(),
  total_days: z.number(),
  approver_email: z.string(),
  status_slug: z.enum(LEAVE_STATUS_SLUGS),
  status: z.string(),
  leave_reason: z.string().nullable(),
  approved_by_email: z.string().nullable(),
  approved_at: z.coerce.string().nullable(),
  rejected_by_email: z.string().nullable(),
  rejected_at: z.coerce.string().nullable(),
  comment: z.array(leaveComment),
  created_at: z.coerce.string(),
  /** The version an update or a cancel must send back (ISO time). */
  updated_at: z.string(),
});
export type Leave = z.infer<typeof leave>;
export const leaveListItem = leave.omit({ comment: true });
export type LeaveListItem = z.infer<typeof leaveListItem>;

/** POST filters/leaves body; only the hrms list shows the filters (spec 001 §6). */
export const leaveFilter = z.object({
  search: filterText,
  employee_id: z
    .union(
      [
        z.coerce
          .number({ error: COMMON_MESSAGES.choiceInvalid })
          .int(COMMON_MESSAGES.choiceInvalid)
          .positive(COMMON_MESSAGES.choiceInvalid),
        z.literal(''),
        z.null(),
      ],
      { error: COMMON_MESSAGES.choiceInvalid },
    )
    .optional()
    .transform((v) => v || null),
  leave_type_slug: filterText,
  status_slug: z
    .union([z.enum(LEAVE_STATUS_SLUGS, { error: COMMON_MESSAGES.choiceInvalid }), z.literal(''), z.null()], {
      error: COMMON_MESSAGES.choiceInvalid,
    })
    .optional()
    .transform((v) => v || null),
  from_date: optionalIsoDate(M.fromRequired),
  to_date: optionalIsoDate(M.toRequired),
});
export type LeaveFilter = z.output<typeof leaveFilter>;

export const approversQuery = z.object({
  employee_id: z
    .union(
      [
        z.coerce.number({ error: M.employeeRequired }).int(M.employeeRequired).positive(M.employeeRequired),
        z.literal(''),
      ],
      { error: M.employeeRequired },
    )
    .optional()
    .transform((v) => v || null),
  search: filterText.describe("Part of an approver's name or e-mail"),
});
export const leaveApprover = z.object({ email: z.string(), name: z.string() });

/**
 * GET leaves/days: the days a leave from `from` to `to` would spend, counted as the server charges
 * them (the contractor's client calendar); the form's "Total days".
 */
export const leaveDaysQuery = z
  .object({ employee_id: approversQuery.shape.employee_id, ...calendarRange })
  .refine(isCalendarRange, CALENDAR_MESSAGES.rangeInvalid);
export type LeaveDaysQuery = z.output<typeof leaveDaysQuery>;
export const leaveDays = z.object({ total_days: z.number() });

/** PUT leaves/action: the e-mail link's token (em), the action, and who acts (the link's key). */
export const leaveActionInput = z
  .object({
    em: z.string({ error: M.tokenInvalid }).trim().min(10, M.tokenInvalid).max(200, M.tokenTooLong),
    action: z.enum(['approved', 'rejected'], { error: M.actionInvalid }),
    approved_by_email: z
      .string({ error: M.tokenInvalid })
      .trim()
      .toLowerCase()
      .max(200, M.actorTooLong)
      .optional(),
    rejected_by_email: z
      .string({ error: M.tokenInvalid })
      .trim()
      .toLowerCase()
      .max(200, M.actorTooLong)
      .optional(),
    reason: z.string({ error: M.landingReasonRequired }).trim().max(4000, M.rejectionTooLong).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.action !== 'rejected') return;
    if (!v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: M.landingReasonRequired });
    else if (v.reason.length < 3)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: M.rejectionShort });
  });
export type LeaveActionInput = z.output<typeof leaveActionInput>;

/** PUT leaves/{id}/cancel: the version of the leave the employee saw. */
export const leaveCancelInput = z.object({
  updated_at: z.string({ error: COMMON_MESSAGES.updatedAtInvalid }).nullish(),
});
export type LeaveCancelInput = z.output<typeof leaveCancelInput>;

/**
 * An employee may cancel its own leave while it is pending, or approved and not yet started (the
 * from date after `today`, YYYY-MM-DD in UTC). The server and the Cancel button use this one rule.
 */
export const canCancelLeave = (
  leave: { status_slug: LeaveStatus; from_date: string },
  today = new Date().toISOString().slice(0, 10),
) => leave.status_slug === 'pending' || (leave.status_slug === 'approved' && leave.from_date > today);

/** GET leaves/calendar?month=YYYY-MM: the month whose leaves the calendar shows. */
export const leaveCalendarQuery = z.object({
  month: z
    .string({ error: M.monthInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthInvalid)
    .refine((m) => m >= '1970-01', M.monthInvalid),
});
export type LeaveCalendarQuery = z.output<typeof leaveCalendarQuery>;

/** One pending or approved leave that touches the month (who is away, which days). */
export const leaveCalendarItem = leave.pick({
  id: true,
  employee_id: true,
  first_name: true,
  last_name: true,
  company_name: true,
  leave_type: true,
  from_date: true,
  to_date: true,
  total_days: true,
  status_slug: true,
  status: true,
});
export type LeaveCalendarItem = z.infer<typeof leaveCalendarItem>;

/** A month names its leaves only up to this many; past it the calendar shows counts per day. */
export const LEAVE_CALENDAR_NAMES = 100;
/** The most leaves one page of a day answers. */
export const LEAVE_CALENDAR_DAY_LIMIT = 50;

/** How many are away on one weekday of the month (days nobody is away are left out). */
export const leaveCalendarDay = z.object({
  date: z.string().describe('YYYY-MM-DD'),
  approved: z.number().int(),
  pending: z.number().int(),
});
export type LeaveCalendarDay = z.infer<typeof leaveCalendarDay>;

/**
 * GET leaves/calendar: a month's answer stays small whatever it holds (issue 23): per-day counts,
 * and the leaves themselves only while there are at most LEAVE_CALENDAR_NAMES of them.
 */
export const leaveCalendar = z.object({
  month: z.string(),
  total: z.number().int().describe('Pending and approved leaves that touch the month'),
  days: z.array(leaveCalendarDay).describe('Weekdays with someone away, in order'),
  leaves: z
    .array(leaveCalendarItem)
    .describe(`Every leave of the month when there are at most ${LEAVE_CALENDAR_NAMES}; otherwise none`),
});
export type LeaveCalendar = z.infer<typeof leaveCalendar>;

/** GET leaves/calendar/day?date=YYYY-MM-DD&skip&limit: who is away on one day, a page at a time. */
export const leaveCalendarDayQuery = z.object({
  date: z
    .string({ error: M.dayInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.dayInvalid)
    .pipe(z.iso.date({ error: M.dayInvalid }))
    .refine((d) => d >= '1970-01-01', M.dayInvalid),
  skip: paginationQuery.shape.skip,
  limit: z.coerce
    .number({ error: M.dayLimitInvalid })
    .int(M.dayLimitInvalid)
    .min(1, M.dayLimitInvalid)
    .max(LEAVE_CALENDAR_DAY_LIMIT, M.dayLimitInvalid)
    .default(10),
});
export type LeaveCalendarDayQuery = z.output<typeof leaveCalendarDayQuery>;
