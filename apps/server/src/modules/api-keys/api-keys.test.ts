// API keys (issue 26): a key acts as its user (permissions and scope), without cookie or Origin;
// read-only keys read only; a key ends with its expiry, its revocation or its user's block.
import { API_KEY_MESSAGES, AUTH_MESSAGES } from '@staffdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, signedIn } from '../../test/factories';
import { clientPayload } from '../../test/org-fixtures';
import { sensitiveChanges } from '../audit/sensitive-changes.tables';
import { users } from '../users/users.tables';
import { apiKeys } from './api-keys.tables';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' });
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload ? { payload } : {}) });
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

async function newKey(headers: Headers, body: object = { name: 'Tally sync' }) {
  const res = await call('POST', 'users/api-keys', headers, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; token: string; prefix: string };
}

describe('users/api-keys', () => {
  it('answers the token once, lists the key by name and prefix, and audits create and revoke', async () => {
    const key = await newKey(admin.headers, { name: 'Zoho Books' });
    expect(key.token).toMatch(/^sdk_[A-Za-z0-9_-]{43}$/);
    expect(key.token.startsWith(key.prefix)).toBe(true);
    const list = (await call('GET', 'users/api-keys', admin.headers)).json().data;
    expect(list[0]).toMatchObject({ id: key.id, name: 'Zoho Books', prefix: key.prefix, read_only: false });
    expect(list[0]).not.toHaveProperty('token');
    const [stored] = await ctx.app.deps.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(stored!.token_hash).not.toContain(key.token.slice(4, 20));

    expect((await call('DELETE', `users/api-keys/${key.id}`, admin.headers)).json().message).toBe(
      API_KEY_MESSAGES.revoked,
    );
    expect((await call('GET', 'users/is-auth', bearer(key.token))).statusCode).toBe(401);
    const trail = await ctx.app.deps.db
      .select()
      .from(sensitiveChanges)
      .where(eq(sensitiveChanges.entity_id, key.id));
    expect(trail.map((t) => [t.old_value, t.new_value])).toEqual(
      expect.arrayContaining([
        [null, `Zoho Books (${key.prefix}…)`],
        [`Zoho Books (${key.prefix}…)`, null],
      ]),
    );
  });

  it('refuses a name missing, an expiry past, another user’s key, and management with a key', async () => {
    const bad = await call('POST', 'users/api-keys', admin.headers, { name: ' ', expires_at: '2020-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining([API_KEY_MESSAGES.nameRequired, API_KEY_MESSAGES.expiryPast]),
    );
    const other = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' });
    const theirs = await newKey(other.headers);
    expect((await call('DELETE', `users/api-keys/${theirs.id}`, admin.headers)).statusCode).toBe(404);
    const mine = await newKey(admin.headers);
    const minted = await call('POST', 'users/api-keys', bearer(mine.token), { name: 'another' });
    expect(minted.statusCode).toBe(403);
    expect(minted.json().message).toBe(API_KEY_MESSAGES.sessionOnly);
  });
});

describe('Authorization: Bearer', () => {
  it('acts as the user: its own company only, as its session would', async () => {
    const acme = await createCompany(ctx.app, { company_name: 'Acme Keys' });
    const client = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: acme.id });
    await signedIn(ctx.app, { type: 'client', role: 'admin' });
    const { token } = await newKey(client.headers);
    const me = await call('GET', 'users/is-auth', bearer(token));
    expect(me.json().data).toMatchObject({ id: client.user.id });
    const viaKey = (await call('GET', 'users?skip=0&limit=100', bearer(token))).json().data.list;
    const viaSession = (await call('GET', 'users?skip=0&limit=100', client.headers)).json().data.list;
    expect(viaKey).toEqual(viaSession);
    expect(viaKey.length).toBeGreaterThan(0);
    expect(viaKey.every((u: { company_id: number }) => u.company_id === acme.id)).toBe(true);
    // Without the key a user lacks, the key lacks it too.
    const employee = await signedIn(ctx.app, { type: 'employee' });
    const employeeKey = await newKey(employee.headers);
    expect((await call('GET', 'clients?skip=0&limit=10', bearer(employeeKey.token))).statusCode).toBe(403);
  });

  it('writes without a cookie or Origin, while a cookie from another origin is still refused', async () => {
    const { token } = await newKey(admin.headers);
    const body = await clientPayload(ctx.app, { company_name: 'Made By Script' });
    const viaKey = await call(
      'POST',
      'clients',
      { ...bearer(token), origin: 'https://elsewhere.example' },
      body,
    );
    expect(viaKey.statusCode, viaKey.body).toBe(201);
    const viaCookie = await call(
      'POST',
      'clients',
      { ...admin.headers, origin: 'https://elsewhere.example' },
      await clientPayload(ctx.app, { company_name: 'Forged' }),
    );
    expect(viaCookie.statusCode).toBe(403);
    expect(viaCookie.json().message).toBe(AUTH_MESSAGES.crossOrigin);
  });

  it('a read-only key reads (lists included, even by POST) and is refused every write', async () => {
    const { token } = await newKey(admin.headers, { name: 'BI', read_only: true });
    expect((await call('GET', 'clients?skip=0&limit=10', bearer(token))).statusCode).toBe(200);
    expect((await call('POST', 'filters/positions?skip=0&limit=10', bearer(token), {})).statusCode).toBe(200);
    const write = await call(
      'POST',
      'clients',
      bearer(token),
      await clientPayload(ctx.app, { company_name: 'Never Made' }),
    );
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(API_KEY_MESSAGES.readOnly);
  });

  it('ends when the user is blocked or the key expires', async () => {
    const user = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' });
    const blocked = await newKey(user.headers);
    expect((await call('GET', 'users/is-auth', bearer(blocked.token))).statusCode).toBe(200);
    await ctx.app.deps.db.update(users).set({ blocked_at: new Date() }).where(eq(users.id, user.user.id));
    expect((await call('GET', 'users/is-auth', bearer(blocked.token))).statusCode).toBe(401);

    const expiring = await newKey(admin.headers, { name: 'Short', expires_at: '2099-01-01' });
    expect((await call('GET', 'users/is-auth', bearer(expiring.token))).statusCode).toBe(200);
    await ctx.app.deps.db
      .update(apiKeys)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expiring.id));
    const expired = await call('GET', 'users/is-auth', bearer(expiring.token));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(API_KEY_MESSAGES.invalid);
  });

  it('records its last use', async () => {
    const key = await newKey(admin.headers);
    await call('GET', 'users/is-auth', bearer(key.token));
    const [row] = await ctx.app.deps.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.last_used_at).not.toBeNull();
  });

  it('counts wrong keys as wrong passwords from that IP: past 30 the caller waits (429)', async () => {
    const headers = { ...bearer('sdk_wrong'), 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      statuses.push(
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/api/v1/users/is-auth',
            headers,
            remoteAddress: '203.0.113.9',
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
