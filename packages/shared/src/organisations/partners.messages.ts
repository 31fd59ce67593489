// PARTNER_MESSAGES without zod: list pages import them on first paint; the schemas use them.
import { tooLong } from '../common-messages';

export const PARTNER_MESSAGES = {
  accountNameRequired: 'Please enter partners name',
  primaryEmailRequired: 'Please enter a primary email',
  addressRequired: 'Please enter the company address',
  addressTooLong: tooLong('Address', 100),
  bankNameTooLong: tooLong('Bank account name', 100),
  branchTooLong: tooLong('Branch', 100),
  moreBankDetailsTooLong: tooLong('More bank details', 2000),
  accountAddressTooLong: tooLong('Account address', 2000),
  imageNotUploaded: 'Partner image is not uploaded',
  listed: 'Partners fetched successfully',
  fetched: 'Partner fetched successfully',
  created: 'Partner has been created',
  updated: 'Partner has been updated',
  deleted: 'Partner has been deleted',
  profileFetched: 'Profile fetched successfully',
  profileUpdated: 'Profile has been updated',
  /** Added to the update's message when the save asked for a bank change. */
  bankPending: 'The bank change is pending confirmation by a second person.',
  notFound: 'Partner not found',
  changed: 'This partner was changed by someone else. Please reload and try again.',
  deleteConfirmText: 'You want to delete the Partner',
  cannotDeleteOwn: "Warning!! You can't delete your partner",
  inUse: 'This partner still has users. Move or delete them first.',
  ownSuffix: '(Your Partner)',
} as const;
