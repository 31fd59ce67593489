// What the one-off benches share (margin.ts, timesheets.ts, billing-run.ts, export.ts): a database of
// their own, PGlite in a temporary folder or the empty PostgreSQL database BENCH_DATABASE_URL names,
// migrated, either bare (with the lookups) or under the whole app; the contractors they place; a
// month's timesheet entries; timing a call a few times; the machine's load average.
//
//   const bench = await tempDatabase('margin');
//   try { await bench.step('clients', sql`…`); … } finally { await bench.close(); }
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { type App, buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type Database, type Db, openPglite, openPostgres } from '../apps/server/src/db/client';
import { seedLookups } from '../apps/server/src/seed/lookups';

const databaseUrl = () => process.env.BENCH_DATABASE_URL || null;

/** A temporary folder for PGlite (removed by `remove`), used or not. */
function tempFolder(name: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `staffdesk-${name}-bench-`));
  return { dataDir, remove: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

export const msSince = (from: number) => Math.round(performance.now() - from);

export interface TempDb {
  database: Database;
  db: Db;
  /** Runs one statement and prints how long it took. */
  step(label: string, statement: SQL): Promise<void>;
  close(): Promise<void>;
}

/** A migrated database with the lookups, without the app. */
export async function tempDatabase(name: string): Promise<TempDb> {
  const folder = tempFolder(name);
  const url = databaseUrl();
  const database = url ? await openPostgres(url) : await openPglite(path.join(folder.dataDir, 'pgdata'));
  const close = async () => {
    await database.close();
    folder.remove();
  };
  try {
    await database.migrate();
    await seedLookups(database.db);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    database,
    db: database.db,
    async step(label, statement) {
      const start = performance.now();
      await database.db.execute(statement);
      console.log(`  ${label}: ${msSince(start)} ms`);
    },
    close,
  };
}

/** The app (as tests build it: silent, no web files, no demo data) on a migrated database of its own. */
export async function appOnTempDb(name: string): Promise<{ app: App; db: Db; close(): Promise<void> }> {
  const folder = tempFolder(name);
  const config = loadConfig(
    { NODE_ENV: 'test' },
    {
      dataDir: folder.dataDir,
      databaseUrl: databaseUrl(),
      webDist: null,
      logLevel: 'silent',
      seedDemo: false,
    },
  );
  const app = await buildApp(config);
  await app.deps.database.migrate();
  return {
    app,
    db: app.deps.db,
    async close() {
      await app.close();
      folder.remove();
    },
  };
}

/** `count` clients named Client 00001 on. */
export const clientsSql = (count: number) =>
  sql`insert into companies (company_name) select 'Client ' || lpad(i::text, 5, '0') from generate_series(1, ${count}) i`;

/** `count` contractors: an employee user and its employee each, spread over the clients in turn. */
export async function addContractors(bench: TempDb, count: number, clients: number) {
  await bench.step(
    'users',
    sql`insert into users (first_name, last_name, email, type_slug, role_slug)
      select 'Contractor', lpad(i::text, 6, '0'), 'c' || i || '@bench.example', 'employee', 'employee'
      from generate_series(1, ${count}) i`,
  );
  await bench.step(
    'employees',
    sql`insert into employees (user_id, first_name, last_name, client_id, employee_id, reporting_manager)
      select u.id, u.first_name, u.last_name, (select min(id) from companies) + (row_number() over (order by u.id) - 1) % ${clients},
        'E' || u.id, 'boss@bench.example'
      from users u where u.email like '%@bench.example'`,
  );
}

/** A month's entries as a timesheet stores them: `days` days from the 1st, five working and two off a week. */
export const monthEntries = (month: string, days: number) =>
  JSON.stringify(
    Array.from({ length: days }, (_, d) => ({
      date: `${month}-${String(d + 1).padStart(2, '0')}`,
      kind: d % 7 >= 5 ? 'weekly_off' : 'working',
      quantity: d % 7 >= 5 ? 0 : 1,
    })),
  );

/** Runs `run` `runs` times and prints the median, best and worst (and `note` of the last answer). */
export async function timeRuns<T>(
  label: string,
  runs: number,
  run: () => Promise<T>,
  note?: (answer: T) => string,
): Promise<T> {
  const times: number[] = [];
  let last: T | undefined;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    last = await run();
    times.push(msSince(start));
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label}: median ${times[Math.floor(runs / 2)]} ms, best ${times[0]} ms, worst ${times[runs - 1]} ms` +
      (note ? ` (${note(last as T)})` : ''),
  );
  return last as T;
}

export const loadAverage = (digits = 1) =>
  os
    .loadavg()
    .map((l) => l.toFixed(digits))
    .join(' ');
