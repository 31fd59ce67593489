// The work of `npm run keys:rotate` (keys-rotate.ts is its command line): re-encrypt every value
// and blind index with the current key, alone on the database, then count again before saying an
// older key may go. docs/architecture.md "Encrypted fields" says when and how.
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from './config';
import { type Db, openDatabase } from './db/client';
import { claimDatabaseAlone } from './db/database-use';
import { encryptedTables } from './db/encrypted-columns';
import { ENCRYPTED_PREFIX, useKeyRing } from './lib/field-crypto';
import { loadKeyRing } from './lib/field-keys';
import { reencryptAll } from './reencrypt';
import * as schema from './schema';

/** How many stored values (and blind indexes) name each key id: the second pass. */
export async function valuesByKey(db: Db): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const add = (kid: string, n: number) => counts.set(kid, (counts.get(kid) ?? 0) + n);
  for (const t of encryptedTables(schema)) {
    const parts: SQL[] = [
      ...t.encrypted.map(
        (c) =>
          sql`select split_part(${sql.identifier(c.name)}, ':', 3) as kid from ${sql.identifier(t.name)}
              where starts_with(${sql.identifier(c.name)}, ${ENCRYPTED_PREFIX})`,
      ),
      ...t.blindIndexes.map(
        (b) =>
          sql`select split_part(${sql.identifier(b.column.name)}, ':', 1) as kid from ${sql.identifier(t.name)}
              where ${sql.identifier(b.column.name)} is not null`,
      ),
    ];
    if (parts.length === 0) continue;
    const { rows } = await db.execute<{ kid: string; n: number }>(
      sql`select kid, count(*)::int as n from (${sql.join(parts, sql` union all `)}) as v group by kid`,
    );
    for (const row of rows) add(row.kid, Number(row.n));
  }
  return counts;
}

/** Runs a rotation, writing its report line by line; answers the exit code (0 done, 1 refused, 2 values left). */
export async function rotateKeys(config: Config, print: (line: string) => void): Promise<number> {
  const { ring, source, file } = loadKeyRing(config);
  useKeyRing(ring);
  print(`Current key ${ring.current.id} (${source === 'environment' ? 'DATA_ENCRYPTION_KEY' : file}).`);

  // Alone on PostgreSQL (PGlite: openDatabase refuses a second process by its folder lock).
  const alone = config.databaseUrl ? await claimDatabaseAlone(config.databaseUrl) : null;
  if (alone && 'users' in alone) {
    print(
      `Staffdesk is running on this database (${alone.users} process(es)): stop every instance, ` +
        'run this again, then start them with the new key.',
    );
    return 1;
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const changed = await reencryptAll(database.db, ring, 'rotate');
    for (const [table, rows] of Object.entries(changed)) print(`${table}: ${rows} row(s) re-encrypted`);

    // The second pass: what names each key now. Nothing else writes meanwhile (the lock above).
    const counts = await valuesByKey(database.db);
    let left = 0;
    for (const [kid, n] of counts) {
      if (kid === ring.current.id) continue;
      left += n;
      print(`Key ${kid}: ${n} value(s) still use it: keep it, and run this again.`);
    }
    if (left > 0) return 2;
    print(`A second pass found every value on key ${ring.current.id}.`);
    for (const kid of ring.byId.keys()) {
      if (kid === ring.current.id) continue;
      print(
        `Key ${kid}: no value uses it, so it may be removed from DATA_ENCRYPTION_OLD_KEYS (or the key ` +
          'file) once no backup you might restore still needs it.',
      );
    }
    return 0;
  } finally {
    await database.close();
    if (alone && 'release' in alone) await alone.release();
  }
}
