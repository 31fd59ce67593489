// `npm run bench:billing-run`: the billing run's preview (issue 25) for BENCH_CLIENTS clients (default
// 2,000) × BENCH_PLACEMENTS placements each (default 10), one month: every placement with a timesheet,
// 1 in 50 not yet approved (its client blocked), a tenth hourly and a tenth monthly, clients half in
// the agency's state. Times the whole preview (the answer of POST invoices/from-timesheets with
// preview: true) and the drafts of 50 clients written as the job writes them.
//
//   npm run bench:billing-run                                      PGlite in a temporary folder
//   BENCH_DATABASE_URL=postgres://…/staffdesk_billing npm run bench:billing-run   an empty PostgreSQL database
import { performance } from 'node:perf_hooks';
import { gstinCheckCharacter } from '@staffdesk/shared';
import { sql } from 'drizzle-orm';
import { invoiceClient, previewBillingRun } from '../apps/server/src/modules/invoices/billing-run.service';
import { addContractors, loadAverage, monthEntries, msSince, tempDatabase, timeRuns } from './app-on-temp-db';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2000);
const PER_CLIENT = Number(process.env.BENCH_PLACEMENTS ?? 10);
const MONTH = '2026-10';
const RUNS = 3;
const config = { orgName: 'Bench Staffing' };
const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const [AGENCY, SAME, OTHER] = [gstin('29AAGCS1234A1Z'), gstin('29AAACR5055K1Z'), gstin('27AAACR5055K1Z')];

const bench = await tempDatabase('billing');
const { db } = bench;

try {
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
  await addContractors(bench, placements, CLIENTS);
  await db.execute(
    sql`insert into placements (employee_id, client_id, start_date, bill_rate, bill_unit, pay_rate, pay_unit)
      select e.id, e.client_id, '2025-06-01',
        case e.id % 10 when 0 then 1250.50 when 1 then 180000 else 8333.33 end,
        case e.id % 10 when 0 then 'hour' when 1 then 'month' else 'day' end, 6000, 'day'
      from employees e`,
  );
  const entries = monthEntries(MONTH, 31);
  await db.execute(
    sql`insert into timesheets (placement_id, month, client_id, employee_id, unit, status, entries, total_quantity)
      select p.id, ${`${MONTH}-01`}::date, p.client_id, p.employee_id, case when p.bill_unit = 'hour' then 'hour' else 'day' end,
        case when p.id % 50 = 0 then 'submitted' else 'approved' end,
        ${entries}::jsonb, case when p.bill_unit = 'hour' then 172 else 21.5 end
      from placements p`,
  );
  await db.execute(sql`analyze`);
  console.log(`  generated in ${msSince(start)} ms`);

  const preview = await timeRuns(
    'preview',
    RUNS,
    () => previewBillingRun(db, config, MONTH),
    (p) =>
      `${p.totals.clients} clients: ${p.totals.ready} ready, ${p.totals.blocked} blocked, ₹${p.totals.total}; ` +
      `answer ${(Buffer.byteLength(JSON.stringify(p)) / 1e6).toFixed(1)} MB`,
  );
  const [user] = (await db.execute<{ id: number }>(sql`select min(id)::int as id from users`)).rows;
  const ready = preview.clients.filter((c) => c.blocked.length === 0).slice(0, 50);
  const t = performance.now();
  for (const c of ready) await invoiceClient(db, config, MONTH, c.client_id, user!.id, false);
  const took = msSince(t);
  console.log(
    `drafts written as the job writes them: ${ready.length} clients in ${took} ms (${Math.round(took / ready.length)} ms each)`,
  );
  console.log(`load average: ${loadAverage(2)}`);
} finally {
  await bench.close();
}
