// Bank changes waiting for a second person, and the decision taken on each (issue 21). The new
// values stay here, encrypted, until confirmed; the record keeps its confirmed values meanwhile.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { encryptedText } from '../../db/encrypted-columns';
import { users } from '../users/users.tables';

/** One changed field as the list shows it: its label and masked old and new values. */
export interface BankChangeSummaryField {
  field: string;
  label: string;
  old_value: string | null;
  new_value: string | null;
}

export const bankChanges = pgTable(
  'bank_changes',
  {
    id: serial('id').primaryKey(),
    /** The record's table: partners_accounts or employees. */
    entity: text('entity').notNull(),
    entity_id: integer('entity_id').notNull(),
    /** The record's name when the change was asked for (not secret; shown in the list). */
    record_name: text('record_name').notNull(),
    /** JSON of the changed fields' new plain values, encrypted at rest. */
    new_values: encryptedText('new_values').notNull(),
    /** The changed fields with masked old and new values; never a full value. */
    summary: jsonb('summary').$type<BankChangeSummaryField[]>().notNull(),
    /** pending, confirmed or rejected. */
    status: text('status').notNull().default('pending'),
    requested_by: integer('requested_by').references(() => users.id),
    requested_at: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    decided_by: integer('decided_by').references(() => users.id),
    decided_at: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    /** Why it was rejected. */
    reason: text('reason'),
  },
  (t) => [
    // One pending change per record, also when two makers save at once.
    uniqueIndex('bank_changes_one_pending_uq').on(t.entity, t.entity_id).where(sql`${t.status} = 'pending'`),
    index('bank_changes_status_idx').on(t.status, t.entity, t.id),
  ],
);
