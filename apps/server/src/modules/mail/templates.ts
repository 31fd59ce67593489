// The sign-in e-mails: invitation (verify the address), set the first password, reset a password;
// and the notice that a record's bank details changed. Each has a plain-text part (what the log shows
// without SMTP) and a small HTML part with the same link.
import { monthYearText, utcTimeText } from '@staffdesk/shared';
import type { Config } from '../../config';
import { TOKEN_TTL_MS, type TokenPurpose } from '../auth/tokens.service';
import type { OutgoingMail } from './mail.service';

type MailConfig = Pick<Config, 'publicUrl' | 'orgName'>;
type Recipient = { first_name: string; email: string };

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const verifyLink = (config: MailConfig, token: string) =>
  `${config.publicUrl}/verify?token=${encodeURIComponent(token)}`;
export const resetLink = (config: MailConfig, token: string) =>
  `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

/** "1 hour", "24 hours", "7 days": how long a link of this purpose works. */
function lifetime(purpose: TokenPurpose): string {
  const hours = TOKEN_TTL_MS[purpose] / 3600_000;
  if (hours >= 48 && hours % 24 === 0) return `${hours / 24} days`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** One message: a greeting, paragraphs, one button-like link (if any) and a closing line. */
function compose(
  config: MailConfig,
  user: Recipient,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string } | null,
  closing: string,
): OutgoingMail {
  const greeting = `Hello ${user.first_name},`;
  const text = [
    greeting,
    '',
    ...paragraphs,
    '',
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    closing,
    '',
    config.orgName,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>` : '',
    `<p style="color:#666;font-size:13px">${escapeHtml(closing)}${action ? `<br>${escapeHtml(action.url)}` : ''}</p>`,
    `<p>${escapeHtml(config.orgName)}</p>`,
  ]
    .filter(Boolean)
    .join('\n');
  return { to: user.email, subject, text, html };
}

/** Sent when an administrator creates the user: confirms the address, then a set-password link follows. */
export function invitationMail(config: MailConfig, user: Recipient, verifyToken: string): OutgoingMail {
  return compose(
    config,
    user,
    `You have been invited to ${config.orgName}`,
    [
      `An account has been created for you on ${config.orgName} with this e-mail address.`,
      'Please confirm your e-mail address. We will then send you a link to choose your password.',
    ],
    { label: 'Verify your e-mail', url: verifyLink(config, verifyToken) },
    `This link works once and expires in ${lifetime('verify-email')}. If you did not expect this invitation, you can ignore this e-mail.`,
  );
}

/** Sent after the address is verified: the link to choose the first password. */
export function setPasswordMail(config: MailConfig, user: Recipient, token: string): OutgoingMail {
  return compose(
    config,
    user,
    `Set your ${config.orgName} password`,
    ['Your e-mail address has been verified. Choose a password to start using your account.'],
    // welcome=1 only changes the screen's title to "Set your password"; the server ignores it.
    { label: 'Set your password', url: `${resetLink(config, token)}&welcome=1` },
    `This link works once and expires in ${lifetime('set-password')}.`,
  );
}

/** Sent on "forgot password" for an existing account. */
export function resetPasswordMail(config: MailConfig, user: Recipient, token: string): OutgoingMail {
  return compose(
    config,
    user,
    `Reset your ${config.orgName} password`,
    ['We received a request to reset the password of your account.'],
    { label: 'Reset your password', url: resetLink(config, token) },
    `This link works once and expires in ${lifetime('reset-password')}. If you did not ask for it, ignore this e-mail: your password stays the same.`,
  );
}

/**
 * Sent when many wrong passwords were tried on the account (auth.service.ts): the owner learns of
 * it, and nothing was locked. No link: a phishing copy of this mail must not look like ours.
 */
export function signInAttackMail(config: MailConfig, user: Recipient, failures: number): OutgoingMail {
  return compose(
    config,
    user,
    `Failed sign-in attempts on your ${config.orgName} account`,
    [
      `Someone has entered a wrong password for your account ${failures} times in the last hour.`,
      'Your account is not locked and you can sign in as usual; attempts from the same place are being slowed down.',
      'If this was not you, choose a strong password you use nowhere else (Profile, Change Password), or ask your administrator for help.',
    ],
    null,
    'You need to do nothing if it was you.',
  );
}

/** Wrong second-step codes after the right password: whoever typed them knows the password. */
export function twoFactorAttackMail(config: MailConfig, user: Recipient, failures: number): OutgoingMail {
  return compose(
    config,
    user,
    `Wrong two-factor codes on your ${config.orgName} account`,
    [
      `Someone signed in with your password and then entered a wrong authenticator code ${failures} times in the last hour.`,
      'Your second step kept them out, but your password is known: change it now (Profile, Change Password) to one you use nowhere else.',
      'If this was you, you need to do nothing.',
    ],
    null,
    'Ask your administrator for help if you cannot sign in.',
  );
}

/**
 * Sent when someone tried to create a user with an address that already has an account they may
 * not see (users.service.ts answers them as if it worked): the owner learns of it; nothing changed.
 */
export function accountExistsMail(config: MailConfig, user: Recipient, byName: string): OutgoingMail {
  return compose(
    config,
    user,
    `Someone tried to add your address to ${config.orgName}`,
    [
      `${byName} tried to create a new ${config.orgName} account with this e-mail address, which already has one.`,
      'No new account was created and your account was not changed.',
      'If you expected to be added, ask them to contact your administrator; you can go on signing in as usual.',
    ],
    null,
    'You need to do nothing if this is no surprise.',
  );
}

/** Sent to a new sign-in address an editor gave a user: the change waits for this link (email-change.ts). */
export function confirmEmailChangeMail(
  config: MailConfig,
  user: Recipient,
  token: string,
  byName: string,
): OutgoingMail {
  return compose(
    config,
    user,
    `Confirm your new ${config.orgName} e-mail address`,
    [
      `${byName} changed the e-mail address of your ${config.orgName} account to this one.`,
      'Please confirm it: until then you sign in with your previous address.',
    ],
    { label: 'Confirm this e-mail address', url: verifyLink(config, token) },
    `This link works once and expires in ${lifetime('confirm-email')}. If you did not expect this, ignore this e-mail: nothing changes.`,
  );
}

/**
 * Sent when an editor tried to give another account this address, which already has one they may
 * not see (email-change.ts keeps the change pending, never applied): the owner learns of it.
 */
export function addressClaimedMail(config: MailConfig, user: Recipient, byName: string): OutgoingMail {
  return compose(
    config,
    user,
    `Someone tried to use your address on another ${config.orgName} account`,
    [
      `${byName} tried to change the e-mail address of another ${config.orgName} account to this one, which already has an account.`,
      'Nothing was changed: your account keeps this address and the other account keeps its own.',
    ],
    null,
    'You need to do nothing if this is no surprise.',
  );
}

export interface SensitiveChangeNotice {
  to: string;
  /** The record's name, e.g. the partner 'TalentBridge Consulting'. */
  recordName: string;
  /** What changed as a whole, e.g. 'Bank details'. */
  topic: string;
  /** The labels of the changed fields; never their values, not even masked (issue 21). */
  fields: string[];
  byName: string | null;
  /** The second person who confirmed the change, when it needed one. */
  confirmedByName?: string | null;
  at: Date;
}

/**
 * "Bank details changed": tells the record's own address at once, so a fraudulent change of where
 * payments go is noticed before a payment. Names which fields changed, who and when; no value, so
 * neither the mail nor its outbox row holds a copy of the new account.
 */
export function sensitiveChangeMail(config: MailConfig, notice: SensitiveChangeNotice): OutgoingMail {
  const who = notice.byName ? ` by ${notice.byName}` : '';
  const confirmed = notice.confirmedByName ? ` and confirmed by ${notice.confirmedByName}` : '';
  return compose(
    config,
    { first_name: notice.recordName, email: notice.to },
    `${notice.topic} changed for ${notice.recordName}`,
    [
      `The ${notice.topic.toLowerCase()} of ${notice.recordName} on ${config.orgName} were changed${who}${confirmed} on ${utcTimeText(notice.at)}.`,
      `What changed: ${notice.fields.join(', ')}.`,
      `If you did not expect this change, contact ${config.orgName} at once, before any payment is made to the new details.`,
    ],
    null,
    'For your security this e-mail never shows the bank details.',
  );
}

/**
 * "Bank details change requested": the change waits for a second person at the agency; the owner
 * hears of it before it takes effect. Which fields, who and when; never a value.
 */
export function bankChangeRequestedMail(
  config: MailConfig,
  notice: Omit<SensitiveChangeNotice, 'topic' | 'confirmedByName'>,
): OutgoingMail {
  const who = notice.byName ? ` by ${notice.byName}` : '';
  return compose(
    config,
    { first_name: notice.recordName, email: notice.to },
    `Bank details change requested for ${notice.recordName}`,
    [
      `A change of the bank details of ${notice.recordName} on ${config.orgName} was requested${who} on ${utcTimeText(notice.at)}: ${notice.fields.join(', ')}.`,
      `It takes effect only after a second person at ${config.orgName} confirms it; until then payments go to the current bank details.`,
      `If you did not expect this change, contact ${config.orgName} at once.`,
    ],
    null,
    'For your security this e-mail never shows the bank details.',
  );
}

/** A new payslip is ready (issue 11): a link to it, never the file, since mail is not a safe place for it. */
export function payslipReadyMail(
  config: MailConfig,
  user: Recipient,
  payroll: { id: number; payslip_date: string },
): OutgoingMail {
  const month = monthYearText(payroll.payslip_date);
  return compose(
    config,
    user,
    `Your payslip for ${month} is ready`,
    [`Your payslip for ${month} has been uploaded. Sign in to view or download it.`],
    { label: 'View your payslip', url: `${config.publicUrl}/employee/payrolls/view/${payroll.id}` },
    'For your security the payslip is not attached to this e-mail.',
  );
}

/** A reimbursement claim changed status (issue 11): the new status, the approved amount and why. */
export function reimbursementStatusMail(
  config: MailConfig,
  user: Recipient,
  claim: {
    id: number;
    status: string;
    from_date: string;
    to_date: string;
    amount: string | null;
    reason: string | null;
  },
): OutgoingMail {
  return compose(
    config,
    user,
    `Your reimbursement claim is ${claim.status}`,
    [
      `Your reimbursement claim for ${claim.from_date} to ${claim.to_date} is now ${claim.status}.`,
      ...(claim.amount ? [`Approved amount: ${claim.amount}`] : []),
      ...(claim.reason ? [`Reason: ${claim.reason}`] : []),
    ],
    { label: 'View your claim', url: `${config.publicUrl}/employee/reimbursements/view/${claim.id}` },
    'You can see every claim and its status under Reimbursements.',
  );
}

/**
 * A plain notice: greeting, paragraphs, labelled links (each also written out in the text part), a
 * closing line and the organisation's name. Leave and timesheet e-mails share it.
 */
export function linkMail(
  config: Pick<Config, 'orgName'>,
  to: string,
  subject: string,
  paragraphs: string[],
  links: { label: string; url: string }[],
  closing: string,
): OutgoingMail {
  const text = [
    'Hello,',
    '',
    ...paragraphs,
    '',
    ...links.map((l) => `${l.label}: ${l.url}`),
    '',
    closing,
    '',
    config.orgName,
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    links.length
      ? `<p>${links.map((l) => `<a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a>`).join(' &nbsp; ')}</p>`
      : '',
    `<p style="color:#666;font-size:13px">${escapeHtml(closing)}</p>`,
    `<p>${escapeHtml(config.orgName)}</p>`,
  ]
    .filter(Boolean)
    .join('\n');
  return { to, subject, text, html };
}
