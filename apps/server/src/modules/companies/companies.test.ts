import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, signedIn } from '../../test/factories';
import { companies } from './companies.tables';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const get = async (url: string, headers?: { cookie: string }) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
  return { status: res.statusCode, body: res.json() };
};

describe('GET companies', () => {
  it('gives a super-admin live companies sorted by name, with search', async () => {
    const { headers } = await signedIn(ctx.app, { type: 'super-admin' });
    const zeta = await createCompany(ctx.app, { company_name: 'Zeta Search Co', company_logo: '/z.png' });
    const alpha = await createCompany(ctx.app, { company_name: 'alpha search co' });
    const gone = await createCompany(ctx.app, { company_name: 'Gone Search Co' });
    await ctx.app.deps.db.update(companies).set({ deleted_at: new Date() }).where(eq(companies.id, gone.id));
    await createCompany(ctx.app, { company_name: '100% Staffing' });

    const { status, body } = await get('companies?search=search', headers);
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { id: alpha.id, company_name: 'alpha search co', company_logo: null },
      { id: zeta.id, company_name: 'Zeta Search Co', company_logo: '/z.png' },
    ]);
    const names = (await get('companies', headers)).body.data.map((c: { company_name: string }) =>
      c.company_name.toLowerCase(),
    );
    expect(names).toEqual([...names].sort());
    expect(names).not.toContain('gone search co');
    // LIKE wildcards in the search are literal text.
    expect(
      (await get('companies?search=%25', headers)).body.data.map((c: { id: number }) => c.id),
    ).toHaveLength(1);
  });

  it('gives a client or partners_client user only its own company', async () => {
    for (const type of ['client', 'partners_client']) {
      const { user, headers } = await signedIn(ctx.app, { type, role: 'user' });
      const list = (await get('companies', headers)).body.data;
      expect(list.map((c: { id: number }) => c.id)).toEqual([user.company_id]);
    }
  });

  it('refuses anonymous callers', async () => {
    expect((await get('companies')).status).toBe(401);
  });
});
