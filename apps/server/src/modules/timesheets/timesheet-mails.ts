// Timesheet e-mails: to each approver with its own Approve and Reject links (the /timesheet-action
// page POSTs them; a GET of the link does nothing), and to the employee on the decision.
import type { Config } from '../../config';
import { linkMail } from '../mail/templates';

type MailConfig = Pick<Config, 'publicUrl' | 'orgName'>;
export const TIMESHEET_LINK_TTL_DAYS = 14;

export interface TimesheetSummary {
  employee: string;
  client: string;
  month: string;
  total: number;
  unit: 'day' | 'hour';
}
const line = (t: TimesheetSummary) =>
  `${t.employee} at ${t.client}, ${t.month}: ${t.total} ${t.unit}${t.total === 1 ? '' : 's'}`;

export const timesheetActionLink = (config: MailConfig, action: 'approve' | 'reject', token: string) =>
  `${config.publicUrl}/timesheet-action?action=${action}&token=${encodeURIComponent(token)}`;

export function timesheetRequestMail(config: MailConfig, to: string, t: TimesheetSummary, token: string) {
  return linkMail(
    config,
    to,
    `Timesheet for approval: ${t.employee}, ${t.month}`,
    [`${t.employee} has submitted a timesheet for your approval.`, line(t)],
    [
      { label: 'Approve', url: timesheetActionLink(config, 'approve', token) },
      { label: 'Reject', url: timesheetActionLink(config, 'reject', token) },
    ],
    `These links work once and expire in ${TIMESHEET_LINK_TTL_DAYS} days. You can also act under Company > Timesheets.`,
  );
}

export function timesheetDecisionMail(
  config: MailConfig,
  to: string,
  t: TimesheetSummary,
  decision: { status: 'approved' | 'rejected' | 'reopened'; by: string; reason?: string | null },
) {
  return linkMail(
    config,
    to,
    `Your timesheet for ${t.month} has been ${decision.status}`,
    [
      `Your timesheet has been ${decision.status} by ${decision.by}.`,
      line(t),
      ...(decision.reason ? [`Reason: ${decision.reason}`] : []),
    ],
    [],
    'You can see your timesheets under Your Details > Timesheets.',
  );
}

/** The employee's reminder of a past month's timesheet still in draft. */
export function timesheetDraftReminderMail(config: MailConfig, to: string, t: TimesheetSummary) {
  return linkMail(
    config,
    to,
    `Reminder: your timesheet for ${t.month} is not submitted`,
    [
      `Your timesheet for ${t.month} at ${t.client} is still a draft.`,
      line(t),
      'Please check its days and submit it for approval.',
    ],
    [{ label: 'Open your timesheets', url: `${config.publicUrl}/employee/timesheets?month=${t.month}` }],
    'You can see your timesheets under Your Details > Timesheets.',
  );
}
