// Between a loaded partner, the form's fields and the body sent to POST partners/create / PUT.
import type { Partner, PartnerBody } from '@staffdesk/shared';
import {
  emptyOrganisationValues,
  organisationFormValues,
} from '../../../components/organisation-form-values';

const BANK_FIELDS = [
  'partners_bank_account_name',
  'partners_bank_account_number',
  'ifsc_code',
  'swift_code',
  'branch',
  'partners_more_bank_details',
  'partners_account_address',
] as const;
type BankValues = Record<(typeof BANK_FIELDS)[number], string>;

export const emptyPartnerValues = (): PartnerBody => ({
  ...emptyOrganisationValues(),
  original_name: null,
  account_name: '',
  ...(Object.fromEntries(BANK_FIELDS.map((field) => [field, ''])) as BankValues),
  current_password: '',
});

/** Masked bank values are shown, not edited: the form sends them empty and the server keeps them. */
export const partnerToFormValues = (partner: Partner): PartnerBody => ({
  ...organisationFormValues(partner),
  original_name: partner.original_name,
  account_name: partner.account_name,
  ...(Object.fromEntries(
    BANK_FIELDS.map((field) => [field, partner.bank_masked ? '' : (partner[field] ?? '')]),
  ) as BankValues),
  current_password: '',
});
