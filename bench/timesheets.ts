// `npm run bench:timesheets`: the timesheets list of a month (issue 24) with BENCH_PLACEMENTS active
// placements (default 20,000) over BENCH_CLIENTS clients (default 1,000), each with a timesheet for
// every month from January to October 2026: GET timesheets?month=2026-10 as hrms (first page and a deep page), and
// filtered by one client, timed as the route runs them (listTimesheets). Then the scheduler's month
// job creates BENCH_JOB_PLACEMENTS placements' November timesheets through the job runner, timed.
//
//   npm run bench:timesheets                              PGlite in a temporary folder
//   BENCH_DATABASE_URL=postgres://…/staffdesk_ts npm run bench:timesheets     an empty PostgreSQL database
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type SessionUser, timesheetListQuery } from '@staffdesk/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { openPglite, openPostgres } from '../apps/server/src/db/client';
import { createJobRunner } from '../apps/server/src/modules/jobs/job-runner';
import {
  queueMonthTimesheets,
  TIMESHEET_MONTH_JOB,
  timesheetMonthJob,
} from '../apps/server/src/modules/timesheets/timesheet-schedule';
import { listTimesheets } from '../apps/server/src/modules/timesheets/timesheets.service';
import { seedLookups } from '../apps/server/src/seed/lookups';

const PLACEMENTS = Number(process.env.BENCH_PLACEMENTS ?? 20_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const JOB_PLACEMENTS = Number(process.env.BENCH_JOB_PLACEMENTS ?? 1000);
const RUNS = 5;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-timesheets-bench-'));
const databaseUrl = process.env.BENCH_DATABASE_URL || null;
const database = databaseUrl
  ? await openPostgres(databaseUrl)
  : await openPglite(path.join(dataDir, 'pgdata'));
const { db } = database;
const ms = (from: number) => Math.round(performance.now() - from);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function step(label: string, statement: ReturnType<typeof sql>) {
  const start = performance.now();
  await db.execute(statement);
  console.log(`  ${label}: ${ms(start)} ms`);
}

const quiet = {
  error: (...a: unknown[]) => console.error(...a),
  warn: (...a: unknown[]) => console.warn(...a),
  info() {},
  debug() {},
  trace() {},
  fatal: (...a: unknown[]) => console.error(...a),
  child() {
    return quiet;
  },
} as unknown as FastifyBaseLogger;

try {
  await database.migrate();
  await seedLookups(db);
  console.log(`generating ${CLIENTS} clients, ${PLACEMENTS} active placements, 10 months of timesheets`);
  await step(
    'clients',
    sql`insert into companies (company_name) select 'Client ' || lpad(i::text, 5, '0') from generate_series(1, ${CLIENTS}) i`,
  );
  await step(
    'users',
    sql`insert into users (first_name, last_name, email, type_slug, role_slug)
      select 'Contractor', lpad(i::text, 6, '0'), 'c' || i || '@bench.example', 'employee', 'employee'
      from generate_series(1, ${PLACEMENTS}) i`,
  );
  await step(
    'employees',
    sql`insert into employees (user_id, first_name, last_name, client_id, employee_id, reporting_manager)
      select u.id, u.first_name, u.last_name, (select min(id) from companies) + (row_number() over (order by u.id) - 1) % ${CLIENTS},
        'E' || u.id, 'boss@bench.example'
      from users u where u.email like '%@bench.example'`,
  );
  await step(
    'placements',
    sql`insert into placements (employee_id, client_id, start_date, bill_rate, bill_unit, pay_rate, pay_unit)
      select e.id, e.client_id, '2025-06-01', 10000 + (e.id % 50) * 100, 'day', 8333.33, 'day' from employees e`,
  );
  const entries = JSON.stringify(
    Array.from({ length: 30 }, (_, d) => ({
      date: `2026-10-${String(d + 1).padStart(2, '0')}`,
      kind: d % 7 >= 5 ? 'weekly_off' : 'working',
      quantity: d % 7 >= 5 ? 0 : 1,
    })),
  );
  await step(
    'timesheets (January to October)',
    sql`insert into timesheets (placement_id, month, client_id, employee_id, unit, status, entries, total_quantity)
      select p.id, m::date, p.client_id, p.employee_id, 'day',
        (array['draft','submitted','approved','approved','rejected'])[1 + (p.id + extract(month from m)::int) % 5],
        ${entries}::jsonb, 18 + (p.id % 9) * 0.5
      from placements p cross join generate_series('2026-01-01'::date, '2026-10-01'::date, interval '1 month') m`,
  );
  await db.execute(sql`analyze`);

  const hrms = {
    id: 1,
    type_slug: 'super-admin',
    role_slug: 'admin',
    permissions_slug: [],
  } as unknown as SessionUser;
  const time = async (label: string, run: () => Promise<{ count: number }>) => {
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      count = (await run()).count;
      times.push(ms(start));
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label}: median ${times[Math.floor(RUNS / 2)]} ms, best ${times[0]} ms, worst ${times[RUNS - 1]} ms (count ${count})`,
    );
  };
  const query = (q: Record<string, string>) => timesheetListQuery.parse(q);
  const [first] = (await db.execute<{ id: number }>(sql`select min(id) as id from companies`)).rows;
  await time('GET timesheets?month=2026-10 (hrms, first page)', () =>
    listTimesheets(db, hrms, query({ month: '2026-10' })),
  );
  await time('GET timesheets?month=2026-10&skip=5000 (hrms, page 201)', () =>
    listTimesheets(db, hrms, query({ month: '2026-10', skip: '5000' })),
  );
  await time('GET timesheets?month=2026-10&status=submitted (hrms)', () =>
    listTimesheets(db, hrms, query({ month: '2026-10', status: 'submitted' })),
  );
  await time('GET timesheets?month=2026-10&client_id=… (hrms, one client)', () =>
    listTimesheets(db, hrms, query({ month: '2026-10', client_id: String(first!.id) })),
  );
  console.log(`load average: ${load()}`);

  // The scheduler's November job over the first JOB_PLACEMENTS placements (the rest ended in October).
  await db.execute(
    sql`update placements set end_date = '2026-10-31' where id > (select min(id) from placements) + ${JOB_PLACEMENTS - 1}`,
  );
  const runner = createJobRunner(db, quiet, { workerId: 'bench' });
  runner.register(TIMESHEET_MONTH_JOB, timesheetMonthJob(db));
  const start = performance.now();
  await queueMonthTimesheets({ db, jobs: runner }, '2026-11-01');
  await runner.runPending();
  const [made] = (
    await db.execute<{ n: number }>(sql`select count(*)::int as n from timesheets where month = '2026-11-01'`)
  ).rows;
  console.log(
    `month job: ${made!.n} timesheets created in ${ms(start)} ms (${Math.round(ms(start) / Math.max(made!.n, 1))} ms each)`,
  );
  await runner.stop();
  console.log(`load average: ${load()}`);
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
