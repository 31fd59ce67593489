// A claim as GET reimbursements/:id answers it, the statuses lookup and the two users.
import type { Reimbursement, ReimbursementListItem } from '@staffdesk/shared';
import { sessionUser } from '../../../lib/test-utils';

export const employee = sessionUser({
  id: 21,
  type_slug: 'employee',
  role_slug: 'employee',
  company_id: null,
});

export const STATUSES = [
  { id: 1, slug: 'submitted', status: 'Submitted' },
  { id: 2, slug: 'approved', status: 'Approved' },
  { id: 3, slug: 'rejected', status: 'Rejected' },
  { id: 4, slug: 'paid', status: 'Paid' },
];

export const sampleClaim = (over: Partial<Reimbursement> = {}): Reimbursement => ({
  id: 9,
  user_id: 21,
  full_name: 'Asha Rao',
  email: 'asha@staffdesk.local',
  company_name: 'Acme Widgets',
  company_logo: null,
  from_date: '2026-10-01',
  to_date: '2026-10-31',
  description: 'Client visit to Pune',
  reimbursement_status_id: 1,
  status: 'Submitted',
  status_slug: 'submitted',
  currency: 'INR',
  claimed_total: '1200.30',
  approved_amount: null,
  approval_reason: null,
  documentList: [
    {
      id: 1,
      expense_date: '2026-10-02',
      category: 'Travel',
      amount: '1200.10',
      currency: 'INR',
      document: '/api/v1/files/documents/a.pdf',
      document_name: 'train.pdf',
    },
    {
      id: 2,
      expense_date: '2026-10-03',
      category: 'Meals',
      amount: '0.20',
      currency: 'INR',
      document: '/api/v1/files/documents/b.pdf',
      document_name: 'lunch.pdf',
    },
  ],
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...over,
});

export const listItem = (over: Partial<Reimbursement> = {}): ReimbursementListItem => {
  const { documentList: _, description: __, ...item } = sampleClaim(over);
  return item;
};

export const lookups = {
  'GET master/reimbursement-statuses': () => ({ data: STATUSES, message: '' }),
  'GET reimbursements/claimants': () => ({
    data: [{ user_id: 21, full_name: 'Asha Rao', email: 'asha@staffdesk.local' }],
    message: '',
  }),
};
