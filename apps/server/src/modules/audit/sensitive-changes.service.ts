// Recording changes of sensitive fields (the classic payment fraud is changing a partner's bank
// account): masked old and new values, who, who confirmed and when, in the caller's transaction,
// plus one e-mail to the record's own address through the outbox naming the fields (no values).
// Bank changes reach it once confirmed (modules/bank-changes).
import { type Mask, maskAccount, type SensitiveChangeSummary, type SessionUser } from '@staffdesk/shared';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { param } from '../../lib/list-query';
import { preparedRead } from '../../lib/prepared-read';
import type { Deps } from '../../plugins/deps';
import { sensitiveChangeMail } from '../mail/templates';
import { users } from '../users/users.tables';
import { sensitiveChanges } from './sensitive-changes.tables';

export interface SensitiveField {
  /** The column (and property) name, e.g. partners_bank_account_number. */
  key: string;
  /** What people read, e.g. 'Account number'. */
  label: string;
  /** This field's mask; the call's `mask` otherwise. */
  mask?: Mask;
}

type Values = Record<string, unknown> | null | undefined;

export interface SensitiveChangeInput {
  /** The record's table, e.g. 'partners_accounts'. */
  entity: string;
  id: number;
  /** The plain values before the change (null for a new record) and after it. */
  before: Values;
  after: Values;
  fields: SensitiveField[];
  /** How values are stored in the trail and named in the e-mail; maskAccount unless told. */
  mask?: Mask;
  /** Who made the change; null for the system. */
  by: Pick<SessionUser, 'id' | 'first_name' | 'last_name'> | null;
  /** The second person who confirmed it (bank changes, modules/bank-changes). */
  confirmedBy?: Pick<SessionUser, 'id' | 'first_name' | 'last_name'> | null;
  /** Tell the record's own address, e.g. the partner's primary e-mail; nothing is sent without one. */
  notify?: { to: string | null | undefined; recordName: string; topic?: string };
}

export interface RecordedChange {
  field: string;
  label: string;
  old_value: string | null;
  new_value: string | null;
}

type ServiceDeps = Pick<Deps, 'config' | 'mail'>;

/** '' and null are both "no value", so clearing an empty field is not a change. */
const normalise = (value: unknown) =>
  value === undefined || value === null || value === '' ? null : String(value);
const fullName = (by: SensitiveChangeInput['by']) => (by ? `${by.first_name} ${by.last_name}`.trim() : null);
const nameOf = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

/**
 * Writes one row per changed field and, if anything changed and `notify.to` is set, queues one
 * "Bank details changed" e-mail, all through `tx` so they commit or roll back with the change.
 */
export async function recordSensitiveChanges(
  deps: ServiceDeps,
  tx: DbOrTx,
  input: SensitiveChangeInput,
): Promise<RecordedChange[]> {
  const changes: RecordedChange[] = [];
  for (const field of input.fields) {
    const before = normalise(input.before?.[field.key]);
    const after = normalise(input.after?.[field.key]);
    if (before === after) continue;
    const mask = field.mask ?? input.mask ?? maskAccount;
    changes.push({ field: field.key, label: field.label, old_value: mask(before), new_value: mask(after) });
  }
  if (changes.length === 0) return changes;

  const [first] = await tx
    .insert(sensitiveChanges)
    .values(
      changes.map((change) => ({
        entity: input.entity,
        entity_id: input.id,
        field: change.field,
        field_label: change.label,
        old_value: change.old_value,
        new_value: change.new_value,
        changed_by: input.by?.id ?? null,
        confirmed_by: input.confirmedBy?.id ?? null,
      })),
    )
    .returning({ changed_at: sensitiveChanges.changed_at });

  const to = input.notify?.to?.trim();
  if (input.notify && to) {
    const mail = sensitiveChangeMail(deps.config, {
      to,
      recordName: input.notify.recordName,
      topic: input.notify.topic ?? 'Bank details',
      fields: changes.map((c) => c.label),
      byName: fullName(input.by),
      confirmedByName: fullName(input.confirmedBy ?? null),
      at: first!.changed_at,
    });
    await deps.mail.enqueue(mail, tx);
  }
  return changes;
}

const confirmer = alias(users, 'confirmer');

/** The rows of the newest change among the record's rows that `ofRecord` selects. */
function lastChangeRows(db: DbOrTx, ofRecord: SQL) {
  // One call writes all its rows in one transaction, so they share changed_at (now()).
  const latest = db
    .select({ at: sensitiveChanges.changed_at })
    .from(sensitiveChanges)
    .where(ofRecord)
    .orderBy(desc(sensitiveChanges.changed_at))
    .limit(1);
  return db
    .select({
      changed_at: sensitiveChanges.changed_at,
      label: sensitiveChanges.field_label,
      first_name: users.first_name,
      last_name: users.last_name,
      confirmer_first: confirmer.first_name,
      confirmer_last: confirmer.last_name,
    })
    .from(sensitiveChanges)
    .leftJoin(users, eq(users.id, sensitiveChanges.changed_by))
    .leftJoin(confirmer, eq(confirmer.id, sensitiveChanges.confirmed_by))
    .where(and(ofRecord, sql`${sensitiveChanges.changed_at} = (${latest})`))
    .orderBy(sensitiveChanges.id);
}

/** A record's view asks at every opening: prepared once (lib/prepared-read.ts). */
const lastChangeOfRecord = preparedRead('last_sensitive_change', (db) =>
  lastChangeRows(
    db,
    and(eq(sensitiveChanges.entity, param('entity')), eq(sensitiveChanges.entity_id, param('id')))!,
  ),
);

/**
 * The newest change of a record's sensitive fields (optionally only some of them), for the view's
 * 'Bank details last changed by … on …'; null when none was ever recorded.
 */
export async function lastSensitiveChange(
  db: DbOrTx,
  entity: string,
  id: number,
  fields?: string[],
): Promise<SensitiveChangeSummary | null> {
  const rows = fields
    ? await lastChangeRows(
        db,
        and(
          eq(sensitiveChanges.entity, entity),
          eq(sensitiveChanges.entity_id, id),
          inArray(sensitiveChanges.field, fields),
        )!,
      )
    : await lastChangeOfRecord(db).execute({ entity, id });
  const [row] = rows;
  if (!row) return null;
  return {
    changed_at: row.changed_at.toISOString(),
    changed_by_name: nameOf(row.first_name, row.last_name),
    confirmed_by_name: nameOf(row.confirmer_first, row.confirmer_last),
    fields: rows.map((r) => r.label),
  };
}
