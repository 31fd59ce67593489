// GET leaves/calendar and leaves/calendar/day (issue 23): a month's answer is bounded whatever the
// month holds, and so is the SQL behind it. The month answers its weekdays' counts (at most 23
// rows) and names its leaves only while there are at most LEAVE_CALENDAR_NAMES; a day's leaves come
// a page at a time.
//
// The shown leaves that overlap a range are read in two parts (leaves.tables.ts): those shorter than
// LEAVE_SHORT_SPAN days from a bounded range of leaves_shown_short_idx (start within the span before
// the range), from the index alone; the longer ones by their date range (leaves_shown_long_idx).
// Before, the month read every leave that ended after its first day (1.2-2.2 s at 500k leaves;
// docs/performance.md, "The leave calendar's SQL").
import {
  LEAVE_CALENDAR_NAMES,
  type LeaveCalendar,
  type LeaveCalendarDay,
  type LeaveCalendarDayQuery,
  type LeaveCalendarQuery,
  type SessionUser,
} from '@staffdesk/shared';
import { and, count, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { areaOf } from '../employees/employees.service';
import { employees } from '../employees/employees.tables';
import { selectLeaves, toListItem } from './leaves.service';
import { LEAVE_SHORT_SPAN, leaves } from './leaves.tables';

const shown = inArray(leaves.status, ['pending', 'approved']);
const span = sql.raw(String(LEAVE_SHORT_SPAN));

/**
 * The viewer's scope on the leaves row alone (hrms all, a company its live employees as its leave
 * list has them, an employee itself), as a semi-join the planner may hash against the leaves read.
 */
function scope(viewer: SessionUser): SQL | undefined {
  const area = areaOf(viewer);
  if (area === 'hrms') return undefined;
  const whose =
    area === 'company'
      ? sql`${employees.client_id} = ${viewer.company_id ?? 0} and ${employees.deleted_at} is null`
      : sql`${employees.user_id} = ${viewer.id}`;
  return sql`${leaves.employee_id} in (select ${employees.id} from ${employees} where ${whose})`;
}

/** The shorter leaves overlapping first..last: a bounded range of leaves_shown_short_idx. */
const shortOverlapping = (first: string, last: string) =>
  sql`${leaves.to_date} - ${leaves.from_date} < ${span} and ${leaves.from_date} > ${first}::date - ${span} and ${leaves.from_date} <= ${last}::date and ${leaves.to_date} >= ${first}::date`;
/** The longer ones, by their date range (leaves_shown_long_idx). */
const longOverlapping = (first: string, last: string) =>
  sql`${leaves.to_date} - ${leaves.from_date} >= ${span} and daterange(${leaves.from_date}, ${leaves.to_date}, '[]') && daterange(${first}::date, ${last}::date, '[]')`;

/** Shown leaves in the viewer's scope whose days overlap first..last (one condition, for the names). */
const overlapping = (viewer: SessionUser, first: string, last: string) =>
  and(scope(viewer), shown, or(shortOverlapping(first, last), longOverlapping(first, last)));

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isWeekdayAt = (ms: number) => {
  const weekday = new Date(ms).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** The month's last day, YYYY-MM-DD. */
const lastDayOf = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
};

/**
 * The month's shown leaves in the viewer's scope, counted by their dates (as day offsets from the
 * 1st): a month has a few hundred distinct (from, to) pairs however many leaves it holds, so the
 * database answers those rows, and the days are counted here from them.
 */
export function monthSpansQuery(db: DbOrTx, viewer: SessionUser, month: string) {
  const first = `${month}-01`;
  const last = lastDayOf(month);
  const part = (range: SQL) =>
    db
      .select({
        from: sql<number>`${leaves.from_date} - ${first}::date`,
        to: sql<number>`${leaves.to_date} - ${first}::date`,
        approved: sql<number>`(count(*) filter (where ${leaves.status} = 'approved'))::int`,
        pending: sql<number>`(count(*) filter (where ${leaves.status} = 'pending'))::int`,
      })
      .from(leaves)
      .where(and(scope(viewer), shown, range))
      .groupBy(leaves.from_date, leaves.to_date);
  return part(shortOverlapping(first, last)).unionAll(part(longOverlapping(first, last)));
}

export async function leaveCalendar(
  db: DbOrTx,
  viewer: SessionUser,
  { month }: LeaveCalendarQuery,
): Promise<LeaveCalendar> {
  const first = `${month}-01`;
  const last = lastDayOf(month);
  const spans = await monthSpansQuery(db, viewer, month);
  const days = weekdayCounts(dayOf(first), (dayOf(last) - dayOf(first)) / DAY_MS, spans);
  const total = spans.reduce((sum, s) => sum + s.approved + s.pending, 0);
  if (total > LEAVE_CALENDAR_NAMES) return { month, total, days, leaves: [] };
  // A quiet month names its leaves (one applied in between may make it 101: the answer stays bounded).
  const named = await selectLeaves(db, overlapping(viewer, first, last))
    .orderBy(leaves.from_date, leaves.id)
    .limit(LEAVE_CALENDAR_NAMES);
  return { month, total, days, leaves: named.map(toListItem) };
}

/** The weekdays someone is away on, in order, from the spans' day offsets (lastDay: the month's). */
function weekdayCounts(
  firstMs: number,
  lastDay: number,
  spans: { from: number; to: number; approved: number; pending: number }[],
): LeaveCalendarDay[] {
  const approved = new Array<number>(lastDay + 1).fill(0);
  const pending = new Array<number>(lastDay + 1).fill(0);
  for (const s of spans)
    for (let day = Math.max(0, Number(s.from)); day <= Math.min(lastDay, Number(s.to)); day++) {
      approved[day]! += s.approved;
      pending[day]! += s.pending;
    }
  const days: LeaveCalendarDay[] = [];
  for (let day = 0; day <= lastDay; day++) {
    const ms = firstMs + day * DAY_MS;
    if (approved[day]! + pending[day]! === 0 || !isWeekdayAt(ms)) continue;
    days.push({
      date: new Date(ms).toISOString().slice(0, 10),
      approved: approved[day]!,
      pending: pending[day]!,
    });
  }
  return days;
}

async function countLeaves(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(leaves).where(where);
  return Number(row?.n ?? 0);
}

/**
 * The ids of one page of the day's leaves, in the employees' name order. The day's leaves are read
 * first (materialized: the bounded index ranges, a few thousand rows at most on the busiest day) and
 * only their employees sorted; left to itself the planner sorted every employee by name and probed
 * each one's leaves (861 ms at 50k employees; docs/performance.md, "The calendar's day page").
 */
async function dayPageIds(db: DbOrTx, where: SQL | undefined, skip: number, limit: number) {
  const { rows } = await db.execute<{ id: number }>(sql`
    with day as materialized (
      select ${leaves.id} as id, ${leaves.employee_id} as employee_id from ${leaves} where ${where}
    )
    select day.id from day join ${employees} on ${employees.id} = day.employee_id
    order by ${employees.first_name}, ${employees.last_name}, day.id
    limit ${limit} offset ${skip}`);
  return rows.map((row) => Number(row.id));
}

/** GET leaves/calendar/day: who is away on one weekday, by name, a page at a time. */
export async function leaveCalendarDay(
  db: DbOrTx,
  viewer: SessionUser,
  { date, skip, limit }: LeaveCalendarDayQuery,
) {
  if (!isWeekdayAt(dayOf(date))) return { list: [], count: 0, numberOfPages: 0 };
  const where = overlapping(viewer, date, date);
  const [ids, total] = await Promise.all([dayPageIds(db, where, skip, limit), countLeaves(db, where)]);
  const rows = ids.length ? await selectLeaves(db, inArray(leaves.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.row.id, row]));
  const list = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toListItem(row)] : [];
  });
  return { list, count: total, numberOfPages: Math.ceil(total / limit) };
}
