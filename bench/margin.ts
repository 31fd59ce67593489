// `npm run bench:margin`: the margin report and the dashboard (issue 25) over a year of an agency's
// months: BENCH_CLIENTS clients (default 2,000) × BENCH_PLACEMENTS placements each (default 10), an
// approved timesheet per placement and month for 12 months, and each client's month invoiced from
// them (one line per timesheet, linked), some credited. Times the report's first page (months,
// totals and 25 rows), every row as the export reads them (a month at a time), and the dashboard's
// summary; docs/performance.md has the figures.
//
//   npm run bench:margin                                   PGlite in a temporary folder
//   BENCH_DATABASE_URL=postgres://…/staffdesk_margin npm run bench:margin     an empty PostgreSQL database
import type { SessionUser } from '@staffdesk/shared';
import { sql } from 'drizzle-orm';
import { dashboardSummary } from '../apps/server/src/modules/reports/dashboard.service';
import { marginReport, marginRows } from '../apps/server/src/modules/reports/margin.service';
import {
  addContractors,
  clientsSql,
  loadAverage,
  monthEntries,
  tempDatabase,
  timeRuns,
} from './app-on-temp-db';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2000);
const PER_CLIENT = Number(process.env.BENCH_PLACEMENTS ?? 10);
const YEAR = { from: '2026-01', to: '2026-12' };
const RUNS = 5;

const bench = await tempDatabase('margin');
const { db, step } = bench;

try {
  const placements = CLIENTS * PER_CLIENT;
  console.log(
    `generating ${CLIENTS} clients × ${PER_CLIENT} placements × 12 months (${placements * 12} timesheets)`,
  );
  await step('clients', clientsSql(CLIENTS));
  await addContractors(bench, placements, CLIENTS);
  // Pay per day (most), per hour and per month, as agencies mix them.
  await step(
    'placements',
    sql`insert into placements (employee_id, client_id, start_date, bill_rate, bill_unit, pay_rate, pay_unit)
      select e.id, e.client_id, '2025-06-01', 10000 + (e.id % 50) * 100, 'day',
        case e.id % 10 when 0 then 1000.50 when 1 then 150000 else 8333.33 end,
        case e.id % 10 when 0 then 'hour' when 1 then 'month' else 'day' end
      from employees e`,
  );
  // A month's entries: 22 working days and 8 weekly offs, as a timesheet stores them.
  const entries = monthEntries('2026-01', 30);
  await step(
    'timesheets',
    sql`insert into timesheets (placement_id, month, client_id, employee_id, unit, status, entries, total_quantity)
      select p.id, m::date, p.client_id, p.employee_id, 'day',
        case when (p.id + extract(month from m)::int) % 20 = 0 then 'submitted' else 'approved' end,
        ${entries}::jsonb, 18 + (p.id % 9) * 0.5
      from placements p cross join generate_series('2026-01-01'::date, '2026-12-01'::date, interval '1 month') m`,
  );
  await step(
    'invoices',
    sql`insert into invoices (invoice_number, invoiced_date, company_id, invoice_status_id, billing_email, tax_mode,
        subtotal, total_amount, locked_at, billing_month)
      select 'B-' || c.id || '-' || to_char(m, 'YYYYMM'), (m + interval '1 month')::date, c.id,
        (select id from invoice_statuses where slug = 'sent'), 'ap@bench.example', 'intra', 0, 0, now(), m::date
      from companies c cross join generate_series('2026-01-01'::date, '2026-12-01'::date, interval '1 month') m`,
  );
  await step(
    'invoice lines',
    sql`insert into invoice_lines (invoice_id, position, description, quantity, unit, rate, placement_id, timesheet_id)
      select i.id, row_number() over (partition by i.id order by t.id), 'Contractor', t.total_quantity, 'day',
        p.bill_rate, p.id, t.id
      from timesheets t join placements p on p.id = t.placement_id
      join invoices i on i.company_id = t.client_id and i.billing_month = t.month
      where t.status = 'approved'`,
  );
  await step(
    'invoice totals and credit notes',
    sql`with s as (select invoice_id, sum(quantity * rate) as subtotal from invoice_lines group by invoice_id)
      update invoices i set subtotal = round(s.subtotal, 2), total_amount = round(s.subtotal * 1.18, 2)
      from s where s.invoice_id = i.id`,
  );
  await db.execute(sql`
    insert into invoice_credit_notes (invoice_id, number, subtotal, amount, reason, created_by)
    select i.id, 'CN-' || i.id, round(i.subtotal * 0.05, 2), round(i.subtotal * 0.059, 2), 'Bench',
      (select min(id) from users)
    from invoices i where i.id % 25 = 0`);
  await db.execute(sql`analyze`);

  const viewer = {
    id: 1,
    type_slug: 'super-admin',
    role_slug: 'admin',
    permissions_slug: [],
  } as unknown as SessionUser;
  const report = await timeRuns('margin report, a year, first page', RUNS, () =>
    marginReport(db, YEAR, { skip: 0, limit: 25 }),
  );
  console.log(`  rows ${report.count}, totals ${JSON.stringify(report.totals)}`);
  await timeRuns('margin report, a year, one client', RUNS, () =>
    marginReport(db, { ...YEAR, client_id: report.list[0]!.client_id }, { skip: 0, limit: 25 }),
  );
  await timeRuns('margin export rows, a year (a month at a time)', RUNS, async () => {
    let rows = 0;
    for await (const batch of marginRows(db, YEAR)) rows += batch.length;
    return rows;
  });
  await timeRuns('dashboard summary', RUNS, () => dashboardSummary(db, viewer, '2026-12-15'));
  console.log(`load average: ${loadAverage()}`);
} finally {
  await bench.close();
}
