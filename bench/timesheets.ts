// `npm run bench:timesheets`: the timesheets list of a month (issue 24) with BENCH_PLACEMENTS active
// placements (default 20,000) over BENCH_CLIENTS clients (default 1,000), each with a timesheet for
// every month from January to October 2026: GET timesheets?month=2026-10 as hrms (first page and a deep page), and
// filtered by one client, timed as the route runs them (listTimesheets). Then the scheduler's month
// job creates BENCH_JOB_PLACEMENTS placements' November timesheets through the job runner, timed.
//
//   npm run bench:timesheets                              PGlite in a temporary folder
//   BENCH_DATABASE_URL=postgres://…/staffdesk_ts npm run bench:timesheets     an empty PostgreSQL database
import { performance } from 'node:perf_hooks';
import { type SessionUser, timesheetListQuery } from '@staffdesk/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createJobRunner } from '../apps/server/src/modules/jobs/job-runner';
import {
  queueMonthTimesheets,
  TIMESHEET_MONTH_JOB,
  timesheetMonthJob,
} from '../apps/server/src/modules/timesheets/timesheet-schedule';
import { listTimesheets } from '../apps/server/src/modules/timesheets/timesheets.service';
import {
  addContractors,
  clientsSql,
  loadAverage,
  monthEntries,
  msSince,
  tempDatabase,
  timeRuns,
} from './app-on-temp-db';

const PLACEMENTS = Number(process.env.BENCH_PLACEMENTS ?? 20_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const JOB_PLACEMENTS = Number(process.env.BENCH_JOB_PLACEMENTS ?? 1000);
const RUNS = 5;

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

const bench = await tempDatabase('timesheets');
const { db, step } = bench;

try {
  console.log(`generating ${CLIENTS} clients, ${PLACEMENTS} active placements, 10 months of timesheets`);
  await step('clients', clientsSql(CLIENTS));
  await addContractors(bench, PLACEMENTS, CLIENTS);
  await step(
    'placements',
    sql`insert into placements (employee_id, client_id, start_date, bill_rate, bill_unit, pay_rate, pay_unit)
      select e.id, e.client_id, '2025-06-01', 10000 + (e.id % 50) * 100, 'day', 8333.33, 'day' from employees e`,
  );
  const entries = monthEntries('2026-10', 30);
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
  const time = (label: string, run: () => Promise<{ count: number }>) =>
    timeRuns(label, RUNS, run, (answer) => `count ${answer.count}`);
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
  console.log(`load average: ${loadAverage()}`);

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
    `month job: ${made!.n} timesheets created in ${msSince(start)} ms (${Math.round(msSince(start) / Math.max(made!.n, 1))} ms each)`,
  );
  await runner.stop();
  console.log(`load average: ${loadAverage()}`);
} finally {
  await bench.close();
}
