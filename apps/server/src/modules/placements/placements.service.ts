// Placements (issue 24): hrms places an employee at a client for a period, at a bill rate and a pay
// rate, with the client's users who approve its timesheets. Each viewer sees the placements on its
// side (placementViewer: the agency all, a client its own, a partner those it supplies, an employee
// its own) and only the figures placementFigures lets it see; the mapper leaves the others out.
import {
  AUTH_MESSAGES,
  COMMON_MESSAGES,
  PLACEMENT_MESSAGES as M,
  type Placement,
  type PlacementInput,
  type PlacementListQuery,
  type PlacementViewer,
  placementViewer,
  type SessionUser,
} from '@staffdesk/shared';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound, requireVersion } from '../../lib/http-error';
import { defineList, equalTo, type ListCondition, listPage, param } from '../../lib/list-query';
import { containsPattern, searchPattern } from '../../lib/search';
import { companies } from '../companies/companies.tables';
import { employees } from '../employees/employees.tables';
import { partnersAccounts } from '../partners/partners.tables';
import { positions } from '../positions/positions.tables';
import { users } from '../users/users.tables';
import { assertNoPlacementOverlap, refusingPlacementOverlap } from './placement-overlap';
import { toPlacement, toPlacementItem } from './placements.mapper';
import { placementApprovers, placements } from './placements.tables';

/** Today as the status counts it (UTC, as the rest of the server's dates). */
export const todayIso = () => new Date().toISOString().slice(0, 10);

/** The viewer's side of placements; 403 for a viewer with none. */
export function viewerOf(viewer: SessionUser): PlacementViewer {
  const side = placementViewer(viewer);
  if (!side) throw forbidden(AUTH_MESSAGES.forbidden);
  return side;
}

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

const selectPlacement = (db: DbOrTx) =>
  db
    .select({
      placement: placements,
      employee_first: employees.first_name,
      employee_last: employees.last_name,
      employee_code: employees.employee_id,
      client_name: companies.company_name,
      position_title: positions.position,
      partner_name: partnersAccounts.account_name,
      created_first: creator.first_name,
      created_last: creator.last_name,
      updated_first: updater.first_name,
      updated_last: updater.last_name,
    })
    .from(placements)
    .innerJoin(employees, eq(employees.id, placements.employee_id))
    .innerJoin(companies, eq(companies.id, placements.client_id))
    .leftJoin(positions, eq(positions.id, placements.position_id))
    .leftJoin(partnersAccounts, eq(partnersAccounts.id, placements.partners_account_id))
    .leftJoin(creator, eq(creator.id, placements.created_by))
    .leftJoin(updater, eq(updater.id, placements.updated_by));

export type PlacementRow = Awaited<ReturnType<ReturnType<typeof selectPlacement>['execute']>>[number];

interface ListInput {
  side: PlacementViewer;
  query: PlacementListQuery;
  today: string;
}
/** `column` names the employee record the user (a value, or a placeholder) signs in as. */
export const ownEmployee = (column: PgColumn, userId: unknown) =>
  sql`${column} = (select ${employees.id} from ${employees} where ${employees.user_id} = ${userId} and ${employees.deleted_at} is null)`;

/**
 * A viewer's side as list conditions on a table of placements' work (placements, timesheets): a
 * client its own, a partner what it supplies, an employee its own; the agency everything.
 */
export function sideConditions<Input extends { side: PlacementViewer }>(columns: {
  client: PgColumn;
  partner: PgColumn;
  employee: PgColumn;
}): ListCondition<Input>[] {
  return [
    equalTo('scopeClient', columns.client, ({ side }: Input) =>
      side.kind === 'client' ? side.company_id : undefined,
    ),
    equalTo('scopePartner', columns.partner, ({ side }: Input) =>
      side.kind === 'partner' ? side.partners_account_id : undefined,
    ),
    {
      name: 'scopeEmployee',
      values: ({ side }: Input) => (side.kind === 'employee' ? { scopeEmployee: side.user_id } : undefined),
      where: () => ownEmployee(columns.employee, param('scopeEmployee')),
    },
  ];
}

const agencyFilter =
  (value: (q: PlacementListQuery) => number | undefined) =>
  ({ side, query }: ListInput) =>
    side.kind === 'agency' ? value(query) : undefined;

/**
 * Newest start first. The scope is one condition per side; the filters of client and partner are
 * the agency's (a client's own client is its scope, a partner's its own). Search matches the
 * employee (name, ID, e-mails: its trigram index), the client and the position by subqueries, so
 * the count needs no join.
 */
export const placementList = defineList({
  name: 'placements',
  table: placements,
  always: sql`true`,
  conditions: [
    ...sideConditions<ListInput>({
      client: placements.client_id,
      partner: placements.partners_account_id,
      employee: placements.employee_id,
    }),
    equalTo(
      'clientId',
      placements.client_id,
      agencyFilter((q) => q.client_id),
    ),
    equalTo(
      'partnerId',
      placements.partners_account_id,
      agencyFilter((q) => q.partners_account_id),
    ),
    equalTo('employeeId', placements.employee_id, ({ query }: ListInput) => query.employee_id),
    {
      name: 'upcoming',
      values: ({ query, today }: ListInput) =>
        query.status === 'upcoming' ? { upcoming: today } : undefined,
      where: () => sql`${placements.start_date} > ${param('upcoming')}::date`,
    },
    {
      name: 'active',
      values: ({ query, today }: ListInput) => (query.status === 'active' ? { active: today } : undefined),
      where: () =>
        sql`${placements.start_date} <= ${param('active')}::date and (${placements.end_date} is null or ${placements.end_date} >= ${param('active')}::date)`,
    },
    {
      name: 'ended',
      values: ({ query, today }: ListInput) => (query.status === 'ended' ? { ended: today } : undefined),
      where: () => sql`${placements.end_date} < ${param('ended')}::date`,
    },
    {
      name: 'search',
      planPerValue: true,
      values: ({ query }: ListInput) =>
        query.search
          ? {
              search: searchPattern(query.search),
              searchAnywhere: containsPattern(query.search.toLowerCase()),
            }
          : undefined,
      where: () =>
        or(
          sql`${placements.employee_id} in (select ${employees.id} from ${employees} where ${employees.search_text} like ${param('search')})`,
          sql`${placements.client_id} in (select ${companies.id} from ${companies} where lower(${companies.company_name}) like ${param('searchAnywhere')})`,
          // ilike, which the position's trigram index answers: lower(…) like read all 100,000
          // positions for every search (28 ms of the page's 30 at 1M; bench).
          sql`${placements.position_id} in (select ${positions.id} from ${positions} where ${positions.position} ilike ${param('searchAnywhere')})`,
        ),
    },
  ],
  page: (db, where, paging) =>
    selectPlacement(db)
      .where(where)
      .orderBy(desc(placements.start_date), desc(placements.id))
      .limit(paging.limit)
      .offset(paging.offset),
});

export async function listPlacements(db: DbOrTx, viewer: SessionUser, query: PlacementListQuery) {
  const side = viewerOf(viewer);
  const today = todayIso();
  const result = await placementList.run(db, { side, query, today }, query);
  return listPage(
    result.rows.map((row) => toPlacementItem(row, side, today)),
    result,
    query.limit,
  );
}

/** The condition that keeps a viewer to its side's placements (undefined: every placement). */
function scopeWhere(side: PlacementViewer) {
  switch (side.kind) {
    case 'agency':
      return undefined;
    case 'client':
      return eq(placements.client_id, side.company_id);
    case 'partner':
      return eq(placements.partners_account_id, side.partners_account_id);
    case 'employee':
      return ownEmployee(placements.employee_id, side.user_id);
  }
}

async function approversOf(db: DbOrTx, placementId: number) {
  return db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email })
    .from(placementApprovers)
    .innerJoin(users, eq(users.id, placementApprovers.user_id))
    .where(eq(placementApprovers.placement_id, placementId))
    .orderBy(asc(users.first_name), asc(users.id));
}

export async function getPlacement(db: DbOrTx, viewer: SessionUser, id: number): Promise<Placement> {
  const side = viewerOf(viewer);
  const [row] = await selectPlacement(db).where(and(eq(placements.id, id), scopeWhere(side)));
  if (!row) throw notFound(M.notFound);
  return toPlacement(row, await approversOf(db, id), side, todayIso());
}

/** The users of a client who may approve its timesheets: live, not blocked, of the client's company. */
const approverCandidates = (clientId: number) =>
  and(
    eq(users.company_id, clientId),
    inArray(users.type_slug, ['client', 'partners_client']),
    isNull(users.deleted_at),
    isNull(users.blocked_at),
  );

/** hrms's approver picker: the client's users matching the search (name or e-mail), at most 50. */
export async function listPlacementApprovers(db: DbOrTx, clientId: number, search?: string) {
  const pattern = search ? containsPattern(search.toLowerCase()) : undefined;
  const rows = await db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email })
    .from(users)
    .where(
      and(
        approverCandidates(clientId),
        pattern
          ? sql`(lower(${users.first_name} || ' ' || ${users.last_name}) like ${pattern} or lower(${users.email}) like ${pattern})`
          : undefined,
      ),
    )
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id))
    .limit(50);
  return rows.map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}`.trim(), email: u.email }));
}

/** Every id the form sent must name a live record it may: 400 on the field otherwise. */
async function assertReferences(db: DbOrTx, input: PlacementInput) {
  const [employee] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.id, input.employee_id), isNull(employees.deleted_at)));
  if (!employee) throw badRequest(M.employeeRequired, 'employee_id');
  const [client] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, input.client_id), isNull(companies.deleted_at)));
  if (!client) throw badRequest(M.clientRequired, 'client_id');
  if (input.position_id) {
    const [position] = await db
      .select({ id: positions.id })
      .from(positions)
      .where(
        and(
          eq(positions.id, input.position_id),
          eq(positions.company_id, input.client_id),
          isNull(positions.deleted_at),
        ),
      );
    if (!position) throw badRequest(M.positionInvalid, 'position_id');
  }
  if (input.partners_account_id) {
    const [partner] = await db
      .select({ id: partnersAccounts.id })
      .from(partnersAccounts)
      .where(and(eq(partnersAccounts.id, input.partners_account_id), isNull(partnersAccounts.deleted_at)));
    if (!partner) throw badRequest(M.partnerInvalid, 'partners_account_id');
  }
  const approvers = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, input.approver_ids), approverCandidates(input.client_id)));
  if (approvers.length !== input.approver_ids.length) throw badRequest(M.approverNotAllowed, 'approver_ids');
}

const valuesOf = (input: PlacementInput) => ({
  employee_id: input.employee_id,
  client_id: input.client_id,
  position_id: input.position_id,
  partners_account_id: input.partners_account_id,
  start_date: input.start_date,
  end_date: input.end_date,
  bill_rate: input.bill_rate,
  bill_unit: input.bill_unit,
  pay_rate: input.pay_rate,
  pay_unit: input.pay_unit,
  currency: input.currency,
  notes: input.notes,
});

async function writeApprovers(tx: DbOrTx, placementId: number, ids: number[]) {
  await tx.delete(placementApprovers).where(eq(placementApprovers.placement_id, placementId));
  await tx.insert(placementApprovers).values(ids.map((user_id) => ({ placement_id: placementId, user_id })));
}

export async function createPlacement(db: DbOrTx, viewer: SessionUser, input: PlacementInput) {
  await assertReferences(db, input);
  const id = await refusingPlacementOverlap(db, input, undefined, () =>
    db.transaction(async (tx) => {
      await assertNoPlacementOverlap(tx, input);
      const [row] = await tx
        .insert(placements)
        .values({ ...valuesOf(input), created_by: viewer.id, updated_by: viewer.id })
        .returning({ id: placements.id });
      await writeApprovers(tx, row!.id, input.approver_ids);
      return row!.id;
    }),
  );
  return getPlacement(db, viewer, id);
}

/** Changes the placement the form loaded: a save made since answers 409. */
export async function updatePlacement(db: DbOrTx, viewer: SessionUser, id: number, input: PlacementInput) {
  const version = requireVersion(input.updated_at, COMMON_MESSAGES.updatedAtRequired);
  await assertReferences(db, input);
  await refusingPlacementOverlap(db, input, id, () =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ updated_at: placements.updated_at })
        .from(placements)
        .where(eq(placements.id, id))
        .for('update');
      if (!current) throw notFound(M.notFound);
      if (new Date(version).getTime() !== current.updated_at.getTime()) throw conflict(M.changed);
      await assertNoPlacementOverlap(tx, input, id);
      await tx
        .update(placements)
        .set({ ...valuesOf(input), updated_by: viewer.id, updated_at: new Date() })
        .where(eq(placements.id, id));
      await writeApprovers(tx, id, input.approver_ids);
    }),
  );
  return getPlacement(db, viewer, id);
}
