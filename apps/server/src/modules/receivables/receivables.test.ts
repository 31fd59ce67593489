// Receivables aging (issue 25) on a fixed day: each client's balance in its bucket by days past the
// due date, credit notes and payments counted by the day they happened, drafts and other clients'
// paid invoices left out, totals exact; accounts only.
import { AGING_MESSAGES } from '@staffdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/auth.test-helpers';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, signedIn } from '../../test/factories';
import { invoiceCreditNotes, invoicePayments, invoiceStatuses, invoices } from '../invoices/invoices.tables';
import { receivablesAgingTotals } from './receivables.service';

type Headers = Record<string, string>;
const today = () => new Date().toISOString().slice(0, 10);
const AS_OF = '2026-10-31';

describe('receivables aging', () => {
  let ctx: TestContext;
  let accounts: Headers;
  let accountsUserId: number;
  let n = 0;

  /** A sent invoice dated and due as given (the dates are moved back after the create checks them). */
  async function sent(companyId: number, total: string, invoiced: string, due: string | null) {
    const created = await api(ctx.app).post(
      'invoices',
      {
        invoice_number: `AG-${++n}`,
        invoiced_date: today(),
        company_id: companyId,
        billing_email: 'ap@example.com',
        total_amount: total,
      },
      accounts,
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const send = await api(ctx.app).post(
      'invoices/send',
      { id, billing_email: ['ap@example.com'], cc_email: ['cfo@example.com'] },
      accounts,
    );
    expect(send.statusCode, send.body).toBe(200);
    await ctx.app.deps.db
      .update(invoices)
      .set({ invoiced_date: invoiced, due_date: due })
      .where(eq(invoices.id, id));
    return id as number;
  }
  const pay = async (id: number, amount: string, receivedOn: string) => {
    const res = await api(ctx.app).post(
      `invoices/${id}/payments`,
      { amount, received_on: today(), mode: 'upi' },
      accounts,
    );
    expect(res.statusCode, res.body).toBe(201);
    await ctx.app.deps.db
      .update(invoicePayments)
      .set({ received_on: receivedOn })
      .where(sql`${invoicePayments.id} = ${res.json().data.payments[0].id}`);
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    const signed = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' });
    accounts = signed.headers;
    accountsUserId = signed.user.id;
  });
  afterAll(() => ctx.close());

  it('buckets each client’s balance by days overdue on the day asked, with exact totals', async () => {
    const acme = (await createCompany(ctx.app, { company_name: 'Acme Widgets' })).id;
    const bolt = (await createCompany(ctx.app, { company_name: 'Bolt Logistics' })).id;
    const calm = (await createCompany(ctx.app, { company_name: 'Calm Paid' })).id;
    // Acme: due in November (not yet due), 1 day late, 30 late, 31 late, 91 late (no due date: its date counts).
    await sent(acme, '1000.10', '2026-10-15', '2026-11-14');
    await sent(acme, '200.20', '2026-10-01', '2026-10-30');
    await sent(acme, '300.30', '2026-09-01', '2026-10-01');
    const partly = await sent(acme, '400.40', '2026-08-31', '2026-09-30');
    await pay(partly, '100.00', '2026-10-20');
    await sent(acme, '500.50', '2026-08-01', null);
    // Bolt: 61 and 90 days late; a payment received after the day still counts as owed on it.
    const later = await sent(bolt, '600.60', '2026-07-01', '2026-08-31');
    await pay(later, '600.60', '2026-11-05');
    await sent(bolt, '700.70', '2026-07-01', '2026-08-02');
    // Credited in full after the day (so owing nothing today): still owed, 11 days late, on the day.
    const creditedLater = await sent(bolt, '50.00', '2026-10-01', '2026-10-20');
    await ctx.app.deps.db.insert(invoiceCreditNotes).values({
      invoice_id: creditedLater,
      number: `CN-AG-${n}`,
      note_date: '2026-11-10',
      amount: '50.00',
      reason: 'Cancelled order',
      created_by: accountsUserId,
    });
    await ctx.app.deps.db
      .update(invoices)
      .set({ credited_total: '50.00' })
      .where(eq(invoices.id, creditedLater));
    // Calm paid in full before the day: not listed. An invoice dated after the day is not counted.
    const paid = await sent(calm, '800.80', '2026-09-01', '2026-09-15');
    await pay(paid, '800.80', '2026-10-01');
    await sent(calm, '900.90', '2026-11-02', '2026-12-01');
    // A draft is not a receivable.
    await api(ctx.app).post(
      'invoices',
      {
        invoice_number: `AG-${++n}`,
        invoiced_date: today(),
        company_id: calm,
        billing_email: 'ap@example.com',
        total_amount: '5',
      },
      accounts,
    );

    const res = await api(ctx.app).get(`receivables/aging?as_of=${AS_OF}`, accounts);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(AGING_MESSAGES.fetched);
    const report = res.json().data;
    expect(report.as_of).toBe(AS_OF);
    expect(report.clients).toEqual([
      {
        company_id: acme,
        company_name: 'Acme Widgets',
        invoices: 5,
        not_due: '1000.10',
        days_1_30: '500.50',
        days_31_60: '300.40',
        days_61_90: '0.00',
        days_90_plus: '500.50',
        total: '2301.50',
      },
      {
        company_id: bolt,
        company_name: 'Bolt Logistics',
        invoices: 3,
        not_due: '0.00',
        days_1_30: '50.00',
        days_31_60: '0.00',
        days_61_90: '1301.30',
        days_90_plus: '0.00',
        total: '1351.30',
      },
    ]);
    expect(report.totals).toEqual({
      invoices: 8,
      not_due: '1000.10',
      days_1_30: '550.50',
      days_31_60: '300.40',
      days_61_90: '1301.30',
      days_90_plus: '500.50',
      total: '3652.80',
    });
    // The dashboard's figure: the same totals, computed without the clients.
    expect(await receivablesAgingTotals(ctx.app.deps.db, AS_OF)).toEqual(report.totals);
  });

  it('counts a payment reversed after the day as paid on it, and today’s balance from the invoice', async () => {
    const dune = (await createCompany(ctx.app, { company_name: 'Dune Reversed' })).id;
    const id = await sent(dune, '300.00', '2026-10-01', '2026-10-20');
    await pay(id, '100.00', '2026-10-25');
    const paymentId = (
      await ctx.app.deps.db.select().from(invoicePayments).where(eq(invoicePayments.invoice_id, id))
    )[0]!.id;
    // Reversed today, after the day asked: on the day it was still paid.
    const reversed = await api(ctx.app).post(
      `invoices/${id}/payments/${paymentId}/reverse`,
      { reason: 'Cheque bounced' },
      accounts,
    );
    expect(reversed.statusCode, reversed.body).toBe(200);
    const dayOf = async (day: string) =>
      (await api(ctx.app).get(`receivables/aging?as_of=${day}`, accounts))
        .json()
        .data.clients.find((c: { company_id: number }) => c.company_id === dune);
    expect(await dayOf(AS_OF)).toMatchObject({ invoices: 1, days_1_30: '200.00', total: '200.00' });
    // Today nothing happened after the day: the invoice's own balance, the reversal undone.
    expect((await dayOf(today()))?.total).toBe('300.00');
  });

  it('keeps what is owed by due day through payments, revisions, cancellations and moved due dates', async () => {
    const db = ctx.app.deps.db;
    // The days the triggers keep against the same figures summed from every invoice now; and the
    // dashboard's totals (kept days, corrected for the day asked) against the report's, on days
    // before, between and after the writes.
    const agrees = async () => {
      const kept = await db.execute(sql`
        select day::text, invoices, owed::text from receivables_by_due_day
        where invoices <> 0 or owed <> 0 order by day`);
      const summed = await db.execute(sql`
        select coalesce(due_date, invoiced_date)::text as day, count(*)::int as invoices,
          sum(total_amount - credited_total - paid_total)::numeric(16,2)::text as owed
        from ${invoices}
        where locked_at is not null and superseded_by_id is null and total_amount > credited_total + paid_total
          and invoice_status_id <> (select id from ${invoiceStatuses} where slug = 'cancelled')
        group by 1 order by 1`);
      expect(kept.rows).toEqual(summed.rows);
      for (const day of ['2026-08-15', AS_OF, today(), '2027-12-31']) {
        const report = (await api(ctx.app).get(`receivables/aging?as_of=${day}`, accounts)).json().data;
        expect(await receivablesAgingTotals(db, day), day).toEqual(report.totals);
      }
    };
    const echo = (await createCompany(ctx.app, { company_name: 'Echo Kept' })).id;
    const first = await sent(echo, '1000.00', '2026-09-01', '2026-10-10');
    const second = await sent(echo, '500.00', '2026-08-20', null);
    const third = await sent(echo, '250.00', '2026-10-05', '2026-11-04');
    await agrees();
    await pay(first, '400.00', '2026-11-02');
    await agrees();
    const revised = await api(ctx.app).post(`invoices/${second}/revisions`, {}, accounts);
    expect(revised.statusCode, revised.body).toBe(201);
    await agrees();
    const [cancelled] = await db.select().from(invoiceStatuses).where(eq(invoiceStatuses.slug, 'cancelled'));
    await db.update(invoices).set({ invoice_status_id: cancelled!.id }).where(eq(invoices.id, third));
    await agrees();
    await db.update(invoices).set({ due_date: '2026-12-31' }).where(eq(invoices.id, first));
    await agrees();
    await pay(first, '600.00', today());
    await agrees();
  });

  it('exports the same rows as CSV, a formula-looking client name written as text', async () => {
    const evil = (await createCompany(ctx.app, { company_name: '=HYPERLINK("http://x.example")' })).id;
    await sent(evil, '123.45', '2026-10-01', '2026-10-30');
    const res = await api(ctx.app).get(`receivables/aging/export?format=csv&as_of=${AS_OF}`, accounts);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`receivables-${AS_OF}`);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'company_id,company_name,invoices,not_due,days_1_30,days_31_60,days_61_90,days_90_plus,total',
    );
    const row = lines.find((line) => line.includes('HYPERLINK'));
    expect(row).toContain(`${evil},"'=HYPERLINK(""http://x.example"")",1,0.00,123.45`);
    const json = (await api(ctx.app).get(`receivables/aging?as_of=${AS_OF}`, accounts)).json().data;
    expect(lines).toHaveLength(json.clients.length + 1);
    const employee = (await signedIn(ctx.app, { type: 'employee' })).headers;
    expect((await api(ctx.app).get('receivables/aging/export?format=csv', employee)).statusCode).toBe(403);
  });

  it('refuses a bad date and anyone without accounts', async () => {
    const bad = await api(ctx.app).get('receivables/aging?as_of=31-10-2026', accounts);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(AGING_MESSAGES.asOfInvalid);
    const employee = (await signedIn(ctx.app, { type: 'employee' })).headers;
    expect((await api(ctx.app).get('receivables/aging', employee)).statusCode).toBe(403);
  });
});
