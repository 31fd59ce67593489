import { isValidGstin } from '@staffdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../modules/companies/companies.tables';
import { vendorBankDetails } from '../modules/invoices/invoices.tables';
import { cities } from '../modules/master/master.tables';
import { partnersAccounts } from '../modules/partners/partners.tables';
import { users } from '../modules/users/users.tables';
import { buildTestApp, type TestContext } from '../test/build-test-app';
import { createCompany } from '../test/factories';
import { DEMO_PASSWORD, DEMO_SKILLS, DEMO_USERS, seedDemo } from './demo';

let ctx: TestContext;
let ownId: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  const own = await createCompany(ctx.app, {
    company_name: 'Staffdesk',
    primary_email: 'hello@staffdesk.local',
  });
  ownId = own.id;
  await ctx.app.deps.db.transaction((tx) => seedDemo(tx, ownId));
});
afterAll(() => ctx.close());

describe('demo data', () => {
  it('gives accounts the agency’s bank details, default cc and state for GST', async () => {
    const [row] = await ctx.app.deps.db.select().from(vendorBankDetails);
    expect(row).toMatchObject({
      vendor_bank_account_number: '50200012345678',
      cc_email: 'accounts@staffdesk.local',
    });
    expect(row!.agency_state_id).not.toBeNull();
  });

  it('seeds GSTINs that pass the check, the agency’s own too, so the demo profiles can be saved', async () => {
    const rows = await ctx.app.deps.db.select({ gstin: companies.gstin }).from(companies);
    const gstins = rows.map((r) => r.gstin).filter((g): g is string => !!g);
    const [vendor] = await ctx.app.deps.db.select().from(vendorBankDetails);
    expect(gstins).toHaveLength(3);
    for (const value of [...gstins, vendor!.agency_gstin!]) expect(isValidGstin(value), value).toBe(true);
  });

  it('places the client companies and partners in real cities of the seeded geography', async () => {
    const rows = await ctx.app.deps.db
      .select({ name: companies.company_name, city: cities.city })
      .from(companies)
      .leftJoin(cities, eq(cities.id, companies.city_id))
      .where(sql`${companies.id} <> ${ownId}`);
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.city)).toBe(true);
    expect(rows).toContainEqual({ name: 'Northwind Analytics Pvt Ltd', city: 'Bengaluru' });
    const partners = await ctx.app.deps.db.select().from(partnersAccounts);
    expect(partners).toHaveLength(2);
    expect(partners.every((p) => p.city_id && p.state_id && p.country_id && p.timezone_id)).toBe(true);
  });

  it('gives one user of every type, each able to sign in with the demo password', async () => {
    const rows = await ctx.app.deps.db.select().from(users);
    expect(new Set(rows.map((u) => u.type_slug))).toEqual(
      new Set(['super-admin', 'client', 'partners', 'partners_client', 'employee']),
    );
    expect(rows.every((u) => u.email_verified_at)).toBe(true);
    const staff = rows.filter((u) => u.type_slug === 'super-admin' || u.type_slug === 'employee');
    expect(staff.every((u) => u.email.endsWith('@staffdesk.local'))).toBe(true);
    expect(staff.filter((u) => u.type_slug === 'super-admin').every((u) => u.company_id === ownId)).toBe(
      true,
    );
    expect(rows.find((u) => u.first_name === 'Meera')).toMatchObject({
      company_id: expect.any(Number),
      partners_account_id: expect.any(Number),
    });
    for (const user of rows) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: user.email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, user.email).toBe(200);
    }
    expect(rows).toHaveLength(DEMO_USERS.length);
  });

  it('adds the skills and locations the forms pick from', async () => {
    const res = await ctx.app.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from skills where skill = any(${`{${DEMO_SKILLS.map((s) => `"${s}"`).join(',')}}`}::text[])`,
    );
    expect(Number(res.rows[0]!.n)).toBe(DEMO_SKILLS.length);
    const bengaluru = await ctx.app.deps.db.execute(
      sql`select 1 from locations where location = 'Bengaluru'`,
    );
    expect(bengaluru.rows).toHaveLength(1);
  });
});
