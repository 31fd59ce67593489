// What the data generation steps share (generate.ts, generate-work.ts): SQL run as timed steps, and
// the bulk-load practice: the secondary indexes, foreign keys and exclusion constraints of the loaded
// tables are dropped first and re-created afterwards from their own definitions (pg_indexes,
// pg_get_constraintdef). Building an index once and validating a foreign key with one set-wise check
// is many times faster than doing both row by row, and it leaves exactly the indexes and constraints
// the migrations made.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../apps/server/src/db/client';

export type Log = (message: string) => void;

/** Parts the statements of one step (PGlite prepares every query, and one holds one command). */
export const STATEMENT_BREAK = '-- next statement';

export async function rows<T>(db: Db | Tx, text: string): Promise<T[]> {
  const result = await db.execute(sql.raw(text));
  return result.rows as T[];
}

export async function timed<T>(log: Log, label: string, work: () => Promise<T>): Promise<T> {
  const start = Date.now();
  const result = await work();
  log(`  ${label}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

/** A timed step of one or more statements (parted at STATEMENT_BREAK) in the transaction. */
export const stepRunner = (tx: Tx, log: Log) => (label: string, text: string) =>
  timed(log, label, async () => {
    for (const statement of text.split(STATEMENT_BREAK)) await tx.execute(sql.raw(statement));
  });

/** A text[] literal. */
export const textArray = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`;

/** A uniform whole number in 1..n, drawn per row. */
export const pick = (n: number | string) => `(1 + floor(random() * ${n})::int)`;

/**
 * Runs `load` with the tables' secondary indexes, foreign keys and exclusion constraints dropped,
 * then builds and validates them again (each index a timed step).
 */
export async function withoutIndexes(tx: Tx, tables: readonly string[], log: Log, load: () => Promise<void>) {
  const tableList = tables.map((t) => `'${t}'`).join(',');
  const indexes = await rows<{ name: string; def: string }>(
    tx,
    `select indexname as name, indexdef as def from pg_indexes
     where schemaname = 'public' and tablename in (${tableList})
       and indexname not in (select conname from pg_constraint)`,
  );
  const foreignKeys = await rows<{ table: string; name: string; def: string }>(
    tx,
    `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as def
     from pg_constraint where contype in ('f', 'x') and conrelid::regclass::text in (${tableList})`,
  );
  for (const fk of foreignKeys)
    await tx.execute(sql.raw(`alter table ${fk.table} drop constraint "${fk.name}"`));
  for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
  await load();
  const run = stepRunner(tx, log);
  for (const index of indexes) await run(`index ${index.name}`, index.def);
  await timed(log, `${foreignKeys.length} foreign keys and exclusions validated`, async () => {
    for (const fk of foreignKeys) {
      await tx.execute(sql.raw(`alter table ${fk.table} add constraint "${fk.name}" ${fk.def}`));
    }
  });
}
