// Invoices through the API (spec 001 §5 Invoice and Send invoice, §6 area rules, §7 Invoices): the
// messages, duplicate numbers, GST, the lock after sending, the company area's limits, and sends
// over a real SMTP server — with cc and the PDF, scheduled, and failing then given up.

import { COMMON_MESSAGES, INVOICE_MESSAGES as M } from '@staffdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/auth.test-helpers';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, signedIn } from '../../test/factories';
import { closedPort, startTestSmtp, type TestSmtp } from '../../test/test-smtp';
import { mailOutbox } from '../mail/mail.tables';
import { MAX_ATTEMPTS } from '../mail/mailer';
import { states } from '../master/master.tables';
import { invoiceSends } from './invoices.tables';

type Headers = Record<string, string>;
const today = () => new Date().toISOString().slice(0, 10);

async function setup(ctx: TestContext) {
  const accounts = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' });
  const company = await createCompany(ctx.app, {
    company_name: 'Acme Widgets',
    billing_email: 'ap@acme.example',
  });
  const clientAdmin = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: company.id });
  const other = await signedIn(ctx.app, { type: 'client', role: 'admin' });
  const employee = await signedIn(ctx.app, { type: 'employee' });
  return {
    accounts: accounts.headers,
    company,
    client: clientAdmin.headers,
    other: other.headers,
    employee: employee.headers,
  };
}

let n = 0;
const body = (companyId: number, change: object = {}) => ({
  invoice_number: `T-${Date.now()}-${++n}`,
  invoiced_date: today(),
  company_id: companyId,
  billing_email: 'ap@acme.example',
  total_amount: '118000',
  ...change,
});

/** Saves the vendor bank detail on the version it has now, as the settings dialog does. */
async function putVendor(ctx: TestContext, headers: Headers, payload: object) {
  const current = (await api(ctx.app).get('invoices/vendor-bank-detail', headers)).json().data;
  return api(ctx.app).put(
    'invoices/vendor-bank-detail',
    { ...payload, updated_at: current.updated_at },
    headers,
  );
}

async function create(ctx: TestContext, headers: Headers, payload: object) {
  const res = await api(ctx.app).post('invoices', payload, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('invoices', () => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  let u: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    ctx = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, orgName: 'Staffdesk Talent' });
    u = await setup(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('answers the spec’s message for each bad field', async () => {
    const cases: [object, string][] = [
      [{ invoice_number: '' }, M.numberRequired],
      [{ invoice_number: 'x'.repeat(41) }, M.numberTooLong],
      [{ invoiced_date: '' }, M.dateRequired],
      [{ company_id: '' }, M.clientRequired],
      [{ billing_email: '' }, M.billingEmailRequired],
      [{ gstin: 'g'.repeat(101) }, M.gstinTooLong],
      [{ invoiced_date: '2020-01-01' }, M.dateInPast],
      [{ company_id: 999999 }, M.clientRequired],
      // Only a file uploaded through master/upload-file by the caller (issue 7).
      [{ invoice_attachment: 'https://evil.example/invoice.pdf' }, M.attachmentInvalid],
      [{ invoice_attachment: '/api/v1/files/invoices/never-uploaded.pdf' }, M.attachmentInvalid],
    ];
    for (const [change, message] of cases) {
      const res = await api(ctx.app).post('invoices', body(u.company.id, change), u.accounts);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('pre-fills the billing details from the client record', async () => {
    const res = await api(ctx.app).get(`invoices/client-billing/${u.company.id}`, u.accounts);
    expect(res.json().data).toMatchObject({ company_name: 'Acme Widgets', billing_email: 'ap@acme.example' });
    expect((await api(ctx.app).get(`invoices/client-billing/${u.company.id}`, u.client)).statusCode).toBe(
      403,
    );
    expect((await api(ctx.app).get('invoices/client-billing/999999', u.accounts)).statusCode).toBe(404);
  });

  it('refuses a number already used, whatever its case, with 409', async () => {
    const first = await create(ctx, u.accounts, body(u.company.id));
    const res = await api(ctx.app).post(
      'invoices',
      body(u.company.id, { invoice_number: first.invoice_number.toLowerCase() }),
      u.accounts,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.duplicate(first.invoice_number.toLowerCase()));
  });

  it('suggests the next number of the pattern in the financial year', async () => {
    const pattern = await putVendor(ctx, u.accounts, {
      invoice_number_pattern: 'SDT-{FY}-{SEQ:4}',
      cc_email: ['accounts@staffdesk.example'],
    });
    expect(pattern.statusCode, pattern.body).toBe(200);
    const first = (await api(ctx.app).get('invoices/next-number?date=2027-01-15', u.accounts)).json().data;
    expect(first.invoice_number).toBe('SDT-2026-0001');
    await create(ctx, u.accounts, body(u.company.id, { invoice_number: 'SDT-2026-0041' }));
    const next = (await api(ctx.app).get('invoices/next-number?date=2027-01-15', u.accounts)).json().data;
    expect(next.invoice_number).toBe('SDT-2026-0042');
    expect((await api(ctx.app).get('invoices/next-number', u.client)).statusCode).toBe(403);
  });

  it('computes CGST and SGST within the agency state and IGST across states', async () => {
    const [karnataka] = await ctx.app.deps.db.select().from(states).where(eq(states.state, 'Karnataka'));
    const [maharashtra] = await ctx.app.deps.db.select().from(states).where(eq(states.state, 'Maharashtra'));
    const saved = await putVendor(ctx, u.accounts, {
      invoice_number_pattern: 'INV-{FY}-{SEQ:4}',
      agency_state_id: karnataka!.id,
      vendor_bank_account_name: 'Staffdesk Talent Pvt Ltd',
      vendor_bank_account_number: '50200012345678',
      ifsc_code: 'HDFC0001234',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const lines = [
      { description: 'Senior developer', sac_code: '998513', quantity: '22', unit: 'days', rate: '8000' },
    ];
    const intra = await create(
      ctx,
      u.accounts,
      body(u.company.id, { lines, billing_state_id: karnataka!.id }),
    );
    expect(intra).toMatchObject({
      tax_mode: 'intra',
      subtotal: '176000.00',
      cgst: '15840.00',
      sgst: '15840.00',
      total_amount: '207680.00',
    });
    expect(intra.vendor_bank_account_number).toBe('50200012345678');
    const inter = await create(
      ctx,
      u.accounts,
      body(u.company.id, { lines, billing_state_id: maharashtra!.id }),
    );
    expect(inter).toMatchObject({ tax_mode: 'inter', igst: '31680.00', total_amount: '207680.00' });
  });

  it('refuses an edit without updated_at (400) or on a stale version (409)', async () => {
    const created = await create(ctx, u.accounts, body(u.company.id));
    const edit = body(u.company.id, { invoice_number: created.invoice_number, total_amount: '1500' });
    const unversioned = await api(ctx.app).put(`invoices/${created.id}`, edit, u.accounts);
    expect(unversioned.statusCode).toBe(400);
    expect(unversioned.json().message).toBe(COMMON_MESSAGES.updatedAtRequired);

    const saved = await api(ctx.app).put(
      `invoices/${created.id}`,
      { ...edit, updated_at: created.updated_at },
      u.accounts,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.total_amount).toBe('1500.00');
    // A second tab still holding the first version is refused and changes nothing.
    const stale = await api(ctx.app).put(
      `invoices/${created.id}`,
      { ...edit, total_amount: '9', updated_at: created.updated_at },
      u.accounts,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(M.changed);
    const after = (await api(ctx.app).get(`invoices/${created.id}`, u.accounts)).json().data;
    expect(after.total_amount).toBe('1500.00');

    // The vendor bank detail, once saved, the same way.
    const vendor = await api(ctx.app).put(
      'invoices/vendor-bank-detail',
      { invoice_number_pattern: 'INV-{FY}-{SEQ:4}' },
      u.accounts,
    );
    expect(vendor.statusCode).toBe(400);
    expect(vendor.json().message).toBe(COMMON_MESSAGES.updatedAtRequired);
  });

  it('sends with cc, the rendered PDF attached and kept with its SHA-256; then locks amounts', async () => {
    const created = await create(ctx, u.accounts, body(u.company.id, { due_date: today() }));
    const res = await api(ctx.app).post(
      'invoices/send',
      {
        id: created.id,
        billing_email: ['ap@acme.example'],
        cc_email: ['cfo@acme.example'],
        message: 'Hello Acme',
      },
      u.accounts,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.sent);
    await ctx.app.deps.mail.drain();

    const mail = smtp.received.find(
      (m) => m.subject === `Invoice ${created.invoice_number} from Staffdesk Talent`,
    );
    expect(mail?.to?.map((t) => t.address)).toEqual(['ap@acme.example']);
    expect(mail?.cc?.map((t) => t.address)).toEqual(['cfo@acme.example']);
    expect(mail?.text).toContain('Hello Acme');
    const pdf = mail!.attachments[0]!;
    expect(pdf.mimeType).toBe('application/pdf');
    const bytes = Buffer.from(pdf.content as ArrayBuffer);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const sent = (await api(ctx.app).get(`invoices/${created.id}`, u.accounts)).json().data;
    expect(sent.invoice_status_slug).toBe('sent');
    expect(sent.locked).toBe(true);
    expect(sent.triggered_at).not.toBeNull();
    expect(sent.sends[0]).toMatchObject({
      state: 'sent',
      billing_email: ['ap@acme.example'],
      cc_email: ['cfo@acme.example'],
    });
    const { createHash } = await import('node:crypto');
    expect(sent.sends[0].document_sha256).toBe(createHash('sha256').update(bytes).digest('hex'));

    const list = (
      await api(ctx.app).get(
        `invoices?client_id=${u.company.id}&search=${created.invoice_number}`,
        u.accounts,
      )
    ).json().data;
    expect(list.list[0]).toMatchObject({ id: created.id, last_send_state: 'sent' });
    expect(list.list[0].triggered_at).toBe(sent.triggered_at);

    const changed = await api(ctx.app).put(
      `invoices/${created.id}`,
      {
        ...body(u.company.id),
        invoice_number: created.invoice_number,
        total_amount: '1',
        updated_at: sent.updated_at,
      },
      u.accounts,
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(M.locked);
  });

  it('holds a scheduled send until its time', async () => {
    const created = await create(ctx, u.accounts, body(u.company.id));
    const at = new Date(Date.now() + 3_600_000);
    const res = await api(ctx.app).post(
      'invoices/send',
      {
        id: created.id,
        billing_email: 'later@acme.example',
        cc_email: 'cc-later@acme.example',
        dateTime: at.toISOString(),
      },
      u.accounts,
    );
    expect(res.json().message).toBe(M.scheduled);
    await ctx.app.deps.mail.drain();
    expect(smtp.received.some((m) => m.to?.[0]?.address === 'later@acme.example')).toBe(false);
    const view = (await api(ctx.app).get(`invoices/${created.id}`, u.accounts)).json().data;
    expect(view.sends[0]).toMatchObject({ state: 'scheduled', scheduled_at: at.toISOString() });

    // The hour passes: the message is due, and the next drain sends it.
    const [send] = await ctx.app.deps.db
      .select()
      .from(invoiceSends)
      .where(eq(invoiceSends.invoice_id, created.id));
    await ctx.app.deps.db
      .update(mailOutbox)
      .set({ next_attempt_at: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, send!.mail_id));
    await ctx.app.deps.mail.drain();
    expect(smtp.received.some((m) => m.to?.[0]?.address === 'later@acme.example')).toBe(true);
  });

  it('checks the send form', async () => {
    const res = await api(ctx.app).post(
      'invoices/send',
      { id: 1, billing_email: [], cc_email: [] },
      u.accounts,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.sendEmailRequired);
    const missing = await api(ctx.app).post(
      'invoices/send',
      { id: 999999, billing_email: ['a@b.example'], cc_email: ['c@b.example'] },
      u.accounts,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('gives the company area its own sent invoices only, a limited edit and no sending', async () => {
    const draft = await create(ctx, u.accounts, body(u.company.id));
    const sent = await create(ctx, u.accounts, body(u.company.id));
    await api(ctx.app).post(
      'invoices/send',
      { id: sent.id, billing_email: ['ap@acme.example'], cc_email: ['cc@acme.example'] },
      u.accounts,
    );
    const { updated_at: version } = (await api(ctx.app).get(`invoices/${sent.id}`, u.client)).json().data;

    const list = (await api(ctx.app).get('invoices?limit=100', u.client)).json().data.list;
    expect(list.map((i: { id: number }) => i.id)).toContain(sent.id);
    expect(list.map((i: { id: number }) => i.id)).not.toContain(draft.id);
    expect(list.every((i: { company_id: number }) => i.company_id === u.company.id)).toBe(true);
    expect((await api(ctx.app).get(`invoices/${sent.id}`, u.other)).statusCode).toBe(404);
    expect((await api(ctx.app).get('invoices', u.employee)).statusCode).toBe(403);

    const statuses = (await api(ctx.app).get('master/invoice-statuses', u.client)).json().data;
    const id = (slug: string) => statuses.find((s: { slug: string }) => s.slug === slug).id;
    const paid = await api(ctx.app).put(
      `invoices/${sent.id}`,
      { invoice_status_id: id('paid'), updated_at: version },
      u.client,
    );
    expect(paid.statusCode).toBe(400);
    expect(paid.json().message).toBe(M.companyStatusOnly);
    const amount = await api(ctx.app).put(
      `invoices/${sent.id}`,
      { invoice_status_id: id('acknowledged'), total_amount: '1' },
      u.client,
    );
    expect(amount.statusCode).toBe(403);
    expect(amount.json().message).toBe(M.companyFieldsOnly);
    const dispute = await api(ctx.app).put(
      `invoices/${sent.id}`,
      { invoice_status_id: id('disputed'), updated_at: version },
      u.client,
    );
    expect(dispute.json().message).toBe(M.disputeNeedsComment);
    const ok = await api(ctx.app).put(
      `invoices/${sent.id}`,
      { invoice_status_id: id('disputed'), client_comment: 'PO number missing', updated_at: version },
      u.client,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      invoice_status_slug: 'disputed',
      client_comment: 'PO number missing',
      total_amount: '118000.00',
    });
    // The company's edit names its version too: none is 400, the one before the dispute 409.
    const acknowledge = { invoice_status_id: id('acknowledged') };
    const unversioned = await api(ctx.app).put(`invoices/${sent.id}`, acknowledge, u.client);
    expect(unversioned.statusCode).toBe(400);
    expect(unversioned.json().message).toBe(COMMON_MESSAGES.updatedAtRequired);
    const stale = await api(ctx.app).put(
      `invoices/${sent.id}`,
      { ...acknowledge, updated_at: version },
      u.client,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(M.changed);

    const send = await api(ctx.app).post(
      'invoices/send',
      { id: sent.id, billing_email: ['x@acme.example'], cc_email: ['y@acme.example'] },
      u.client,
    );
    expect(send.statusCode).toBe(403);
    expect((await api(ctx.app).post('invoices', body(u.company.id), u.client)).statusCode).toBe(403);
    const creators = (await api(ctx.app).get('invoices/creators', u.client)).json().data;
    expect(creators.length).toBeGreaterThan(0);
  });
});

describe('a send while SMTP is down', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(() => ctx.close());

  it('is retried, then shown as failed after the last try, and kept', async () => {
    const u = await setup(ctx);
    const created = await create(ctx, u.accounts, body(u.company.id));
    await api(ctx.app).post(
      'invoices/send',
      { id: created.id, billing_email: ['ap@acme.example'], cc_email: ['cc@acme.example'] },
      u.accounts,
    );
    await ctx.app.deps.mail.drain();
    let view = (await api(ctx.app).get(`invoices/${created.id}`, u.accounts)).json().data;
    expect(view.sends[0]).toMatchObject({ state: 'pending', attempts: 1 });

    const [send] = await ctx.app.deps.db
      .select()
      .from(invoiceSends)
      .where(eq(invoiceSends.invoice_id, created.id));
    await ctx.app.deps.db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1, next_attempt_at: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, send!.mail_id));
    await ctx.app.deps.mail.drain();
    view = (await api(ctx.app).get(`invoices/${created.id}`, u.accounts)).json().data;
    expect(view.sends[0]).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
    const list = (await api(ctx.app).get(`invoices?search=${created.invoice_number}`, u.accounts)).json().data
      .list;
    expect(list[0]).toMatchObject({ last_send_state: 'failed', triggered_at: null });
  });
});
