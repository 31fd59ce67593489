// Issue 22: a newcomer signs in as a demo user and finds a working agency in every area, not empty
// screens. Each area is read through the API as the demo user who works there (docs/demo-data.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../modules/payrolls/pdf-text';
import { api, cookieFrom, lastMailTo } from '../test/auth.test-helpers';
import { buildTestApp, type TestContext } from '../test/build-test-app';
import { createCompany } from '../test/factories';
import { DEMO_PASSWORD, seedDemo } from './demo';
import { seedDemoActivity } from './demo-activity';
import { demoBilledMonths } from './demo-billing';
import { DEMO_HOLIDAYS } from './demo-leaves';
import { DEMO_PAYSLIP_MONTHS } from './demo-pay';
import { addDays, monthEnd, weekday } from './demo-people';

let ctx: TestContext;
const today = new Date();

beforeAll(async () => {
  ctx = await buildTestApp();
  const own = await createCompany(ctx.app, {
    company_name: 'Staffdesk',
    primary_email: 'hello@staffdesk.local',
  });
  await ctx.app.deps.db.transaction(async (tx) => {
    await seedDemo(tx, own.id);
    await seedDemoActivity({ ...ctx.app.deps, db: tx as never }, 'staffdesk.local', today);
  });
});
afterAll(() => ctx.close());

async function as(local: string, domain = 'staffdesk.local') {
  const client = api(ctx.app, `10.22.0.${local.length}`);
  const login = await client.post('users/login', { email: `${local}@${domain}`, password: DEMO_PASSWORD });
  expect(login.statusCode, local).toBe(200);
  const headers = cookieFrom(login);
  return {
    get: (url: string) => client.get(url, headers),
    post: (url: string, body: object) => client.post(url, body, headers),
    /** A stored file as this user downloads it. */
    file: (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { ...headers }, remoteAddress: '10.22.1.1' }),
  };
}

describe('the demo agency at work', () => {
  it('shows an employee this year’s holidays and the note above them', async () => {
    const vikram = await as('vikram.singh');
    const holidays = (await vikram.get(`holidays?year=${today.getUTCFullYear()}`)).json().data.list;
    expect(holidays.map((h: { holiday: string }) => h.holiday)).toEqual(DEMO_HOLIDAYS.map((h) => h.holiday));
    expect(holidays.filter((h: { type: string }) => h.type === 'mandatory')).toHaveLength(3);
    const note = (await vikram.get('holidays-note')).json().data.note;
    expect(note).toContain('The offices close on <strong>mandatory holidays</strong>');
  });

  it('gives hrms a leave in every status, and Rohan’s waits with its e-mail to the approver', async () => {
    const hr = await as('ananya.iyer');
    const leaves = (await hr.post('filters/leaves', {})).json().data.list;
    expect(new Set(leaves.map((l: { status_slug: string }) => l.status_slug))).toEqual(
      new Set(['pending', 'approved', 'rejected', 'cancelled']),
    );
    const pending = leaves.find((l: { status_slug: string }) => l.status_slug === 'pending');
    expect(`${pending.first_name} ${pending.last_name}`).toBe('Rohan Mehta');
    const mail = await lastMailTo(ctx.app, 'ananya.iyer@staffdesk.local');
    expect(mail?.subject).toBe('Leave request from Rohan Mehta');
    expect(mail?.text).toContain('/leave-action?action=approved&em=');
    const rejected = leaves.find((l: { status_slug: string }) => l.status_slug === 'rejected');
    const detail = (await hr.get(`leaves/${rejected.id}`)).json().data;
    expect(JSON.stringify(detail)).toContain('Release week at Northwind: please choose other dates');
  });

  it('gives each employee payslips for the last months, as PDFs that name them', async () => {
    const vikram = await as('vikram.singh');
    const list = (await vikram.post('filters/payrolls', {})).json().data.list;
    expect(list).toHaveLength(DEMO_PAYSLIP_MONTHS);
    const file = await vikram.file(list[0].payslip);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('Vikram Singh');
    expect(text).toContain('Net pay');
    const hr = await as('ananya.iyer');
    expect((await hr.post('filters/payrolls', {})).json().data.count).toBe(3 * DEMO_PAYSLIP_MONTHS);
  });

  it('gives hrms reimbursement claims in every status, with receipts it can open', async () => {
    const hr = await as('ananya.iyer');
    const claims = (await hr.get('reimbursements')).json().data.list;
    expect(new Set(claims.map((c: { status_slug: string }) => c.status_slug))).toEqual(
      new Set(['submitted', 'approved', 'rejected', 'paid']),
    );
    const claim = (await hr.get(`reimbursements/${claims[0].id}`)).json().data;
    const receipt = await hr.file(claim.documentList[0].document);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives accounts this month’s draft and sent invoice and the billed months’ ones; the client admin opens a PDF', async () => {
    const hr = await as('ananya.iyer');
    const invoices = (await hr.get('invoices')).json().data.list;
    expect(invoices.map((i: { invoice_status_slug: string }) => i.invoice_status_slug).sort()).toEqual([
      'draft',
      'partially-paid',
      'sent',
      'sent',
    ]);
    const client = await as('arjun.mehta', 'northwind-analytics.example');
    const theirs = (await client.get('invoices')).json().data.list;
    expect(theirs).toHaveLength(3);
    const invoice = (await client.get(`invoices/${theirs[0].id}`)).json().data;
    expect(invoice.company_name).toBe('Northwind Analytics Pvt Ltd');
    const pdf = await client.file(invoice.sends[0].document_url);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain(invoice.invoice_number);
  });

  it('bills Northwind’s months three and four back from approved timesheets, and leaves the last two alone', async () => {
    const hr = await as('ananya.iyer');
    const [older, newer] = demoBilledMonths(today);
    const sheets = (month: string) =>
      hr.get(`timesheets?month=${month}&limit=50`).then((r) => r.json().data.list as { status: string }[]);
    for (const month of [older!, newer!]) {
      expect((await sheets(month)).map((t) => t.status)).toEqual(['approved', 'approved']);
    }
    // The browser specs' months: last month's and the month before's timesheets are theirs to make.
    for (const back of [1, 2]) expect(await sheets(monthEnd(today, back).slice(0, 7))).toEqual([]);

    // The margin report: each month's two placements invoiced (lines linked to the timesheets) and costed.
    const margin = (await hr.get(`reports/margin?from=${older}&to=${newer}`)).json().data;
    expect(margin.count).toBe(4);
    for (const month of margin.months) {
      expect(Number(month.revenue), month.month).toBeGreaterThan(0);
      expect(Number(month.margin), month.month).toBeGreaterThan(0);
    }
    // Invoiced by the run the day after each month, CGST + SGST (both in Karnataka), e-mailed.
    const billed = (await hr.get('invoices'))
      .json()
      .data.list.filter((i: { invoiced_date: string }) => i.invoiced_date < monthEnd(today, 1));
    expect(billed.map((i: { invoiced_date: string }) => i.invoiced_date).sort()).toEqual([
      addDays(monthEnd(today, 4), 1),
      addDays(monthEnd(today, 3), 1),
    ]);
    for (const item of billed) {
      const detail = (await hr.get(`invoices/${item.id}`)).json().data;
      expect(detail.lines).toHaveLength(2);
      expect(Number(detail.cgst)).toBeGreaterThan(0);
      expect(detail.cgst).toBe(detail.sgst);
      expect(detail.locked).toBe(true);
    }

    // The older invoice part-paid, the newer unpaid: both overdue today; this month’s not yet due.
    const aging = (await hr.get(`receivables/aging?as_of=${today.toISOString().slice(0, 10)}`)).json().data;
    const northwind = aging.clients.find((c: { company_name: string }) =>
      c.company_name.startsWith('Northwind'),
    );
    expect(northwind.invoices).toBe(3);
    const overdue = ['days_1_30', 'days_31_60', 'days_61_90', 'days_90_plus'].reduce(
      (sum, key) => sum + Number(northwind[key]),
      0,
    );
    const details = await Promise.all(
      billed.map((i: { id: number }) => hr.get(`invoices/${i.id}`).then((r) => r.json().data)),
    );
    const owed = details.reduce((sum: number, i: { balance: string }) => sum + Number(i.balance), 0);
    expect(overdue).toBeCloseTo(owed, 2);
    expect(details.find((i: { paid_total: string }) => Number(i.paid_total) > 0).invoice_status_slug).toBe(
      'partially-paid',
    );
    expect(Number(northwind.not_due)).toBeGreaterThan(0);

    // The dashboard's figures are no longer zero.
    const dashboard = (await hr.get('reports/dashboard')).json().data;
    const months = new Map(
      dashboard.revenue_by_month.map((m: { month: string; revenue: string }) => [m.month, m]),
    );
    expect(Number((months.get(older!) as { revenue: string }).revenue)).toBeGreaterThan(0);
    expect(Number(dashboard.aging.total)).toBeCloseTo(Number(aging.totals.total), 2);
  });

  it('gives TalentBridge its bills for those months, as expected from the timesheets: one paid, one received', async () => {
    const sanjay = await as('sanjay.gupta', 'talentbridge.example');
    const bills = (await sanjay.get('partner-bills')).json().data.list;
    expect(bills.map((b: { month: string; status: string }) => [b.month, b.status])).toEqual([
      [demoBilledMonths(today)[1], 'received'],
      [demoBilledMonths(today)[0], 'paid'],
    ]);
    for (const bill of bills) {
      expect(Number(bill.expected_amount)).toBeGreaterThan(0);
      expect(bill.difference).toBe('0.00');
    }
    const paid = (await sanjay.get(`partner-bills/${bills[1].id}`)).json().data;
    expect(paid.payment_reference).toMatch(/^NEFT /);
    const document = await sanjay.file(paid.document);
    expect(await pdfText(document.rawPayload)).toContain('Vikram Singh');
  });
});

describe('the demo’s dates', () => {
  it('are counted from the day given, so the same day gives the same data', () => {
    const friday = new Date('2026-11-27T18:30:00Z');
    expect(weekday(friday, -3, 0)).toBe('2026-11-02');
    expect(weekday(friday, 3, 4)).toBe('2026-12-18');
    expect([1, 2, 3].map((back) => monthEnd(friday, back))).toEqual([
      '2026-10-31',
      '2026-09-30',
      '2026-08-31',
    ]);
    expect(monthEnd(new Date('2027-01-05T00:00:00Z'), 1)).toBe('2026-12-31');
    expect(weekday(new Date('2026-11-29T00:00:00Z'), 0, 0)).toBe('2026-11-23');
  });
});
