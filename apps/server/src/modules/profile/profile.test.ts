// GET/PUT users/profile and PUT users/password.
import { AUTH_MESSAGES, COMMON_MESSAGES, PROFILE_MESSAGES } from '@staffdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/auth.test-helpers';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, createUser, loginAs, signedIn, TEST_PASSWORD } from '../../test/factories';
import { THROTTLE_RULES } from '../auth/throttle.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'Another#Pass7';
const validProfile = {
  first_name: 'Asha',
  last_name: 'Rao',
  designation: 'Recruiter',
  phone: '+919876543210',
  extension: '123',
  profile_image: null as string | null,
};

describe('GET users/profile', () => {
  it("answers the signed-in user's profile with the company name", async () => {
    const company = await createCompany(ctx.app, { company_name: 'Acme Staffing' });
    const { user, headers } = await signedIn(ctx.app, { type: 'client', company_id: company.id });
    const res = await api(ctx.app).get('users/profile', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      profile_image: null,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      company_name: 'Acme Staffing',
      designation: null,
      phone: null,
      extension: null,
      updated_at: expect.any(String),
    });
  });

  it('refuses anonymous callers', async () => {
    const res = await api(ctx.app).get('users/profile');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(AUTH_MESSAGES.notAuthenticated);
  });
});

/** The profile's version, as the form loaded it. */
const versionOf = async (headers: Record<string, string>): Promise<string> =>
  (await api(ctx.app).get('users/profile', headers)).json().data.updated_at;

describe('PUT users/profile', () => {
  it('updates the editable fields and ignores e-mail and company name', async () => {
    const { user, headers } = await signedIn(ctx.app, { type: 'employee' });
    const res = await api(ctx.app).put(
      'users/profile',
      {
        ...validProfile,
        email: 'hijack@example.com',
        company_name: 'Other Co',
        updated_at: await versionOf(headers),
      },
      headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: PROFILE_MESSAGES.updated,
      data: { ...validProfile, email: user.email, company_name: null, updated_at: expect.any(String) },
    });
    expect((await api(ctx.app).get('users/profile', headers)).json().data.email).toBe(user.email);
    // The header shows the new name at once.
    expect((await api(ctx.app).get('users/is-auth', headers)).json().data.first_name).toBe('Asha');
  });

  it('clears optional fields sent empty', async () => {
    const { headers } = await signedIn(ctx.app);
    const res = await api(ctx.app).put(
      'users/profile',
      { ...validProfile, phone: '', extension: '', profile_image: '', updated_at: await versionOf(headers) },
      headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ phone: null, extension: null, profile_image: null });
  });

  it('saves a profile image that holds initials, and saves it again unchanged (spec 000 §9)', async () => {
    const { headers } = await signedIn(ctx.app);
    const first = await api(ctx.app).put(
      'users/profile',
      { ...validProfile, profile_image: 'AR', updated_at: await versionOf(headers) },
      headers,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().data.profile_image).toBe('AR');
    // The form sends back what it loaded: the initials are not a file and need no upload.
    const again = await api(ctx.app).put(
      'users/profile',
      { ...validProfile, profile_image: 'AR', first_name: 'Ashu', updated_at: first.json().data.updated_at },
      headers,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ profile_image: 'AR', first_name: 'Ashu' });
  });

  it.each(['ARX', '/api/v1/users/logout', 'A!'])(
    'refuses the image %j that is neither initials nor an upload',
    async (image) => {
      const { headers } = await signedIn(ctx.app);
      const res = await api(ctx.app).put(
        'users/profile',
        { ...validProfile, profile_image: image, updated_at: await versionOf(headers) },
        headers,
      );
      expect(res.statusCode).toBe(400);
      expect((await api(ctx.app).get('users/profile', headers)).json().data.profile_image).toBeNull();
    },
  );

  it('requires the version it loaded and refuses a stale one, changing nothing', async () => {
    const { headers } = await signedIn(ctx.app);
    const loaded = await versionOf(headers);
    const missing = await api(ctx.app).put('users/profile', validProfile, headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(COMMON_MESSAGES.updatedAtRequired);

    const first = await api(ctx.app).put('users/profile', { ...validProfile, updated_at: loaded }, headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.updated_at).not.toBe(loaded);
    // A second tab still holding the old version.
    const stale = await api(ctx.app).put(
      'users/profile',
      { ...validProfile, first_name: 'Other', updated_at: loaded },
      headers,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(PROFILE_MESSAGES.changed);
    expect((await api(ctx.app).get('users/profile', headers)).json().data.first_name).toBe('Asha');
  });

  it.each([
    [{ first_name: '' }, PROFILE_MESSAGES.firstNameRequired],
    [{ last_name: undefined }, PROFILE_MESSAGES.lastNameRequired],
    [{ designation: '  ' }, PROFILE_MESSAGES.designationRequired],
    [{ phone: '12' }, 'Phone number must be greater than 5 digits'],
    [{ extension: '1' }, 'Extension must be greater than 2 digits'],
  ])('refuses %j with the spec message', async (change, message) => {
    const { headers } = await signedIn(ctx.app);
    const res = await api(ctx.app).put('users/profile', { ...validProfile, ...change }, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses anonymous callers before looking at the input', async () => {
    const res = await api(ctx.app).put('users/profile', {});
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT users/password', () => {
  const body = {
    current_password: TEST_PASSWORD,
    new_password: NEW_PASSWORD,
    confirm_password: NEW_PASSWORD,
  };

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const user = await createUser(ctx.app);
    const here = await loginAs(ctx.app, user);
    const elsewhere = await loginAs(ctx.app, user);
    const res = await api(ctx.app).put('users/password', body, here);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PROFILE_MESSAGES.passwordUpdated);
    expect((await api(ctx.app).get('users/is-auth', here)).statusCode).toBe(200);
    expect((await api(ctx.app).get('users/is-auth', elsewhere)).statusCode).toBe(401);
    const login = (password: string) =>
      api(ctx.app, '10.20.0.1').post('users/login', { email: user.email, password });
    expect((await login(TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password', async () => {
    const { headers } = await signedIn(ctx.app);
    const res = await api(ctx.app).put(
      'users/password',
      { ...body, current_password: 'Wrong@12345' },
      headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: PROFILE_MESSAGES.currentWrong,
      code: 'validation_failed',
      errors: [{ path: 'current_password', message: PROFILE_MESSAGES.currentWrong }],
    });
  });

  it('stops guessing of the current password', async () => {
    const { headers } = await signedIn(ctx.app);
    const wrong = { ...body, current_password: 'Wrong@12345' };
    for (let i = 0; i < THROTTLE_RULES.currentPassword.max; i++) {
      expect((await api(ctx.app).put('users/password', wrong, headers)).statusCode).toBe(400);
    }
    const res = await api(ctx.app).put('users/password', body, headers);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
  });

  it.each([
    [{ current_password: '' }, PROFILE_MESSAGES.currentPasswordRequired],
    [{ new_password: undefined }, PROFILE_MESSAGES.newPasswordRequired],
    [{ confirm_password: '' }, PROFILE_MESSAGES.confirmPasswordRequired],
    [{ new_password: 'weakpass', confirm_password: 'weakpass' }, AUTH_MESSAGES.passwordPattern],
    [{ confirm_password: 'Other#Pass99' }, PROFILE_MESSAGES.notConfirmed],
    [{ new_password: TEST_PASSWORD, confirm_password: TEST_PASSWORD }, PROFILE_MESSAGES.sameAsCurrent],
  ])('refuses %j with the spec message', async (change, message) => {
    const { headers } = await signedIn(ctx.app);
    const res = await api(ctx.app).put('users/password', { ...body, ...change }, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses anonymous callers', async () => {
    const res = await api(ctx.app).put('users/password', body);
    expect(res.statusCode).toBe(401);
  });
});
