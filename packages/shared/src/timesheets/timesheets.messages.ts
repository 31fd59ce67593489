// Timesheet constants and messages without zod (issue 24), so the list pages' first load carries no
// schema module (docs/decisions.md "Constants without zod"); timesheets.schemas.ts re-exports them.
import { tooLong } from '../common-messages';

export const TIMESHEET_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];
export const TIMESHEET_STATUS_LABELS: Record<TimesheetStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
};
/** Days for daily and monthly placements, hours for hourly ones. */
export const TIMESHEET_UNITS = ['day', 'hour'] as const;
export type TimesheetUnit = (typeof TIMESHEET_UNITS)[number];
/** What a working day is pre-filled with. */
export const FULL_DAY: Record<TimesheetUnit, number> = { day: 1, hour: 8 };

export const TIMESHEET_MESSAGES = {
  monthInvalid: 'Please choose a month',
  placementRequired: 'Please choose the placement',
  clientInvalid: 'Please choose a client',
  statusInvalid: 'Please choose a status',
  entriesInvalid: 'Please enter the quantity of each day',
  dateRequired: 'Please choose the date',
  quantityInvalid: 'Please enter 0 to 24 hours in steps of a quarter hour',
  dayQuantityInvalid: 'Please enter 0, 0.5 or 1 day',
  dateOutsideMonth: 'This date is not in the timesheet’s month',
  reasonRequired: 'Please enter the reason',
  reasonTooShort: 'Please enter at least 3 characters',
  reasonTooLong: tooLong('Reason', 1000),
  tokenRequired: 'This link is not valid',
  tokenTooLong: 'This link is too long to be one of ours',
  tooManyEntries: 'A month has at most 31 days',
  actionInvalid: 'Please choose approve or reject',
  notFound: 'Timesheet not found',
  placementNotFound: 'Placement not found',
  notActive: 'The placement does not cover this month',
  notStarted: 'A timesheet can be started once its month has begun',
  changed: 'This timesheet was changed by someone else. Please reload and try again.',
  locked: 'This timesheet is approved and locked',
  notEditable: 'Only a draft or rejected timesheet can be changed',
  notSubmittable: 'Only a draft or rejected timesheet can be submitted',
  notSubmitted: 'Only a submitted timesheet can be approved or rejected',
  notApproved: 'Only an approved timesheet can be reopened',
  notApprover: 'Only the placement’s timesheet approvers can approve or reject it',
  noApprovers: 'The placement has no timesheet approver',
  tokenInvalid: 'This link is not valid or has expired',
  tokenOutdated:
    'This timesheet was changed after this e-mail was sent. Please use the link of the newest e-mail.',
  alreadyDone: (status: string) => `This timesheet has already been ${status}`,
  listed: 'Timesheets fetched successfully',
  fetched: 'Timesheet fetched successfully',
  created: 'Timesheet is ready',
  updated: 'Timesheet has been saved',
  submitted: 'Timesheet has been submitted for approval',
  approved: 'Timesheet has been approved',
  rejected: 'Timesheet has been rejected',
  reopened: 'Timesheet has been reopened',
  /** The history's reason of the scheduler's reminders. */
  approversReminded: 'Sent again to the approvers: not acted on in 3 working days',
  employeeReminded: 'Employee reminded: not submitted by the 3rd working day of the next month',
} as const;
export const isValidQuantity = (unit: TimesheetUnit, q: number) =>
  unit === 'day' ? q === 0 || q === 0.5 || q === 1 : q >= 0 && q <= 24 && Number.isInteger(q * 4);

/** The month's total of the days' quantities. */
export const timesheetTotal = (entries: readonly { quantity: number }[]) =>
  entries.reduce((sum, e) => sum + e.quantity, 0);
