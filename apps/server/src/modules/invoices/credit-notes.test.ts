// Credit notes and revisions through the API (issue 12): lines with GST reversed by the invoice's
// place of supply, CN numbering per financial year, the balance limit, the PDF stored once with its
// SHA-256 and e-mailed with cc to a real SMTP server, and a superseded invoice refused.
import { createHash } from 'node:crypto';
import { financialYearStart, formatMoney, INVOICE_MESSAGES as M } from '@staffdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/auth.test-helpers';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, signedIn } from '../../test/factories';
import { startTestSmtp, type TestSmtp } from '../../test/test-smtp';
import { states } from '../master/master.tables';
import { readAll } from './invoice-documents';
import { invoiceCreditNotes } from './invoices.tables';

type Headers = Record<string, string>;
const today = () => new Date().toISOString().slice(0, 10);
const hash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const line = (quantity: string, rate: string) => ({
  description: 'Developer days not worked',
  sac_code: '998513',
  quantity,
  unit: 'days',
  rate,
});

describe('credit notes and revisions', () => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  let accounts: Headers;
  let client: Headers;
  let other: Headers;
  let companyId: number;
  let karnataka: number;
  let maharashtra: number;
  let n = 0;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    ctx = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, orgName: 'Staffdesk Talent' });
    accounts = (await signedIn(ctx.app, { type: 'super-admin', role: 'admin' })).headers;
    const company = await createCompany(ctx.app, {
      company_name: 'Acme Widgets',
      billing_email: 'ap@acme.example',
    });
    companyId = company.id;
    client = (await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: company.id })).headers;
    other = (await signedIn(ctx.app, { type: 'client', role: 'admin' })).headers;
    const find = async (name: string) =>
      (await ctx.app.deps.db.select().from(states).where(eq(states.state, name)))[0]!.id;
    karnataka = await find('Karnataka');
    maharashtra = await find('Maharashtra');
    const vendor = (await api(ctx.app).get('invoices/vendor-bank-detail', accounts)).json().data;
    const saved = await api(ctx.app).put(
      'invoices/vendor-bank-detail',
      {
        invoice_number_pattern: 'INV-{FY}-{SEQ:4}',
        agency_state_id: karnataka,
        updated_at: vendor.updated_at,
      },
      accounts,
    );
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  /** A sent invoice: 22 days at 8,000 (176,000 + GST 18% = 207,680) billed to the given state. */
  async function sentInvoice(change: object = {}) {
    const created = await api(ctx.app).post(
      'invoices',
      {
        invoice_number: `CNT-${Date.now()}-${++n}`,
        invoiced_date: today(),
        company_id: companyId,
        billing_email: 'ap@acme.example',
        lines: [line('22', '8000')],
        billing_state_id: karnataka,
        ...change,
      },
      accounts,
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const sent = await api(ctx.app).post(
      'invoices/send',
      { id, billing_email: ['ap@acme.example'], cc_email: ['cfo@acme.example'] },
      accounts,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    await ctx.app.deps.mail.drain();
    return sent.json().data;
  }

  const credit = (id: number, lines: object[], reason = 'Two days not worked') =>
    api(ctx.app).post(`invoices/${id}/credit-notes`, { lines, reason }, accounts);

  it('keeps the sent invoice PDF in storage, its SHA-256 matching the stored bytes', async () => {
    const invoice = await sentInvoice();
    const send = invoice.sends[0];
    const key = send.document_url.split('/files/')[1];
    const stored = await readAll((await ctx.app.deps.storage.get(key))!);
    expect(hash(stored)).toBe(send.document_sha256);
  });

  it('issues a credit note with lines, CGST + SGST within the state, numbered and e-mailed', async () => {
    const invoice = await sentInvoice();
    const res = await credit(invoice.id, [line('2', '8000')]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(M.credited);
    const after = res.json().data;
    const note = after.credit_notes[0];
    const fy = financialYearStart(today());
    expect(note.number).toMatch(new RegExp(`^CN-${fy}-\\d{4}$`));
    expect(note).toMatchObject({
      subtotal: '16000.00',
      cgst: '1440.00',
      sgst: '1440.00',
      igst: '0.00',
      amount: '18880.00',
      lines: [
        expect.objectContaining({ quantity: '2.00', unit: 'days', rate: '8000.00', amount: '16000.00' }),
      ],
    });
    expect(after).toMatchObject({ credited_total: '18880.00', balance: '188800.00' });

    // The PDF rendered once: the row's hash is that of the stored bytes, served as stored.
    const [row] = await ctx.app.deps.db
      .select()
      .from(invoiceCreditNotes)
      .where(eq(invoiceCreditNotes.id, note.id));
    const stored = await readAll((await ctx.app.deps.storage.get(row!.document_key!))!);
    expect(hash(stored)).toBe(note.document_sha256);
    const path = note.document_url.replace('/api/v1/', '');
    const served = await api(ctx.app).get(path, accounts);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toContain(`Credit-note-${note.number}.pdf`);
    expect(hash(served.rawPayload)).toBe(note.document_sha256);
    expect((await api(ctx.app).get(path, client)).statusCode).toBe(200);
    expect((await api(ctx.app).get(path, other)).statusCode).toBe(404);

    // E-mailed to the invoice's billing address with its cc, the same PDF attached.
    await ctx.app.deps.mail.drain();
    const mail = smtp.received.find((m) => m.subject === `Credit note ${note.number} from Staffdesk Talent`);
    expect(mail?.to?.map((t) => t.address)).toEqual(['ap@acme.example']);
    expect(mail?.cc?.map((t) => t.address)).toEqual(['cfo@acme.example']);
    const attachment = Buffer.from(mail!.attachments[0]!.content as ArrayBuffer);
    expect(hash(attachment)).toBe(note.document_sha256);

    // Recorded in the invoice's history (who, when, to, cc), apart from the invoice's own sends.
    const history = (await api(ctx.app).get(`invoices/${invoice.id}`, accounts)).json().data;
    expect(history.sends[0]).toMatchObject({
      credit_note_number: note.number,
      state: 'sent',
      billing_email: ['ap@acme.example'],
      cc_email: ['cfo@acme.example'],
      sent_by_name: expect.any(String),
    });
    const list = (await api(ctx.app).get(`invoices?search=${invoice.invoice_number}`, accounts)).json().data;
    expect(list.list[0]).toMatchObject({ credited_total: '18880.00', balance: '188800.00' });
  });

  it('reverses IGST across states and numbers each note after the last', async () => {
    const invoice = await sentInvoice({ billing_state_id: maharashtra });
    const first = (await credit(invoice.id, [line('1', '8000')])).json().data.credit_notes[0];
    const second = await credit(invoice.id, [line('0.5', '8000')]);
    expect(second.statusCode, second.body).toBe(201);
    const notes = second.json().data.credit_notes;
    expect(first).toMatchObject({ cgst: '0.00', sgst: '0.00', igst: '1440.00', amount: '9440.00' });
    expect(notes[1]).toMatchObject({ igst: '720.00', amount: '4720.00' });
    const seq = (number: string) => Number(number.split('-').pop());
    expect(seq(notes[1].number)).toBe(seq(first.number) + 1);
  });

  it('refuses a credit note above the balance, on an unsent invoice, or without lines', async () => {
    const invoice = await sentInvoice();
    await credit(invoice.id, [line('20', '8000')]); // 188,800 of 207,680
    const over = await credit(invoice.id, [line('3', '8000')]); // 28,320 > 18,880
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(M.creditTooLarge(formatMoney('28320.00'), formatMoney('18880.00')));
    const after = (await api(ctx.app).get(`invoices/${invoice.id}`, accounts)).json().data;
    expect(after.credit_notes).toHaveLength(1);
    expect(after.balance).toBe('18880.00');
    // Exactly the balance is allowed.
    expect((await credit(invoice.id, [line('2', '8000')])).statusCode).toBe(201);

    const draft = await api(ctx.app).post(
      'invoices',
      {
        invoice_number: `CNT-draft-${++n}`,
        invoiced_date: today(),
        company_id: companyId,
        billing_email: 'ap@acme.example',
        total_amount: '1000',
      },
      accounts,
    );
    const unsent = await credit(draft.json().data.id, [line('1', '100')]);
    expect(unsent.statusCode).toBe(400);
    expect(unsent.json().message).toBe(M.creditNotSent);
    const empty = await credit(invoice.id, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(M.creditLinesRequired);
    const noReason = await credit(invoice.id, [line('1', '1')], ' ');
    expect(noReason.json().message).toBe(M.creditReasonRequired);
    expect((await api(ctx.app).post(`invoices/${invoice.id}/credit-notes`, {}, client)).statusCode).toBe(403);
  });

  it('credits a typed-total invoice without GST', async () => {
    const invoice = await sentInvoice({ lines: [], total_amount: '50000' });
    const res = await credit(invoice.id, [line('1', '1000')]);
    expect(res.json().data.credit_notes[0]).toMatchObject({
      subtotal: '1000.00',
      amount: '1000.00',
      cgst: '0.00',
    });
  });

  it('marks a revised invoice Superseded, links both ways and refuses to send or revise it again', async () => {
    const invoice = await sentInvoice();
    const revised = await api(ctx.app).post(`invoices/${invoice.id}/revisions`, {}, accounts);
    expect(revised.statusCode, revised.body).toBe(201);
    const revision = revised.json().data;
    expect(revision).toMatchObject({
      invoice_number: `${invoice.invoice_number}-R1`,
      revision_of_id: invoice.id,
      revision_of_number: invoice.invoice_number,
      credited_total: '0.00',
      invoice_status_slug: 'draft',
    });
    const old = (await api(ctx.app).get(`invoices/${invoice.id}`, accounts)).json().data;
    expect(old).toMatchObject({
      superseded_by_id: revision.id,
      superseded_by_number: revision.invoice_number,
      invoice_status_slug: 'superseded',
    });
    const resend = await api(ctx.app).post(
      'invoices/send',
      { id: invoice.id, billing_email: ['ap@acme.example'], cc_email: ['cfo@acme.example'] },
      accounts,
    );
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe(M.superseded(revision.invoice_number));
    const again = await api(ctx.app).post(`invoices/${invoice.id}/revisions`, {}, accounts);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.superseded(revision.invoice_number));

    // The revision, once sent, is revised in turn: R2 revises R1.
    await api(ctx.app).post(
      'invoices/send',
      { id: revision.id, billing_email: ['ap@acme.example'], cc_email: ['cfo@acme.example'] },
      accounts,
    );
    const second = (await api(ctx.app).post(`invoices/${revision.id}/revisions`, {}, accounts)).json().data;
    expect(second).toMatchObject({
      invoice_number: `${invoice.invoice_number}-R2`,
      revision_of_number: revision.invoice_number,
    });
  });
});
