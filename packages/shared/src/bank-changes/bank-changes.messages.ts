// Bank changes' messages and statuses without zod: the list page imports them on first paint, the
// schemas in bank-changes.schemas.ts use them.
import { tooLong } from '../common-messages';

export const BANK_CHANGE_MESSAGES = {
  listed: 'Bank changes fetched successfully',
  confirmed: 'Bank change has been confirmed',
  rejected: 'Bank change has been rejected',
  notFound: 'Bank change not found',
  ownChange: 'You made this bank change, so another person must confirm it',
  notPending: 'This bank change has already been confirmed or rejected',
  alreadyPending:
    'A bank change is already pending confirmation. It must be confirmed or rejected before another one.',
  reasonRequired: 'Please enter the reason for rejecting the bank change',
  reasonTooLong: tooLong('Reason', 500),
  statusInvalid: 'Please choose one of the statuses',
  pendingNotice: 'Bank change pending confirmation',
  confirmText: 'You want to confirm this bank change',
  /** The form's current-password field when bank fields change (partners). */
  passwordRequired: 'Please enter your current password to change the bank details',
  passwordWrong: 'Current password is incorrect',
  partnerBankNotAllowed: "Only the partner's admin or a super-admin can change the bank details",
} as const;

export const BANK_CHANGE_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type BankChangeStatus = (typeof BANK_CHANGE_STATUSES)[number];
/** The records whose bank account goes through a second person. */
export const BANK_CHANGE_ENTITIES = ['partner', 'employee'] as const;
export type BankChangeEntity = (typeof BANK_CHANGE_ENTITIES)[number];
