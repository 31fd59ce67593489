// The leave e-mails: to each approver with Approve and Reject links (and word when the leave is
// cancelled), and to the employee on the decision. The links open /leave-action, whose script (never a plain GET) performs the action.
import type { Config } from '../../config';
import { linkMail as mail } from '../mail/templates';

type MailConfig = Pick<Config, 'publicUrl' | 'orgName'>;
export const LEAVE_LINK_TTL_DAYS = 7;

export const leaveActionLink = (
  config: MailConfig,
  action: 'approved' | 'rejected',
  token: string,
  email: string,
) =>
  `${config.publicUrl}/leave-action?action=${action}&em=${encodeURIComponent(token)}&key=${encodeURIComponent(email)}`;

interface LeaveSummary {
  employee: string;
  type: string;
  from_date: string;
  to_date: string;
  total_days: number;
  leave_reason: string | null;
}

const lines = (leave: LeaveSummary) => [
  `Leave type: ${leave.type}`,
  `From ${leave.from_date} to ${leave.to_date} (${leave.total_days} working day${leave.total_days === 1 ? '' : 's'})`,
  ...(leave.leave_reason ? [`Reason: ${leave.leave_reason}`] : []),
];

/** To one approver: its own links, bound to it and to this version of the leave. */
export function leaveRequestMail(config: MailConfig, approver: string, leave: LeaveSummary, token: string) {
  return mail(
    config,
    approver,
    `Leave request from ${leave.employee}`,
    [`${leave.employee} has applied for leave and named you as an approver.`, ...lines(leave)],
    [
      { label: 'Approve', url: leaveActionLink(config, 'approved', token, approver) },
      { label: 'Reject', url: leaveActionLink(config, 'rejected', token, approver) },
    ],
    `These links work once, only for you, and expire in ${LEAVE_LINK_TTL_DAYS} days.`,
  );
}

/** To the employee when the leave is approved or rejected (with the reason). */
export function leaveDecisionMail(
  config: MailConfig,
  to: string,
  leave: LeaveSummary,
  decision: { status: 'approved' | 'rejected'; by: string; reason?: string | null },
) {
  return mail(
    config,
    to,
    `Your leave has been ${decision.status}`,
    [
      `Your leave has been ${decision.status} by ${decision.by}.`,
      ...lines(leave),
      ...(decision.reason ? [`Reason for rejection: ${decision.reason}`] : []),
    ],
    [],
    'You can see your leaves under Your Details > Leaves.',
  );
}

/**
 * To one approver when the employee cancels the leave. One who has not acted is told the request
 * needs nothing from it any more (its links now answer 'already cancelled'); the one who approved
 * it is told the approved days are off.
 */
export function leaveCancelledMail(
  config: MailConfig,
  approver: string,
  leave: LeaveSummary,
  acted: boolean,
) {
  return mail(
    config,
    approver,
    `Leave cancelled by ${leave.employee}`,
    [
      acted
        ? `${leave.employee} has cancelled the leave you approved.`
        : `${leave.employee} has cancelled this leave request. It needs no action from you any more.`,
      ...lines(leave),
    ],
    [],
    acted
      ? 'The days are back in the employee’s balance.'
      : 'The links in the earlier e-mail no longer work.',
  );
}
