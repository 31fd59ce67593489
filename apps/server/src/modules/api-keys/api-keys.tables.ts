// API keys (issue 26): only the SHA-256 of a token is stored, as for sessions; the prefix is shown.
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The token's first characters ('sdk_AbC1…'), to recognise it in the list. */
    prefix: text('prefix').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    read_only: boolean('read_only').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Touched at most once a minute, so a busy key's reads stay reads. */
    last_used_at: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('api_keys_user_idx').on(t.user_id)],
);
