// Lookup values every installation starts with.

import { INVOICE_STATUSES, LEAVE_TYPES } from '@staffdesk/shared';
import { getTimeZones } from '@vvo/tzdb';
import type { DbOrTx } from '../db/client';
import { invoiceStatuses } from '../modules/invoices/invoices.tables';
import {
  applicantSources,
  documentTypes,
  interviewStatuses,
  leaveTypes,
  positionStatuses,
  positionTypes,
  timezones,
} from '../modules/master/master.tables';

export const POSITION_STATUSES = ['Open', 'On Hold', 'Closed', 'Filled'];
export const POSITION_TYPES = [
  'Full Time',
  'Part Time',
  'Contract',
  'Contract to Hire',
  'Internship',
  'Remote',
];
export const APPLICANT_SOURCES = ['LinkedIn', 'Naukri', 'Referral', 'Company Website', 'Indeed', 'Walk-in'];
export const INTERVIEW_STATUSES = [
  'Screening',
  'Shortlisted',
  'L1 Scheduled',
  'L1 Cleared',
  'L2 Scheduled',
  'L2 Cleared',
  'HR Round',
  'Offered',
  'Joined',
  'Rejected',
  'On Hold',
];
export const DOCUMENT_TYPES: Record<string, string[]> = {
  client: ['Master Service Agreement', 'Non-Disclosure Agreement', 'Statement of Work', 'GST Certificate'],
  partners: ['Partnership Agreement', 'Non-Disclosure Agreement', 'Cancelled Cheque', 'PAN Card'],
  employee: ['Aadhar Card', 'PAN Card', 'Passport', 'Offer Letter', 'Relieving Letter', 'Payslip'],
};

export async function seedLookups(db: DbOrTx) {
  const named = (names: string[]) => names.map((name) => ({ name }));
  await db.insert(positionStatuses).values(named(POSITION_STATUSES)).onConflictDoNothing();
  await db.insert(positionTypes).values(named(POSITION_TYPES)).onConflictDoNothing();
  await db.insert(applicantSources).values(named(APPLICANT_SOURCES)).onConflictDoNothing();
  await db.insert(interviewStatuses).values(named(INTERVIEW_STATUSES)).onConflictDoNothing();
  await db
    .insert(documentTypes)
    .values(
      Object.entries(DOCUMENT_TYPES).flatMap(([group_key, types]) =>
        types.map((type) => ({ type, group_key })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(invoiceStatuses)
    .values(INVOICE_STATUSES.map((s) => ({ ...s })))
    .onConflictDoNothing();
  await db
    .insert(leaveTypes)
    .values(LEAVE_TYPES.map((t) => ({ ...t })))
    .onConflictDoNothing();
  await db
    .insert(timezones)
    .values(getTimeZones().map((tz) => ({ name: tz.name, timezone_display_name: tz.currentTimeFormat })))
    .onConflictDoNothing();
}
