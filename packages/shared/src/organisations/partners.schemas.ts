// Partner accounts and the partner profile (spec 001 §3 Partner, §5 Partner, §6, §7 Partners, §8).
// Bank details are personal financial data: checked formats here, encrypted at rest and masked for
// viewers who may not edit the partner on the server (docs/architecture.md "Encrypted fields").
import { z } from 'zod';
import { sensitiveChangeSummary } from '../audit/sensitive-changes.schemas';
import { BANK_CHANGE_MESSAGES, pendingBankChange } from '../bank-changes/bank-changes.schemas';
import { paginationQuery } from '../common';
import { accountNumber, ifscCode, swiftCode } from '../identifiers';
import { filterText, optionalString } from '../positions/form-fields';
import { fileName, optionalLink, orgName } from './org-fields';
import { organisationBody, organisationListItem, organisationRecord } from './organisation.schemas';
import { PARTNER_MESSAGES } from './partners.messages';

export { PARTNER_MESSAGES } from './partners.messages';

const M = PARTNER_MESSAGES;

/** The bank fields, in the order the form shows them, with the labels the audit and e-mail use. */
export const PARTNER_BANK_FIELDS = [
  { key: 'partners_bank_account_name', label: 'Account name' },
  { key: 'partners_bank_account_number', label: 'Account number' },
  { key: 'ifsc_code', label: 'IFSC code' },
  { key: 'swift_code', label: 'SWIFT code' },
  { key: 'branch', label: 'Branch' },
  { key: 'partners_more_bank_details', label: 'More bank details' },
  { key: 'partners_account_address', label: 'Account address' },
] as const;

export const partnerBody = organisationBody(M).extend({
  original_name: fileName,
  account_name: orgName(M.accountNameRequired),
  // Spec: website has no rules of its own; as every link it takes only an http(s) address.
  website: optionalLink,
  // Spec: bank fields all optional; the ones with a format are checked when given.
  partners_bank_account_name: optionalString(100, M.bankNameTooLong),
  partners_bank_account_number: accountNumber(),
  ifsc_code: ifscCode(),
  swift_code: swiftCode(),
  branch: optionalString(100, M.branchTooLong),
  partners_more_bank_details: optionalString(2000, M.moreBankDetailsTooLong),
  partners_account_address: optionalString(2000, M.accountAddressTooLong),
  /** Typed again to change bank fields (checked on the server only when they change). */
  current_password: z
    .string({ error: BANK_CHANGE_MESSAGES.passwordRequired })
    .max(200, BANK_CHANGE_MESSAGES.passwordWrong)
    .nullish(),
});
export type PartnerBody = z.input<typeof partnerBody>;
export type PartnerInput = z.output<typeof partnerBody>;

/** GET partners?skip&limit&search. */
export const partnerListQuery = paginationQuery.extend({
  search: filterText.describe('Matches the account name or primary e-mail (case-insensitive, partial)'),
});
export type PartnerListQuery = z.output<typeof partnerListQuery>;

export const partnerListItem = organisationListItem.extend({
  account_name: z.string(),
  /** Always masked in the list ('•••• 1234'). */
  partners_bank_account_number: z.string().nullable(),
});
export type PartnerListItem = z.infer<typeof partnerListItem>;

export const partner = organisationRecord.extend({
  original_name: z.string().nullable(),
  account_name: z.string(),
  partners_bank_account_name: z.string().nullable(),
  partners_bank_account_number: z.string().nullable(),
  ifsc_code: z.string().nullable(),
  swift_code: z.string().nullable(),
  branch: z.string().nullable(),
  partners_more_bank_details: z.string().nullable(),
  partners_account_address: z.string().nullable(),
  /**
   * True when the bank values above are masked: only the partner's admin and a super-admin see and
   * change them.
   */
  bank_masked: z.boolean(),
  /** 'Bank details last changed by … on …'; null when never changed. */
  bank_details_changed: sensitiveChangeSummary.nullable(),
  /** A bank change waiting for a second person; the values above are the confirmed ones. */
  bank_change_pending: pendingBankChange.nullable(),
});
export type Partner = z.infer<typeof partner>;
