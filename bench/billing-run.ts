// `npm run bench:billing-run`: the billing run's preview (issue 25) for BENCH_CLIENTS clients (default
// 2,000) × BENCH_PLACEMENTS placements each (default 10), one month: every placement with a timesheet,
// 1 in 50 not yet approved (its client blocked), a tenth hourly and a tenth monthly, clients half in
// the agency's state. Times the whole preview (the answer of POST invoices/from-timesheets with
// preview: true) and the drafts of 50 clients written as the job writes them.
//
//   npm run bench:billing-run                                      PGlite in a temporary folder
//   BENCH_DATABASE_URL=postgres://…/staffdesk_billing npm run bench:billing-run   an empty PostgreSQL database
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gstinCheckCharacter } from '@staffdesk/shared';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../apps/server/src/db/client';
import { invoiceClient, previewBillingRun } from '../apps/server/src/modules/invoices/billing-run.service';
import { seedLookups } from '../apps/server/src/seed/lookups';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2000);
const PER_CLIENT = Number(process.env.BENCH_PLACEMENTS ?? 10);
const MONTH = '2026-10';
const RUNS = 3;
const config = { orgName: 'Bench Staffing' };
const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const [AGENCY, SAME, OTHER] = [gstin('29AAGCS1234A1Z'), gstin('29AAACR5055K1Z'), gstin('27AAACR5055K1Z')];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-billing-bench-'));
const databaseUrl = process.env.BENCH_DATABASE_URL || null;
const database = databaseUrl
  ? await openPostgres(databaseUrl)
  : await openPglite(path.join(dataDir, 'pgdata'));
const { db } = database;
const ms = (from: number) => Math.round(performance.now() - from);

try {
  await database.migrate();
  await seedLookups(db);
  const placements = CLIENTS * PER_CLIENT;
  console.log(
    `generating ${CLIENTS} clients × ${PER_CLIENT} placements (${placements} timesheets of ${MONTH})`,
  );
  const start = performance.now();
  await db.execute(
    sql`insert into vendor_bank_details (id, agency_gstin) values (1, ${AGENCY}) on conflict (id) do update set agency_gstin = excluded.agency_gstin`,
  );
  await db.execute(
    sql`insert into companies (company_name, billing_email, gstin)
      select 'Client ' || lpad(i::text, 5, '0'), 'ap' || i || '@bench.example',
        case when i % 2 = 0 then ${SAME} else ${OTHER} end
      from generate_series(1, ${CLIENTS}) i`,
  );
  await db.execute(
    sql`insert into users (first_name, last_name, email, type_slug, role_slug)
      select 'Contractor', lpad(i::text, 6, '0'), 'c' || i || '@bench.example', 'employee', 'employee'
      from generate_series(1, ${placements}) i`,
  );
  await db.execute(
    sql`insert into employees (user_id, first_name, last_name, client_id, employee_id, reporting_manager)
      select u.id, u.first_name, u.last_name, (select min(id) from companies) + (row_number() over (order by u.id) - 1) % ${CLIENTS},
        'E' || u.id, 'boss@bench.example'
      from users u where u.email like '%@bench.example'`,
  );
  await db.execute(
    sql`insert into placements (employee_id, client_id, start_date, bill_rate, bill_unit, pay_rate, pay_unit)
      select e.id, e.client_id, '2025-06-01',
        case e.id % 10 when 0 then 1250.50 when 1 then 180000 else 8333.33 end,
        case e.id % 10 when 0 then 'hour' when 1 then 'month' else 'day' end, 6000, 'day'
      from employees e`,
  );
  const entries = JSON.stringify(
    Array.from({ length: 31 }, (_, d) => ({
      date: `${MONTH}-${String(d + 1).padStart(2, '0')}`,
      kind: d % 7 >= 5 ? 'weekly_off' : 'working',
      quantity: d % 7 >= 5 ? 0 : 1,
    })),
  );
  await db.execute(
    sql`insert into timesheets (placement_id, month, client_id, employee_id, unit, status, entries, total_quantity)
      select p.id, ${`${MONTH}-01`}::date, p.client_id, p.employee_id, case when p.bill_unit = 'hour' then 'hour' else 'day' end,
        case when p.id % 50 = 0 then 'submitted' else 'approved' end,
        ${entries}::jsonb, case when p.bill_unit = 'hour' then 172 else 21.5 end
      from placements p`,
  );
  await db.execute(sql`analyze`);
  console.log(`  generated in ${ms(start)} ms`);

  const times: number[] = [];
  let preview: Awaited<ReturnType<typeof previewBillingRun>> | null = null;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    preview = await previewBillingRun(db, config, MONTH);
    times.push(ms(t));
  }
  times.sort((a, b) => a - b);
  const bytes = Buffer.byteLength(JSON.stringify(preview));
  console.log(
    `preview, ${preview!.totals.clients} clients (${preview!.totals.ready} ready, ${preview!.totals.blocked} blocked, ` +
      `₹${preview!.totals.total}): median ${times[Math.floor(RUNS / 2)]} ms, best ${times[0]} ms, worst ${times[RUNS - 1]} ms, ` +
      `answer ${(bytes / 1e6).toFixed(1)} MB`,
  );
  const [user] = (await db.execute<{ id: number }>(sql`select min(id)::int as id from users`)).rows;
  const ready = preview!.clients.filter((c) => c.blocked.length === 0).slice(0, 50);
  const t = performance.now();
  for (const c of ready) await invoiceClient(db, config, MONTH, c.client_id, user!.id, false);
  const took = ms(t);
  console.log(
    `drafts written as the job writes them: ${ready.length} clients in ${took} ms (${Math.round(took / ready.length)} ms each)`,
  );
  console.log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
