// The dashboard's month totals of the margin report, kept between visits (issue 23: a read that grew
// with the timesheets). A month's row is current while `revenue` is set; triggers on what the month's
// figures are computed from (timesheets, invoices, their lines and credit notes, placements' pay
// rates; migration 0034) bump `version` and clear the figures, and a reader stores what it computed
// only if the version it read is still there, so a write during the computation is never hidden.
// `rows` (the month's report rows) lets the report read a range's months and totals from here and
// compute only the months its page shows. A month is current when all three figures are set: the
// triggers clear revenue and cost, which is enough to make it stale.
import { date, integer, numeric, pgTable } from 'drizzle-orm/pg-core';

export const marginMonths = pgTable('margin_months', {
  /** The month's first day. */
  month: date('month', { mode: 'string' }).primaryKey(),
  version: integer('version').notNull().default(0),
  revenue: numeric('revenue', { precision: 16, scale: 2 }),
  cost: numeric('cost', { precision: 16, scale: 2 }),
  rows: integer('rows'),
});
