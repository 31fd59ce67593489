// Partners' bills (issue 25): one row per bill a partner files for a month, with its PDF, its status
// (received → validated → paid, or disputed) and, once paid, the payment reference; and the history
// of its status changes (who, when, why). A bill number is unique per partner (case-insensitive).
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { moneyColumn, timestamps } from '../../db/columns';
import { partnersAccounts } from '../partners/partners.tables';
import { users } from '../users/users.tables';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const partnerBills = pgTable(
  'partner_bills',
  {
    id: serial('id').primaryKey(),
    partners_account_id: integer('partners_account_id')
      .notNull()
      .references(() => partnersAccounts.id),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    bill_number: text('bill_number').notNull(),
    amount: moneyColumn('amount').notNull(),
    /** The uploaded PDF's uploaded_url and its original name. */
    document: text('document').notNull(),
    document_name: text('document_name').notNull(),
    status: text('status', { enum: ['received', 'validated', 'disputed', 'paid'] })
      .notNull()
      .default('received'),
    /** The reason of the last dispute, or of validating a bill that differs from the timesheets. */
    reason: text('reason'),
    payment_reference: text('payment_reference'),
    paid_at: at('paid_at'),
    created_by: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('partner_bills_number_uq').on(t.partners_account_id, sql`lower(${t.bill_number})`),
    index('partner_bills_partner_month_idx').on(t.partners_account_id, t.month, t.id),
    index('partner_bills_month_idx').on(t.month, t.id),
    index('partner_bills_status_idx').on(t.status, t.id),
  ],
);

/** Each status a bill took: received when filed, then every change, with who and why. */
export const partnerBillEvents = pgTable(
  'partner_bill_events',
  {
    id: serial('id').primaryKey(),
    bill_id: integer('bill_id')
      .notNull()
      .references(() => partnerBills.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['received', 'validated', 'disputed', 'paid'] }).notNull(),
    by_user_id: integer('by_user_id').references(() => users.id),
    reason: text('reason'),
    payment_reference: text('payment_reference'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('partner_bill_events_bill_idx').on(t.bill_id, t.id)],
);
