// Re-encrypting stored values, in batches of rows, each batch in its own transaction with its rows
// locked, so the app can keep running and a stopped run resumes where it left off:
// - at every start, values still in plain text (rows from before a column was declared encrypted,
//   or written by raw SQL) are encrypted: this is the data migration that goes with a column
//   becoming `encryptedText`, which SQL cannot do because the key never enters the database;
// - `npm run keys:rotate` moves every value and blind index onto the current key.
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client';
import { type EncryptedTable, encryptedTables } from './db/encrypted-columns';
import {
  activeKeyRing,
  blindIndex,
  decryptField,
  ENCRYPTED_PREFIX,
  encryptField,
  type KeyRing,
} from './lib/field-crypto';
import * as schema from './schema';

export type ReencryptMode = 'plaintext' | 'rotate';
export const BATCH_SIZE = 500;

const col = (name: string) => sql.identifier(name);

/** The rows of a table that `mode` has to rewrite. */
function staleCondition(t: EncryptedTable, ring: KeyRing, mode: ReencryptMode): SQL {
  const current = `${ENCRYPTED_PREFIX}${ring.current.id}:`;
  const prefix = mode === 'plaintext' ? ENCRYPTED_PREFIX : current;
  const conditions = t.encrypted.map(
    (c) => sql`(${col(c.name)} is not null and not starts_with(${col(c.name)}, ${prefix}))`,
  );
  if (mode === 'rotate') {
    for (const index of t.blindIndexes) {
      conditions.push(
        sql`(${col(index.source.name)} is not null and (${col(index.column.name)} is null or not starts_with(${col(index.column.name)}, ${`${ring.current.id}:`})))`,
      );
    }
  }
  return sql.join(conditions, sql` or `);
}

type Row = Record<string, string | number | null>;

function rewrite(t: EncryptedTable, row: Row, ring: KeyRing): SQL[] {
  const sets: SQL[] = [];
  for (const c of t.encrypted) {
    const stored = row[c.name];
    if (typeof stored !== 'string') continue;
    sets.push(sql`${col(c.name)} = ${encryptField(decryptField(stored, ring), ring)}`);
  }
  for (const index of t.blindIndexes) {
    const stored = row[index.source.name];
    const value =
      typeof stored === 'string' ? blindIndex(decryptField(stored, ring), index.purpose, ring.current) : null;
    sets.push(sql`${col(index.column.name)} = ${value}`);
  }
  return sets;
}

/** Rewrites a table's stale values; returns how many rows changed. */
export async function reencryptTable(
  db: Db,
  t: EncryptedTable,
  ring: KeyRing,
  mode: ReencryptMode,
  batchSize = BATCH_SIZE,
): Promise<number> {
  const columns = [t.id, ...t.encrypted, ...t.blindIndexes.map((b) => b.column)].map((c) => col(c.name));
  let after: number | string | null = null;
  let changed = 0;
  for (;;) {
    const batch: number = await db.transaction(async (tx) => {
      const cursor: SQL = after === null ? sql`true` : sql`${col(t.id.name)} > ${after}`;
      const result = await tx.execute<Row>(
        sql`select ${sql.join(columns, sql`, `)} from ${col(t.name)}
            where (${staleCondition(t, ring, mode)}) and ${cursor}
            order by ${col(t.id.name)} limit ${batchSize} for update`,
      );
      for (const row of result.rows) {
        const sets = rewrite(t, row, ring);
        await tx.execute(
          sql`update ${col(t.name)} set ${sql.join(sets, sql`, `)} where ${col(t.id.name)} = ${row[t.id.name]}`,
        );
      }
      after = result.rows.at(-1)?.[t.id.name] ?? after;
      return result.rows.length;
    });
    changed += batch;
    if (batch < batchSize) return changed;
  }
}

/** Rows per table that `mode` would rewrite (0 everywhere once a rotation is complete). */
export async function countStale(db: Db, ring: KeyRing, mode: ReencryptMode) {
  const counts: Record<string, number> = {};
  for (const t of encryptedTables(schema)) {
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${col(t.name)} where ${staleCondition(t, ring, mode)}`,
    );
    counts[t.name] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}

/** Every encrypted table of the schema; returns rows changed per table. */
export async function reencryptAll(db: Db, ring: KeyRing, mode: ReencryptMode, batchSize = BATCH_SIZE) {
  const changed: Record<string, number> = {};
  for (const t of encryptedTables(schema))
    changed[t.name] = await reencryptTable(db, t, ring, mode, batchSize);
  return changed;
}

/** The start-up step after the migrations: encrypts what is still plain text, and says so. */
export async function encryptPlainValues(db: Db, log: FastifyBaseLogger, ring: KeyRing = activeKeyRing()) {
  const changed = await reencryptAll(db, ring, 'plaintext');
  for (const [table, rows] of Object.entries(changed)) {
    if (rows > 0) log.info({ table, rows }, 'encrypted plain-text values of encrypted columns');
  }
  return changed;
}
