// Placements (issue 24): a contractor (an employee) working at a client for a period, at a bill rate
// the client pays and a pay rate the contractor or its partner is paid. Rates are exact money
// (numeric(14,2), decimal.js in code). No two placements of one employee at one client overlap:
// the service checks first to name the one in the way, and `placements_no_overlap` (an exclusion
// constraint added by the migration, as leaves_no_overlap) holds when two saves race.
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { moneyColumn, timestamps } from '../../db/columns';
import { companies } from '../companies/companies.tables';
import { employees } from '../employees/employees.tables';
import { partnersAccounts } from '../partners/partners.tables';
import { positions } from '../positions/positions.tables';
import { users } from '../users/users.tables';

export const RATE_UNITS = ['day', 'hour', 'month'] as const;

export const placements = pgTable(
  'placements',
  {
    id: serial('id').primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    client_id: integer('client_id')
      .notNull()
      .references(() => companies.id),
    position_id: integer('position_id').references(() => positions.id),
    /** The partner that supplies the contractor, when it is not the agency's own. */
    partners_account_id: integer('partners_account_id').references(() => partnersAccounts.id),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    /** Open-ended while null. */
    end_date: date('end_date', { mode: 'string' }),
    bill_rate: moneyColumn('bill_rate').notNull(),
    bill_unit: text('bill_unit', { enum: RATE_UNITS }).notNull(),
    pay_rate: moneyColumn('pay_rate').notNull(),
    pay_unit: text('pay_unit', { enum: RATE_UNITS }).notNull(),
    currency: text('currency').notNull().default('INR'),
    notes: text('notes'),
    created_by: integer('created_by').references(() => users.id),
    updated_by: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    index('placements_client_idx').on(t.client_id, t.id),
    index('placements_partner_idx')
      .on(t.partners_account_id, t.id)
      .where(sql`${t.partners_account_id} is not null`),
    index('placements_employee_idx').on(t.employee_id, t.start_date),
    index('placements_dates_idx').on(t.start_date, t.end_date),
  ],
);

/** The client's users who approve the placement's timesheets (at least one, chosen by hrms). */
export const placementApprovers = pgTable(
  'placement_approvers',
  {
    placement_id: integer('placement_id')
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.placement_id, t.user_id] }),
    index('placement_approvers_user_idx').on(t.user_id),
  ],
);
