// Payment reminders (issue 25): the settings through the API, each step e-mailed once with the PDF
// and recorded in the invoice's sends, only the latest step when several are past, none once paid.
import { REMINDER_MESSAGES as M } from '@staffdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/auth.test-helpers';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, signedIn } from '../../test/factories';
import { mailOutbox } from '../mail/mail.tables';
import { sendDueReminders } from './invoice-reminders.service';
import { invoices } from './invoices.tables';

type Headers = Record<string, string>;
const today = () => new Date().toISOString().slice(0, 10);

describe('invoice reminders', () => {
  let ctx: TestContext;
  let accounts: Headers;
  let companyId: number;
  let n = 0;
  const run = (day: string) =>
    sendDueReminders({ db: ctx.app.deps.db, mail: ctx.app.deps.mail, orgName: 'Staffdesk Talent' }, day);

  async function overdueInvoice(due: string) {
    const created = await api(ctx.app).post(
      'invoices',
      {
        invoice_number: `REM-${++n}`,
        invoiced_date: today(),
        company_id: companyId,
        billing_email: 'ap@acme.example',
        total_amount: '1000',
      },
      accounts,
    );
    const id = created.json().data.id;
    const sent = await api(ctx.app).post(
      'invoices/send',
      { id, billing_email: ['ap@acme.example'], cc_email: ['cfo@acme.example'] },
      accounts,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    await ctx.app.deps.db.update(invoices).set({ due_date: due }).where(eq(invoices.id, id));
    return id as number;
  }
  const reminderSubjects = async (number: string) =>
    (await ctx.app.deps.db.select().from(mailOutbox)).filter(
      (m) => m.subject === `Reminder: invoice ${number} from Staffdesk Talent is overdue`,
    );

  beforeAll(async () => {
    ctx = await buildTestApp();
    accounts = (await signedIn(ctx.app, { type: 'super-admin', role: 'admin' })).headers;
    companyId = (await createCompany(ctx.app)).id;
  });
  afterAll(() => ctx.close());

  it('keeps the settings: steps sorted without repeats, cc checked, accounts only', async () => {
    const bad = await api(ctx.app).put(
      'invoices/reminder-settings',
      { enabled: true, steps: [0], cc_email: [] },
      accounts,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.stepsInvalid);
    const saved = await api(ctx.app).put(
      'invoices/reminder-settings',
      { enabled: true, steps: [30, 7, 15, 7], cc_email: ['collections@staffdesk.example'] },
      accounts,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ enabled: true, steps: [7, 15, 30] });
    const read = (await api(ctx.app).get('invoices/reminder-settings', accounts)).json().data;
    expect(read.cc_email).toEqual(['collections@staffdesk.example']);
    const employee = (await signedIn(ctx.app, { type: 'employee' })).headers;
    expect((await api(ctx.app).get('invoices/reminder-settings', employee)).statusCode).toBe(403);
  });

  it('sends each step once, with the PDF, recorded in the sends; none after payment', async () => {
    const id = await overdueInvoice('2026-10-01');
    const number = `REM-${n}`;
    expect(await run('2026-10-07')).toBe(0);
    expect(await run('2026-10-08')).toBe(1);
    expect(await run('2026-10-09')).toBe(0);
    const [first] = await reminderSubjects(number);
    expect(first?.to).toBe('ap@acme.example');
    expect(first?.cc).toBe('cfo@acme.example, collections@staffdesk.example');
    expect(first?.text).toContain('7 days overdue');
    expect(JSON.stringify(first?.attachments)).toContain('.pdf');
    const view = (await api(ctx.app).get(`invoices/${id}`, accounts)).json().data;
    expect(view.sends[0].message).toBe('Reminder: 7 days overdue');

    expect(await run('2026-10-16')).toBe(1);
    expect(await run('2026-10-20')).toBe(0);
    expect(await reminderSubjects(number)).toHaveLength(2);

    const paid = await api(ctx.app).post(
      `invoices/${id}/payments`,
      { amount: '1000', received_on: today(), mode: 'upi' },
      accounts,
    );
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await run('2026-11-30')).toBe(0);
    expect(await reminderSubjects(number)).toHaveLength(2);
  });

  it('sends only the latest step to an invoice found past several', async () => {
    await overdueInvoice('2026-08-01');
    const number = `REM-${n}`;
    expect(await run('2026-10-01')).toBe(1);
    const mails = await reminderSubjects(number);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('30 days overdue');
    expect(await run('2026-10-02')).toBe(0);
  });
});
