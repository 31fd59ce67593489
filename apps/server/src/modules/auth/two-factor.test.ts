// Two-factor sign-in (issue 21): set-up, enabling, the sign-in's second step, recovery codes,
// turning it off, replay and throttling. The codes come from a real TOTP library (otpauth), as an
// authenticator app makes them.
import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES } from '@staffdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from '../../test/auth.test-helpers';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { type createUser, signedIn, TEST_PASSWORD } from '../../test/factories';
import { recoveryCodes, sessions, users } from '../users/users.tables';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;

/** A call from one client IP, answering status, body and the cookies it set. */
async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Headers = {},
  payload?: object,
  ip = '127.0.0.1',
) {
  const res = await ctx.app.inject({ method, url: `/api/v1/${url}`, headers, payload, remoteAddress: ip });
  return { status: res.statusCode, body: res.json(), cookies: res.cookies, headers: res.headers };
}

/** The authenticator app: the code of a moment for a secret. */
const appCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  });
/** A code the server has not seen: the next time step (within the one step it allows). */
const nextCode = (secret: string) => appCode(secret, Date.now() + 30_000);

const cookieHeader = (cookies: { name: string; value: string }[], name: string): Headers => {
  const cookie = cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie`);
  return { cookie: `${name}=${cookie.value}` };
};

/** A user with two-factor on: its secret, recovery codes and a session. */
async function withTwoFactor(options: Parameters<typeof createUser>[1] = {}) {
  const { user, headers } = await signedIn(ctx.app, options);
  const setup = await call('POST', 'users/2fa/setup', headers, {});
  const { secret } = setup.body.data;
  const enabled = await call('POST', 'users/2fa/enable', headers, { code: appCode(secret) });
  expect(enabled.status).toBe(200);
  // The enabling code's time step is spent; the sign-ins below start afresh.
  await ctx.app.deps.db.update(users).set({ totp_last_step: null }).where(eq(users.id, user.id));
  return { user, headers, secret, codes: enabled.body.data.recovery_codes as string[] };
}

/** The password step: the half-done sign-in's cookie. */
async function passwordStep(email: string, ip = '127.0.0.1') {
  const res = await call('POST', 'users/login', {}, { email, password: TEST_PASSWORD }, ip);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ data: { two_factor_required: true }, message: TWO_FACTOR_MESSAGES.codeNeeded });
  return cookieHeader(res.cookies, 'staffdesk_2fa');
}

describe('set-up and enabling', () => {
  it('gives a secret, its otpauth URL and a QR code, and stores the secret encrypted', async () => {
    const { user, headers } = await signedIn(ctx.app);
    const res = await call('POST', 'users/2fa/setup', headers, {});
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(TWO_FACTOR_MESSAGES.setupStarted);
    const { secret, otpauth_url, qr_code } = res.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toBe(
      `otpauth://totp/Staffdesk:${encodeURIComponent(user.email)}?issuer=Staffdesk&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr_code.split(',')[1], 'base64').toString()).toContain('<svg');

    const raw = await ctx.app.deps.db.execute(sql`select totp_secret from users where id = ${user.id}`);
    const stored = String((raw.rows[0] as { totp_secret: string }).totp_secret);
    expect(stored).toMatch(/^enc:v1:/);
    expect(stored).not.toContain(secret);
    // Not on until confirmed.
    expect((await call('GET', 'users/2fa', headers)).body.data).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      required: false,
    });
  });

  it('turns on with a code of the app and answers ten recovery codes, stored hashed', async () => {
    const { user, headers } = await signedIn(ctx.app);
    const { secret } = (await call('POST', 'users/2fa/setup', headers, {})).body.data;
    const wrong = await call('POST', 'users/2fa/enable', headers, {
      code: appCode(secret, Date.now() - 5 * 60_000),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      message: TWO_FACTOR_MESSAGES.codeWrong,
      code: 'validation_failed',
      errors: [{ path: 'code', message: TWO_FACTOR_MESSAGES.codeWrong }],
    });

    const res = await call('POST', 'users/2fa/enable', headers, { code: appCode(secret) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(TWO_FACTOR_MESSAGES.enabled);
    const codes: string[] = res.body.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);

    const stored = await ctx.app.deps.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.user_id, user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.code_hash).toMatch(/^\$argon2id\$/);
      for (const code of codes) expect(row.code_hash).not.toContain(code.replace('-', ''));
    }
    const status = (await call('GET', 'users/2fa', headers)).body.data;
    expect(status).toMatchObject({ enabled: true, recovery_codes_left: 10, required: false });

    // On already: no new secret, no second set of codes.
    expect(await call('POST', 'users/2fa/setup', headers, {})).toMatchObject({
      status: 409,
      body: { message: TWO_FACTOR_MESSAGES.alreadyOn },
    });
    expect(await call('POST', 'users/2fa/enable', headers, { code: nextCode(secret) })).toMatchObject({
      status: 409,
      body: { message: TWO_FACTOR_MESSAGES.alreadyOn },
    });
  });

  it('refuses to enable before set-up', async () => {
    const { headers } = await signedIn(ctx.app);
    expect(await call('POST', 'users/2fa/enable', headers, { code: '123456' })).toMatchObject({
      status: 400,
      body: { message: TWO_FACTOR_MESSAGES.notStarted },
    });
  });

  it.each([
    [{}, TWO_FACTOR_MESSAGES.codeRequired],
    [{ code: '   ' }, TWO_FACTOR_MESSAGES.codeRequired],
    [{ code: '12345' }, TWO_FACTOR_MESSAGES.codeFormat],
    [{ code: '12a456' }, TWO_FACTOR_MESSAGES.codeFormat],
    [{ code: 123456 }, TWO_FACTOR_MESSAGES.codeRequired],
  ])('refuses %j with a clear message', async (payload, message) => {
    const { headers } = await signedIn(ctx.app);
    const res = await call('POST', 'users/2fa/enable', headers, payload);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('takes a code typed with a space, as some apps show it', async () => {
    const { headers } = await signedIn(ctx.app);
    const { secret } = (await call('POST', 'users/2fa/setup', headers, {})).body.data;
    const code = appCode(secret);
    const res = await call('POST', 'users/2fa/enable', headers, {
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(res.status).toBe(200);
  });

  it('answers 401 to anonymous callers of every two-factor and session call', async () => {
    for (const [method, url] of [
      ['GET', 'users/2fa'],
      ['POST', 'users/2fa/setup'],
      ['POST', 'users/2fa/enable'],
      ['POST', 'users/2fa/disable'],
      ['GET', 'users/sessions'],
      ['DELETE', 'users/sessions'],
      ['DELETE', 'users/sessions/1'],
    ] as const) {
      const res = await call(method, url, {}, method === 'POST' ? {} : undefined);
      expect(res, `${method} ${url}`).toMatchObject({
        status: 401,
        body: { message: AUTH_MESSAGES.notAuthenticated },
      });
    }
  });
});

describe('sign-in with two-factor on', () => {
  it('asks for the code after the password, without a session, then signs in with it', async () => {
    const { user, secret } = await withTwoFactor();
    const res = await call('POST', 'users/login', {}, { email: user.email, password: TEST_PASSWORD });
    expect(res.body.data).toEqual({ two_factor_required: true });
    expect(res.cookies.find((c) => c.name === 'staffdesk_session')).toBeUndefined();
    expect(res.cookies.find((c) => c.name === 'staffdesk_2fa')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v1/users/login',
      maxAge: 300,
    });
    const pending = cookieHeader(res.cookies, 'staffdesk_2fa');
    // The pending cookie is no session.
    expect((await call('GET', 'users/is-auth', pending)).status).toBe(401);
    const sessionsBefore = await ctx.app.deps.db.select().from(sessions).where(eq(sessions.user_id, user.id));

    const done = await call('POST', 'users/login/2fa', pending, { code: appCode(secret) });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(AUTH_MESSAGES.loggedIn);
    expect(done.body.data).toMatchObject({
      id: user.id,
      email: user.email,
      two_factor_setup_required: false,
    });
    expect(done.cookies.find((c) => c.name === 'staffdesk_2fa')?.value).toBe('');
    const session = cookieHeader(done.cookies, 'staffdesk_session');
    expect((await call('GET', 'users/is-auth', session)).body.data.id).toBe(user.id);
    const sessionsAfter = await ctx.app.deps.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(sessionsAfter).toHaveLength(sessionsBefore.length + 1);

    // Single use: the half-done sign-in is spent.
    expect(await call('POST', 'users/login/2fa', pending, { code: nextCode(secret) })).toMatchObject({
      status: 401,
      body: { message: TWO_FACTOR_MESSAGES.pendingExpired },
    });
  });

  it('refuses the second step without a half-done sign-in, or after it expired', async () => {
    const { user, secret } = await withTwoFactor();
    expect(await call('POST', 'users/login/2fa', {}, { code: appCode(secret) })).toMatchObject({
      status: 401,
      body: { message: TWO_FACTOR_MESSAGES.pendingExpired },
    });
    expect(
      await call('POST', 'users/login/2fa', { cookie: 'staffdesk_2fa=made-up' }, { code: appCode(secret) }),
    ).toMatchObject({ status: 401, body: { message: TWO_FACTOR_MESSAGES.pendingExpired } });
    const pending = await passwordStep(user.email);
    await ctx.app.deps.db.execute(
      sql`update auth_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id} and purpose = 'two-factor-login'`,
    );
    expect(await call('POST', 'users/login/2fa', pending, { code: appCode(secret) })).toMatchObject({
      status: 401,
      body: { message: TWO_FACTOR_MESSAGES.pendingExpired },
    });
  });

  it('lets a wrong code be retried with the same half-done sign-in', async () => {
    const { user, secret } = await withTwoFactor();
    const pending = await passwordStep(user.email);
    const wrong = await call('POST', 'users/login/2fa', pending, {
      code: appCode(secret, Date.now() - 600_000),
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: TWO_FACTOR_MESSAGES.codeWrong } });
    expect((await call('POST', 'users/login/2fa', pending, { code: appCode(secret) })).status).toBe(200);
  });

  it('does not take a code twice, nor an older one after a newer', async () => {
    const { user, secret } = await withTwoFactor();
    const code = appCode(secret);
    const first = await passwordStep(user.email);
    expect((await call('POST', 'users/login/2fa', first, { code })).status).toBe(200);
    const second = await passwordStep(user.email);
    expect(await call('POST', 'users/login/2fa', second, { code })).toMatchObject({
      status: 400,
      body: { message: TWO_FACTOR_MESSAGES.codeWrong },
    });
    // The next step's code is new; the previous step's is older than one accepted.
    expect((await call('POST', 'users/login/2fa', second, { code: nextCode(secret) })).status).toBe(200);
    const third = await passwordStep(user.email);
    expect(
      await call('POST', 'users/login/2fa', third, { code: appCode(secret, Date.now() - 30_000) }),
    ).toMatchObject({ status: 400, body: { message: TWO_FACTOR_MESSAGES.codeWrong } });
  });

  it('lets one of two racing requests with one code through', async () => {
    const { user, secret } = await withTwoFactor();
    const code = appCode(secret);
    const [a, b] = [await passwordStep(user.email), await passwordStep(user.email)];
    const answers = await Promise.all([
      call('POST', 'users/login/2fa', a, { code }),
      call('POST', 'users/login/2fa', b, { code }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('signs in with a recovery code once, typed in any case and without its hyphen', async () => {
    const { user, headers, codes } = await withTwoFactor();
    const [code] = codes as [string];
    const pending = await passwordStep(user.email);
    const typed = code.replace('-', '').toLowerCase();
    const res = await call('POST', 'users/login/2fa', pending, { recovery_code: typed });
    expect(res.status).toBe(200);
    expect((await call('GET', 'users/2fa', headers)).body.data.recovery_codes_left).toBe(9);

    const again = await passwordStep(user.email);
    expect(await call('POST', 'users/login/2fa', again, { recovery_code: code })).toMatchObject({
      status: 400,
      body: {
        message: TWO_FACTOR_MESSAGES.recoveryWrong,
        errors: [{ path: 'recovery_code', message: TWO_FACTOR_MESSAGES.recoveryWrong }],
      },
    });
    expect((await call('POST', 'users/login/2fa', again, { recovery_code: codes[1] })).status).toBe(200);
  });

  it.each([
    [{}, TWO_FACTOR_MESSAGES.codeRequired],
    [{ code: '12' }, TWO_FACTOR_MESSAGES.codeFormat],
    [{ recovery_code: '' }, TWO_FACTOR_MESSAGES.recoveryRequired],
    [{ recovery_code: 'ABCDE-1234' }, TWO_FACTOR_MESSAGES.recoveryFormat],
    [{ recovery_code: 'ABCDE-1234U' }, TWO_FACTOR_MESSAGES.recoveryFormat],
    [{ code: '123456', recovery_code: 'ABCDE-12345' }, TWO_FACTOR_MESSAGES.codeAndRecovery],
  ])('refuses the second step %j with a clear message', async (payload, message) => {
    const res = await call('POST', 'users/login/2fa', {}, payload);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('tells a blocked user so after the password, before any code', async () => {
    const { user } = await withTwoFactor();
    await ctx.app.deps.db.update(users).set({ blocked_at: new Date() }).where(eq(users.id, user.id));
    const res = await call('POST', 'users/login', {}, { email: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.cookies.find((c) => c.name === 'staffdesk_2fa')).toBeUndefined();
  });

  it('throttles wrong codes as passwords: past five from one IP the next waits, the right code too', async () => {
    const { user, secret } = await withTwoFactor();
    const ip = '10.77.0.1';
    const pending = await passwordStep(user.email, ip);
    const wrong = appCode(secret, Date.now() - 10 * 60_000);
    for (let i = 0; i < 6; i++) {
      const res = await call('POST', 'users/login/2fa', pending, { code: wrong }, ip);
      expect(res.status).toBe(400);
    }
    const held = await call('POST', 'users/login/2fa', pending, { code: appCode(secret) }, ip);
    expect(held.status).toBe(429);
    expect(held.body.message).toBe(TWO_FACTOR_MESSAGES.tooManyCodes);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // Recovery codes count against the same limit.
    const recovery = await call('POST', 'users/login/2fa', pending, { recovery_code: 'ABCDE-12345' }, ip);
    expect(recovery.status).toBe(429);

    // Whoever typed them knows the password: the owner is told (after five, within the hour).
    const mail = await lastMailTo(ctx.app, user.email);
    expect(mail?.subject).toBe('Wrong two-factor codes on your Staffdesk account');
    expect(mail?.text).not.toContain(wrong);
  });

  it('holds up every IP once one user has ten wrong codes from anywhere', async () => {
    const { user, secret } = await withTwoFactor();
    const wrong = appCode(secret, Date.now() - 10 * 60_000);
    for (let i = 0; i < 11; i++) {
      const ip = `10.78.${i}.1`;
      const pending = await passwordStep(user.email, ip);
      expect((await call('POST', 'users/login/2fa', pending, { code: wrong }, ip)).status).toBe(400);
    }
    const ip = '10.79.0.1';
    const pending = await passwordStep(user.email, ip);
    expect((await call('POST', 'users/login/2fa', pending, { code: appCode(secret) }, ip)).status).toBe(429);
  });
});

describe('turning two-factor off', () => {
  it('needs the password and a code; then sign-in asks for no code', async () => {
    const { user, headers, secret } = await withTwoFactor();
    const code = appCode(secret);
    const ip = '10.80.0.1';
    expect(
      await call('POST', 'users/2fa/disable', headers, { password: 'Wrong@12345', code }, ip),
    ).toMatchObject({
      status: 400,
      body: {
        message: TWO_FACTOR_MESSAGES.passwordWrong,
        errors: [{ path: 'password', message: TWO_FACTOR_MESSAGES.passwordWrong }],
      },
    });
    expect(
      await call(
        'POST',
        'users/2fa/disable',
        headers,
        { password: TEST_PASSWORD, code: appCode(secret, Date.now() - 600_000) },
        ip,
      ),
    ).toMatchObject({ status: 400, body: { message: TWO_FACTOR_MESSAGES.codeWrong } });
    expect((await call('GET', 'users/2fa', headers)).body.data.enabled).toBe(true);

    const res = await call('POST', 'users/2fa/disable', headers, { password: TEST_PASSWORD, code }, ip);
    expect(res).toMatchObject({ status: 200, body: { message: TWO_FACTOR_MESSAGES.disabled } });
    expect((await call('GET', 'users/2fa', headers)).body.data).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      required: false,
    });
    const [row] = await ctx.app.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.totp_secret).toBeNull();
    expect(
      await ctx.app.deps.db.select().from(recoveryCodes).where(eq(recoveryCodes.user_id, user.id)),
    ).toEqual([]);
    const login = await call('POST', 'users/login', {}, { email: user.email, password: TEST_PASSWORD });
    expect(login.body.data.id).toBe(user.id);
    expect(await call('POST', 'users/2fa/disable', headers, { password: TEST_PASSWORD, code })).toMatchObject(
      {
        status: 400,
        body: { message: TWO_FACTOR_MESSAGES.notOn },
      },
    );
  });

  it('takes a recovery code in place of the app code', async () => {
    const { headers, codes } = await withTwoFactor();
    const res = await call('POST', 'users/2fa/disable', headers, { password: TEST_PASSWORD, code: codes[3] });
    expect(res.status).toBe(200);
  });

  it.each([
    [{ code: '123456' }, AUTH_MESSAGES.passwordRequired],
    [{ password: '', code: '123456' }, AUTH_MESSAGES.passwordRequired],
    [{ password: TEST_PASSWORD }, TWO_FACTOR_MESSAGES.codeOrRecoveryRequired],
    [{ password: TEST_PASSWORD, code: '12345' }, TWO_FACTOR_MESSAGES.codeOrRecoveryFormat],
  ])('refuses %j with a clear message', async (payload, message) => {
    const { headers } = await withTwoFactor();
    const res = await call('POST', 'users/2fa/disable', headers, payload);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
