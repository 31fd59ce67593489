// Payrolls (spec 001 §3 Payroll): one payslip PDF per employee (user) per month. payslip_month is
// the first day of payslip_date's month, so the unique index holds "one per month" in the database
// and a bulk import racing a single upload cannot leave two.
import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { users } from '../users/users.tables';

export const payrolls = pgTable(
  'payrolls',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    payslip: text('payslip').notNull(),
    payslip_name: text('payslip_name').notNull(),
    payslip_date: date('payslip_date', { mode: 'string' }).notNull(),
    payslip_month: date('payslip_month', { mode: 'string' }).notNull(),
    created_by: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payrolls_user_month_uq').on(t.user_id, t.payslip_month),
    index('payrolls_date_idx').on(t.payslip_date, t.id),
    index('payrolls_payslip_idx').on(t.payslip),
  ],
);
