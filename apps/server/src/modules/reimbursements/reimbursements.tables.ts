// Reimbursements (spec 001 §3 Reimbursement; issue 11): a claim, its expense lines with one receipt
// each, and the status lookup (seeded in the migration: Submitted, Approved, Rejected, Paid).
import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { moneyColumn, timestamps } from '../../db/columns';
import { users } from '../users/users.tables';

export const reimbursementStatuses = pgTable('reimbursement_statuses', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  status: text('status').notNull(),
});

export const reimbursements = pgTable(
  'reimbursements',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    from_date: date('from_date', { mode: 'string' }).notNull(),
    to_date: date('to_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    reimbursement_status_id: integer('reimbursement_status_id')
      .notNull()
      .references(() => reimbursementStatuses.id),
    currency: text('currency').notNull(),
    /** The sum of the lines, kept so lists need no join; rewritten with the lines. */
    claimed_total: moneyColumn('claimed_total').notNull(),
    approved_amount: moneyColumn('approved_amount'),
    approval_reason: text('approval_reason'),
    ...timestamps,
  },
  (t) => [
    index('reimbursements_user_idx').on(t.user_id, t.id),
    index('reimbursements_status_idx').on(t.reimbursement_status_id, t.id),
  ],
);

export const reimbursementLines = pgTable(
  'reimbursement_lines',
  {
    id: serial('id').primaryKey(),
    reimbursement_id: integer('reimbursement_id')
      .notNull()
      .references(() => reimbursements.id, { onDelete: 'cascade' }),
    expense_date: date('expense_date', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    amount: moneyColumn('amount').notNull(),
    currency: text('currency').notNull(),
    document: text('document').notNull(),
    document_name: text('document_name').notNull(),
  },
  (t) => [
    index('reimbursement_lines_claim_idx').on(t.reimbursement_id),
    index('reimbursement_lines_document_idx').on(t.document),
  ],
);
