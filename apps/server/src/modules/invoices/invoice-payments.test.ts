// Money received (issue 25): payments against a sent invoice, the balance and status they leave,
// overpayment refused, a reversal with a reason that keeps the row, and who may do it.
import { PAYMENT_MESSAGES as M } from '@staffdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/auth.test-helpers';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, signedIn } from '../../test/factories';

type Headers = Record<string, string>;
const today = () => new Date().toISOString().slice(0, 10);

describe('invoice payments', () => {
  let ctx: TestContext;
  let accounts: Headers;
  let client: Headers;
  let companyId: number;
  let n = 0;

  /** A sent invoice of the given total (the spec's typed total, no GST). */
  async function sentInvoice(total: string) {
    const created = await api(ctx.app).post(
      'invoices',
      {
        invoice_number: `PAY-${++n}`,
        invoiced_date: today(),
        company_id: companyId,
        billing_email: 'ap@acme.example',
        total_amount: total,
      },
      accounts,
    );
    expect(created.statusCode, created.body).toBe(201);
    const sent = await api(ctx.app).post(
      'invoices/send',
      { id: created.json().data.id, billing_email: ['ap@acme.example'], cc_email: ['cfo@acme.example'] },
      accounts,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    return sent.json().data;
  }
  const pay = (id: number, amount: string, change: object = {}) =>
    api(ctx.app).post(
      `invoices/${id}/payments`,
      { amount, received_on: today(), reference: 'UTR123', mode: 'bank-transfer', ...change },
      accounts,
    );

  beforeAll(async () => {
    ctx = await buildTestApp();
    const user = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' });
    accounts = user.headers;
    companyId = (await createCompany(ctx.app, { company_name: 'Acme Widgets' })).id;
    client = (await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: companyId })).headers;
  });
  afterAll(() => ctx.close());

  it('keeps the balance exact and the status following the money', async () => {
    const invoice = await sentInvoice('100000.10');
    const first = await pay(invoice.id, '33333.33');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe(M.recorded);
    expect(first.json().data).toMatchObject({
      paid_total: '33333.33',
      balance: '66666.77',
      invoice_status_slug: 'partially-paid',
      invoice_status: 'Partially paid',
    });
    expect(first.json().data.payments[0]).toMatchObject({
      amount: '33333.33',
      reference: 'UTR123',
      mode: 'bank-transfer',
      reversed_at: null,
    });
    expect(first.json().data.payments[0].recorded_by_name).not.toBe('');

    const rest = await pay(invoice.id, '66666.77', { mode: 'cheque', reference: null });
    expect(rest.json().data).toMatchObject({
      paid_total: '100000.10',
      balance: '0.00',
      invoice_status_slug: 'paid',
    });

    // The list shows the same figures.
    const listed = (await api(ctx.app).get(`invoices?search=${invoice.invoice_number}`, accounts)).json()
      .data;
    expect(listed.list[0]).toMatchObject({
      paid_total: '100000.10',
      balance: '0.00',
      invoice_status: 'Paid',
    });
  });

  it('refuses a payment above the balance, on a draft, and in the future', async () => {
    const invoice = await sentInvoice('1000');
    await pay(invoice.id, '400');
    const over = await pay(invoice.id, '600.01');
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(M.overpaid('₹600.01', '₹600.00'));
    const after = (await api(ctx.app).get(`invoices/${invoice.id}`, accounts)).json().data;
    expect(after).toMatchObject({ paid_total: '400.00', balance: '600.00' });

    const draft = await api(ctx.app).post(
      'invoices',
      {
        invoice_number: `PAY-${++n}`,
        invoiced_date: today(),
        company_id: companyId,
        billing_email: 'ap@acme.example',
        total_amount: '500',
      },
      accounts,
    );
    const onDraft = await pay(draft.json().data.id, '100');
    expect(onDraft.statusCode).toBe(400);
    expect(onDraft.json().message).toBe(M.notSent);

    const future = await pay(invoice.id, '10', { received_on: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(M.receivedOnFuture);
    const zero = await pay(invoice.id, '0');
    expect(zero.statusCode).toBe(400);
    const noMode = await pay(invoice.id, '10', { mode: undefined });
    expect(noMode.json().message).toBe(M.modeRequired);
  });

  it('reverses a payment with a reason, keeps it listed, and reopens the balance', async () => {
    const invoice = await sentInvoice('5000');
    const paid = (await pay(invoice.id, '5000')).json().data;
    expect(paid.invoice_status_slug).toBe('paid');
    const paymentId = paid.payments[0].id;

    const noReason = await api(ctx.app).post(
      `invoices/${invoice.id}/payments/${paymentId}/reverse`,
      { reason: ' ' },
      accounts,
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(M.reasonRequired);

    const reversed = await api(ctx.app).post(
      `invoices/${invoice.id}/payments/${paymentId}/reverse`,
      { reason: 'Cheque bounced' },
      accounts,
    );
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json().data).toMatchObject({
      paid_total: '0.00',
      balance: '5000.00',
      invoice_status_slug: 'sent',
    });
    expect(reversed.json().data.payments).toHaveLength(1);
    expect(reversed.json().data.payments[0]).toMatchObject({ reversal_reason: 'Cheque bounced' });
    expect(reversed.json().data.payments[0].reversed_by_name).toBeTruthy();

    const again = await api(ctx.app).post(
      `invoices/${invoice.id}/payments/${paymentId}/reverse`,
      { reason: 'Twice' },
      accounts,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyReversed);
    const elsewhere = await api(ctx.app).post(
      `invoices/${invoice.id + 1000}/payments/${paymentId}/reverse`,
      { reason: 'x' },
      accounts,
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('is for accounts only: the client sees the payments but cannot record one', async () => {
    const invoice = await sentInvoice('700');
    await pay(invoice.id, '200');
    const byClient = await api(ctx.app).post(
      `invoices/${invoice.id}/payments`,
      { amount: '100', received_on: today(), mode: 'upi' },
      client,
    );
    expect(byClient.statusCode).toBe(403);
    const seen = (await api(ctx.app).get(`invoices/${invoice.id}`, client)).json().data;
    expect(seen).toMatchObject({ paid_total: '200.00', balance: '500.00' });
  });
});
