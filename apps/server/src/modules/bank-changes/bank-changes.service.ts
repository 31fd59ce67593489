// Maker and checker for bank accounts (issue 21). A partner's or employee's changed bank details
// are kept here, encrypted, as a pending change; the record keeps the confirmed values, so nothing
// that pays sees the new account until a second person with the accounts (partners) or hrms
// (employees) key confirms it. The maker never confirms its own change. Each module declares its
// bank fields and how to read and write them (`BankAccountOwner`) and registers that here, so this
// module imports none of them.
import {
  BANK_CHANGE_MESSAGES,
  type BankChangeEntity,
  type BankChangeListItem,
  type BankChangeListQuery,
  type BankChangeStatus,
  canAccess,
  type PendingBankChange,
  type SessionUser,
} from '@staffdesk/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { defineList, type ListCondition, listPage, param } from '../../lib/list-query';
import { preparedRead } from '../../lib/prepared-read';
import type { Deps } from '../../plugins/deps';
import { recordSensitiveChanges, type SensitiveField } from '../audit/sensitive-changes.service';
import { bankChangeRequestedMail } from '../mail/templates';
import { users } from '../users/users.tables';
import { type BankChangeSummaryField, bankChanges } from './bank-changes.tables';

const M = BANK_CHANGE_MESSAGES;
type ServiceDeps = Pick<Deps, 'config' | 'mail'>;
type Person = Pick<SessionUser, 'id' | 'first_name' | 'last_name'>;
type Values = Record<string, unknown>;

/** The record as the confirmation needs it, read with its row locked. */
export interface LockedBankRecord {
  /** The confirmed bank values now on the record. */
  values: Values;
  name: string;
  /** The record's own address, told of the change. */
  email: string | null;
}

/** What a module tells this one about the records whose bank account it holds. */
export interface BankAccountOwner {
  /** The record's table, e.g. 'partners_accounts' (as the audit names it). */
  entity: string;
  kind: BankChangeEntity;
  /** The key of who may confirm: 'accounts' for partners, 'hrms' for employees. */
  confirmKey: string;
  /** The bank fields, each with its mask. */
  fields: SensitiveField[];
  lock(tx: Tx, id: number): Promise<LockedBankRecord | null>;
  /** Writes confirmed values to the record (and moves its updated_at). */
  apply(tx: Tx, id: number, values: Record<string, string | null>): Promise<void>;
}

const owners = new Map<string, BankAccountOwner>();

/** Called once by each module that holds a bank account. */
export function registerBankAccountOwner(owner: BankAccountOwner) {
  owners.set(owner.entity, owner);
}

/** '' and null are both "no value". */
const normalise = (value: unknown) =>
  value === undefined || value === null || value === '' ? null : String(value);
const nameOf = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

/** The owner's bank fields whose value differs between the confirmed values and the form's. */
export function bankFieldsChanged(owner: BankAccountOwner, before: Values, after: Values) {
  return owner.fields.filter((f) => normalise(before[f.key]) !== normalise(after[f.key]));
}

/** The record's values without its bank fields: what an update writes directly. */
export function withoutBankFields<T extends Values>(owner: BankAccountOwner, values: T): T {
  const rest = { ...values };
  for (const field of owner.fields) delete rest[field.key];
  return rest;
}

const isUniqueViolation = (error: unknown) => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
};

export interface BankChangeRequest {
  id: number;
  recordName: string;
  /** The record's address before this save, told of the request. */
  notifyTo: string | null | undefined;
  before: Values;
  after: Values;
  by: Person;
}

/**
 * In the caller's transaction: keeps the changed bank fields as a pending change (409 when one is
 * already waiting) and tells the record's address that a change was asked for, naming the fields
 * only. Answers false when no bank field changed. The caller must not write the bank fields itself.
 */
export async function requestBankChange(
  deps: ServiceDeps,
  tx: Tx,
  owner: BankAccountOwner,
  request: BankChangeRequest,
): Promise<boolean> {
  const changed = bankFieldsChanged(owner, request.before, request.after);
  if (changed.length === 0) return false;
  const [waiting] = await tx
    .select({ id: bankChanges.id })
    .from(bankChanges)
    .where(pendingOf(owner.entity, request.id));
  if (waiting) throw conflict(M.alreadyPending);
  const summary: BankChangeSummaryField[] = changed.map((f) => {
    const mask = f.mask ?? ((v: string | null) => v);
    return {
      field: f.key,
      label: f.label,
      old_value: mask(normalise(request.before[f.key])),
      new_value: mask(normalise(request.after[f.key])),
    };
  });
  const newValues = Object.fromEntries(changed.map((f) => [f.key, normalise(request.after[f.key])]));
  const [row] = await tx
    .insert(bankChanges)
    .values({
      entity: owner.entity,
      entity_id: request.id,
      record_name: request.recordName,
      new_values: JSON.stringify(newValues),
      summary,
      requested_by: request.by.id,
    })
    .returning({ requested_at: bankChanges.requested_at })
    .catch((error) => {
      // Two makers saved at once: the partial unique index keeps one pending change.
      if (isUniqueViolation(error)) throw conflict(M.alreadyPending);
      throw error;
    });
  const to = request.notifyTo?.trim();
  if (to) {
    const mail = bankChangeRequestedMail(deps.config, {
      to,
      recordName: request.recordName,
      fields: changed.map((f) => f.label),
      byName: nameOf(request.by.first_name, request.by.last_name),
      at: row!.requested_at,
    });
    await deps.mail.enqueue(mail, tx);
  }
  return true;
}

const pendingOf = (entity: string, id: number) =>
  and(eq(bankChanges.entity, entity), eq(bankChanges.entity_id, id), eq(bankChanges.status, 'pending'));

/** A record's view asks at every opening: prepared once (lib/prepared-read.ts). */
const pendingOfRecord = preparedRead('pending_bank_change', (db) =>
  db
    .select({
      id: bankChanges.id,
      new_values: bankChanges.new_values,
      summary: bankChanges.summary,
      requested_at: bankChanges.requested_at,
      first_name: users.first_name,
      last_name: users.last_name,
    })
    .from(bankChanges)
    .leftJoin(users, eq(users.id, bankChanges.requested_by))
    .where(
      and(
        eq(bankChanges.entity, param('entity')),
        eq(bankChanges.entity_id, param('id')),
        eq(bankChanges.status, 'pending'),
      ),
    ),
);

/**
 * The record's pending change for its view: new values in full when `reveal` (the viewer sees the
 * bank values), only the fields' labels otherwise; null when none waits.
 */
export async function pendingBankChange(
  db: DbOrTx,
  owner: BankAccountOwner,
  id: number,
  reveal: boolean,
): Promise<PendingBankChange | null> {
  const [row] = await pendingOfRecord(db).execute({ entity: owner.entity, id });
  if (!row) return null;
  const plain = reveal ? (JSON.parse(row.new_values) as Record<string, string | null>) : null;
  return {
    id: row.id,
    requested_by_name: nameOf(row.first_name, row.last_name),
    requested_at: row.requested_at.toISOString(),
    fields: row.summary.map((f) => ({ label: f.label, value: plain ? (plain[f.field] ?? null) : null })),
  };
}

/** The tables whose changes the viewer may confirm: partners with accounts, employees with hrms. */
function entitiesFor(viewer: SessionUser): string[] {
  return [...owners.values()].filter((o) => canAccess(viewer, o.confirmKey)).map((o) => o.entity);
}

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

interface BankChangeListInput {
  status?: BankChangeStatus;
  entities: string[];
}

/** Newest first, of the entities the viewer may confirm, optionally of one status. */
/** A change with the names of who asked and who decided: the list's page and one change alike. */
function selectWithNames(db: DbOrTx) {
  return db
    .select({
      row: bankChanges,
      requester_first: requester.first_name,
      requester_last: requester.last_name,
      decider_first: decider.first_name,
      decider_last: decider.last_name,
    })
    .from(bankChanges)
    .leftJoin(requester, eq(requester.id, bankChanges.requested_by))
    .leftJoin(decider, eq(decider.id, bankChanges.decided_by));
}

const bankChangeList = defineList({
  name: 'bank_changes',
  table: bankChanges,
  always: sql`true`,
  conditions: [
    {
      name: 'status',
      values: ({ status }: BankChangeListInput) => (status ? { status } : undefined),
      where: () => eq(bankChanges.status, param('status')),
    },
    // All entities is no condition; one is an equality; none matches nothing.
    {
      name: 'entity',
      values: ({ entities }: BankChangeListInput) =>
        entities.length === 1 ? { entity: entities[0] } : undefined,
      where: () => eq(bankChanges.entity, param('entity')),
    },
    {
      name: 'entityNone',
      values: ({ entities }: BankChangeListInput) => (entities.length === 0 ? {} : undefined),
      where: () => sql`false`,
    },
  ] satisfies ListCondition<BankChangeListInput>[],
  page: (db, where, paging) =>
    selectWithNames(db).where(where).orderBy(desc(bankChanges.id)).offset(paging.offset).limit(paging.limit),
});

type ListRow = {
  row: typeof bankChanges.$inferSelect;
  requester_first: string | null;
  requester_last: string | null;
  decider_first: string | null;
  decider_last: string | null;
};

function toListItem(viewer: SessionUser, r: ListRow): BankChangeListItem {
  const { row } = r;
  return {
    id: row.id,
    entity: owners.get(row.entity)?.kind ?? 'partner',
    entity_id: row.entity_id,
    record_name: row.record_name,
    fields: row.summary.map(({ label, old_value, new_value }) => ({ label, old_value, new_value })),
    status: row.status as BankChangeStatus,
    requested_by_name: nameOf(r.requester_first, r.requester_last),
    requested_at: row.requested_at.toISOString(),
    own: row.requested_by === viewer.id,
    decided_by_name: nameOf(r.decider_first, r.decider_last),
    decided_at: row.decided_at?.toISOString() ?? null,
    reason: row.reason,
  };
}

/** A page of bank changes the viewer may confirm; values always masked. */
export async function listBankChanges(
  db: DbOrTx,
  viewer: SessionUser,
  query: BankChangeListQuery,
  countCap?: number,
) {
  const input = { status: query.status, entities: entitiesFor(viewer) };
  const result = await bankChangeList.run(db, input, query, countCap);
  return listPage(
    result.rows.map((r) => toListItem(viewer, r as ListRow)),
    result,
    query.limit,
  );
}

async function oneChange(db: DbOrTx, viewer: SessionUser, id: number): Promise<BankChangeListItem> {
  const [row] = await selectWithNames(db).where(eq(bankChanges.id, id));
  if (!row) throw notFound(M.notFound);
  return toListItem(viewer, row);
}

/** Locks a pending change the viewer may decide; 404 outside its entities, 409 once decided. */
async function lockPending(tx: Tx, viewer: SessionUser, id: number) {
  const entities = entitiesFor(viewer);
  if (entities.length === 0) throw notFound(M.notFound);
  const [row] = await tx
    .select()
    .from(bankChanges)
    .where(and(eq(bankChanges.id, id), inArray(bankChanges.entity, entities)))
    .for('update');
  if (!row) throw notFound(M.notFound);
  if (row.status !== 'pending') throw conflict(M.notPending);
  return { row, owner: owners.get(row.entity)! };
}

/**
 * A second person confirms: the new values go onto the record, the audit records who made the
 * change and who confirmed it, and the record's address is told (fields only). 403 for the maker.
 */
export async function confirmBankChange(deps: ServiceDeps, db: DbOrTx, viewer: SessionUser, id: number) {
  await db.transaction(async (tx) => {
    const { row, owner } = await lockPending(tx, viewer, id);
    if (row.requested_by === viewer.id) throw forbidden(M.ownChange);
    const record = await owner.lock(tx, row.entity_id);
    if (!record) throw notFound(M.notFound);
    const values = JSON.parse(row.new_values) as Record<string, string | null>;
    await owner.apply(tx, row.entity_id, values);
    const [maker] = row.requested_by
      ? await tx
          .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
          .from(users)
          .where(eq(users.id, row.requested_by))
      : [];
    await recordSensitiveChanges(deps, tx, {
      entity: owner.entity,
      id: row.entity_id,
      before: record.values,
      after: { ...record.values, ...values },
      fields: owner.fields,
      by: maker ?? null,
      confirmedBy: viewer,
      notify: { to: record.email, recordName: record.name },
    });
    await tx
      .update(bankChanges)
      .set({ status: 'confirmed', decided_by: viewer.id, decided_at: sql`now()` })
      .where(eq(bankChanges.id, id));
  });
  return oneChange(db, viewer, id);
}

/** Rejects a pending change with a reason; the record keeps its values. The maker may withdraw. */
export async function rejectBankChange(db: DbOrTx, viewer: SessionUser, id: number, reason: string) {
  await db.transaction(async (tx) => {
    await lockPending(tx, viewer, id);
    await tx
      .update(bankChanges)
      .set({ status: 'rejected', reason, decided_by: viewer.id, decided_at: sql`now()` })
      .where(eq(bankChanges.id, id));
  });
  return oneChange(db, viewer, id);
}
