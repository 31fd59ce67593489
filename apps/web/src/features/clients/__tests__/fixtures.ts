// Answers of the clients API and the organisation lookups for the screen tests.
import type { Client, ClientListItem, SessionUser } from '@staffdesk/shared';
import { superAdmin } from '../../../components/testing/render-app';

export const orgLookupHandlers = {
  'GET master/countries': () => ({ data: [{ id: 101, country: 'India' }], message: '' }),
  'GET master/states': () => ({ data: [{ id: 10, state: 'Karnataka', country_id: 101 }], message: '' }),
  'GET master/cities': () => ({ data: [{ id: 20, city: 'Bengaluru', state_id: 10 }], message: '' }),
  'GET master/timezones': () => ({ data: [{ id: 1, timezone: 'Asia/Kolkata' }], message: '' }),
  'GET master/document-types': () => ({ data: [{ id: 2, document_type: 'Contract' }], message: '' }),
};

export const listPage = <T>(list: T[], count = list.length) => ({
  data: { list, count, numberOfPages: Math.ceil(count / 10) },
  message: 'Fetched',
});

export const clientItem = (over: Partial<ClientListItem> = {}): ClientListItem => ({
  id: 5,
  company_logo: null,
  company_name: 'Acme Staffing',
  primary_email: 'hello@acme.example',
  phone: '9876543210',
  ...over,
});

export const sampleClient = (over: Partial<Client> = {}): Client => ({
  ...clientItem(),
  website: 'https://acme.example',
  linkedin: null,
  industry: 'Staffing',
  total_employees: 120,
  address: '1 MG Road',
  country_id: 101,
  country: 'India',
  state_id: 10,
  state: 'Karnataka',
  city_id: 20,
  city: 'Bengaluru',
  zipcode: '560001',
  timezone_id: 1,
  timezone: 'Asia/Kolkata',
  billing_email: 'billing@acme.example',
  gstin: null,
  billing_address: '2 MG Road',
  billing_country_id: 101,
  billing_country: 'India',
  billing_state_id: 10,
  billing_state: 'Karnataka',
  billing_city_id: 20,
  billing_city: 'Bengaluru',
  billing_zipcode: '560002',
  documents: [
    {
      id: 1,
      document_type_id: 2,
      document_type: 'Contract',
      document: '/api/v1/files/documents/contract-1.pdf',
      document_name: 'contract.pdf',
    },
  ],
  updated_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

/**
 * A super-admin whose listed keys are hidden too. No user type of spec 000 §6 can list clients or
 * partners without also editing and deleting them, but the popups of spec 001 §6 must still hold
 * for one; the test file's hiddenKeys mock reads `test_hidden`.
 */
export const withoutKeys = (...keys: string[]): SessionUser =>
  ({ ...superAdmin, test_hidden: keys }) as SessionUser;
