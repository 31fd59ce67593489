// Timesheets (issue 24): one row per placement and month with its days as JSON (a month is read and
// written whole), the client, employee and partner copied from the placement so every viewer's list
// is one index range; its history; and the single-use tokens of the approval e-mail's links.
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { placements } from '../placements/placements.tables';
import { users } from '../users/users.tables';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface StoredEntry {
  date: string;
  kind: 'working' | 'weekly_off' | 'holiday' | 'half_day';
  name?: string;
  quantity: number;
  leave_id?: number;
}

export const timesheets = pgTable(
  'timesheets',
  {
    id: serial('id').primaryKey(),
    placement_id: integer('placement_id')
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    client_id: integer('client_id').notNull(),
    employee_id: integer('employee_id').notNull(),
    partners_account_id: integer('partners_account_id'),
    unit: text('unit', { enum: ['day', 'hour'] }).notNull(),
    status: text('status', { enum: ['draft', 'submitted', 'approved', 'rejected'] })
      .notNull()
      .default('draft'),
    entries: jsonb('entries').$type<StoredEntry[]>().notNull(),
    total_quantity: numeric('total_quantity', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    /** Bumped by every change: an e-mailed link is bound to the version it was sent for. */
    version: integer('version').notNull().default(1),
    submitted_at: at('submitted_at'),
    decided_at: at('decided_at'),
    /** When the approvers were reminded of this submission (once), and the employee of the draft. */
    approvers_reminded_at: at('approvers_reminded_at'),
    employee_reminded_at: at('employee_reminded_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('timesheets_placement_month_uq').on(t.placement_id, t.month),
    // With the status, the dashboard counts a month's timesheets by status from the index alone.
    index('timesheets_month_idx').on(t.month, t.id, t.status),
    index('timesheets_client_month_idx').on(t.client_id, t.month, t.id),
    index('timesheets_employee_month_idx').on(t.employee_id, t.month, t.id),
    index('timesheets_partner_month_idx')
      .on(t.partners_account_id, t.month, t.id)
      .where(sql`${t.partners_account_id} is not null`),
    index('timesheets_open_idx')
      .on(t.status, t.month)
      .where(sql`${t.status} in ('draft', 'submitted', 'rejected')`),
  ],
);

/** Who did what and when (created, saved, submitted, approved, rejected, reopened, reminded). */
export const timesheetEvents = pgTable(
  'timesheet_events',
  {
    id: serial('id').primaryKey(),
    timesheet_id: integer('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    by_user_id: integer('by_user_id').references(() => users.id),
    /** The name or address shown: the user's, an approver's e-mail, or "Staffdesk" for the scheduler. */
    by: text('by').notNull(),
    reason: text('reason'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('timesheet_events_timesheet_idx').on(t.timesheet_id, t.id)],
);

/**
 * The e-mail link's token: only its SHA-256 is stored. Bound to one timesheet, one approver and the
 * timesheet's version when mailed; used once (used_at), refused after expires_at.
 */
export const timesheetActionTokens = pgTable(
  'timesheet_action_tokens',
  {
    id: serial('id').primaryKey(),
    timesheet_id: integer('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    approver_id: integer('approver_id')
      .notNull()
      .references(() => users.id),
    token_hash: text('token_hash').notNull(),
    timesheet_version: integer('timesheet_version').notNull(),
    expires_at: at('expires_at').notNull(),
    used_at: at('used_at'),
    used_action: text('used_action'),
  },
  (t) => [
    uniqueIndex('timesheet_action_tokens_hash_uq').on(t.token_hash),
    index('timesheet_action_tokens_timesheet_idx').on(t.timesheet_id),
  ],
);

/** Months whose timesheets the scheduler has queued: the first process to insert the month does it. */
export const timesheetMonthRuns = pgTable('timesheet_month_runs', {
  month: date('month', { mode: 'string' }).primaryKey(),
  job_id: integer('job_id'),
  created_at: at('created_at').notNull().defaultNow(),
});
