// Answers of the partners API for the screen tests (lookups and helpers from the clients tests).
import type { Partner, PartnerListItem } from '@staffdesk/shared';

export const partnerItem = (over: Partial<PartnerListItem> = {}): PartnerListItem => ({
  id: 8,
  company_logo: null,
  account_name: 'Bright Partners',
  primary_email: 'team@bright.example',
  phone: '9123456780',
  partners_bank_account_number: '•••• 4321',
  ...over,
});

export const samplePartner = (over: Partial<Partner> = {}): Partner => ({
  ...partnerItem(),
  original_name: null,
  website: null,
  linkedin: null,
  industry: 'Recruiting',
  address: '5 Park Street',
  country_id: 101,
  country: 'India',
  state_id: 10,
  state: 'Karnataka',
  city_id: 20,
  city: 'Bengaluru',
  zipcode: '560003',
  timezone_id: 1,
  timezone: 'Asia/Kolkata',
  partners_bank_account_name: 'Bright Partners LLP',
  partners_bank_account_number: '•••• 4321',
  ifsc_code: '•••• 0521',
  swift_code: null,
  branch: 'Indiranagar',
  partners_more_bank_details: null,
  partners_account_address: null,
  bank_masked: true,
  bank_details_changed: {
    changed_at: '2026-11-20T10:15:00.000Z',
    changed_by_name: 'Asha Rao',
    fields: ['Account number'],
  },
  bank_change_pending: null,
  documents: [],
  updated_at: '2026-11-20T10:15:00.000Z',
  ...over,
});
