// Holidays (spec 001 §3 Holiday): one per date; the type decides whether leave is charged on it
// (mandatory holidays are not counted as leave days, docs/decisions.md). The note is a single row.
import { date, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';

export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    holiday: text('holiday').notNull(),
    type: text('type', { enum: ['optional', 'mandatory'] })
      .notNull()
      .default('optional'),
    ...timestamps,
  },
  (t) => [uniqueIndex('holidays_date_uq').on(t.date)],
);

/** The one holiday note: sanitised HTML, written only by hrms. */
export const holidayNotes = pgTable('holiday_notes', {
  id: serial('id').primaryKey(),
  note: text('note').notNull(),
  ...timestamps,
});
