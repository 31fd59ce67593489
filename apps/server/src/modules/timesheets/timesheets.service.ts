// Timesheets (issue 24): one per placement and month, pre-filled from the client calendar and the
// employee's approved leaves; edited by the employee (or the agency), submitted, approved or rejected
// by the placement's approvers in the app or from an e-mail link, reopened by the agency. Every
// viewer sees the placements' sides (placementViewer): agency all, client its own, partner its
// supplied, employee its own; anything else answers 404.
import {
  AUTH_MESSAGES,
  type CalendarRules,
  calendarDays,
  FULL_DAY,
  isValidQuantity,
  TIMESHEET_MESSAGES as M,
  type PlacementViewer,
  placementViewer,
  type SessionUser,
  type TimesheetActionBody,
  type TimesheetListQuery,
  type TimesheetStatus,
  timesheetTotal,
} from '@staffdesk/shared';
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { readAll } from '../../db/read-all';
import { badRequest, conflict, forbidden, HttpError, notFound, requireVersion } from '../../lib/http-error';
import { defineList, equalTo, listPage } from '../../lib/list-query';
import { hashToken, newToken } from '../../lib/tokens';
import type { Deps } from '../../plugins/deps';
import { calendarFor } from '../client-calendars/client-calendars.service';
import { companies } from '../companies/companies.tables';
import { employees } from '../employees/employees.tables';
import { leaves } from '../leaves/leaves.tables';
import { leaveTypes } from '../master/master.tables';
import { ownEmployee, sideConditions } from '../placements/placements.service';
import { placementApprovers, placements } from '../placements/placements.tables';
import { users } from '../users/users.tables';
import {
  TIMESHEET_LINK_TTL_DAYS,
  type TimesheetSummary,
  timesheetDecisionMail,
  timesheetRequestMail,
} from './timesheet-mails';
import { type StoredEntry, timesheetActionTokens, timesheetEvents, timesheets } from './timesheets.tables';

export type ServiceDeps = Pick<Deps, 'db' | 'config' | 'mail'>;
type Row = typeof timesheets.$inferSelect;

export function sideOf(viewer: SessionUser): PlacementViewer {
  const side = placementViewer(viewer);
  if (!side) throw forbidden(AUTH_MESSAGES.forbidden);
  return side;
}

/** The placements of the employee record the user signs in as. */
export const ownPlacement = (userId: number) =>
  sql`${placements.employee_id} = (select ${employees.id} from ${employees} where ${employees.user_id} = ${userId} and ${employees.deleted_at} is null)`;

function scopeWhere(side: PlacementViewer): SQL | undefined {
  switch (side.kind) {
    case 'agency':
      return undefined;
    case 'client':
      return eq(timesheets.client_id, side.company_id);
    case 'partner':
      return eq(timesheets.partners_account_id, side.partners_account_id);
    case 'employee':
      return ownEmployee(timesheets.employee_id, side.user_id);
  }
}

export const monthStart = (month: string) => `${month}-01`;
export const monthEnd = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m!, 0)).toISOString().slice(0, 10);
};

export const selectItems = (db: DbOrTx) =>
  db
    .select({
      row: timesheets,
      first_name: employees.first_name,
      last_name: employees.last_name,
      client_name: companies.company_name,
    })
    .from(timesheets)
    .innerJoin(employees, eq(employees.id, timesheets.employee_id))
    .innerJoin(companies, eq(companies.id, timesheets.client_id));
type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

const toItem = ({ row, first_name, last_name, client_name }: ItemRow) => ({
  id: row.id,
  placement_id: row.placement_id,
  month: row.month.slice(0, 7),
  employee_id: row.employee_id,
  employee_name: `${first_name} ${last_name}`.trim(),
  client_id: row.client_id,
  client_name,
  unit: row.unit,
  status: row.status,
  total_quantity: Number(row.total_quantity),
  submitted_at: row.submitted_at?.toISOString() ?? null,
  decided_at: row.decided_at?.toISOString() ?? null,
  updated_at: row.updated_at.toISOString(),
});

// ---------------------------------------------------------------- reading

interface ListInput {
  side: PlacementViewer;
  query: TimesheetListQuery;
}

/**
 * Newest month first. The page's ids come from timesheets alone (an index range per viewer and
 * month), then their names; its statements are prepared once per filter shape (lib/list-query.ts),
 * where building them at each request had been the largest part of the app's CPU the bare handler
 * does not spend (bench profile).
 */
const timesheetList = defineList({
  name: 'timesheets',
  table: timesheets,
  always: sql`true`,
  conditions: [
    ...sideConditions<ListInput>({
      client: timesheets.client_id,
      partner: timesheets.partners_account_id,
      employee: timesheets.employee_id,
    }),
    equalTo('month', timesheets.month, ({ query }: ListInput) =>
      query.month ? monthStart(query.month) : undefined,
    ),
    equalTo('clientId', timesheets.client_id, ({ query }: ListInput) => query.client_id),
    equalTo('placementId', timesheets.placement_id, ({ query }: ListInput) => query.placement_id),
    equalTo('status', timesheets.status, ({ query }: ListInput) => query.status),
  ],
  page: (db, where, paging) =>
    selectItems(db)
      .where(
        sql`${timesheets.id} in (select ${timesheets.id} from ${timesheets} where ${where}
          order by ${timesheets.month} desc, ${timesheets.id} desc limit ${paging.limit}::int + ${paging.offset}::int)`,
      )
      .orderBy(desc(timesheets.month), desc(timesheets.id))
      .limit(paging.limit)
      .offset(paging.offset),
});

export async function listTimesheets(db: DbOrTx, viewer: SessionUser, query: TimesheetListQuery) {
  const result = await timesheetList.run(db, { side: sideOf(viewer), query }, query);
  return listPage(result.rows.map(toItem), result, query.limit);
}

export async function approverIdsOf(db: DbOrTx, placementId: number) {
  const rows = await db
    .select({ id: placementApprovers.user_id })
    .from(placementApprovers)
    .where(eq(placementApprovers.placement_id, placementId));
  return rows.map((r) => r.id);
}

export async function getTimesheet(db: DbOrTx, viewer: SessionUser, id: number) {
  const side = sideOf(viewer);
  const [item] = await selectItems(db).where(and(eq(timesheets.id, id), scopeWhere(side)));
  if (!item) throw notFound(M.notFound);
  // Also called inside the write transactions to answer the saved timesheet: readAll runs the two
  // reads one after another there (one connection), side by side on the pool.
  const [events, approvers] = await readAll(db, [
    () =>
      db
        .select()
        .from(timesheetEvents)
        .where(eq(timesheetEvents.timesheet_id, id))
        .orderBy(asc(timesheetEvents.id)),
    () => approverIdsOf(db, item.row.placement_id),
  ]);
  const status = item.row.status;
  const filler = side.kind === 'agency' || side.kind === 'employee';
  return {
    ...toItem(item),
    entries: item.row.entries,
    history: events.map((e) => ({ at: e.at.toISOString(), by: e.by, action: e.action, reason: e.reason })),
    can: {
      edit: filler && status !== 'approved',
      submit: filler && (status === 'draft' || status === 'rejected'),
      decide: status === 'submitted' && approvers.includes(viewer.id),
      reopen: side.kind === 'agency' && status === 'approved',
    },
  };
}

// ---------------------------------------------------------------- creating

/** Client calendars of one month by client id: a batch of placements reads each client's once. */
export type CalendarCache = Map<number, Promise<CalendarRules>>;

/** The month's days on the client calendar, approved leave days at 0 and named by the leave's type. */
async function prefill(
  db: DbOrTx,
  placement: typeof placements.$inferSelect,
  month: string,
  unit: 'day' | 'hour',
  calendars?: CalendarCache,
) {
  const from = monthStart(month);
  const to = monthEnd(month);
  let rules = calendars?.get(placement.client_id);
  if (!rules) {
    rules = calendarFor(db, placement.client_id, from, to);
    calendars?.set(placement.client_id, rules);
  }
  const days = calendarDays(from, to, await rules);
  const onLeave = await db
    .select({ id: leaves.id, from: leaves.from_date, to: leaves.to_date, type: leaveTypes.type })
    .from(leaves)
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaves.leave_type_id))
    .where(
      and(
        eq(leaves.employee_id, placement.employee_id),
        eq(leaves.status, 'approved'),
        lte(leaves.from_date, to),
        gte(leaves.to_date, from),
      ),
    );
  const full = FULL_DAY[unit];
  return days.map((day): StoredEntry => {
    const leave = onLeave.find((l) => l.from <= day.date && day.date <= l.to);
    const placed =
      placement.start_date <= day.date && (!placement.end_date || day.date <= placement.end_date);
    const worth = day.kind === 'working' ? full : day.kind === 'half_day' ? full / 2 : 0;
    const entry: StoredEntry = { date: day.date, kind: day.kind, quantity: placed && !leave ? worth : 0 };
    if (day.name) entry.name = day.name;
    if (leave && (day.kind === 'working' || day.kind === 'half_day')) {
      entry.leave_id = leave.id;
      entry.name = leave.type;
    }
    return entry;
  });
}

export async function record(
  db: DbOrTx,
  timesheetId: number,
  action: string,
  by: { id?: number; name: string },
  reason?: string | null,
) {
  await db.insert(timesheetEvents).values({
    timesheet_id: timesheetId,
    action,
    by_user_id: by.id ?? null,
    by: by.name,
    reason: reason ?? null,
  });
}
const nameOf = (viewer: SessionUser) => ({
  id: viewer.id,
  name: `${viewer.first_name} ${viewer.last_name}`.trim() || viewer.email,
});

/**
 * The placement's timesheet of the month, created (pre-filled) if it has none. Idempotent: a second
 * call, or two at once, answer the same row (the unique placement-and-month index decides).
 */
export async function ensureTimesheet(
  db: DbOrTx,
  placementId: number,
  month: string,
  by: { id?: number; name: string },
  calendars?: CalendarCache,
) {
  const [placement] = await db.select().from(placements).where(eq(placements.id, placementId));
  if (!placement) throw notFound(M.placementNotFound);
  if (
    placement.start_date > monthEnd(month) ||
    (placement.end_date && placement.end_date < monthStart(month))
  ) {
    throw badRequest(M.notActive, 'month');
  }
  const [existing] = await db
    .select({ id: timesheets.id })
    .from(timesheets)
    .where(and(eq(timesheets.placement_id, placementId), eq(timesheets.month, monthStart(month))));
  if (existing) return existing.id;
  const unit = placement.bill_unit === 'hour' ? 'hour' : 'day';
  const entries = await prefill(db, placement, month, unit, calendars);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(timesheets)
      .values({
        placement_id: placementId,
        month: monthStart(month),
        client_id: placement.client_id,
        employee_id: placement.employee_id,
        partners_account_id: placement.partners_account_id,
        unit,
        entries,
        total_quantity: timesheetTotal(entries),
      })
      .onConflictDoNothing()
      .returning({ id: timesheets.id });
    if (created) {
      await record(tx, created.id, 'created', by);
      return created.id;
    }
    const [row] = await tx
      .select({ id: timesheets.id })
      .from(timesheets)
      .where(and(eq(timesheets.placement_id, placementId), eq(timesheets.month, monthStart(month))));
    return row!.id;
  });
}

/** POST timesheets: the viewer must see the placement (agency any, employee its own). */
export async function createTimesheet(
  db: DbOrTx,
  viewer: SessionUser,
  input: { placement_id: number; month: string },
) {
  const side = sideOf(viewer);
  if (side.kind !== 'agency' && side.kind !== 'employee') throw forbidden(AUTH_MESSAGES.forbidden);
  const [placement] = await db
    .select({ id: placements.id })
    .from(placements)
    .where(
      and(
        eq(placements.id, input.placement_id),
        side.kind === 'employee' ? ownPlacement(side.user_id) : undefined,
      ),
    );
  if (!placement) throw notFound(M.placementNotFound);
  // The agency may prepare a month ahead; an employee starts a month once it has begun.
  if (side.kind === 'employee' && input.month > new Date().toISOString().slice(0, 7)) {
    throw badRequest(M.notStarted, 'month');
  }
  const id = await ensureTimesheet(db, placement.id, input.month, nameOf(viewer));
  return getTimesheet(db, viewer, id);
}

// ---------------------------------------------------------------- changing

/** The row, locked, for a change by a viewer who may see it; its version checked when given. */
async function lockFor(tx: Tx, viewer: SessionUser, id: number, updatedAt?: string | null) {
  const [row] = await tx
    .select()
    .from(timesheets)
    .where(and(eq(timesheets.id, id), scopeWhere(sideOf(viewer))))
    .for('update');
  if (!row) throw notFound(M.notFound);
  if (updatedAt && new Date(updatedAt).getTime() !== row.updated_at.getTime()) throw conflict(M.changed);
  return row;
}

const bump = () => ({ version: sql`${timesheets.version} + 1`, updated_at: new Date() });

export async function summaryOf(tx: DbOrTx, row: Row): Promise<TimesheetSummary & { employeeEmail: string }> {
  const [found] = await tx
    .select({
      first: employees.first_name,
      last: employees.last_name,
      email: users.email,
      client: companies.company_name,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.user_id))
    .innerJoin(companies, eq(companies.id, row.client_id))
    .where(eq(employees.id, row.employee_id));
  return {
    employee: `${found?.first ?? ''} ${found?.last ?? ''}`.trim(),
    client: found?.client ?? '',
    month: row.month.slice(0, 7),
    total: Number(row.total_quantity),
    unit: row.unit,
    employeeEmail: found?.email ?? '',
  };
}

/** Each approver gets its own single-use links for this version of the timesheet. */
export async function mailApprovers(deps: ServiceDeps, tx: Tx, row: Row) {
  const approvers = await tx
    .select({ id: users.id, email: users.email })
    .from(placementApprovers)
    .innerJoin(users, eq(users.id, placementApprovers.user_id))
    .where(eq(placementApprovers.placement_id, row.placement_id));
  if (!approvers.length) throw badRequest(M.noApprovers);
  const summary = await summaryOf(tx, row);
  const expires = new Date(Date.now() + TIMESHEET_LINK_TTL_DAYS * 86_400_000);
  for (const approver of approvers) {
    const token = newToken();
    await tx.insert(timesheetActionTokens).values({
      timesheet_id: row.id,
      approver_id: approver.id,
      token_hash: hashToken(token),
      timesheet_version: row.version,
      expires_at: expires,
    });
    await deps.mail.enqueue(timesheetRequestMail(deps.config, approver.email, summary, token), tx);
  }
}

const mayFill = (viewer: SessionUser) => {
  const kind = sideOf(viewer).kind;
  if (kind !== 'agency' && kind !== 'employee') throw forbidden(AUTH_MESSAGES.forbidden);
};

/**
 * PUT timesheets/{id}: the quantities of the dates sent. An approved timesheet is locked; a
 * submitted one stays submitted and its approvers get new links (the old ones answer "changed").
 */
export async function updateTimesheet(
  deps: ServiceDeps,
  viewer: SessionUser,
  id: number,
  input: { entries: { date: string; quantity: number }[]; updated_at?: string | null },
) {
  mayFill(viewer);
  const version = requireVersion(input.updated_at, M.changed);
  await deps.db.transaction(async (tx) => {
    const row = await lockFor(tx, viewer, id, version);
    if (row.status === 'approved') throw conflict(M.locked);
    const byDate = new Map(row.entries.map((e) => [e.date, e]));
    for (const sent of input.entries) {
      const entry = byDate.get(sent.date);
      if (!entry) throw badRequest(M.dateOutsideMonth, 'entries');
      if (!isValidQuantity(row.unit, sent.quantity)) {
        throw badRequest(row.unit === 'day' ? M.dayQuantityInvalid : M.quantityInvalid, 'entries');
      }
      byDate.set(sent.date, { ...entry, quantity: sent.quantity });
    }
    const entries = [...byDate.values()];
    const [saved] = await tx
      .update(timesheets)
      .set({ entries, total_quantity: timesheetTotal(entries), ...bump() })
      .where(eq(timesheets.id, id))
      .returning();
    await record(tx, id, 'saved', nameOf(viewer));
    if (saved!.status === 'submitted') await mailApprovers(deps, tx, saved!);
  });
  return getTimesheet(deps.db, viewer, id);
}

export async function submitTimesheet(
  deps: ServiceDeps,
  viewer: SessionUser,
  id: number,
  updatedAt?: string | null,
) {
  mayFill(viewer);
  await deps.db.transaction(async (tx) => {
    const row = await lockFor(tx, viewer, id, updatedAt);
    if (row.status !== 'draft' && row.status !== 'rejected') throw conflict(M.notSubmittable);
    const [saved] = await tx
      .update(timesheets)
      .set({
        status: 'submitted',
        submitted_at: new Date(),
        decided_at: null,
        approvers_reminded_at: null,
        ...bump(),
      })
      .where(eq(timesheets.id, id))
      .returning();
    await record(tx, id, 'submitted', nameOf(viewer));
    await mailApprovers(deps, tx, saved!);
  });
  return getTimesheet(deps.db, viewer, id);
}

/** Records a decision and tells the employee; the version moves, so other links answer 'already'. */
async function decide(
  deps: ServiceDeps,
  tx: Tx,
  row: Row,
  decision: { status: 'approved' | 'rejected'; by: { id?: number; name: string }; reason?: string | null },
) {
  const [saved] = await tx
    .update(timesheets)
    .set({ status: decision.status, decided_at: new Date(), ...bump() })
    .where(eq(timesheets.id, row.id))
    .returning();
  await record(tx, row.id, decision.status, decision.by, decision.reason);
  const summary = await summaryOf(tx, saved!);
  await deps.mail.enqueue(
    timesheetDecisionMail(deps.config, summary.employeeEmail, summary, {
      status: decision.status,
      by: decision.by.name,
      reason: decision.reason,
    }),
    tx,
  );
}

/** In the app: only the placement's approvers approve or reject a submitted timesheet. */
export async function decideTimesheet(
  deps: ServiceDeps,
  viewer: SessionUser,
  id: number,
  status: 'approved' | 'rejected',
  reason?: string,
) {
  await deps.db.transaction(async (tx) => {
    const row = await lockFor(tx, viewer, id);
    if (!(await approverIdsOf(tx, row.placement_id)).includes(viewer.id)) throw forbidden(M.notApprover);
    if (row.status !== 'submitted') throw conflict(M.notSubmitted);
    await decide(deps, tx, row, { status, by: nameOf(viewer), reason });
  });
  return getTimesheet(deps.db, viewer, id);
}

/** The agency reopens an approved timesheet with a reason: a draft again, to be submitted and approved anew. */
export async function reopenTimesheet(deps: ServiceDeps, viewer: SessionUser, id: number, reason: string) {
  if (sideOf(viewer).kind !== 'agency') throw forbidden(AUTH_MESSAGES.forbidden);
  await deps.db.transaction(async (tx) => {
    const row = await lockFor(tx, viewer, id);
    if (row.status !== 'approved') throw conflict(M.notApproved);
    const [saved] = await tx
      .update(timesheets)
      .set({ status: 'draft', decided_at: null, submitted_at: null, ...bump() })
      .where(eq(timesheets.id, id))
      .returning();
    await record(tx, id, 'reopened', nameOf(viewer), reason);
    const summary = await summaryOf(tx, saved!);
    await deps.mail.enqueue(
      timesheetDecisionMail(deps.config, summary.employeeEmail, summary, {
        status: 'reopened',
        by: nameOf(viewer).name,
        reason,
      }),
      tx,
    );
  });
  return getTimesheet(deps.db, viewer, id);
}

// ---------------------------------------------------------------- the e-mail action

/**
 * POST timesheets/action: the link's token is the only authority. Unknown, expired, or of an
 * approver no longer on the placement: 403. Used, or the timesheet already decided (by another
 * approver too): 200 saying so, nothing changed. Issued for an older version (edited since): 409.
 */
export async function timesheetAction(deps: ServiceDeps, input: TimesheetActionBody) {
  const [token] = await deps.db
    .select()
    .from(timesheetActionTokens)
    .where(eq(timesheetActionTokens.token_hash, hashToken(input.token)));
  if (!token || token.expires_at < new Date()) throw new HttpError(403, M.tokenInvalid);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(timesheets)
      .where(eq(timesheets.id, token.timesheet_id))
      .for('update');
    if (!row || !(await approverIdsOf(tx, row.placement_id)).includes(token.approver_id)) {
      throw new HttpError(403, M.tokenInvalid);
    }
    const [fresh] = await tx
      .select({ used_at: timesheetActionTokens.used_at })
      .from(timesheetActionTokens)
      .where(eq(timesheetActionTokens.id, token.id));
    if (fresh?.used_at || row.status !== 'submitted') {
      return { status: row.status as TimesheetStatus, message: M.alreadyDone(row.status) };
    }
    if (row.version !== token.timesheet_version) throw new HttpError(409, M.tokenOutdated);
    const status = input.action === 'approve' ? 'approved' : 'rejected';
    await tx
      .update(timesheetActionTokens)
      .set({ used_at: new Date(), used_action: status })
      .where(eq(timesheetActionTokens.id, token.id));
    const [approver] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, token.approver_id));
    await decide(deps, tx, row, {
      status,
      by: { id: token.approver_id, name: approver?.email ?? '' },
      reason: input.reason,
    });
    return { status: status as TimesheetStatus, message: status === 'approved' ? M.approved : M.rejected };
  });
}
