// The dashboard's kept month totals (issue 23): the dashboard shows what the margin report computes
// for each month, and a change to anything a month is computed from (a timesheet's approval, a
// credit note, a placement's pay rate, an invoice cancelled) shows at the next visit; a month
// computed while a write changed it is not kept; a transaction touching a month many times bumps
// its version once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Headers } from '../../test/api-call';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, signedIn } from '../../test/factories';
import { placedWithTimesheet } from '../../test/timesheet.fixtures';
import { keepMonth, marginByMonth, monthAlone } from './margin.service';

let ctx: TestContext;
let admin: Headers;
const call = apiCaller(() => ctx.app);
// Months no other test of this file's database uses: the totals are the agency's.
const MONTH = '2031-03';
const AS_OF = '2031-03-20';

async function dashboardMonth(month: string) {
  const res = await call('GET', `reports/dashboard?as_of=${AS_OF}`, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.revenue_by_month.find((m: { month: string }) => m.month === month);
}
const computed = async (month: string) =>
  (await marginByMonth(ctx.app.deps.db, { from: month, to: month })).months[0];
const kept = async (month: string) => {
  const { rows } = await ctx.app.deps.db.execute<{ version: number; revenue: string | null }>(
    sql`select version, revenue::text as revenue from margin_months where month = ${`${month}-01`}::date`,
  );
  return rows[0];
};

let placement: number;
let timesheet: number;
let client: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  ({ headers: admin } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' }));
  client = (await createCompany(ctx.app, { company_name: 'Kept Months' })).id;
  const placed = await placedWithTimesheet(ctx.app, {
    client_id: client,
    employee: { first_name: 'Nila', last_name: 'Rao' },
    placement: { pay_rate: '1000.00', pay_unit: 'day' },
    timesheet: { month: MONTH, status: 'submitted', worked: 10 },
  });
  placement = placed.placement.id;
  timesheet = placed.timesheet!.id;
});
afterAll(() => ctx.close());

describe('the dashboard’s month totals', () => {
  it('follow every change a month is computed from', async () => {
    const db = ctx.app.deps.db;
    // Submitted: no cost yet.
    expect(await dashboardMonth(MONTH)).toMatchObject({ revenue: '0.00', cost: '0.00' });
    expect((await kept(MONTH))?.revenue).toBe('0.00');

    await db.execute(sql`update timesheets set status = 'approved' where id = ${timesheet}`);
    expect(await dashboardMonth(MONTH)).toMatchObject({ revenue: '0.00', cost: '10000.00' });

    await db.execute(sql`update placements set pay_rate = '1200.00' where id = ${placement}`);
    expect(await dashboardMonth(MONTH)).toMatchObject({ cost: '12000.00' });

    // Billed by a run's invoice of the month, then 10% credited, then cancelled.
    const { rows } = await db.execute<{ id: number }>(sql`
      insert into invoices (invoice_number, invoiced_date, company_id, invoice_status_id, billing_email,
        tax_mode, subtotal, total_amount, billing_month)
      values ('KEPT-1', '2031-04-01', ${client}, (select id from invoice_statuses where slug = 'sent'),
        'ap@example.com', 'intra', '20000.00', '20000.00', ${`${MONTH}-01`})
      returning id`);
    const invoice = rows[0]!.id;
    await db.execute(sql`
      insert into invoice_lines (invoice_id, position, description, quantity, unit, rate, placement_id, timesheet_id)
      values (${invoice}, 1, 'Contractor', '10.00', 'day', '2000.00', ${placement}, ${timesheet})`);
    expect(await dashboardMonth(MONTH)).toMatchObject({ revenue: '20000.00', margin: '8000.00' });

    await db.execute(sql`
      insert into invoice_credit_notes (invoice_id, number, subtotal, amount, reason, created_by)
      values (${invoice}, 'CN-KEPT-1', '2000.00', '2000.00', 'Discount', (select id from users order by id limit 1))`);
    expect(await dashboardMonth(MONTH)).toMatchObject({ revenue: '18000.00', margin: '6000.00' });

    await db.execute(sql`
      update invoices set invoice_status_id = (select id from invoice_statuses where slug = 'cancelled')
      where id = ${invoice}`);
    const shown = await dashboardMonth(MONTH);
    expect(shown).toMatchObject({ revenue: '0.00', cost: '12000.00' });
    expect(shown).toEqual(await computed(MONTH));
  });

  it('does not keep a month that changed while it was computed', async () => {
    const db = ctx.app.deps.db;
    await dashboardMonth(MONTH);
    const before = await kept(MONTH);
    expect(before?.revenue).not.toBeNull();
    const figures = await monthAlone(db, MONTH);
    // A write lands between the read of the version and the keeping of what was computed.
    await db.execute(sql`update timesheets set total_quantity = 9 where id = ${timesheet}`);
    await keepMonth(db, before!.version, figures);
    expect(await kept(MONTH)).toEqual({ version: before!.version + 1, revenue: null });
    // The next visit computes it again, with the write.
    expect(await dashboardMonth(MONTH)).toMatchObject({ cost: '10800.00' });
  });

  it('bumps a month once however often one transaction touches it', async () => {
    const db = ctx.app.deps.db;
    await dashboardMonth(MONTH);
    const before = (await kept(MONTH))!.version;
    await db.transaction(async (tx) => {
      for (const quantity of [8, 7, 6])
        await tx.execute(sql`update timesheets set total_quantity = ${quantity} where id = ${timesheet}`);
    });
    expect((await kept(MONTH))!.version).toBe(before + 1);
    expect(await dashboardMonth(MONTH)).toMatchObject({ cost: '7200.00' });
  });
});
