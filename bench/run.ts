// `npm run bench`: generates the benchmark data when the target database is empty, then load-tests
// every list of both specs and the reads issue 23 names (views, next-number, creators, the leave
// calendar, approvers, deep pages) on it, app against a bare handler (docs/performance.md).
//
//   npm run bench                                   PGlite in bench/.data (DATA_DIR to move it)
//   BENCH_DATABASE_URL=postgres://…/staffdesk_bench npm run bench      a PostgreSQL database
//
// BENCH_APPLICANTS sets the scale (default 1,000,000; positions are a tenth of it, companies a
// five-hundredth, at most 2,000; employees a twentieth, two in five of them placed, with 12 months
// of timesheets). The full scale takes ~3-4 minutes to generate on either database and ~2.5 GB of
// disk. A database generated before the contract work (placements, timesheets, billing runs,
// partners' bills) existed gets it added on the next run (generate-work.ts). Flags:
// --generate-only, --load-only, --duration=<seconds per scenario>, --explain (EXPLAIN ANALYZE of
// each scenario's page and count queries), --only=<list,…> (those lists' scenarios alone, e.g.
// --only=leaves,payrolls or --only=timesheets,partner-bills,margin,receivables,dashboard,placements;
// `list:text` for the list's rows whose name contains the text, e.g. --only=invoices:view,holidays).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../apps/server/src/db/client';
import { benchState, FULL_SCALE, generate, type Scale } from './generate';
import { generateWork, workGenerated } from './generate-work';
import { runLoad } from './load';

const args = new Set(process.argv.slice(2));
const flag = (name: string) => [...args].find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

const databaseUrl = process.env.BENCH_DATABASE_URL || null;
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(import.meta.dirname, '.data'));
const applicants = Number(process.env.BENCH_APPLICANTS ?? FULL_SCALE.applicants);
const scale: Scale = {
  applicants,
  positions: Math.max(100, Math.round(applicants / 10)),
  companies: Math.max(20, Math.min(FULL_SCALE.companies, Math.round(applicants / 500))),
};

/** Creates the benchmark database on the server when it does not exist yet. */
async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      console.log(`creating database ${name}`);
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
    }
  } finally {
    await client.end();
  }
}

const where = databaseUrl ? databaseUrl.replace(/\/\/[^@/]*@/, '//') : `PGlite in ${dataDir}`;
if (!args.has('--load-only')) {
  if (databaseUrl) await ensureDatabase(databaseUrl);
  else fs.mkdirSync(dataDir, { recursive: true });
  const database = databaseUrl
    ? await openPostgres(databaseUrl)
    : await openPglite(path.join(dataDir, 'pgdata'));
  try {
    const state = await benchState(database.db);
    if (state === 'other') {
      throw new Error(`${where} holds other data; point the benchmark at a dedicated database`);
    }
    if (state === 'empty') {
      console.log(
        `generating ${scale.companies} companies, ${scale.positions} positions, ${scale.applicants} applicants in ${where}`,
      );
      await generate(database, scale);
    } else {
      console.log(`${where} already holds the benchmark data; generation skipped`);
      // Data made by an older checkout still gets the indexes of newer migrations.
      await database.migrate();
    }
    if (!(await workGenerated(database.db))) {
      console.log(
        `generating the contract work (placements, timesheets, billing runs, partners' bills) in ${where}`,
      );
      await generateWork(database);
    }
  } finally {
    await database.close();
  }
}
if (!args.has('--generate-only')) {
  await runLoad({
    databaseUrl,
    dataDir,
    where,
    durationSeconds: Number(flag('duration') ?? 10),
    explain: args.has('--explain'),
    only: flag('only')?.split(',') ?? null,
  });
}
