// POST users/login, GET users/is-auth, POST users/logout: answers, cookie, throttling, timeouts.
import { AUTH_MESSAGES } from '@staffdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, cookieFrom } from '../../test/auth.test-helpers';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createUser, loginAs, signedIn, TEST_PASSWORD } from '../../test/factories';
import { mailOutbox } from '../mail/mail.tables';
import { loginThrottle, sessions, users } from '../users/users.tables';
import { sessionCookieOptions } from './auth.service';
import { ATTACK_ALERT_FAILURES, BACKOFF_RULES, throttleKey } from './throttle.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const WRONG = 'Wrong@12345';

describe('POST users/login', () => {
  it('signs in, answers the session user and sets a safe session cookie', async () => {
    const user = await createUser(ctx.app, { type: 'client', role: 'user', permissions: ['edit-user'] });
    const res = await api(ctx.app).post('users/login', {
      email: user.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: AUTH_MESSAGES.loggedIn,
      data: {
        id: user.id,
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        profile_image: null,
        role_slug: 'user',
        type_slug: 'client',
        permissions_slug: ['edit-user'],
        company_id: user.company_id,
        partner_id: null,
        partners_account_id: null,
        two_factor_setup_required: false,
      },
    });
    const cookie = res.cookies.find((c) => c.name === 'staffdesk_session');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: ctx.config.sessionAbsoluteHours * 3600,
    });
    expect(cookie?.secure).toBeFalsy();
    expect(sessionCookieOptions({ ...ctx.config, production: true }).secure).toBe(true);

    const me = await api(ctx.app).get('users/is-auth', cookieFrom(res));
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(user.id);
  });

  it('issues a new session on every sign-in and ends the one the browser held', async () => {
    const user = await createUser(ctx.app);
    const body = { email: user.email, password: TEST_PASSWORD };
    const first = cookieFrom(await api(ctx.app).post('users/login', body));
    const second = cookieFrom(await api(ctx.app).post('users/login', body, first));
    expect(second.cookie).not.toBe(first.cookie);
    expect((await api(ctx.app).get('users/is-auth', first)).statusCode).toBe(401);
    expect((await api(ctx.app).get('users/is-auth', second)).statusCode).toBe(200);
  });

  it.each([
    [{}, AUTH_MESSAGES.emailRequired],
    [{ email: '', password: TEST_PASSWORD }, AUTH_MESSAGES.emailRequired],
    [{ email: 'not-an-email', password: TEST_PASSWORD }, AUTH_MESSAGES.emailInvalid],
    [{ email: 'a@example.com' }, AUTH_MESSAGES.passwordRequired],
    [{ email: 'a@example.com', password: 'short' }, AUTH_MESSAGES.passwordPattern],
  ])('refuses %j with the spec message', async (payload, message) => {
    const res = await api(ctx.app).post('users/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers the same 401 for a wrong password, an unknown address, no password yet and a deleted user', async () => {
    const user = await createUser(ctx.app);
    const invited = await createUser(ctx.app);
    await ctx.app.deps.db.update(users).set({ password_hash: null }).where(eq(users.id, invited.id));
    const deleted = await createUser(ctx.app);
    await ctx.app.deps.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, deleted.id));
    const attempts = [
      { email: user.email, password: WRONG },
      { email: 'nobody@example.com', password: TEST_PASSWORD },
      { email: invited.email, password: TEST_PASSWORD },
      { email: deleted.email, password: TEST_PASSWORD },
    ];
    for (const body of attempts) {
      const res = await api(ctx.app, '10.1.0.1').post('users/login', body);
      expect(res.statusCode, body.email).toBe(401);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.loginFailed, code: 'unauthenticated' });
      expect(res.cookies).toHaveLength(0);
    }
  });
});

describe('sign-in back-off', () => {
  const free = BACKOFF_RULES.loginPair.free;

  it('slows a guesser with growing delays, even for the right password, but never locks the owner out', async () => {
    const user = await createUser(ctx.app);
    const attacker = api(ctx.app, '10.2.0.1');
    for (let i = 0; i < free; i++) {
      expect((await attacker.post('users/login', { email: user.email, password: WRONG })).statusCode).toBe(
        401,
      );
    }
    // The next wrong one is answered, and from then on this client must wait before each attempt.
    expect((await attacker.post('users/login', { email: user.email, password: WRONG })).statusCode).toBe(401);
    const waiting = await attacker.post('users/login', { email: user.email, password: TEST_PASSWORD });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);

    // The owner, from their own IP, signs in at once: the attack locks nobody out.
    const owner = await api(ctx.app, '10.2.0.2').post('users/login', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(owner.statusCode).toBe(200);
  });

  it('doubles the wait with each further failure, up to the cap', async () => {
    const user = await createUser(ctx.app);
    const attacker = api(ctx.app, '10.2.1.1');
    const key = throttleKey.loginPair(user.email, '10.2.1.1');
    const waits: number[] = [];
    for (let i = 0; i < free + 4; i++) {
      // Time passes for the attacker: the wait is over before each try.
      await ctx.app.deps.db
        .update(loginThrottle)
        .set({ locked_until: null })
        .where(eq(loginThrottle.key, key));
      expect((await attacker.post('users/login', { email: user.email, password: WRONG })).statusCode).toBe(
        401,
      );
      const [row] = await ctx.app.deps.db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
      waits.push(row!.locked_until ? Math.round((row!.locked_until.getTime() - Date.now()) / 1000) : 0);
    }
    const base = BACKOFF_RULES.loginPair.baseSeconds;
    expect(waits.slice(0, free)).toEqual(Array(free).fill(0));
    expect(waits.slice(free)).toEqual([base, base * 2, base * 4, base * 8]);
  });

  it('starts the count again after a successful sign-in', async () => {
    const user = await createUser(ctx.app);
    const client = api(ctx.app, '10.3.0.1');
    const fail = () => client.post('users/login', { email: user.email, password: WRONG });
    for (let i = 0; i < free; i++) await fail();
    expect(
      (await client.post('users/login', { email: user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    for (let i = 0; i < free; i++) expect((await fail()).statusCode).toBe(401);
    expect(
      (await client.post('users/login', { email: user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('slows a client IP that tries many addresses, leaving other IPs alone', async () => {
    const user = await createUser(ctx.app);
    const sprayer = api(ctx.app, '10.4.0.1');
    for (let i = 0; i <= BACKOFF_RULES.loginIp.free; i++) {
      await sprayer.post('users/login', { email: `guess${i}@example.com`, password: WRONG });
    }
    const body = { email: user.email, password: TEST_PASSWORD };
    const res = await sprayer.post('users/login', body);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect((await api(ctx.app, '10.4.0.2').post('users/login', body)).statusCode).toBe(200);
  });

  it("e-mails the account's owner once when it is attacked from many places", async () => {
    const user = await createUser(ctx.app);
    for (let i = 0; i < ATTACK_ALERT_FAILURES + 3; i++) {
      await api(ctx.app, `10.5.${i}.1`).post('users/login', { email: user.email, password: WRONG });
    }
    const alerts = await ctx.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(alerts.map((m) => m.subject)).toEqual([
      `Failed sign-in attempts on your ${ctx.config.orgName} account`,
    ]);
    expect(alerts[0]!.text).toContain(`${ATTACK_ALERT_FAILURES} times`);
    expect(alerts[0]!.text).not.toContain('http');
    // Still no lock: the owner signs in.
    const owner = await api(ctx.app, '10.5.200.1').post('users/login', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(owner.statusCode).toBe(200);
  });

  it('counts X-Forwarded-For only from a configured proxy, so a rotating header does not reset the count', async () => {
    const user = await createUser(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < free + 3; i++) {
      const res = await api(ctx.app, '10.6.0.1').post(
        'users/login',
        { email: user.email, password: WRONG },
        { 'x-forwarded-for': `203.0.113.${i}` },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
  });
});

describe('GET users/is-auth', () => {
  it('answers the session user', async () => {
    const user = await createUser(ctx.app, { type: 'employee' });
    const res = await api(ctx.app).get('users/is-auth', await loginAs(ctx.app, user));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.id, type_slug: 'employee', role_slug: 'employee' });
    expect(res.json().data).not.toHaveProperty('password_hash');
  });

  it('refuses anonymous callers and unknown cookies with 401', async () => {
    for (const headers of [{}, { cookie: 'staffdesk_session=made-up' }] as Record<string, string>[]) {
      const res = await api(ctx.app).get('users/is-auth', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(AUTH_MESSAGES.notAuthenticated);
    }
  });

  it('ends a session idle longer than the idle timeout', async () => {
    const user = await createUser(ctx.app);
    const headers = await loginAs(ctx.app, user);
    const minutes = ctx.config.sessionIdleMinutes;
    await ctx.app.deps.db
      .update(sessions)
      .set({ last_seen_at: sql`now() - make_interval(mins => ${minutes - 1})` })
      .where(eq(sessions.user_id, user.id));
    // Still inside the idle window: it answers, and the visit counts as activity.
    expect((await api(ctx.app).get('users/is-auth', headers)).statusCode).toBe(200);
    const [touched] = await ctx.app.deps.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(Date.now() - touched!.last_seen_at.getTime()).toBeLessThan(60_000);

    await ctx.app.deps.db
      .update(sessions)
      .set({ last_seen_at: sql`now() - make_interval(mins => ${minutes + 1})` })
      .where(eq(sessions.user_id, user.id));
    expect((await api(ctx.app).get('users/is-auth', headers)).statusCode).toBe(401);
  });

  it('ends a session at its absolute timeout however active it is', async () => {
    const user = await createUser(ctx.app);
    const res = await api(ctx.app).post('users/login', { email: user.email, password: TEST_PASSWORD });
    const headers = cookieFrom(res);
    const [row] = await ctx.app.deps.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    const lifetime = row!.expires_at.getTime() - row!.created_at.getTime();
    expect(Math.abs(lifetime - ctx.config.sessionAbsoluteHours * 3600_000)).toBeLessThan(5_000);

    await ctx.app.deps.db
      .update(sessions)
      .set({ expires_at: sql`now() - interval '1 second'`, last_seen_at: sql`now()` })
      .where(eq(sessions.user_id, user.id));
    expect((await api(ctx.app).get('users/is-auth', headers)).statusCode).toBe(401);
  });

  it('ends the sessions of a deleted user', async () => {
    const user = await createUser(ctx.app);
    const headers = await loginAs(ctx.app, user);
    await ctx.app.deps.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, user.id));
    expect((await api(ctx.app).get('users/is-auth', headers)).statusCode).toBe(401);
  });
});

describe('POST users/logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const user = await createUser(ctx.app);
    const headers = await loginAs(ctx.app, user);
    const res = await api(ctx.app).post('users/logout', {}, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.loggedOut);
    const cleared = res.cookies.find((c) => c.name === 'staffdesk_session');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect((await api(ctx.app).get('users/is-auth', headers)).statusCode).toBe(401);
    const rows = await ctx.app.deps.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(rows).toHaveLength(0);
  });

  it('answers an anonymous caller too', async () => {
    const res = await api(ctx.app).post('users/logout', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.loggedOut);
  });

  it("refuses another site's form, so it cannot sign a user out", async () => {
    const user = await createUser(ctx.app);
    const headers = await loginAs(ctx.app, user);
    const res = await api(ctx.app).post('users/logout', {}, { ...headers, 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect((await api(ctx.app).get('users/is-auth', headers)).statusCode).toBe(200);
  });

  it('signs nobody out on a GET, as an <img src=".../users/logout"> on the app\'s own page sends', async () => {
    const user = await createUser(ctx.app);
    const headers = await loginAs(ctx.app, user);
    // What a browser sends for an image on a same-origin page: same-origin, cookie attached.
    const res = await api(ctx.app).get('users/logout', { ...headers, 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json().message).toBe(AUTH_MESSAGES.logoutNeedsPost);
    expect(res.cookies).toHaveLength(0);
    expect((await api(ctx.app).get('users/is-auth', headers)).statusCode).toBe(200);
  });
});

describe('cross-origin requests', () => {
  it('refuses unsafe calls from another origin with 403, before anything else', async () => {
    const user = await createUser(ctx.app);
    const body = { email: user.email, password: TEST_PASSWORD };
    const crossSite: Record<string, string>[] = [
      { origin: 'http://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const res = await api(ctx.app).post('users/login', body, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(AUTH_MESSAGES.crossOrigin);
      expect(res.cookies).toHaveLength(0);
    }
  });

  it("refuses a signed-in user's browser sending another site's form", async () => {
    const { user, headers } = await signedIn(ctx.app);
    const res = await api(ctx.app).put(
      'users/profile',
      { first_name: 'Hacked', last_name: 'X', designation: 'Y' },
      { ...headers, origin: 'http://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    const me = await api(ctx.app).get('users/is-auth', headers);
    expect(me.json().data.first_name).toBe(user.first_name);
  });

  it('lets the app itself through', async () => {
    const user = await createUser(ctx.app);
    const body = { email: user.email, password: TEST_PASSWORD };
    const headers = { origin: ctx.config.publicUrl, 'sec-fetch-site': 'same-origin' };
    expect((await api(ctx.app).post('users/login', body, headers)).statusCode).toBe(200);
  });
});
