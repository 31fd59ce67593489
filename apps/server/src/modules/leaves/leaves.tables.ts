// Leaves (spec 001 §3 Leave): an employee's request, its rejections (the comment list) and the
// single-use tokens of the approval e-mail's links.
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { employees } from '../employees/employees.tables';
import { leaveTypes } from '../master/master.tables';
import { users } from '../users/users.tables';

export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;

/**
 * The calendar's indexes split the shown leaves at this span (to_date - from_date, days): a shorter
 * leave starts at most this many days before any day it covers (leave-calendar.ts).
 */
export const LEAVE_SHORT_SPAN = 31;
const shortSpan = sql.raw(String(LEAVE_SHORT_SPAN));

export const leaves = pgTable(
  'leaves',
  {
    id: serial('id').primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    leave_type_id: integer('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id),
    from_date: date('from_date', { mode: 'string' }).notNull(),
    to_date: date('to_date', { mode: 'string' }).notNull(),
    /** Working days: weekdays that are not mandatory holidays, counted when applied or edited. */
    total_days: numeric('total_days', { mode: 'number' }).notNull(),
    /** Comma-separated approver e-mails, as the spec stores them; each from GET leaves/approvers. */
    approver_email: text('approver_email').notNull(),
    status: text('status', { enum: LEAVE_STATUSES }).notNull().default('pending'),
    leave_reason: text('leave_reason'),
    /** Bumped by every edit: an e-mailed link is bound to the version it was sent for. */
    version: integer('version').notNull().default(1),
    approved_by_email: text('approved_by_email'),
    approved_at: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    rejected_by_email: text('rejected_by_email'),
    rejected_at: timestamp('rejected_at', { withTimezone: true, mode: 'date' }),
    /** When and by whom the employee cancelled it (the decision audit, like approved/rejected). */
    cancelled_at: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    cancelled_by: integer('cancelled_by').references(() => users.id),
    created_by: integer('created_by').references(() => users.id),
    updated_by: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    // With the id, a scope or search's matching leaves are ordered from the index alone.
    index('leaves_employee_idx').on(t.employee_id, t.from_date, t.id),
    index('leaves_from_idx').on(t.from_date),
    // The hrms list's filters (docs/performance.md, "Leaves, payslips and the invoice search page").
    index('leaves_type_idx').on(t.leave_type_id, t.from_date),
    index('leaves_status_idx').on(t.status, t.from_date),
    index('leaves_to_idx').on(t.to_date),
    // The calendar (leave-calendar.ts): the shown leaves overlapping a month or a day. A leave whose
    // span is under LEAVE_SHORT_SPAN days starts fewer days than that before any day it covers, so a
    // bounded range of the first index holds it, read from the index alone; the few longer ones are
    // found by their date range. A month reads its own leaves, not every leave begun before its end.
    index('leaves_shown_short_idx')
      .on(t.from_date, t.to_date, t.status, t.employee_id)
      .where(sql`${t.status} in ('pending', 'approved') and ${t.to_date} - ${t.from_date} < ${shortSpan}`),
    index('leaves_shown_long_idx')
      .using('gist', sql`daterange(${t.from_date}, ${t.to_date}, '[]')`)
      .where(sql`${t.status} in ('pending', 'approved') and ${t.to_date} - ${t.from_date} >= ${shortSpan}`),
  ],
);

/** Every rejection with who gave it (spec: comment, a list of rejectedBy and reason). */
export const leaveRejections = pgTable(
  'leave_rejections',
  {
    id: serial('id').primaryKey(),
    leave_id: integer('leave_id')
      .notNull()
      .references(() => leaves.id, { onDelete: 'cascade' }),
    rejected_by: text('rejected_by').notNull(),
    reason: text('reason').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('leave_rejections_leave_idx').on(t.leave_id)],
);

/**
 * The e-mail link's token: only its SHA-256 is stored. Bound to one leave, one approver and the
 * leave's version when mailed; used once (used_at), refused after expires_at.
 */
export const leaveActionTokens = pgTable(
  'leave_action_tokens',
  {
    id: serial('id').primaryKey(),
    leave_id: integer('leave_id')
      .notNull()
      .references(() => leaves.id, { onDelete: 'cascade' }),
    approver_email: text('approver_email').notNull(),
    token_hash: text('token_hash').notNull(),
    leave_version: integer('leave_version').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    used_action: text('used_action'),
  },
  (t) => [
    uniqueIndex('leave_action_tokens_hash_uq').on(t.token_hash),
    index('leave_action_tokens_leave_idx').on(t.leave_id).where(sql`${t.used_at} is null`),
  ],
);
