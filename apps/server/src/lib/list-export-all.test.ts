// Every list's export (issue 26) on the demo data, one row per batch so each list's keyset is
// walked many times: the export's rows are the list's rows, in the list's order, none twice.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { companies } from '../modules/companies/companies.tables';
import { seedDemo } from '../seed/demo';
import { seedDemoActivity } from '../seed/demo-activity';
import { buildTestApp, type TestContext } from '../test/build-test-app';
import { signedIn } from '../test/factories';
import { exportSettings } from './list-export';

let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await buildTestApp();
  const [own] = await ctx.app.deps.db
    .insert(companies)
    .values({ company_name: 'Own Agency', primary_email: 'hello@agency.example' })
    .returning();
  await seedDemo(ctx.app.deps.db, own!.id);
  await seedDemoActivity({ ...ctx.app.deps, db: ctx.app.deps.db as Db }, 'agency.example');
  ({ headers: admin } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin', company_id: own!.id }));
  exportSettings.batch = 1;
});
afterAll(async () => {
  exportSettings.batch = 1000;
  await ctx.close();
});

const LISTS: [method: 'GET' | 'POST', path: string][] = [
  ['POST', 'filters/positions'],
  ['POST', 'filters/applicants'],
  ['GET', 'users'],
  ['GET', 'clients'],
  ['GET', 'partners'],
  ['POST', 'filters/employees'],
  ['POST', 'filters/leaves'],
  ['POST', 'filters/payrolls'],
  ['GET', 'reimbursements'],
  ['GET', 'invoices'],
];

describe('every list’s export', () => {
  it.each(LISTS)('%s %s: the export holds the list’s rows in its order', async (method, path) => {
    const page = await ctx.app.inject({
      method,
      url: `/api/v1/${path}?skip=0&limit=1000`,
      headers: admin,
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(page.statusCode, page.body).toBe(200);
    const listed = (page.json().data.list as { id: number }[]).map((row) => String(row.id));
    expect(listed.length, 'the demo data fills the list past a few batches').toBeGreaterThan(1);

    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/${path}/export?format=csv`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
    const id = header!.indexOf('id');
    expect(rows.map((row) => row[id])).toEqual(listed);
  });

  it('an XLSX export of a dated list (leaves) is a workbook with every row', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/filters/leaves/export?format=xlsx',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
