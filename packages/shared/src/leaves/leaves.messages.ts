// Leaves' statuses and messages without zod: the list pages import them on first paint; the schemas use them.
import { tooLong } from '../common-messages';

export const LEAVE_STATUS_SLUGS = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUS_SLUGS)[number];
export const LEAVE_STATUSES = [
  { slug: 'pending', status: 'Pending' },
  { slug: 'approved', status: 'Approved' },
  { slug: 'rejected', status: 'Rejected' },
  { slug: 'cancelled', status: 'Cancelled' },
] as const satisfies { slug: LeaveStatus; status: string }[];

const dmy = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('/');

export const LEAVE_MESSAGES = {
  typeRequired: 'Please select the Leave Type',
  fromRequired: 'Please select the From date',
  fromTooEarly: 'From date must not be before 01-01-1970',
  toRequired: 'Please select the To date',
  toBeforeFrom: 'To date must not be back date',
  approverRequired: 'Please select the leave approver(s)',
  approverTooLong: tooLong('Approver email', 100),
  approversTooMany: 'Please select at most 20 approvers',
  typeTooLong: tooLong('Leave type', 60),
  tokenTooLong: tooLong('Token', 200),
  actorTooLong: tooLong('Email', 200),
  approverNotAllowed: 'Please select the leave approver(s) from the list',
  statusRequired: 'Select the status',
  employeeRequired: 'Please choose the employee',
  reasonTooLong: tooLong('Leave reason', 4000),
  rejectionRequired: 'Please specify the rejection reason/comment',
  rejectionShort: 'Reason is too short',
  rejectionTooLong: tooLong('Reason', 4000),
  landingReasonRequired: 'Please enter the reason for leave rejection',
  noWorkingDays: 'The chosen dates have no working days',
  exceeded: 'Sorry! leave count is exceeding from the available leave',
  available: (n: number) => `Available leave: ${n}`,
  tokenInvalid: 'This link is not valid or has expired',
  tokenOutdated: 'This leave has changed since the e-mail was sent; please use the newest e-mail',
  alreadyDone: (status: string) => `This leave has already been ${status}`,
  actionInvalid: 'Please choose approve or reject',
  approvedMessage: 'Leave has been approved',
  rejectedMessage: 'Leave has been rejected',
  notFound: 'Leave not found',
  listed: 'Leaves fetched successfully',
  fetched: 'Leave fetched successfully',
  created: 'Leave has been applied',
  updated: 'Leave has been updated',
  approversListed: 'Approvers fetched successfully',
  daysCounted: 'Leave days counted successfully',
  statusesListed: 'Statuses fetched successfully',
  cancelled: 'Leave has been cancelled',
  cancelConfirm: 'You want to cancel this leave? Its days go back to your balance.',
  cannotCancel: 'Only a pending leave, or an approved one that has not started, can be cancelled',
  changed: 'This leave has changed since you opened it; please reload it',
  /** Dates are stored YYYY-MM-DD and named as every screen shows them, DD/MM/YYYY. */
  overlaps: (status: string, from: string, to: string) =>
    `These dates overlap a ${status.toLowerCase()} leave from ${dmy(from)} to ${dmy(to)}`,
  calendarListed: 'Leave calendar fetched successfully',
  monthInvalid: 'Please choose a month (YYYY-MM)',
  dayInvalid: 'Please choose a day (YYYY-MM-DD)',
  dayLimitInvalid: 'limit must be a whole number from 1 to 50',
  success: 'Success!',
  whoops: 'Whoops!',
} as const;
