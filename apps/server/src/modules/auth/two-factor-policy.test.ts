// The super-admin's setting "two-factor sign-in required for every super-admin user" (issue 21):
// who may change it, and a super-admin without two-factor who may do nothing else until set up.
// A file of its own: the setting is one row for the whole database.
import {
  AUTH_MESSAGES,
  COMMON_MESSAGES,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_SETUP_REQUIRED,
} from '@staffdesk/shared';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { signedIn } from '../../test/factories';
import { getTwoFactorPolicy } from './two-factor-policy.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
async function call(method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: object) {
  const res = await ctx.app.inject({ method, url: `/api/v1/${url}`, headers, payload });
  return { status: res.statusCode, body: res.json() };
}
const appCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

async function turnOn(headers: Headers) {
  const { secret } = (await call('POST', 'users/2fa/setup', headers, {})).body.data;
  expect((await call('POST', 'users/2fa/enable', headers, { code: appCode(secret) })).status).toBe(200);
  return secret as string;
}

describe('the two-factor requirement for super-admins', () => {
  it('is read and changed by a super-admin admin only', async () => {
    for (const kind of [
      { type: 'super-admin', role: 'user' },
      { type: 'client', role: 'admin' },
      { type: 'partners', role: 'admin' },
      { type: 'employee' },
    ]) {
      const { headers } = await signedIn(ctx.app, kind);
      expect(await call('GET', 'users/2fa/policy', headers), JSON.stringify(kind)).toEqual({
        status: 403,
        body: { message: AUTH_MESSAGES.forbidden, code: 'forbidden' },
      });
      const put = await call('PUT', 'users/2fa/policy', headers, {
        require_for_super_admins: false,
        updated_at: null,
      });
      expect(put.status).toBe(403);
    }
    expect((await call('GET', 'users/2fa/policy')).status).toBe(401);
  });

  it("needs the caller's own two-factor and the version loaded", async () => {
    const { headers } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' });
    const loaded = (await call('GET', 'users/2fa/policy', headers)).body.data;
    expect(loaded.require_for_super_admins).toBe(false);

    expect(
      await call('PUT', 'users/2fa/policy', headers, {
        require_for_super_admins: true,
        updated_at: loaded.updated_at,
      }),
    ).toMatchObject({ status: 400, body: { message: TWO_FACTOR_MESSAGES.policyNeedsOwn } });
    await turnOn(headers);
    expect(await call('PUT', 'users/2fa/policy', headers, { require_for_super_admins: true })).toMatchObject({
      status: 400,
      body: { message: COMMON_MESSAGES.updatedAtRequired },
    });
    expect(
      await call('PUT', 'users/2fa/policy', headers, {
        require_for_super_admins: 'yes',
        updated_at: loaded.updated_at,
      }),
    ).toMatchObject({ status: 400, body: { message: 'Choose whether two-factor sign-in is required' } });

    const saved = await call('PUT', 'users/2fa/policy', headers, {
      require_for_super_admins: true,
      updated_at: loaded.updated_at,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(TWO_FACTOR_MESSAGES.policySaved);
    expect(saved.body.data.require_for_super_admins).toBe(true);
    // A second editor with the old version.
    expect(
      await call('PUT', 'users/2fa/policy', headers, {
        require_for_super_admins: false,
        updated_at: loaded.updated_at,
      }),
    ).toMatchObject({ status: 409, body: { message: TWO_FACTOR_MESSAGES.policyChanged } });

    // The one who required it cannot turn their own off.
    expect(
      await call('POST', 'users/2fa/disable', headers, { password: 'Test@12345', code: '123456' }),
    ).toMatchObject({ status: 400, body: { message: TWO_FACTOR_MESSAGES.requiredForYou } });
    expect((await call('GET', 'users/2fa', headers)).body.data).toMatchObject({
      enabled: true,
      required: true,
    });
  });

  it('sends a super-admin without two-factor to set it up before anything else', async () => {
    // The previous test left the requirement on.
    expect((await getTwoFactorPolicy(ctx.app.deps.db)).require_for_super_admins).toBe(true);
    const { user, headers } = await signedIn(ctx.app, { type: 'super-admin', role: 'user' });
    const me = await call('GET', 'users/is-auth', headers);
    expect(me.body.data).toMatchObject({ id: user.id, two_factor_setup_required: true });
    for (const url of ['users/profile', 'users', 'master/user-types', 'users/sessions']) {
      expect(await call('GET', url, headers), url).toEqual({
        status: 403,
        body: { message: TWO_FACTOR_MESSAGES.setupRequired, code: TWO_FACTOR_SETUP_REQUIRED },
      });
    }
    // The login says so too, so the sign-in page can go straight to the set-up.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: user.email, password: 'Test@12345' },
    });
    expect(login.json().data.two_factor_setup_required).toBe(true);

    await turnOn(headers);
    expect((await call('GET', 'users/is-auth', headers)).body.data.two_factor_setup_required).toBe(false);
    expect((await call('GET', 'users/profile', headers)).status).toBe(200);
  });

  it('leaves users of other types alone', async () => {
    const { headers } = await signedIn(ctx.app, { type: 'client', role: 'admin' });
    expect((await call('GET', 'users/is-auth', headers)).body.data.two_factor_setup_required).toBe(false);
    expect((await call('GET', 'users/profile', headers)).status).toBe(200);
  });
});
