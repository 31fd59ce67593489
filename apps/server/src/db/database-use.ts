// Who is using a PostgreSQL database: every app process holds a shared advisory lock on it for as
// long as it runs (on a connection of its own), and `npm run keys:rotate` takes the same lock
// exclusively. So the tool refuses while any instance runs (one would read values under a key it
// does not have, or keep writing with the old key after the tool said it could go), and an
// instance starting during a rotation waits for it to end. PGlite needs none: its data-folder lock
// already makes it one process (data-dir-lock.ts).

/** The advisory lock's key ("Stdf"): the same in every process of every version. */
export const DATABASE_USE_LOCK = 0x53746466;

async function connect(url: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  // The lock goes with the connection: a server restart ends it, and the process carries on.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** Holds the shared lock until the returned release; waits (saying so) while a rotation runs. */
export async function holdDatabaseUse(url: string, onWait: () => void): Promise<() => Promise<void>> {
  const client = await connect(url);
  const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock_shared($1) as ok', [
    DATABASE_USE_LOCK,
  ]);
  if (!rows[0]?.ok) {
    onWait();
    await client.query('select pg_advisory_lock_shared($1)', [DATABASE_USE_LOCK]);
  }
  return () => client.end().catch(() => undefined);
}

/**
 * The exclusive lock, held until the returned release, or the number of app processes using the
 * database when it cannot be had.
 */
export async function claimDatabaseAlone(
  url: string,
): Promise<{ release: () => Promise<void> } | { users: number }> {
  const client = await connect(url);
  const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
    DATABASE_USE_LOCK,
  ]);
  if (rows[0]?.ok) return { release: () => client.end().catch(() => undefined) };
  const holders = await client.query<{ n: number }>(
    `select count(distinct pid)::int as n from pg_locks
     where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())
       and classid = 0 and objid = $1 and granted`,
    [DATABASE_USE_LOCK],
  );
  await client.end().catch(() => undefined);
  return { users: Number(holders.rows[0]?.n ?? 1) };
}
