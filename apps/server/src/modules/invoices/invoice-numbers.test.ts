// The next invoice number from a counter per pattern and financial year (issue 23): seeded from the
// invoices already numbered, advanced by creates and edits in their transaction, right under
// concurrent creates; and the creator filter from the index.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/auth.test-helpers';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, signedIn } from '../../test/factories';
import { invoiceNumberCounters } from './invoices.tables';

type Headers = Record<string, string>;
const today = () => new Date().toISOString().slice(0, 10);
/** A date in the financial year that starts in April of `year`. */
const inYear = (year: number) => `${year}-06-15`;

describe('invoice numbers', () => {
  let ctx: TestContext;
  let accounts: Headers;
  let companyId: number;
  const nextNumber = async (date: string) => {
    const res = await api(ctx.app).get(`invoices/next-number?date=${date}`, accounts);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.invoice_number as string;
  };
  const create = (invoice_number: string, headers = accounts, company_id = companyId) =>
    api(ctx.app).post(
      'invoices',
      {
        invoice_number,
        invoiced_date: today(),
        company_id,
        billing_email: 'ap@acme.example',
        total_amount: '1000',
      },
      headers,
    );
  const setPattern = async (invoice_number_pattern: string) => {
    const current = (await api(ctx.app).get('invoices/vendor-bank-detail', accounts)).json().data;
    const res = await api(ctx.app).put(
      'invoices/vendor-bank-detail',
      { invoice_number_pattern, cc_email: [], updated_at: current.updated_at },
      accounts,
    );
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    accounts = (await signedIn(ctx.app, { type: 'super-admin', role: 'admin' })).headers;
    companyId = (await createCompany(ctx.app)).id;
  });
  afterAll(() => ctx.close());

  it('gives 20 concurrent creates 20 distinct consecutive numbers and suggests the one after', async () => {
    await setPattern('CC-{FY}-{SEQ:3}');
    const fy = Number(today().slice(0, 4)) - (Number(today().slice(5, 7)) < 4 ? 1 : 0);
    expect(await nextNumber(today())).toBe(`CC-${fy}-001`);
    const numbers = Array.from({ length: 20 }, (_, i) => `CC-${fy}-${String(i + 1).padStart(3, '0')}`);
    // Each takes the counter's lock in its own transaction, in whatever order they arrive.
    const answers = await Promise.all([...numbers].reverse().map((number) => create(number)));
    expect(answers.map((res) => res.statusCode)).toEqual(numbers.map(() => 201));
    expect(answers.map((res) => res.json().data.invoice_number).sort()).toEqual(numbers);
    expect(await nextNumber(today())).toBe(`CC-${fy}-021`);
    const [counter] = await ctx.app.deps.db
      .select()
      .from(invoiceNumberCounters)
      .where(eq(invoiceNumberCounters.scope, `cc-${fy}-{seq}`));
    expect(counter!.last_seq).toBe(20);
  });

  it('seeds a counter from the invoices numbered before it existed, whatever their case', async () => {
    await setPattern('SEED/{FY2}/{SEQ:4}');
    expect((await create('SEED/24-25/0007')).statusCode).toBe(201);
    expect((await create('seed/24-25/0012')).statusCode).toBe(201);
    expect((await create('SEED/25-26/0099')).statusCode).toBe(201);
    // As after the migration: the invoices are there, their counters are not.
    await ctx.app.deps.db.delete(invoiceNumberCounters);
    expect(await nextNumber(inYear(2024))).toBe('SEED/24-25/0013');
    expect(await nextNumber(inYear(2025))).toBe('SEED/25-26/0100');
    expect(await nextNumber(inYear(2026))).toBe('SEED/26-27/0001');
  });

  it('counts a number of another financial year than the invoice date in its own year', async () => {
    await setPattern('FY-{FY}-{SEQ:2}');
    expect((await create('FY-2023-41')).statusCode).toBe(201);
    expect(await nextNumber(inYear(2023))).toBe('FY-2023-42');
    expect((await create('FY-2023-7')).statusCode).toBe(201);
    expect(await nextNumber(inYear(2023))).toBe('FY-2023-42');
  });

  it('moves the counter when an edit gives a higher number, never back; other numbers leave it alone', async () => {
    await setPattern('ED-{FY}-{SEQ:4}');
    const created = (await create('ED-2030-0002')).json().data;
    const edited = await api(ctx.app).put(
      `invoices/${created.id}`,
      {
        invoice_number: 'ED-2030-0050',
        invoiced_date: created.invoiced_date,
        company_id: companyId,
        billing_email: 'ap@acme.example',
        total_amount: '1000',
        updated_at: created.updated_at,
      },
      accounts,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await nextNumber(inYear(2030))).toBe('ED-2030-0051');
    expect((await create('ED-2030-0050-A')).statusCode).toBe(201);
    expect((await create('OTHER-9999')).statusCode).toBe(201);
    expect(await nextNumber(inYear(2030))).toBe('ED-2030-0051');
  });

  it('lists each creator once, scoped to the client and to the company area’s sent invoices', async () => {
    const ana = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' });
    const ben = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' });
    const client = await createCompany(ctx.app);
    for (const [who, n] of [
      [ana, 1],
      [ana, 2],
      [ben, 3],
    ] as const) {
      expect((await create(`CR-${client.id}-${n}`, who.headers, client.id)).statusCode).toBe(201);
    }
    const forClient = await api(ctx.app).get(`invoices/creators?client_id=${client.id}`, accounts);
    expect(forClient.json().data).toEqual(
      [ana.user, ben.user]
        .map((user) => ({ user_id: user.id, full_name: `${user.first_name} ${user.last_name}` }))
        .sort((a, b) => a.full_name.localeCompare(b.full_name)),
    );
    const all = (await api(ctx.app).get('invoices/creators', accounts)).json().data;
    expect(all.map((c: { user_id: number }) => c.user_id)).toEqual(
      expect.arrayContaining([ana.user.id, ben.user.id]),
    );
    expect(new Set(all.map((c: { user_id: number }) => c.user_id)).size).toBe(all.length);
    // The company area sees creators of its sent invoices only: none is sent yet.
    const clientAdmin = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: client.id });
    const scoped = await api(ctx.app).get('invoices/creators', clientAdmin.headers);
    expect(scoped.statusCode).toBe(200);
    expect(scoped.json().data).toEqual([]);
  });
});
