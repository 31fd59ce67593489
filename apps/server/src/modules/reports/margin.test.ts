// The margin report (issue 25) through the API: exact figures for a known month (21.5 days at a pay
// rate of 8,333.33; a monthly rate on the share of working days; an hourly rate on a day timesheet),
// revenue from the billing-run lines linked to the timesheet less a credit note's share, cancelled
// invoices and unapproved timesheets left out, the client filter, hrms/accounts only, and the
// export's formula-safe cells.
import { MARGIN_MESSAGES } from '@staffdesk/shared';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, errorsOf, type Headers } from '../../test/api-call';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, signedIn } from '../../test/factories';
import { placedWithTimesheet } from '../../test/timesheet.fixtures';

let ctx: TestContext;
let accounts: Headers;
const call = apiCaller(() => ctx.app);
const FORMULA = '=HYPERLINK("http://evil.example","x")';
let acme: number;
let evil: number;
let n = 0;

async function placed(
  clientId: number,
  name: string,
  pay: { rate: string; unit: 'day' | 'hour' | 'month'; currency?: string },
  month: string,
  worked: number,
  status: 'approved' | 'submitted' = 'approved',
) {
  const { placement, timesheet } = await placedWithTimesheet(ctx.app, {
    client_id: clientId,
    employee: { first_name: name, last_name: 'Kumar' },
    placement: { pay_rate: pay.rate, pay_unit: pay.unit, currency: pay.currency ?? 'INR' },
    timesheet: { month, status, worked },
  });
  return { placement: placement.id, timesheet: timesheet!.id };
}

/** A page of the agency's report for a range, as accounts reads it. */
async function agencyPage(range: string, skip: number, limit: number) {
  const res = await call('GET', `reports/margin?${range}&skip=${skip}&limit=${limit}`, accounts);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { count: number; list: { contractor: string; month: string }[] };
}

beforeAll(async () => {
  ctx = await buildTestApp();
  ({ headers: accounts } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' }));
  acme = (await createCompany(ctx.app, { company_name: 'Acme Margin' })).id;
  evil = (await createCompany(ctx.app, { company_name: FORMULA })).id;
  await placed(acme, 'Asha', { rate: '8333.33', unit: 'day' }, '2026-10', 21.5);
  await placed(acme, 'Bala', { rate: '150000.00', unit: 'month' }, '2026-10', 21.5);
  await placed(acme, 'Chitra', { rate: '1000.00', unit: 'hour' }, '2026-10', 21.5);
  // Submitted, not approved, and not invoiced: no row.
  await placed(acme, 'Dev', { rate: '5000.00', unit: 'day' }, '2026-10', 20, 'submitted');
  // Paid in dollars: its rate is not rupees, so no row (rather than 60 rupees an hour of cost).
  await placed(acme, 'Ethan', { rate: '60.00', unit: 'hour', currency: 'USD' }, '2026-10', 20);
  await placed(evil, '@Eve', { rate: '100.00', unit: 'day' }, '2026-11', 10);
});
afterAll(() => ctx.close());

describe('GET reports/margin', () => {
  it('answers the cost of each approved timesheet, exact, with the months and totals', async () => {
    const res = await call('GET', `reports/margin?from=2026-10&to=2026-11&client_id=${acme}`, accounts);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MARGIN_MESSAGES.fetched);
    const report = res.body.data;
    expect(report.list.map((r: { contractor: string; cost: string }) => [r.contractor, r.cost])).toEqual([
      // 8,333.33 × 21.5 = 179,166.595 → 179,166.60 (half-up, once per row).
      ['Asha Kumar', '179166.60'],
      // 150,000 a month × 21.5 of 22 working days = 146,590.909… → 146,590.91.
      ['Bala Kumar', '146590.91'],
      // 1,000 an hour × 21.5 days × 8 hours.
      ['Chitra Kumar', '172000.00'],
    ]);
    expect(report.list[0]).toMatchObject({
      month: '2026-10',
      client_id: acme,
      client_name: 'Acme Margin',
      timesheet_status: 'approved',
      quantity: '21.50',
      unit: 'day',
      pay_rate: '8333.33',
      pay_unit: 'day',
      revenue: '0.00',
      margin: '-179166.60',
      margin_percent: null,
    });
    expect(report.months).toEqual([
      { month: '2026-10', revenue: '0.00', cost: '497757.51', margin: '-497757.51', margin_percent: null },
      { month: '2026-11', revenue: '0.00', cost: '0.00', margin: '0.00', margin_percent: null },
    ]);
    expect(report.totals.cost).toBe('497757.51');
    expect(report.count).toBe(3);
    expect(report.numberOfPages).toBe(1);
  });

  it('pages the rows while the months and totals cover all of them', async () => {
    const res = await call('GET', `reports/margin?from=2026-10&to=2026-10&skip=1&limit=1`, accounts);
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((r: { contractor: string }) => r.contractor)).toEqual(['Bala Kumar']);
    expect(res.body.data.count).toBe(3);
    expect(res.body.data.totals.cost).toBe('497757.51');
  });

  it('pages the agency’s rows across months as one list, a page past the end empty', async () => {
    const list = (skip: number, limit: number) => agencyPage('from=2026-10&to=2026-11', skip, limit);
    const all = await list(0, 10);
    expect(all.list.map((r) => [r.month, r.contractor])).toEqual([
      ['2026-10', 'Asha Kumar'],
      ['2026-10', 'Bala Kumar'],
      ['2026-10', 'Chitra Kumar'],
      ['2026-11', '@Eve Kumar'],
    ]);
    // A page that starts in October and ends in November.
    expect((await list(2, 2)).list).toEqual(all.list.slice(2, 4));
    expect((await list(3, 2)).list).toEqual(all.list.slice(3));
    const past = await list(10, 2);
    expect(past.list).toEqual([]);
    expect(past.count).toBe(4);
  });

  it('pages across the clients of a month and across months alike', async () => {
    const alpha = (await createCompany(ctx.app, { company_name: 'Alpha Margin' })).id;
    const beta = (await createCompany(ctx.app, { company_name: 'Beta Margin' })).id;
    const day = { rate: '1000.00', unit: 'day' } as const;
    await placed(beta, 'Hari', day, '2027-03', 5);
    await placed(alpha, 'Ira', day, '2027-03', 5);
    await placed(alpha, 'Gita', day, '2027-03', 5);
    await placed(alpha, 'Jai', day, '2027-04', 5);
    const list = async (skip: number, limit: number) =>
      (await agencyPage('from=2027-03&to=2027-04', skip, limit)).list.map(
        (r) => `${r.month} ${r.contractor}`,
      );
    const all = ['2027-03 Gita Kumar', '2027-03 Ira Kumar', '2027-03 Hari Kumar', '2027-04 Jai Kumar'];
    expect(await list(0, 10)).toEqual(all);
    for (const skip of [0, 1, 2, 3]) expect(await list(skip, 2)).toEqual(all.slice(skip, skip + 2));
  });

  it('refuses a bad range with its message', async () => {
    const backwards = await call('GET', 'reports/margin?from=2026-11&to=2026-10', accounts);
    expect(backwards.status).toBe(400);
    expect(errorsOf(backwards.body).to).toBe(MARGIN_MESSAGES.rangeInvalid);
    const long = await call('GET', 'reports/margin?from=2024-01&to=2026-01', accounts);
    expect(errorsOf(long.body).to).toBe(MARGIN_MESSAGES.rangeTooLong);
    const bad = await call('GET', 'reports/margin?from=2026-13&to=2026-12', accounts);
    expect(errorsOf(bad.body).from).toBe(MARGIN_MESSAGES.fromInvalid);
  });

  it('is for hrms and accounts only: 403 for a client, an employee and a super-admin user', async () => {
    const client = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: acme });
    const employee = await signedIn(ctx.app, { type: 'employee' });
    const staff = await signedIn(ctx.app, {
      type: 'super-admin',
      role: 'user',
      permissions: ['list-positions', 'list-clients'],
    });
    for (const { headers } of [client, employee, staff]) {
      expect((await call('GET', 'reports/margin?from=2026-10&to=2026-10', headers)).status).toBe(403);
      const file = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/reports/margin/export?format=csv&from=2026-10&to=2026-10',
        headers,
      });
      expect(file.statusCode).toBe(403);
    }
  });
});

describe('GET reports/margin/export', () => {
  const get = (query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/reports/margin/export?${query}`, headers: accounts });

  it('writes every row as CSV, formula-looking names as text', async () => {
    const res = await get('format=csv&from=2026-10&to=2026-11');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('margin-2026-10-to-2026-11-');
    const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
    const col = (name: string) => header!.indexOf(name);
    expect(rows.map((r) => r[col('contractor')])).toEqual([
      'Asha Kumar',
      'Bala Kumar',
      'Chitra Kumar',
      "'@Eve Kumar",
    ]);
    expect(rows[0]![col('cost')]).toBe('179166.60');
    expect(rows[0]![col('margin')]).toBe('-179166.60');
    expect(rows[3]![col('client_name')]).toBe(`'${FORMULA}`);
  });

  it('writes XLSX cells as strings, never formulas', async () => {
    const res = await get('format=xlsx&from=2026-11&to=2026-11');
    expect(res.statusCode).toBe(200);
    const sheet = strFromU8(unzipSync(new Uint8Array(res.rawPayload))['xl/worksheets/sheet1.xml']!);
    expect(sheet).not.toContain('<f>');
    expect(sheet).toContain('t="str"><v>=HYPERLINK(&quot;http://evil.example&quot;,&quot;x&quot;)</v>');
  });

  it('answers 400 for an unknown format', async () => {
    const res = await get('format=pdf&from=2026-10&to=2026-10');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose csv or xlsx');
  });
});

describe('revenue', () => {
  /** An invoice of the client with one line per timesheet (quantity × 10,000 a day), in the status given. */
  async function invoiced(
    clientId: number,
    status: string,
    lines: { timesheet: number; placement: number; quantity: string }[],
  ) {
    const subtotal = lines.reduce((sum, l) => sum + Number(l.quantity) * 10000, 0).toFixed(2);
    const { rows } = await ctx.app.deps.db.execute<{ id: number }>(sql`
      insert into invoices (invoice_number, invoiced_date, company_id, invoice_status_id, billing_email,
        tax_mode, subtotal, total_amount, billing_month)
      values (${`MG-INV-${++n}`}, '2026-10-01', ${clientId},
        (select id from invoice_statuses where slug = ${status}), 'ap@example.com', 'intra', ${subtotal}, ${subtotal}, '2026-09-01')
      returning id`);
    const id = rows[0]!.id;
    for (const [i, line] of lines.entries()) {
      await ctx.app.deps.db.execute(sql`
        insert into invoice_lines (invoice_id, position, description, quantity, unit, rate, placement_id, timesheet_id)
        values (${id}, ${i + 1}, 'Contractor', ${line.quantity}, 'day', '10000.00', ${line.placement}, ${line.timesheet})`);
    }
    return id;
  }

  it('counts the lines linked to the timesheet, less a credit note’s share, not a cancelled invoice’s', async () => {
    const zen = (await createCompany(ctx.app, { company_name: 'Zen Revenue' })).id;
    const asha = await placed(zen, 'Ira', { rate: '8333.33', unit: 'day' }, '2026-09', 21.5);
    const bala = await placed(zen, 'Jai', { rate: '5000.00', unit: 'day' }, '2026-09', 10);
    // Invoiced but not approved any more (reopened after the run): its revenue still shows, at no cost.
    const kiran = await placed(zen, 'Kiran', { rate: '5000.00', unit: 'day' }, '2026-09', 5, 'submitted');
    const sent = await invoiced(zen, 'sent', [
      { ...asha, quantity: '21.50' },
      { ...kiran, quantity: '5.00' },
    ]);
    // A credit note of 10% of the invoice's subtotal (265,000): each line loses 10%.
    await ctx.app.deps.db.execute(sql`
      insert into invoice_credit_notes (invoice_id, number, subtotal, amount, reason, created_by)
      values (${sent}, ${`CN-MG-${++n}`}, '26500.00', '26500.00', 'Discount',
        (select id from users order by id limit 1))`);
    await invoiced(zen, 'cancelled', [{ ...bala, quantity: '10.00' }]);

    const res = await call('GET', `reports/margin?from=2026-09&to=2026-09&client_id=${zen}`, accounts);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.data.list.map((r: Record<string, string>) => [
      r.contractor,
      r.revenue,
      r.cost,
      r.margin,
      r.margin_percent,
    ]);
    expect(rows).toEqual([
      // 215,000 less 10% = 193,500; cost 179,166.60; margin 14,333.40 = 7.407…% of revenue.
      ['Ira Kumar', '193500.00', '179166.60', '14333.40', '7.41'],
      ['Jai Kumar', '0.00', '50000.00', '-50000.00', null],
      ['Kiran Kumar', '45000.00', '0.00', '45000.00', '100.00'],
    ]);
    expect(res.body.data.totals).toEqual({
      revenue: '238500.00',
      cost: '229166.60',
      margin: '9333.40',
      margin_percent: '3.91',
    });
  });
});
