// The user's own sessions on Profile (issue 21): listed with device, IP and last activity, ended
// one by one or all but this one; a password change and a block end them too.
import { PROFILE_MESSAGES, TWO_FACTOR_MESSAGES } from '@staffdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createUser, signedIn, TEST_PASSWORD } from '../../test/factories';
import { sessions } from '../users/users.tables';
import { describeDevice } from './user-sessions.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function call(method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Headers = {}, payload?: object) {
  const res = await ctx.app.inject({ method, url: `/api/v1/${url}`, headers, payload });
  return { status: res.statusCode, body: res.json() };
}

/** Signs in through the login call from a browser and an IP. */
async function signIn(email: string, userAgent: string, ip: string): Promise<Headers> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { email, password: TEST_PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  const cookie = res.cookies.find((c) => c.name === 'staffdesk_session');
  if (!cookie) throw new Error(`no session: ${res.body}`);
  return { cookie: `${cookie.name}=${cookie.value}` };
}

describe('GET users/sessions', () => {
  it("lists the caller's live sessions, device and IP, marking this one", async () => {
    const user = await createUser(ctx.app);
    const laptop = await signIn(user.email, CHROME_LINUX, '10.1.0.1');
    await signIn(user.email, SAFARI_IPHONE, '10.1.0.2');
    // Someone else's session is not listed.
    await signedIn(ctx.app);

    const res = await call('GET', 'users/sessions', laptop);
    expect(res.status).toBe(200);
    const list = res.body.data as { device: string; ip: string; current: boolean; last_seen_at: string }[];
    // This browser first, though the phone signed in later.
    expect(list[0]?.current).toBe(true);
    expect(
      list
        .map(({ device, ip, current }) => ({ device, ip, current }))
        .sort((a, b) => a.ip.localeCompare(b.ip)),
    ).toEqual([
      { device: 'Chrome on Linux', ip: '10.1.0.1', current: true },
      { device: 'Safari on iOS', ip: '10.1.0.2', current: false },
    ]);
    for (const item of list) expect(Number.isNaN(Date.parse(item.last_seen_at))).toBe(false);
  });

  it('leaves out sessions that have ended', async () => {
    const user = await createUser(ctx.app);
    const here = await signIn(user.email, CHROME_LINUX, '10.2.0.1');
    await signIn(user.email, SAFARI_IPHONE, '10.2.0.2');
    await ctx.app.deps.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.ip, '10.2.0.2'));
    expect((await call('GET', 'users/sessions', here)).body.data).toHaveLength(1);
  });

  it('names a client no browser list knows by its first product, and no user agent as unknown', () => {
    expect(describeDevice(null)).toBe('Unknown device');
    expect(describeDevice('curl/8.5.0')).toBe('curl/8.5.0');
    expect(describeDevice('')).toBe('Unknown device');
  });
});

describe('ending sessions', () => {
  it('ends one of the own sessions; that browser is signed out', async () => {
    const user = await createUser(ctx.app);
    const here = await signIn(user.email, CHROME_LINUX, '10.3.0.1');
    const phone = await signIn(user.email, SAFARI_IPHONE, '10.3.0.2');
    const list = (await call('GET', 'users/sessions', here)).body.data as { id: number; current: boolean }[];
    const other = list.find((s) => !s.current);
    const res = await call('DELETE', `users/sessions/${other?.id}`, here);
    expect(res).toEqual({ status: 200, body: { data: null, message: TWO_FACTOR_MESSAGES.sessionEnded } });
    expect((await call('GET', 'users/is-auth', phone)).status).toBe(401);
    expect((await call('GET', 'users/is-auth', here)).status).toBe(200);
  });

  it("answers 404 for another user's session and leaves it alone", async () => {
    const { headers } = await signedIn(ctx.app);
    const victim = await createUser(ctx.app);
    const theirs = await signIn(victim.email, CHROME_LINUX, '10.4.0.1');
    const [row] = await ctx.app.deps.db.select().from(sessions).where(eq(sessions.user_id, victim.id));
    expect(await call('DELETE', `users/sessions/${row?.id}`, headers)).toEqual({
      status: 404,
      body: { message: TWO_FACTOR_MESSAGES.sessionNotFound, code: 'not_found' },
    });
    expect((await call('GET', 'users/is-auth', theirs)).status).toBe(200);
  });

  it.each(['abc', '0', '-1', '99999999999'])('refuses the session id %s', async (id) => {
    const { headers } = await signedIn(ctx.app);
    expect((await call('DELETE', `users/sessions/${id}`, headers)).status).toBe(400);
  });

  it('ends every other session, keeping this one', async () => {
    const user = await createUser(ctx.app);
    const here = await signIn(user.email, CHROME_LINUX, '10.5.0.1');
    const others = [
      await signIn(user.email, SAFARI_IPHONE, '10.5.0.2'),
      await signIn(user.email, CHROME_LINUX, '10.5.0.3'),
    ];
    const res = await call('DELETE', 'users/sessions', here);
    expect(res).toEqual({
      status: 200,
      body: { data: null, message: TWO_FACTOR_MESSAGES.otherSessionsEnded },
    });
    for (const other of others) expect((await call('GET', 'users/is-auth', other)).status).toBe(401);
    const list = (await call('GET', 'users/sessions', here)).body.data;
    expect(list).toHaveLength(1);
    expect(list[0].current).toBe(true);
  });

  it('a password change ends every other session', async () => {
    const user = await createUser(ctx.app);
    const here = await signIn(user.email, CHROME_LINUX, '10.6.0.1');
    const phone = await signIn(user.email, SAFARI_IPHONE, '10.6.0.2');
    const changed = await call('PUT', 'users/password', here, {
      current_password: TEST_PASSWORD,
      new_password: 'Other@12345',
      confirm_password: 'Other@12345',
    });
    expect(changed.body.message).toBe(PROFILE_MESSAGES.passwordUpdated);
    expect((await call('GET', 'users/is-auth', phone)).status).toBe(401);
    expect((await call('GET', 'users/sessions', here)).body.data).toHaveLength(1);
  });
});
