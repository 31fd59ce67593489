// Client working calendars (issue 24): read, replace, and count working days on them. hrms (the
// clients keys) reads and edits any client's; a client's own users read their company's. Leaves and
// timesheets count on the contractor's client calendar through `calendarFor`.
import {
  type CalendarRules,
  type ClientCalendarValues,
  COMMON_MESSAGES,
  calendarDays,
  canAccess,
  countWorkingDays,
  DEFAULT_WEEKLY_OFFS,
  CALENDAR_MESSAGES as M,
  type SessionUser,
} from '@staffdesk/shared';
import { and, asc, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/read-all';
import { conflict, notFound, requireVersion } from '../../lib/http-error';
import { companies } from '../companies/companies.tables';
import { holidays } from '../holidays/holidays.tables';
import { placements } from '../placements/placements.tables';
import { clientCalendars, clientHolidays } from './client-calendars.tables';

/** hrms with the clients list key sees every client's calendar, a client user its own company's. */
async function assertVisible(db: DbOrTx, viewer: SessionUser, clientId: number) {
  const own = viewer.company_id === clientId;
  if (!own && !canAccess(viewer, 'list-clients')) throw notFound(M.notFound);
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, clientId), isNull(companies.deleted_at)));
  if (!row) throw notFound(M.notFound);
}

export async function getClientCalendar(db: DbOrTx, viewer: SessionUser, clientId: number) {
  await assertVisible(db, viewer, clientId);
  return readCalendar(db, clientId);
}

async function readCalendar(db: DbOrTx, clientId: number) {
  const [[row], list] = await readAll(db, [
    () => db.select().from(clientCalendars).where(eq(clientCalendars.client_id, clientId)),
    () =>
      db
        .select({ date: clientHolidays.date, name: clientHolidays.name, half_day: clientHolidays.half_day })
        .from(clientHolidays)
        .where(eq(clientHolidays.client_id, clientId))
        .orderBy(asc(clientHolidays.date)),
  ]);
  return {
    client_id: clientId,
    weekly_offs: row?.weekly_offs ?? DEFAULT_WEEKLY_OFFS,
    holidays: list,
    updated_at: row?.updated_at.toISOString() ?? null,
  };
}

/** Replaces the calendar in one transaction; the version is the calendar row's updated_at. */
export async function saveClientCalendar(
  db: DbOrTx,
  viewer: SessionUser,
  clientId: number,
  body: ClientCalendarValues,
) {
  await assertVisible(db, viewer, clientId);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ updated_at: clientCalendars.updated_at })
      .from(clientCalendars)
      .where(eq(clientCalendars.client_id, clientId))
      .for('update');
    if (current) {
      const version = requireVersion(body.updated_at, COMMON_MESSAGES.updatedAtRequired);
      if (new Date(version).getTime() !== current.updated_at.getTime()) throw conflict(M.changed);
    } else if (body.updated_at) throw conflict(M.changed);
    const values = { weekly_offs: body.weekly_offs, updated_by: viewer.id, updated_at: new Date() };
    await tx
      .insert(clientCalendars)
      .values({ client_id: clientId, ...values })
      .onConflictDoUpdate({ target: clientCalendars.client_id, set: values });
    await tx.delete(clientHolidays).where(eq(clientHolidays.client_id, clientId));
    if (body.holidays.length) {
      await tx.insert(clientHolidays).values(body.holidays.map((h) => ({ client_id: clientId, ...h })));
    }
  });
  return readCalendar(db, clientId);
}

/**
 * The rules to count `from`…`to` by for a client (null: the agency's default, Saturday and Sunday
 * off): its weekly offs, its holidays in the range and the agency's mandatory holidays (optional ones
 * are the employee's choice, so they are working days, as the leave count always had it).
 */
export async function calendarFor(
  db: DbOrTx,
  clientId: number | null,
  from: string,
  to: string,
): Promise<CalendarRules> {
  // Leave and timesheet writes call this with their transaction (a demo seed does too): readAll runs
  // the three one after another there, where Promise.all made node-postgres queue them on the one
  // connection with its deprecation warning (pg 9 will refuse).
  const [calendar, own, agency] = await readAll(db, [
    () =>
      clientId
        ? db
            .select({ weekly_offs: clientCalendars.weekly_offs })
            .from(clientCalendars)
            .where(eq(clientCalendars.client_id, clientId))
        : Promise.resolve([]),
    () =>
      clientId
        ? db
            .select({
              date: clientHolidays.date,
              name: clientHolidays.name,
              half_day: clientHolidays.half_day,
            })
            .from(clientHolidays)
            .where(
              and(
                eq(clientHolidays.client_id, clientId),
                gte(clientHolidays.date, from),
                lte(clientHolidays.date, to),
              ),
            )
        : Promise.resolve([]),
    () =>
      db
        .select({ date: holidays.date, name: holidays.holiday })
        .from(holidays)
        .where(and(eq(holidays.type, 'mandatory'), gte(holidays.date, from), lte(holidays.date, to))),
  ]);
  return {
    weekly_offs: calendar[0]?.weekly_offs ?? DEFAULT_WEEKLY_OFFS,
    holidays: own,
    agency_holidays: agency,
  };
}

export async function clientWorkingDays(
  db: DbOrTx,
  viewer: SessionUser,
  clientId: number,
  range: { from: string; to: string },
) {
  await assertVisible(db, viewer, clientId);
  const days = calendarDays(range.from, range.to, await calendarFor(db, clientId, range.from, range.to));
  return { working_days: countWorkingDays(days), days };
}

/**
 * Whose calendar an employee's day is counted on: the client of its placement active on that day,
 * else the client of the employee's record, else null (the agency's default).
 */
export async function calendarClientOf(
  db: DbOrTx,
  employee: { id: number; client_id: number | null },
  on: string,
) {
  const [placed] = await db
    .select({ client_id: placements.client_id })
    .from(placements)
    .where(
      and(
        eq(placements.employee_id, employee.id),
        lte(placements.start_date, on),
        or(isNull(placements.end_date), gte(placements.end_date, on)),
      ),
    )
    .orderBy(desc(placements.start_date))
    .limit(1);
  return placed?.client_id ?? employee.client_id;
}
