// Uploaded files: stored under a random key; the row keeps what the user named it.
import { bigint, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  folder: text('folder').notNull(),
  original_name: text('original_name').notNull(),
  mime_type: text('mime_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  uploaded_by: integer('uploaded_by'),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
