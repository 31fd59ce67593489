// The outbox: every message is stored first, then delivered (and retried) by any instance.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A file from storage to attach when the message goes out (read at delivery, not copied here). */
export interface MailAttachment {
  filename: string;
  key: string;
  contentType: string;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    cc: text('cc'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** pending | sent | failed (gave up after the last retry) | logged (no SMTP configured) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.next_attempt_at)],
);
