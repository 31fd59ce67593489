// GET invoices through lib/list-query.ts: each filter of spec 001 §7 (search, from/to date, status,
// client, creator), a short search matching the start only, the company area's scope, and the count
// capped at 3 here instead of 10,000.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/auth.test-helpers';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, signedIn } from '../../test/factories';
import { SEARCH_SORT_LIMIT } from './invoices.queries';

type Headers = Record<string, string>;
interface Page {
  list: { id: number; invoice_number: string }[];
  count: number;
  numberOfPages: number;
  countIsLowerBound?: boolean;
}

const CAP = 3;
const suffix = Date.now().toString(36).toUpperCase();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let ctx: TestContext;
let accounts: Headers;
let otherAccounts: { headers: Headers; id: number };
let client: Headers;
let acme: { id: number };
let globex: { id: number };
const ids: Record<string, number> = {};

async function raise(number: string, companyId: number, date: string, headers = accounts) {
  const res = await api(ctx.app).post(
    'invoices',
    {
      invoice_number: `${number}-${suffix}`,
      invoiced_date: date,
      company_id: companyId,
      billing_email: 'ap@example.com',
      total_amount: '1000',
    },
    headers,
  );
  expect(res.statusCode, res.body).toBe(201);
  ids[number] = res.json().data.id;
}

async function list(query: string, headers = accounts): Promise<Page> {
  const res = await api(ctx.app).get(`invoices?limit=10&${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const numbers = (page: Page) => page.list.map((i) => i.invoice_number.replace(`-${suffix}`, ''));

beforeAll(async () => {
  ctx = await buildTestApp({ listCountCap: CAP });
  ({ headers: accounts } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' }));
  const second = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' });
  otherAccounts = { headers: second.headers, id: second.user.id };
  acme = await createCompany(ctx.app, { company_name: `Acme ${suffix}` });
  globex = await createCompany(ctx.app, { company_name: `Globex ${suffix}` });
  ({ headers: client } = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: acme.id }));
  await raise('AC-1', acme.id, day(0));
  await raise('AC-2', acme.id, day(10));
  await raise('AC-3', acme.id, day(20));
  await raise('GX-1', globex.id, day(5), otherAccounts.headers);
  await raise('XY-9', globex.id, day(30));
});
afterAll(() => ctx.close());

describe('the invoice list', () => {
  it('filters by client, dates, creator and status', async () => {
    const byClient = await list(`client_id=${globex.id}`);
    expect(numbers(byClient)).toEqual(['XY-9', 'GX-1']);
    expect(numbers(await list(`client_id=${acme.id}&from_date=${day(5)}&to_date=${day(20)}`))).toEqual([
      'AC-3',
      'AC-2',
    ]);
    expect(numbers(await list(`creator_id=${otherAccounts.id}`))).toEqual(['GX-1']);
    const statuses = (await api(ctx.app).get('master/invoice-statuses', accounts)).json().data;
    const paid = statuses.find((s: { slug: string }) => s.slug === 'paid').id;
    expect((await list(`status_id=${paid}&client_id=${acme.id}`)).list).toEqual([]);
  });

  it('searches the number or the client name; one or two characters match the start only', async () => {
    expect(numbers(await list(`search=${encodeURIComponent(`Globex ${suffix}`)}`))).toEqual(['XY-9', 'GX-1']);
    expect(numbers(await list(`search=AC-2-${suffix}`))).toEqual(['AC-2']);
    // 'y-' is inside XY-9 but starts nothing; 'xy' starts it.
    expect(numbers(await list(`search=y-&client_id=${globex.id}`))).toEqual([]);
    expect(numbers(await list(`search=xy&client_id=${globex.id}`))).toEqual(['XY-9']);
  });

  it('counts up to the cap, then says the count is a lower bound', async () => {
    const first = await list(`client_id=${acme.id}`, accounts);
    expect(first).toMatchObject({ count: 3, numberOfPages: 1 });
    expect(first).not.toHaveProperty('countIsLowerBound');
    const everyone = await api(ctx.app).get(`invoices?limit=2&search=${suffix}`, accounts);
    expect(everyone.json().data).toMatchObject({ count: 3, numberOfPages: 2, countIsLowerBound: true });
  });

  it('shows a client user only its own company’s sent invoices', async () => {
    expect((await list('', client)).list).toEqual([]);
    const sent = await api(ctx.app).post(
      'invoices/send',
      { id: ids['AC-2'], billing_email: ['ap@example.com'], cc_email: ['cc@example.com'] },
      accounts,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const own = await list('', client);
    expect(numbers(own)).toEqual(['AC-2']);
    expect(own.count).toBe(1);
    // The list row names the PDF as e-mailed, the view's document, and the client may open it.
    const view = (await api(ctx.app).get(`invoices/${ids['AC-2']}`, client)).json().data;
    const row = own.list[0] as unknown as { sent_document_url: string; sent_document_name: string };
    expect(row.sent_document_url).toBe(view.sends[0].document_url);
    expect(row.sent_document_name).toBe(`Invoice-AC-2-${suffix}.pdf`);
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: row.sent_document_url,
      headers: client,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A draft has no document yet.
    const drafts = await list(`search=AC-1-${suffix}`);
    expect(drafts.list[0]).toMatchObject({ sent_document_url: null, sent_document_name: null });
    // A filter naming another company does not widen the scope.
    expect((await list(`client_id=${globex.id}`, client)).list).toEqual([]);
  });

  it('pages a search with more matches than it sorts in date order, as it does a rare one', async () => {
    // Copies of AC-1 with numbers MANY-1…MANY-n, invoiced on dates that do not follow the number,
    // so a page in date order is not the insertion order.
    const many = SEARCH_SORT_LIMIT + 5;
    const { rows } = await ctx.app.deps.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'invoices' and column_name not in ('id', 'invoice_number', 'invoiced_date')`,
    );
    const copied = sql.raw(rows.map((r) => `"${r.column_name}"`).join(', '));
    await ctx.app.deps.db.execute(sql`
      insert into invoices (invoice_number, invoiced_date, ${copied})
      select 'MANY-' || g || ${`-${suffix}`}, current_date + ((g * 7919) % 1000), ${copied}
      from invoices, generate_series(1, ${many}) g where invoices.id = ${ids['AC-1']}`);
    const newestFirst = async (prefix: string) => {
      const { rows: found } = await ctx.app.deps.db.execute<{ invoice_number: string }>(
        sql`select invoice_number from invoices where invoice_number like ${`${prefix}%`}
            order by invoiced_date desc, id desc limit 20`,
      );
      return found.map((r) => r.invoice_number.replace(`-${suffix}`, ''));
    };

    // 'MANY' matches more than SEARCH_SORT_LIMIT: its pages come from the date walk.
    const all = await newestFirst('MANY-');
    expect(numbers(await list('search=MANY&skip=0'))).toEqual(all.slice(0, 10));
    expect(numbers(await list('search=MANY&skip=10'))).toEqual(all.slice(10, 20));
    // 'MANY-1' matches 1,111 (1, 10-19, 100-199, 1000-1999): those are sorted, in the same order.
    const some = await newestFirst('MANY-1');
    expect(numbers(await list('search=MANY-1&skip=0'))).toEqual(some.slice(0, 10));
    expect(numbers(await list('search=MANY-1&skip=10'))).toEqual(some.slice(10, 20));

    // With no search a page's ids are taken first, at their offset, and joined after: the same
    // rows in the same newest-first order as the whole list sorted, the dates out of id order.
    const { rows: newest } = await ctx.app.deps.db.execute<{ invoice_number: string }>(
      sql`select invoice_number from invoices order by invoiced_date desc, id desc limit 30`,
    );
    const everyone = newest.map((r) => r.invoice_number.replace(`-${suffix}`, ''));
    for (const skip of [0, 10, 20]) {
      expect(numbers(await list(`skip=${skip}`))).toEqual(everyone.slice(skip, skip + 10));
    }
  });
});
