// Two reads the timesheet screens need beside the CRUD routes (issue 24): what an e-mailed link is
// about, before the approver confirms it (/timesheet-action shows it; the token changes nothing
// here), and the month's placements that have no timesheet yet (the agency's "missing" list, and
// an employee's own, to start a month the scheduler has not).
import {
  AUTH_MESSAGES,
  TIMESHEET_MESSAGES as M,
  type SessionUser,
  type TimesheetMissingQuery,
  type TimesheetPreview,
} from '@staffdesk/shared';
import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { forbidden, HttpError } from '../../lib/http-error';
import { hashToken } from '../../lib/tokens';
import { companies } from '../companies/companies.tables';
import { employees } from '../employees/employees.tables';
import { placements } from '../placements/placements.tables';
import { approverIdsOf, monthEnd, monthStart, ownPlacement, selectItems, sideOf } from './timesheets.service';
import { timesheetActionTokens, timesheets } from './timesheets.tables';

/**
 * POST timesheets/action/preview: the timesheet a link is for, answered as the action would answer:
 * unknown, expired or of an approver no longer on the placement 403; issued for an older version
 * 409; used, or decided meanwhile, 200 and not actionable.
 */
export async function previewTimesheetAction(db: DbOrTx, tokenText: string): Promise<TimesheetPreview> {
  const [token] = await db
    .select()
    .from(timesheetActionTokens)
    .where(eq(timesheetActionTokens.token_hash, hashToken(tokenText)));
  if (!token || token.expires_at < new Date()) throw new HttpError(403, M.tokenInvalid);
  const [found] = await selectItems(db).where(eq(timesheets.id, token.timesheet_id));
  if (!found || !(await approverIdsOf(db, found.row.placement_id)).includes(token.approver_id)) {
    throw new HttpError(403, M.tokenInvalid);
  }
  const { row } = found;
  const done = !!token.used_at || row.status !== 'submitted';
  if (!done && row.version !== token.timesheet_version) throw new HttpError(409, M.tokenOutdated);
  return {
    employee_name: `${found.first_name} ${found.last_name}`.trim(),
    client_name: found.client_name,
    month: row.month.slice(0, 7),
    unit: row.unit,
    status: row.status,
    total_quantity: Number(row.total_quantity),
    entries: row.entries,
    actionable: !done,
    message: done ? M.alreadyDone(row.status) : M.fetched,
  };
}

/**
 * GET timesheets/missing: placements covering the month with no timesheet for it; the agency's all,
 * an employee's own (a placement made after the month's timesheets were, say), nobody else's.
 */
export async function listMissingTimesheets(db: DbOrTx, viewer: SessionUser, query: TimesheetMissingQuery) {
  const side = sideOf(viewer);
  if (side.kind !== 'agency' && side.kind !== 'employee') throw forbidden(AUTH_MESSAGES.forbidden);
  const from = monthStart(query.month);
  const where = and(
    side.kind === 'employee' ? ownPlacement(side.user_id) : undefined,
    lte(placements.start_date, monthEnd(query.month)),
    or(isNull(placements.end_date), gte(placements.end_date, from)),
    query.client_id ? eq(placements.client_id, query.client_id) : undefined,
    sql`not exists (select 1 from ${timesheets} where ${timesheets.placement_id} = ${placements.id} and ${timesheets.month} = ${from})`,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        placement_id: placements.id,
        employee_id: placements.employee_id,
        first_name: employees.first_name,
        last_name: employees.last_name,
        client_id: placements.client_id,
        client_name: companies.company_name,
        start_date: placements.start_date,
        end_date: placements.end_date,
      })
      .from(placements)
      .innerJoin(employees, eq(employees.id, placements.employee_id))
      .innerJoin(companies, eq(companies.id, placements.client_id))
      .where(where)
      .orderBy(asc(companies.company_name), asc(employees.first_name), asc(placements.id))
      .limit(query.limit)
      .offset(query.skip),
    db.select({ count: sql<number>`count(*)::int` }).from(placements).where(where),
  ]);
  const count = counted?.count ?? 0;
  return {
    list: rows.map(({ first_name, last_name, ...rest }) => ({
      ...rest,
      employee_name: `${first_name} ${last_name}`.trim(),
    })),
    count,
    numberOfPages: Math.ceil(count / query.limit),
  };
}
