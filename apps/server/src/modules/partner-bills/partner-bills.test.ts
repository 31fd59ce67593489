// Partners' bills through the API (issue 25): a partner files and sees only its own, the expected
// amount from the approved timesheets × pay rates (exact), validation with a difference needs a
// reason, paying is refused while the partner's bank change is pending, the history, the PDF check,
// and the export's cells made formula-safe.
import { PARTNER_BILL_MESSAGES as M } from '@staffdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, errorsOf, type Headers } from '../../test/api-call';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, createPartnersAccount, registerServerFiles, signedIn } from '../../test/factories';
import { placedWithTimesheet } from '../../test/timesheet.fixtures';
import { bankChanges } from '../bank-changes/bank-changes.tables';
import { partnersAccounts } from '../partners/partners.tables';
import { expectedAmounts, expectedKey, lineCost } from './expected';

let ctx: TestContext;
let accounts: Headers;
let partnerA: Headers;
let partnerB: Headers;
let client: Headers;
let a: { id: number };
let b: { id: number };
const call = apiCaller(() => ctx.app);
const pdf = (name: string) => `/api/v1/files/invoices/${name}.pdf`;

/** An employee placed at the client through the partner, with its October 2026 timesheet. */
async function placed(
  partnerId: number,
  clientId: number,
  rate: { pay_rate: string; pay_unit: 'day' | 'hour' | 'month' },
  sheet: { unit: 'day' | 'hour'; total_quantity: number; status: 'approved' | 'submitted' },
) {
  await placedWithTimesheet(ctx.app, {
    client_id: clientId,
    placement: { partners_account_id: partnerId, bill_unit: sheet.unit, ...rate },
    timesheet: { month: '2026-10', status: sheet.status, entries: [], total_quantity: sheet.total_quantity },
  });
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const acme = await createCompany(ctx.app, { company_name: 'Acme Corp' });
  a = await createPartnersAccount(ctx.app, {
    account_name: 'Alpha Staffing',
    partners_bank_account_number: '123456789012',
  });
  b = await createPartnersAccount(ctx.app, { account_name: 'Beta Staffing' });
  ({ headers: accounts } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' }));
  ({ headers: partnerA } = await signedIn(ctx.app, {
    type: 'partners',
    role: 'admin',
    partners_account_id: a.id,
  }));
  ({ headers: partnerB } = await signedIn(ctx.app, {
    type: 'partners',
    role: 'admin',
    partners_account_id: b.id,
  }));
  ({ headers: client } = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: acme.id }));
  // Alpha in October 2026: 21.5 days at 8,333.33 and 10 hours at 500; a submitted timesheet does not count.
  await placed(
    a.id,
    acme.id,
    { pay_rate: '8333.33', pay_unit: 'day' },
    { unit: 'day', total_quantity: 21.5, status: 'approved' },
  );
  await placed(
    a.id,
    acme.id,
    { pay_rate: '500.00', pay_unit: 'hour' },
    { unit: 'hour', total_quantity: 10, status: 'approved' },
  );
  await placed(
    a.id,
    acme.id,
    { pay_rate: '9000.00', pay_unit: 'day' },
    { unit: 'day', total_quantity: 20, status: 'submitted' },
  );
  await placed(
    b.id,
    acme.id,
    { pay_rate: '7000.00', pay_unit: 'day' },
    { unit: 'day', total_quantity: 20, status: 'approved' },
  );
  await registerServerFiles(ctx.app, pdf('alpha-1'), pdf('alpha-2'), pdf('beta-1'), pdf('formula'));
});
afterAll(() => ctx.close());

// 21.5 × 8,333.33 = 179,166.595 and 10 × 500 = 5,000: 184,166.595, rounded once to 184,166.60.
const EXPECTED = '184166.60';

describe('partner bills', () => {
  let billId: number;
  let exactId: number;

  it('lets a partner file its own bill, answered with the expected amount from approved timesheets', async () => {
    const res = await call('POST', 'partner-bills', partnerA, {
      partners_account_id: a.id,
      month: '2026-10',
      bill_number: 'ALPHA/10',
      amount: '185000.00',
      document: pdf('alpha-1'),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    billId = res.body.data.id;
    expect(res.body.data).toMatchObject({
      status: 'received',
      month: '2026-10',
      partner_name: 'Alpha Staffing',
      amount: '185000.00',
      expected_amount: EXPECTED,
      difference: '833.40',
      document_name: 'alpha-1.pdf',
    });
    expect(res.body.data.lines).toHaveLength(2);
    expect(res.body.data.lines.map((l: { amount: string }) => l.amount).sort()).toEqual([
      '179166.60',
      '5000.00',
    ]);
    expect(res.body.data.history).toHaveLength(1);
    expect(res.body.data.history[0]).toMatchObject({ status: 'received', reason: null });
  });

  it('refuses a partner filing for another account, a second bill of the same number, and a file that is not an uploaded PDF', async () => {
    const body = {
      partners_account_id: b.id,
      month: '2026-10',
      bill_number: 'X-1',
      amount: '10',
      document: pdf('beta-1'),
    };
    const other = await call('POST', 'partner-bills', partnerA, body);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(M.partnerNotYours);
    const again = await call('POST', 'partner-bills', partnerA, {
      partners_account_id: a.id,
      month: '2026-11',
      bill_number: 'alpha/10',
      amount: '10',
      document: pdf('alpha-2'),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.duplicate('alpha/10'));
    const made = await call('POST', 'partner-bills', partnerA, {
      ...body,
      partners_account_id: a.id,
      document: '/api/v1/files/invoices/never-uploaded.pdf',
    });
    expect(made.status).toBe(400);
    expect(errorsOf(made.body).document).toBe(M.documentRequired);
  });

  it('shows a partner only its own bills, and nobody else', async () => {
    const filed = await call('POST', 'partner-bills', partnerB, {
      partners_account_id: b.id,
      month: '2026-10',
      bill_number: 'BETA-1',
      amount: '140000',
      document: pdf('beta-1'),
    });
    expect(filed.status).toBe(201);
    expect(filed.body.data).toMatchObject({ expected_amount: '140000.00', difference: '0.00' });
    exactId = filed.body.data.id;

    const mine = await call('GET', 'partner-bills', partnerA);
    expect(mine.body.data.list.map((x: { bill_number: string }) => x.bill_number)).toEqual(['ALPHA/10']);
    // A partner's filter on another partner does not widen its scope.
    const asked = await call('GET', `partner-bills?partners_account_id=${b.id}`, partnerA);
    expect(asked.body.data.list.map((x: { id: number }) => x.id)).toEqual([billId]);
    expect((await call('GET', `partner-bills/${exactId}`, partnerA)).status).toBe(404);
    expect((await call('GET', 'partner-bills', client)).status).toBe(403);
    expect((await call('GET', `partner-bills/${billId}`, client)).status).toBe(403);

    const all = await call('GET', 'partner-bills?month=2026-10', accounts);
    expect(all.body.data.count).toBe(2);
    const beta = await call('GET', `partner-bills?partners_account_id=${b.id}&status=received`, accounts);
    expect(beta.body.data.list.map((x: { id: number }) => x.id)).toEqual([exactId]);
  });

  it('validates against the timesheets: a difference needs a reason, no difference none', async () => {
    const partner = await call('PUT', `partner-bills/${billId}`, partnerA, {
      status: 'validated',
      updated_at: 'x',
    });
    expect(partner.status).toBe(403);
    const bill = (await call('GET', `partner-bills/${billId}`, accounts)).body.data;
    const bare = await call('PUT', `partner-bills/${billId}`, accounts, {
      status: 'validated',
      updated_at: bill.updated_at,
    });
    expect(bare.status).toBe(400);
    expect(errorsOf(bare.body).reason).toBe(M.differenceNeedsReason('833.40'));
    const early = await call('PUT', `partner-bills/${billId}`, accounts, {
      status: 'paid',
      payment_reference: 'UTR1',
      updated_at: bill.updated_at,
    });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(M.transitionInvalid('received', 'paid'));
    const reasoned = await call('PUT', `partner-bills/${billId}`, accounts, {
      status: 'validated',
      reason: 'Overtime agreed by e-mail',
      updated_at: bill.updated_at,
    });
    expect(reasoned.status, JSON.stringify(reasoned.body)).toBe(200);
    expect(reasoned.body.data).toMatchObject({ status: 'validated', reason: 'Overtime agreed by e-mail' });
    const stale = await call('PUT', `partner-bills/${billId}`, accounts, {
      status: 'disputed',
      reason: 'x',
      updated_at: bill.updated_at,
    });
    expect(stale.status).toBe(409);

    const exact = (await call('GET', `partner-bills/${exactId}`, accounts)).body.data;
    const ok = await call('PUT', `partner-bills/${exactId}`, accounts, {
      status: 'validated',
      updated_at: exact.updated_at,
    });
    expect(ok.status).toBe(200);
  });

  it("refuses to pay while the partner's bank change is pending, then pays with the reference", async () => {
    const db = ctx.app.deps.db;
    const [pending] = await db
      .insert(bankChanges)
      .values({
        entity: 'partners_accounts',
        entity_id: a.id,
        record_name: 'Alpha Staffing',
        new_values: '{}',
        summary: [],
      })
      .returning();
    let bill = (await call('GET', `partner-bills/${billId}`, accounts)).body.data;
    expect(bill.bank_change_pending).toBe(true);
    const refused = await call('PUT', `partner-bills/${billId}`, accounts, {
      status: 'paid',
      payment_reference: 'UTR-0001',
      updated_at: bill.updated_at,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.bankChangePending);
    const noReference = await call('PUT', `partner-bills/${billId}`, accounts, {
      status: 'paid',
      updated_at: bill.updated_at,
    });
    expect(errorsOf(noReference.body).payment_reference).toBe(M.paymentReferenceRequired);

    await db.update(bankChanges).set({ status: 'confirmed' }).where(eq(bankChanges.id, pending!.id));
    const paid = await call('PUT', `partner-bills/${billId}`, accounts, {
      status: 'paid',
      payment_reference: 'UTR-0001',
      updated_at: bill.updated_at,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    bill = paid.body.data;
    expect(bill).toMatchObject({ status: 'paid', payment_reference: 'UTR-0001', bank_change_pending: false });
    expect(bill.paid_at).toBeTruthy();
    expect(bill.history.map((h: { status: string }) => h.status)).toEqual(['received', 'validated', 'paid']);
    expect(bill.history[1]).toMatchObject({ reason: 'Overtime agreed by e-mail' });
    expect(bill.history[2]).toMatchObject({ payment_reference: 'UTR-0001' });
    expect(bill.history[2].by).toMatch(/^First\d+ Last\d+$/);

    // Beta has no bank account number: paying it is refused too.
    const beta = (await call('GET', `partner-bills/${exactId}`, accounts)).body.data;
    const noBank = await call('PUT', `partner-bills/${exactId}`, accounts, {
      status: 'paid',
      payment_reference: 'UTR-2',
      updated_at: beta.updated_at,
    });
    expect(noBank.status).toBe(409);
    expect(noBank.body.message).toBe(M.bankAccountMissing);
    await db
      .update(partnersAccounts)
      .set({ partners_bank_account_number: '99' })
      .where(eq(partnersAccounts.id, b.id));
  });

  it('exports the filtered list with formula-safe cells', async () => {
    const filed = await call('POST', 'partner-bills', accounts, {
      partners_account_id: a.id,
      month: '2026-09',
      bill_number: '=HYPERLINK("http://evil")',
      amount: '10',
      document: pdf('formula'),
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const res = await ctx.app.inject({
      url: `/api/v1/partner-bills/export?format=csv&month=2026-09`,
      headers: accounts,
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('bill_number');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    // Nothing approved in September: expected 0.00, difference 10.00.
    expect(lines[1]).toContain(',10.00,0.00,10.00,received,');
    // A partner's export holds only its own bills.
    const partner = await ctx.app.inject({
      url: '/api/v1/partner-bills/export?format=csv',
      headers: partnerB,
    });
    expect(partner.body).toContain('BETA-1');
    expect(partner.body).not.toContain('ALPHA/10');
  });
});

describe("a timesheet line of the expected amount (the margin report's rule)", () => {
  // 20 working days and a half-day holiday: 20.5 days of work in the month.
  const working_days = '20.5';
  const cost = (
    unit: 'day' | 'hour',
    total_quantity: number,
    pay_rate: string,
    pay_unit: 'day' | 'hour' | 'month',
  ) => lineCost({ unit, total_quantity, working_days }, { pay_rate, pay_unit }).toFixed(4);

  it('converts days and hours at 8 hours a day', () => {
    expect(cost('day', 21.5, '8333.33', 'day')).toBe('179166.5950');
    expect(cost('day', 2.5, '500', 'hour')).toBe('10000.0000');
    expect(cost('hour', 12, '8000', 'day')).toBe('12000.0000');
  });

  it('pays a monthly rate by the share of the working days worked', () => {
    expect(cost('day', 20.5, '150000', 'month')).toBe('150000.0000');
    expect(cost('day', 10.25, '150000', 'month')).toBe('75000.0000');
    expect(cost('hour', 82, '150000', 'month')).toBe('75000.0000');
  });

  it('counts a month’s working days from the timesheet’s entries, a half-day holiday as half', async () => {
    const c = await createPartnersAccount(ctx.app, { account_name: 'Gamma Staffing' });
    const acme = await createCompany(ctx.app, { company_name: 'Gamma Client' });
    const day = (date: string, kind: 'working' | 'half_day' | 'weekly_off', quantity: number) => ({
      date,
      kind,
      quantity,
    });
    // 20 working days and a half-day holiday (20.5 days of work); 10.25 of them worked.
    const entries = [
      ...Array.from({ length: 20 }, (_, i) =>
        day(`2026-10-${String(i + 1).padStart(2, '0')}`, 'working', 0.5),
      ),
      day('2026-10-21', 'half_day', 0.25),
      day('2026-10-22', 'weekly_off', 0),
    ];
    await placedWithTimesheet(ctx.app, {
      client_id: acme.id,
      placement: { partners_account_id: c.id, bill_unit: 'day', pay_rate: '150000.00', pay_unit: 'month' },
      timesheet: { month: '2026-10', status: 'approved', entries, total_quantity: 10.25 },
    });
    const expected = await expectedAmounts(ctx.app.deps.db, [
      { partners_account_id: c.id, month: '2026-10-01' },
    ]);
    expect(expected.get(expectedKey(c.id, '2026-10'))).toMatchObject({
      total: '75000.00',
      lines: [expect.objectContaining({ amount: '75000.00', quantity: '10.25', pay_unit: 'month' })],
    });
  });
});
