// Between a loaded partner, the form's fields and the body sent to POST partners/create / PUT.
import { emptyDocumentRow, type Partner, type PartnerBody } from '@staffdesk/shared';

const TEXT_FIELDS = [
  'phone',
  'website',
  'linkedin',
  'industry',
  'address',
  'zipcode',
  'partners_bank_account_name',
  'partners_bank_account_number',
  'ifsc_code',
  'swift_code',
  'branch',
  'partners_more_bank_details',
  'partners_account_address',
] as const;
type TextValues = Record<(typeof TEXT_FIELDS)[number], string>;

export const emptyPartnerValues = (): PartnerBody => ({
  company_logo: null,
  original_name: null,
  account_name: '',
  primary_email: '',
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as TextValues),
  country_id: '',
  state_id: '',
  city_id: '',
  timezone_id: '',
  documents: [emptyDocumentRow()],
});

export const partnerToFormValues = (partner: Partner): PartnerBody => ({
  company_logo: partner.company_logo,
  original_name: partner.original_name,
  account_name: partner.account_name,
  primary_email: partner.primary_email ?? '',
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, partner[field] ?? ''])) as TextValues),
  country_id: partner.country_id ?? '',
  state_id: partner.state_id ?? '',
  city_id: partner.city_id ?? '',
  timezone_id: partner.timezone_id ?? '',
  documents: partner.documents.length ? partner.documents : [emptyDocumentRow()],
  updated_at: partner.updated_at,
});
