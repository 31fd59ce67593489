// The dashboard's month totals of the margin report, kept between visits (issue 23: a read that grew
// with the timesheets). A month's row is current while `revenue` is set; triggers on what the month's
// figures are computed from (timesheets, invoices, their lines and credit notes, placements' pay
// rates; migration 0034) bump `version` and clear the figures, and a reader stores what it computed
// only if the version it read is still there, so a write during the computation is never hidden.
// `rows` (the month's report rows) lets the report read a range's months and totals from here and
// compute only the months its page shows. A month is current when all three figures are set: the
// triggers clear revenue and cost, which is enough to make it stale.
import { date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const marginMonths = pgTable('margin_months', {
  /** The month's first day. */
  month: date('month', { mode: 'string' }).primaryKey(),
  version: integer('version').notNull().default(0),
  revenue: numeric('revenue', { precision: 16, scale: 2 }),
  cost: numeric('cost', { precision: 16, scale: 2 }),
  rows: integer('rows'),
});

// The dashboard's counts by a key, kept as rows change (issue 23: counting 1M applicants by stage took
// 40-60 ms and 55,000 open positions 18 ms at every visit). Triggers (migration 0038) add and take
// away each row's part, statement by statement: `applicants_by_stage` counts live applicants by
// their interview status (key 0 when none yet); `positions_by_status` counts live positions by status,
// with their openings as `amount`.
export const dashboardCounts = pgTable(
  'dashboard_counts',
  {
    figure: text('figure').notNull(),
    key: integer('key').notNull(),
    count: integer('count').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.figure, t.key] })],
);
