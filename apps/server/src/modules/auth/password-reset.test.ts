// POST users/forgot-password, POST users/reset-password, GET users/verify (mail kept in the outbox, no SMTP).
import { AUTH_MESSAGES } from '@staffdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whenIdle } from '../../lib/background';
import { api, lastMailTo, tokenFrom } from '../../test/auth.test-helpers';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createUser, loginAs, TEST_PASSWORD } from '../../test/factories';
import { invitationMail } from '../mail/templates';
import { authTokens, users } from '../users/users.tables';
import { THROTTLE_RULES } from './throttle.service';
import { issueToken } from './tokens.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'Fresh#Pass42';
const newPassword = { new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };

/** A user as the users module leaves it after an invitation: no password, address not verified. */
async function invitedUser() {
  const user = await createUser(ctx.app);
  await ctx.app.deps.db
    .update(users)
    .set({ password_hash: null, email_verified_at: null })
    .where(eq(users.id, user.id));
  const token = await issueToken(ctx.app.deps.db, user.id, 'verify-email');
  await ctx.app.deps.mail.enqueue(invitationMail(ctx.config, user, token));
  return { user, token };
}

async function resetToken(email: string, ip: string) {
  const res = await api(ctx.app, ip).post('users/forgot-password', { email });
  expect(res.statusCode).toBe(200);
  return tokenFrom((await lastMailTo(ctx.app, email))!.text);
}

describe('POST users/forgot-password', () => {
  it('sends a reset link to an existing account', async () => {
    const user = await createUser(ctx.app);
    const res = await api(ctx.app, '10.10.0.1').post('users/forgot-password', { email: user.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.forgotSent);
    const mail = await lastMailTo(ctx.app, user.email);
    expect(mail?.subject).toMatch(/Reset your .* password/);
    expect(mail?.text).toContain(`${ctx.config.publicUrl}/reset-password?token=`);
    expect(mail?.html).toContain(`${ctx.config.publicUrl}/reset-password?token=`);
  });

  it('answers before the address is even looked up, so existing accounts take no longer', async () => {
    const user = await createUser(ctx.app);
    // Straight through inject, without the helper's wait for background work.
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/forgot-password',
      payload: { email: user.email },
      remoteAddress: '10.10.0.9',
    });
    expect(res.statusCode).toBe(200);
    expect(await lastMailTo(ctx.app, user.email)).toBeNull();
    await whenIdle();
    expect((await lastMailTo(ctx.app, user.email))?.subject).toMatch(/Reset your .* password/);
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const res = await api(ctx.app, '10.10.0.2').post('users/forgot-password', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.forgotSent);
    expect(await lastMailTo(ctx.app, 'ghost@example.com')).toBeNull();
  });

  it.each([
    [{}, AUTH_MESSAGES.emailRequired],
    [{ email: '' }, AUTH_MESSAGES.emailRequired],
    [{ email: 'nope' }, AUTH_MESSAGES.emailInvalid],
  ])('refuses %j with the spec message', async (payload, message) => {
    const res = await api(ctx.app, '10.10.0.3').post('users/forgot-password', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('limits the mails to one address, whether or not it has an account', async () => {
    const user = await createUser(ctx.app);
    for (const email of [user.email, 'nobody-here@example.com']) {
      for (let i = 0; i < THROTTLE_RULES.forgotEmail.max; i++) {
        const ip = `10.11.${i}.1`;
        expect((await api(ctx.app, ip).post('users/forgot-password', { email })).statusCode).toBe(200);
      }
      const res = await api(ctx.app, '10.11.99.1').post('users/forgot-password', { email });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(AUTH_MESSAGES.tooManyRequests);
    }
    const sent = await ctx.app.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(authTokens)
      .where(eq(authTokens.user_id, user.id));
    expect(sent[0]!.n).toBe(THROTTLE_RULES.forgotEmail.max);
  });

  it('limits the requests from one client IP', async () => {
    const client = api(ctx.app, '10.12.0.1');
    for (let i = 0; i < THROTTLE_RULES.forgotIp.max; i++) {
      await client.post('users/forgot-password', { email: `spray${i}@example.com` });
    }
    const res = await client.post('users/forgot-password', { email: 'one-more@example.com' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(AUTH_MESSAGES.tooManyRequests);
  });
});

describe('POST users/reset-password', () => {
  it('sets the new password, verifies the address and ends every session', async () => {
    const user = await createUser(ctx.app);
    await ctx.app.deps.db.update(users).set({ email_verified_at: null }).where(eq(users.id, user.id));
    const session = await loginAs(ctx.app, user);
    const token = await resetToken(user.email, '10.13.0.1');

    const res = await api(ctx.app).post(
      `users/reset-password?token=${encodeURIComponent(token)}`,
      newPassword,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.resetDone);

    expect((await api(ctx.app).get('users/is-auth', session)).statusCode).toBe(401);
    const login = (password: string) =>
      api(ctx.app, '10.13.0.2').post('users/login', { email: user.email, password });
    expect((await login(TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
    const [row] = await ctx.app.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email_verified_at).not.toBeNull();

    const again = await api(ctx.app).post(
      `users/reset-password?token=${encodeURIComponent(token)}`,
      newPassword,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.tokenInvalid);
  });

  it('accepts only the newest link', async () => {
    const user = await createUser(ctx.app);
    const older = await resetToken(user.email, '10.14.0.1');
    const newer = await resetToken(user.email, '10.14.0.2');
    expect((await api(ctx.app).post(`users/reset-password?token=${older}`, newPassword)).statusCode).toBe(
      400,
    );
    expect((await api(ctx.app).post(`users/reset-password?token=${newer}`, newPassword)).statusCode).toBe(
      200,
    );
  });

  it('refuses missing, unknown, expired and wrong-purpose tokens', async () => {
    const user = await createUser(ctx.app);
    const expired = await issueToken(ctx.app.deps.db, user.id, 'reset-password');
    await ctx.app.deps.db
      .update(authTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(authTokens.user_id, user.id));
    const verify = await issueToken(ctx.app.deps.db, user.id, 'verify-email');
    for (const query of ['', '?token=', '?token=made-up', `?token=${expired}`, `?token=${verify}`]) {
      const res = await api(ctx.app).post(`users/reset-password${query}`, newPassword);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(AUTH_MESSAGES.tokenInvalid);
    }
  });

  it("refuses a deleted user's link", async () => {
    const user = await createUser(ctx.app);
    const token = await issueToken(ctx.app.deps.db, user.id, 'reset-password');
    await ctx.app.deps.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, user.id));
    const res = await api(ctx.app).post(`users/reset-password?token=${token}`, newPassword);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.tokenInvalid);
  });

  it.each([
    [{}, AUTH_MESSAGES.newPasswordRequired],
    [{ new_password: NEW_PASSWORD }, AUTH_MESSAGES.confirmPasswordRequired],
    [{ new_password: 'password', confirm_password: 'password' }, AUTH_MESSAGES.passwordPattern],
    [{ new_password: NEW_PASSWORD, confirm_password: `${NEW_PASSWORD}x` }, AUTH_MESSAGES.passwordMismatch],
  ])('refuses %j with the spec message, keeping the link usable', async (payload, message) => {
    const user = await createUser(ctx.app);
    const token = await issueToken(ctx.app.deps.db, user.id, 'reset-password');
    const res = await api(ctx.app).post(`users/reset-password?token=${token}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await api(ctx.app).post(`users/reset-password?token=${token}`, newPassword)).statusCode).toBe(
      200,
    );
  });
});

describe('GET users/verify', () => {
  it('verifies an invited address, then the set-password link lets the user sign in', async () => {
    const { user, token } = await invitedUser();
    const invitation = await lastMailTo(ctx.app, user.email);
    expect(tokenFrom(invitation!.text, '/verify')).toBe(token);

    const res = await api(ctx.app).get(`users/verify?token=${encodeURIComponent(token)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.verified);
    const [row] = await ctx.app.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email_verified_at).not.toBeNull();

    const mail = await lastMailTo(ctx.app, user.email);
    expect(mail?.subject).toMatch(/Set your .* password/);
    const setToken = tokenFrom(mail!.text);
    const set = await api(ctx.app).post(`users/reset-password?token=${setToken}`, newPassword);
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe(AUTH_MESSAGES.passwordSet);
    const login = await api(ctx.app, '10.15.0.1').post('users/login', {
      email: user.email,
      password: NEW_PASSWORD,
    });
    expect(login.statusCode).toBe(200);

    const again = await api(ctx.app).get(`users/verify?token=${encodeURIComponent(token)}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.tokenInvalid);
  });

  it('refuses missing, unknown and wrong-purpose tokens', async () => {
    const user = await createUser(ctx.app);
    const reset = await issueToken(ctx.app.deps.db, user.id, 'reset-password');
    for (const query of ['', '?token=', '?token=made-up', `?token=${reset}`]) {
      const res = await api(ctx.app).get(`users/verify${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(AUTH_MESSAGES.tokenInvalid);
    }
  });
});
