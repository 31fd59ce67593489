// A month's working quantity, one rule for every reader of a timesheet's cost (the margin report,
// partners' bills): a monthly pay rate pays the share of it worked.
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The working days of a timesheet's `entries` (jsonb): a working day counts 1, a half-day holiday ½. */
export const workingDaysOf = (entries: SQL | PgColumn) =>
  sql<string | null>`(select sum(case e->>'kind' when 'working' then 1 when 'half_day' then 0.5 else 0 end)
    from jsonb_array_elements(${entries}) e)`;
