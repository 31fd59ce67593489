// List exports (issue 26): every matching row once, in the list's order, across batches; the
// list's filters, scope and field rules; formula-looking values written as text in CSV and XLSX.
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../modules/companies/companies.tables';
import { buildTestApp, type TestContext } from '../test/build-test-app';
import { createCompany, signedIn } from '../test/factories';
import { applicantForm, jobPortalLookups, type Lookups, positionForm } from '../test/job-portal.fixtures';
import { exportSettings } from './list-export';

let ctx: TestContext;
let admin: Record<string, string>;
let l: Lookups;

const get = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
const csvRows = (body: string) => parse(body, { bom: true }) as string[][];

const FORMULA = '=HYPERLINK("http://evil.example","click")';
const CLIENT_COUNT = Math.round(exportSettings.batch * 2.5);

beforeAll(async () => {
  ctx = await buildTestApp();
  l = await jobPortalLookups(ctx.app);
  ({ headers: admin } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' }));
  // Many clients sharing a few names: the export's batches must follow name then id exactly.
  await ctx.app.deps.db.insert(companies).values(
    Array.from({ length: CLIENT_COUNT }, (_, i) => ({
      company_name: `Export ${String(i % 7).padStart(2, '0')}`,
      primary_email: `export${i}@example.com`,
    })),
  );
  await createCompany(ctx.app, { company_name: FORMULA, phone: '+1 555', primary_email: 'f@example.com' });
});
afterAll(() => ctx.close());

describe('GET clients/export', () => {
  it('writes every matching client once, in the list’s order, with the list’s columns', async () => {
    const res = await get('clients/export?format=csv&search=export', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="clients-\d{4}-\d\d-\d\d\.csv"/,
    );
    const [header, ...rows] = csvRows(res.body);
    expect([...header!].sort()).toEqual(['company_logo', 'company_name', 'id', 'phone', 'primary_email']);
    expect(rows).toHaveLength(CLIENT_COUNT);
    const [id, name] = [header!.indexOf('id'), header!.indexOf('company_name')];
    const ids = rows.map((r) => Number(r[id]));
    expect(new Set(ids).size).toBe(CLIENT_COUNT);
    const keys = rows.map((r) => `${r[name]}|${String(r[id]).padStart(10, '0')}`);
    expect(keys).toEqual([...keys].sort());
    // The page the list shows first is the export's first rows.
    const page = await get('clients?skip=0&limit=10&search=export', admin);
    expect(ids.slice(0, 10)).toEqual(page.json().data.list.map((c: { id: number }) => c.id));
  });

  it('writes a formula-looking name as text: an apostrophe in CSV, a string cell in XLSX', async () => {
    const csv = await get(`clients/export?format=csv&search=${encodeURIComponent('HYPERLINK')}`, admin);
    const [header, row] = csvRows(csv.body);
    expect(row![header!.indexOf('company_name')]).toBe(`'${FORMULA}`);
    expect(row![header!.indexOf('phone')]).toBe("'+1 555");

    const xlsx = await get(`clients/export?format=xlsx&search=${encodeURIComponent('HYPERLINK')}`, admin);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const files = unzipSync(new Uint8Array(xlsx.rawPayload));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).not.toContain('<f>');
    // A string cell (no shared-strings table, which would grow with the file): its value is text.
    expect(sheet).toContain('t="str"><v>=HYPERLINK(&quot;http://evil.example&quot;,&quot;click&quot;)</v>');
  });

  it('answers 400 for an unknown format and 403 without the list’s key', async () => {
    const bad = await get('clients/export?format=pdf', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose csv or xlsx');
    const { headers: employee } = await signedIn(ctx.app, { type: 'employee' });
    expect((await get('clients/export?format=csv', employee)).statusCode).toBe(403);
    expect((await get('clients/export?format=csv', {})).statusCode).toBe(401);
  });
});

describe('GET filters/applicants/export (a POST list’s filters in the query)', () => {
  it('gives a client user its own company’s applicants without the fields its list hides', async () => {
    const acme = await createCompany(ctx.app, { company_name: 'Acme Export' });
    const globex = await createCompany(ctx.app, { company_name: 'Globex Export' });
    const position = async (companyId: number) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/positions',
        headers: admin,
        payload: positionForm(l, companyId),
      });
      return res.json().data.id as number;
    };
    const addApplicant = async (companyId: number, first_name: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/applicants',
        headers: admin,
        payload: applicantForm(l, companyId, await position(companyId), {
          first_name,
          internal_hr_comments: '@SUM(1+1)',
        }),
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await addApplicant(acme.id, 'Mine');
    await addApplicant(globex.id, 'Theirs');
    const { headers: client } = await signedIn(ctx.app, {
      type: 'client',
      role: 'admin',
      company_id: acme.id,
    });

    const [header, ...rows] = csvRows(
      (await get(`filters/applicants/export?format=csv&client_id=${globex.id}`, client)).body,
    );
    for (const hidden of ['current_ctc', 'expected_ctc', 'phone', 'email', 'internal_hr_comments', 'source'])
      expect(header).not.toContain(hidden);
    expect(header).toContain('client_ctc');
    expect(rows.map((r) => r[header!.indexOf('first_name')])).toEqual(['Mine']);

    // The agency sees both, filtered by the query string as the list's body would filter them.
    const all = await get(`filters/applicants/export?format=csv&client_id=${globex.id}`, admin);
    const [adminHeader, ...adminRows] = csvRows(all.body);
    expect(adminRows.map((r) => r[adminHeader!.indexOf('first_name')])).toEqual(['Theirs']);
    expect(adminRows[0]![adminHeader!.indexOf('internal_hr_comments')]).toBe("'@SUM(1+1)");
  });
});
