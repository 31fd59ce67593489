// The database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set.
// Both speak the same SQL, so every query and migration runs unchanged on either.
// Each driver is imported when it is opened: a process loads one of them, not both (a restart on
// PGlite does not parse `pg`, a server on PostgreSQL does not load PGlite's WebAssembly glue).
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { lockDataDir } from './data-dir-lock';
import { copyTemplate } from './pglite-template';
// No schema object: queries name their tables, so the database layer needs no module's tables
// (src/schema.ts lists them for drizzle-kit and re-encryption, above the modules).
export type Db = NodePgDatabase;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection string (a process's advisory lock takes a connection of its own). */
  url?: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

/**
 * PostgreSQL's defaults size a server shared by many connections. PGlite serves one process, and
 * its WebAssembly memory never shrinks: 128 MB of shared buffers become 128 MB of resident memory
 * once touched, while 16 MB hold the lookups and the pages of a list (the operating system caches
 * the files below). With no background checkpointer, WAL would grow to 1 GB before a checkpoint;
 * 64 MB bounds the disk it takes and the replay after a crash.
 */
export const EMBEDDED_SETTINGS = { shared_buffers: '16MB', max_wal_size: '64MB', min_wal_size: '32MB' };

export interface PgliteOptions {
  /** A dump made by `dumpDataDir` that an in-memory database starts from (tests). */
  loadDataDir?: Blob;
  /** A prepared data folder (db/pglite-template.ts) that an empty `dataDir` starts as. */
  template?: string | null;
  /** PostgreSQL settings in place of EMBEDDED_SETTINGS (a benchmark may want bigger caches). */
  settings?: Record<string, string>;
}

/** Opens PGlite on a folder, or in memory. */
export async function openPglite(dataDir: string | null, options: PgliteOptions = {}): Promise<Database> {
  const { loadDataDir, template, settings = EMBEDDED_SETTINGS } = options;
  // Before anything touches the folder: a second process must not even copy the template into it.
  const lock = dataDir ? lockDataDir(dataDir) : null;
  const [{ PGlite }, { pg_trgm }, { btree_gist }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      // The leaves' no-overlap exclusion constraint (migration *_leaves_no_overlap.sql).
      import('@electric-sql/pglite/contrib/btree_gist'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  let client: PGlite;
  try {
    if (dataDir) {
      fs.mkdirSync(dataDir, { recursive: true });
      copyTemplate(template, dataDir);
    }
    client = await PGlite.create({
      dataDir: dataDir ?? undefined,
      loadDataDir,
      extensions: { pg_trgm, btree_gist },
      startParams: [
        ...PGlite.defaultStartParams,
        ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
      ],
    });
  } catch (err) {
    lock?.release();
    throw err;
  }
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}

/**
 * Settings of every connection to a PostgreSQL server. JIT compilation off: the planner's cost
 * estimate for a report over a year of timesheets passes the JIT thresholds, and compiling took
 * 850 ms of the query's 1.8 s (1.0 s without; docs/decisions.md). Queries here are a request's,
 * not an analyst's hour-long scan that compiled code would pay back.
 */
export const POSTGRES_CONNECTION = { options: '-c jit=off' };

export async function openPostgres(connectionString: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({
    connectionString,
    max: Number(process.env.DB_POOL_SIZE ?? 10),
    ...POSTGRES_CONNECTION,
  });
  // An idle connection the server ends (restart, failover, a dropped database) emits 'error' on the
  // pool; unheard, that event would crash the process. The pool has already discarded the client
  // and opens a new one on the next query, and a query in flight gets its own error.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool);
  return {
    db,
    kind: 'postgres',
    url: connectionString,
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}

export function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  pgliteTemplate?: string | null;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(path.join(options.dataDir, 'pgdata'), { template: options.pgliteTemplate });
}
