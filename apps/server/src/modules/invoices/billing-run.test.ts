// The month's billing run through the API (issue 25): a client blocked by an unapproved timesheet,
// exact amounts (21.5 days at 8,333.33), CGST + SGST for a same-state GSTIN and IGST across states,
// the drafts created by a job with their lines linked to placement and timesheet, a second run
// refused with the invoice's number, a draft replaced, and "Send all" mailing each invoice with the
// approved timesheets' PDF beside it, once.
import { BILLING_RUN_MESSAGES as BM, gstinCheckCharacter } from '@staffdesk/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Headers } from '../../test/api-call';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, signedIn } from '../../test/factories';
import { placedWithTimesheet } from '../../test/timesheet.fixtures';
import { mailOutbox } from '../mail/mail.tables';
import { states } from '../master/master.tables';
import { extractPdfText } from '../payrolls/pdf-text';
import { readAll as readStream } from './invoice-documents';
import { invoiceLines } from './invoices.tables';

const gstinOf = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const MONTH = '2026-10';
let ctx: TestContext;
let accounts: Headers;
let client: Headers;
const call = apiCaller(() => ctx.app);
const ids = { karnataka: 0, maharashtra: 0, blocked: 0 };

async function placement(
  clientId: number,
  first: string,
  rate: string,
  timesheet: { status: 'approved' | 'submitted' | null; days: number },
  unit: 'day' | 'hour' | 'month' = 'day',
  currency = 'INR',
) {
  const { status, days } = timesheet;
  const placed = await placedWithTimesheet(ctx.app, {
    client_id: clientId,
    employee: { first_name: first, last_name: 'Test' },
    placement: { bill_rate: rate, bill_unit: unit, pay_rate: '1000.00', pay_unit: unit, currency },
    ...(status ? { timesheet: { month: MONTH, status, worked: days } } : {}),
  });
  return placed.placement.id;
}

const run = (body: object) => call('POST', 'invoices/from-timesheets', accounts, { month: MONTH, ...body });
async function finish(jobId: number) {
  await ctx.app.deps.jobs.runPending();
  const job = await call('GET', `jobs/${jobId}`, accounts);
  expect(job.body.data.state).toBe('done');
  return job.body.data.items as { state: string; result: Record<string, unknown>; error: string | null }[];
}

beforeAll(async () => {
  ctx = await buildTestApp({ orgName: 'Staffdesk Talent' });
  accounts = (await signedIn(ctx.app, { type: 'super-admin', role: 'admin' })).headers;
  const db = ctx.app.deps.db;
  const [karnataka] = await db.select().from(states).where(eq(states.state, 'Karnataka'));
  const current = (await call('GET', 'invoices/vendor-bank-detail', accounts)).body.data;
  const saved = await call('PUT', 'invoices/vendor-bank-detail', accounts, {
    invoice_number_pattern: 'BR-{FY}-{SEQ:4}',
    agency_state_id: karnataka!.id,
    agency_gstin: gstinOf('29AAGCS1234A1Z'),
    cc_email: ['accounts@staffdesk.example'],
    updated_at: current.updated_at,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);

  const blr = await createCompany(ctx.app, {
    company_name: 'Bengaluru Widgets',
    gstin: gstinOf('29AAACR5055K1Z'),
    billing_email: 'ap@blr.example',
  });
  const mum = await createCompany(ctx.app, {
    company_name: 'Mumbai Traders',
    gstin: gstinOf('27AAACR5055K1Z'),
    billing_email: 'ap@mum.example',
  });
  const stuck = await createCompany(ctx.app, {
    company_name: 'Stuck Ltd',
    billing_email: 'ap@stuck.example',
  });
  ids.karnataka = blr.id;
  ids.maharashtra = mum.id;
  ids.blocked = stuck.id;
  await placement(blr.id, 'Asha', '8333.33', { status: 'approved', days: 21.5 });
  await placement(mum.id, 'Ravi', '8333.33', { status: 'approved', days: 21.5 });
  await placement(stuck.id, 'Meena', '5000.00', { status: 'approved', days: 20 });
  await placement(stuck.id, 'Kiran', '5000.00', { status: 'submitted', days: 20 });
  await placement(stuck.id, 'Dev', '5000.00', { status: null, days: 0 });
  // Approved, but at 85 dollars an hour: never invoiced as 85 rupees.
  await placement(stuck.id, 'Lee', '85.00', { status: 'approved', days: 20 }, 'hour', 'USD');
  client = (await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: blr.id })).headers;
});
afterAll(() => ctx.close());

describe('billing run', () => {
  it('previews exact amounts, CGST + SGST in the agency’s state, IGST across states, and the blocked client', async () => {
    const res = await run({ preview: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byId = new Map(res.body.data.clients.map((c: { client_id: number }) => [c.client_id, c]));
    // 21.5 × 8,333.33 = 179,166.595 → 179,166.60; 9 % of the unrounded 179,166.595 = 16,124.99.
    expect(byId.get(ids.karnataka)).toMatchObject({
      tax_mode: 'intra',
      place_of_supply: { code: '29', state: 'Karnataka' },
      subtotal: '179166.60',
      cgst: '16124.99',
      sgst: '16124.99',
      igst: '0.00',
      total: '211416.58',
      blocked: [],
      invoice: null,
      lines: [
        {
          contractor: 'Asha Test',
          description: 'Asha Test · October 2026',
          sac_code: '998513',
          quantity: '21.50',
          unit: 'days',
          rate: '8333.33',
          amount: '179166.60',
        },
      ],
    });
    expect(byId.get(ids.maharashtra)).toMatchObject({
      tax_mode: 'inter',
      place_of_supply: { code: '27', state: 'Maharashtra' },
      cgst: '0.00',
      sgst: '0.00',
      igst: '32249.99',
      total: '211416.59',
    });
    const stuck = byId.get(ids.blocked) as { blocked: { contractor: string; status: string }[] };
    expect(stuck.blocked.map((b) => [b.contractor, b.status])).toEqual([
      ['Kiran Test', 'submitted'],
      ['Dev Test', 'missing'],
      ['Lee Test', 'other_currency'],
    ]);
    expect(res.body.data.totals).toMatchObject({ clients: 3, ready: 2, blocked: 1, total: '422833.17' });
    // Nothing written.
    expect((await call('GET', 'invoices?limit=10', accounts)).body.data.count).toBe(0);
  });

  it('is for accounts only', async () => {
    expect((await call('POST', 'invoices/from-timesheets', client, { month: MONTH })).status).toBe(403);
    expect((await run({ month: '2026-13' })).status).toBe(400);
  });

  it('creates one draft per ready client in a job, its lines linked to placement and timesheet', async () => {
    const started = await run({ preview: false });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.data.total).toBe(3);
    const items = await finish(started.body.data.id);
    const results = items.map((i) => i.result);
    expect(results.map((r) => [r.client_name, r.status])).toEqual([
      ['Bengaluru Widgets', 'created'],
      ['Mumbai Traders', 'created'],
      ['Stuck Ltd', 'blocked'],
    ]);
    const blr = results[0]!;
    const invoice = (await call('GET', `invoices/${blr.invoice_id}`, accounts)).body.data;
    expect(invoice).toMatchObject({
      invoice_number: 'BR-2026-0001',
      invoice_status_slug: 'draft',
      billing_email: 'ap@blr.example',
      total_amount: '211416.58',
      cgst: '16124.99',
    });
    const lines = await ctx.app.deps.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoice_id, blr.invoice_id as number));
    expect(lines[0]!.placement_id).toEqual(expect.any(Number));
    expect(lines[0]!.timesheet_id).toEqual(expect.any(Number));
  });

  it('refuses a second run for the same client and month, naming the invoice, until the draft is replaced', async () => {
    const again = await run({ preview: false, client_ids: [ids.karnataka] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BM.alreadyInvoiced('BR-2026-0001'));
    const preview = await run({ preview: true, client_ids: [ids.karnataka] });
    expect(preview.body.data.clients[0].invoice).toMatchObject({
      invoice_number: 'BR-2026-0001',
      draft: true,
    });

    const replaced = await run({ preview: false, client_ids: [ids.karnataka], replace: true });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(202);
    const [item] = await finish(replaced.body.data.id);
    expect(item!.result).toMatchObject({ status: 'replaced', invoice_number: 'BR-2026-0001' });
    const list = (await call('GET', 'invoices?limit=10', accounts)).body.data;
    expect(list.count).toBe(2);
  });

  it('sends all: each invoice to its billing e-mail and cc with the timesheets PDF beside it, once', async () => {
    const started = await call('POST', 'invoices/from-timesheets/send', accounts, { month: MONTH });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const items = await finish(started.body.data.id);
    expect(items.map((i) => i.state)).toEqual(['done', 'done']);
    expect(items.map((i) => i.result.status)).toEqual(['sent', 'sent']);
    const db = ctx.app.deps.db;
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, ['ap@blr.example', 'ap@mum.example']));
    expect(mails).toHaveLength(2);
    const blr = mails.find((m) => m.to === 'ap@blr.example')!;
    expect(blr.cc).toBe('accounts@staffdesk.example');
    expect(blr.attachments!.map((a) => a.filename)).toEqual([
      'Invoice-BR-2026-0001.pdf',
      'Timesheets-BR-2026-0001.pdf',
    ]);
    const stream = await ctx.app.deps.storage.get(blr.attachments![1]!.key);
    const text = await extractPdfText(await readStream(stream!));
    expect(text).toContain('APPROVED TIMESHEET');
    // Dates as the invoice beside it prints them, not ISO.
    expect(text).toContain('Month: October 2026');
    expect(text).toContain('Asha Test');
    expect(text).toContain('21.5');

    const invoice = (await call('GET', `invoices/${items[0]!.result.invoice_id}`, accounts)).body.data;
    expect(invoice).toMatchObject({ invoice_status_slug: 'sent', locked: true });
    // Sent, so a replace is refused and Send all has nothing left.
    const replace = await run({ preview: false, client_ids: [ids.karnataka], replace: true });
    expect(replace.status).toBe(409);
    expect(replace.body.message).toBe(BM.notADraft('BR-2026-0001'));
    const twice = await call('POST', 'invoices/from-timesheets/send', accounts, { month: MONTH });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(BM.nothingToSend);
  });
});
