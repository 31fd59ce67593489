// A client's working calendar (issue 24): its weekly offs (one row per client, absent while it keeps
// the default Saturday and Sunday) and its own holidays, on top of the agency's holidays.
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables';

export const clientCalendars = pgTable('client_calendars', {
  client_id: integer('client_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** [{ weekday: 0-6, weeks: [1-5] | null }]: null weeks is every week. */
  weekly_offs: jsonb('weekly_offs').$type<{ weekday: number; weeks: number[] | null }[]>().notNull(),
  updated_by: integer('updated_by'),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const clientHolidays = pgTable(
  'client_holidays',
  {
    id: serial('id').primaryKey(),
    client_id: integer('client_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    half_day: boolean('half_day').notNull().default(false),
  },
  (t) => [uniqueIndex('client_holidays_client_date_uq').on(t.client_id, t.date)],
);
