// Idempotency-Key (issue 26): the first answer of a create or send, kept 24 hours per user and key.
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of method, path and body: the same key with another request answers 422. */
    request_hash: text('request_hash').notNull(),
    /** Null while the first request runs. */
    status: integer('status'),
    /** The first answer's body, sent again as it was. */
    response: text('response'),
    content_type: text('content_type'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.key] })],
);
