// Who changed a sensitive field (bank details, PAN, Aadhaar) of which record, when, from what to what.
// Values are stored masked ('•••• 1234'): the trail proves a change without holding a second copy
// of the secret.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

export const sensitiveChanges = pgTable(
  'sensitive_changes',
  {
    id: serial('id').primaryKey(),
    /** The table of the record, e.g. partners_accounts. */
    entity: text('entity').notNull(),
    entity_id: integer('entity_id').notNull(),
    /** The column that changed. */
    field: text('field').notNull(),
    /** What a reader is shown for the field, e.g. 'Account number'. */
    field_label: text('field_label').notNull(),
    old_value: text('old_value'),
    new_value: text('new_value'),
    /** Null when the system made the change. */
    changed_by: integer('changed_by').references(() => users.id),
    /** Who confirmed a bank change (the second person); null for changes without confirmation. */
    confirmed_by: integer('confirmed_by').references(() => users.id),
    changed_at: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sensitive_changes_record_idx').on(t.entity, t.entity_id, sql`${t.changed_at} desc`)],
);
