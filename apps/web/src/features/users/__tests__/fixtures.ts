// Answers of the users API for the screen tests.
import { USER_MESSAGES, type User } from '@staffdesk/shared';

export const sampleUser = (over: Partial<User> = {}): User => ({
  id: 42,
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  type_slug: 'client',
  role_slug: 'user',
  company_id: 3,
  company_name: 'Acme',
  company_logo: null,
  partners_account_id: null,
  account_name: null,
  designation: 'Recruiter',
  phone: '12345678',
  extension: '12',
  profile_image: null,
  permissions_slug: 'list-positions,list-applicants',
  user_type: 'Client',
  user_role: 'User',
  email_verified: true,
  pending_email: null,
  updated_at: '2025-01-02T03:04:05.000Z',
  ...over,
});

export const lookupHandlers = {
  'GET master/user-types': () => ({
    data: [
      { slug: 'client', user_type: 'Client' },
      { slug: 'super-admin', user_type: 'Super Admin' },
      { slug: 'partners', user_type: 'Partners' },
      { slug: 'partners_client', user_type: 'Partners Client' },
    ],
    message: 'User types',
  }),
  'GET master/user-roles': () => ({
    data: [
      { slug: 'admin', role: 'Admin' },
      { slug: 'user', role: 'User' },
    ],
    message: 'User roles',
  }),
  'GET companies': () => ({
    data: [{ id: 3, company_name: 'Acme', company_logo: null }],
    message: 'Companies',
  }),
  'GET master/partners-accounts': () => ({
    data: [{ id: 5, account_name: 'Bright Partners' }],
    message: 'Partners accounts',
  }),
};

export const created = { data: sampleUser(), message: USER_MESSAGES.created };
