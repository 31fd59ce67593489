// GET leaves/calendar and leaves/calendar/day (issue 23): a month's answer is bounded whatever the
// month holds. The month answers its weekdays' counts (at most 23 rows) and names its leaves only
// while there are at most LEAVE_CALENDAR_NAMES; a day's leaves come a page at a time.
import {
  LEAVE_CALENDAR_NAMES,
  type LeaveCalendar,
  type LeaveCalendarDayQuery,
  type LeaveCalendarQuery,
  type SessionUser,
} from '@staffdesk/shared';
import { and, asc, count, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { areaOf } from '../employees/employees.service';
import { employees } from '../employees/employees.tables';
import { selectLeaves, toListItem } from './leaves.service';
import { leaves } from './leaves.tables';

const shown = inArray(leaves.status, ['pending', 'approved']);

/**
 * The viewer's scope on the leaves row alone (hrms all, a company its employees, an employee
 * itself), as an id array so the counts read leaves without joining employees per row.
 */
function scope(viewer: SessionUser): SQL | undefined {
  const area = areaOf(viewer);
  if (area === 'hrms') return undefined;
  const [column, value] =
    area === 'company' ? [employees.client_id, viewer.company_id ?? 0] : [employees.user_id, viewer.id];
  return sql`${leaves.employee_id} = any(array(select ${employees.id} from ${employees} where ${column} = ${value}))`;
}

const isWeekday = (day: SQL) => sql`extract(isodow from ${day}) < 6`;

export async function leaveCalendar(
  db: DbOrTx,
  viewer: SessionUser,
  { month }: LeaveCalendarQuery,
): Promise<LeaveCalendar> {
  const first = `${month}-01`;
  const last = sql`(${first}::date + interval '1 month' - interval '1 day')::date`;
  const inMonth = and(scope(viewer), shown, lte(leaves.from_date, last), gte(leaves.to_date, first));
  // Each leave yields only its own days within the month: the work follows the leave-days, not
  // leaves × days of the month.
  const day = sql`d.day::date`;
  const [days, named] = await Promise.all([
    db
      .select({
        date: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
        approved: sql<number>`(count(*) filter (where ${leaves.status} = 'approved'))::int`,
        pending: sql<number>`(count(*) filter (where ${leaves.status} = 'pending'))::int`,
      })
      .from(
        sql`${leaves} cross join lateral generate_series(greatest(${leaves.from_date}, ${first}::date), least(${leaves.to_date}, ${last}), interval '1 day') as d(day)`,
      )
      .where(and(inMonth, isWeekday(day)))
      .groupBy(day)
      .orderBy(day),
    selectLeaves(db, inMonth)
      .orderBy(leaves.from_date, leaves.id)
      .limit(LEAVE_CALENDAR_NAMES + 1),
  ]);
  const quiet = named.length <= LEAVE_CALENDAR_NAMES;
  const total = quiet ? named.length : await countLeaves(db, inMonth);
  return { month, total, days, leaves: quiet ? named.map(toListItem) : [] };
}

async function countLeaves(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(leaves).where(where);
  return Number(row?.n ?? 0);
}

/** GET leaves/calendar/day: who is away on one weekday, by name, a page at a time. */
export async function leaveCalendarDay(
  db: DbOrTx,
  viewer: SessionUser,
  { date, skip, limit }: LeaveCalendarDayQuery,
) {
  const where = and(
    scope(viewer),
    shown,
    lte(leaves.from_date, date),
    gte(leaves.to_date, date),
    isWeekday(sql`${date}::date`),
  );
  const [rows, total] = await Promise.all([
    selectLeaves(db, where)
      .orderBy(asc(employees.first_name), asc(employees.last_name), asc(leaves.id))
      .limit(limit)
      .offset(skip),
    countLeaves(db, where),
  ]);
  return { list: rows.map(toListItem), count: total, numberOfPages: Math.ceil(total / limit) };
}
