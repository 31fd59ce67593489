// Uploaded files: stored under a random key; the row keeps what the user named it.
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    folder: text('folder').notNull(),
    original_name: text('original_name').notNull(),
    mime_type: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploaded_by: integer('uploaded_by'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The daily quota sums a user's uploads of the last day before every upload (uploads.service.ts):
  // a range of this index, its sizes read from the index alone, rather than a scan of every file
  // (a month's bulk payslips alone add 50,000 rows).
  (t) => [index('files_uploader_day_idx').on(t.uploaded_by, t.created_at, t.size)],
);
