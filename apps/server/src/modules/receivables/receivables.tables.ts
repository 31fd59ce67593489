// What every client owes, kept by due day (issue 23: the dashboard's aging read every owed invoice,
// about 105 ms at 200,000 invoices). Triggers on invoices (migration 0038) add each owed invoice's
// balance to the day it falls due (its invoice date when it has no due date) and take it away when
// the invoice is paid, credited, cancelled, superseded or changed, so the totals are exact after every
// commit. The aging's totals then read a row per day, and correct them only by the few invoices whose
// figures on the day asked differ from today's (invoiced after it, or paid or credited since).
import { date, integer, numeric, pgTable } from 'drizzle-orm/pg-core';

export const receivablesByDueDay = pgTable('receivables_by_due_day', {
  day: date('day', { mode: 'string' }).primaryKey(),
  /** Owed invoices falling due that day. */
  invoices: integer('invoices').notNull(),
  /** What they owe between them (total less credited and paid). */
  owed: numeric('owed', { precision: 16, scale: 2 }).notNull(),
});
