import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createPartnersAccount, signedIn } from '../../test/factories';
import { partnersAccounts } from './partners.tables';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const get = async (headers?: { cookie: string }) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/master/partners-accounts', headers });
  return { status: res.statusCode, body: res.json() };
};
const ids = (list: { id: number }[]) => list.map((a) => a.id);

describe('GET master/partners-accounts', () => {
  it('gives a super-admin every live account by name', async () => {
    const { headers } = await signedIn(ctx.app, { type: 'super-admin' });
    const zulu = await createPartnersAccount(ctx.app, { account_name: 'Zulu Partners' });
    const able = await createPartnersAccount(ctx.app, { account_name: 'able partners' });
    const gone = await createPartnersAccount(ctx.app, { account_name: 'Gone Partners' });
    await ctx.app.deps.db
      .update(partnersAccounts)
      .set({ deleted_at: new Date() })
      .where(eq(partnersAccounts.id, gone.id));

    const { status, body } = await get(headers);
    expect(status).toBe(200);
    expect(body.data).toContainEqual({ id: able.id, account_name: 'able partners' });
    expect(ids(body.data)).not.toContain(gone.id);
    expect(ids(body.data).indexOf(able.id)).toBeLessThan(ids(body.data).indexOf(zulu.id));
  });

  it('gives a partners or partners_client user only its own account, a client none', async () => {
    for (const type of ['partners', 'partners_client']) {
      const { user, headers } = await signedIn(ctx.app, { type });
      expect(ids((await get(headers)).body.data)).toEqual([user.partners_account_id]);
    }
    const client = await signedIn(ctx.app, { type: 'client' });
    expect((await get(client.headers)).body.data).toEqual([]);
  });

  it('refuses anonymous callers', async () => {
    expect((await get()).status).toBe(401);
  });
});
