import { AUTH_MESSAGES, COMMON_MESSAGES, USER_MESSAGES } from '@staffdesk/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/tokens';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, createPartnersAccount, createUser, signedIn } from '../../test/factories';
import { THROTTLE_RULES } from '../auth/throttle.service';
import { mailOutbox } from '../mail/mail.tables';
import { USER_CHANGED_ELSEWHERE } from './users.service';
import { authTokens, sessions, users } from './users.tables';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' });
});
afterAll(() => ctx.close());

type Headers = { cookie: string } | undefined;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1/${url}`, headers, payload });

let emails = 0;
/** A valid user form; the e-mail is new each time. */
const form = (values: Record<string, unknown> = {}) => ({
  type_slug: 'super-admin',
  role_slug: 'user',
  first_name: 'Priya',
  last_name: 'Raman',
  email: `invitee${++emails}@example.com`,
  company_id: values.company_id ?? null,
  designation: 'Recruiter',
  phone: '+919876543210',
  extension: '123',
  permissions_slug: ['list-positions'],
  ...values,
});

const row = async (id: number) => (await ctx.app.deps.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('GET users', () => {
  it('pages a client admin through its own company, newest first, with the company joined', async () => {
    const company = await createCompany(ctx.app, { company_name: 'Acme', company_logo: '/uploads/acme.png' });
    const clientAdmin = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: company.id });
    for (let i = 0; i < 11; i++)
      await createUser(ctx.app, { type: 'client', role: 'user', company_id: company.id });
    const gone = await createUser(ctx.app, { type: 'client', company_id: company.id });
    await ctx.app.deps.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, gone.id));
    await createUser(ctx.app, { type: 'client' }); // another company

    const first = await call('GET', 'users?skip=0&limit=10', clientAdmin.headers);
    expect(first.statusCode).toBe(200);
    const { list, count, numberOfPages } = first.json().data;
    expect(count).toBe(12);
    expect(numberOfPages).toBe(2);
    expect(list).toHaveLength(10);
    const ids = list.map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(list[0]).toMatchObject({
      company_name: 'Acme',
      company_logo: '/uploads/acme.png',
      user_type: 'Client',
    });
    expect(list[0]).not.toHaveProperty('password_hash');

    const second = (await call('GET', 'users?skip=10&limit=10', clientAdmin.headers)).json().data;
    expect(second.list).toHaveLength(2);
    expect(second.list.at(-1).id).toBe(clientAdmin.user.id);
  });

  it('defaults to 10 per page and lets a super-admin see every company', async () => {
    const res = await call('GET', 'users', admin.headers);
    expect(res.statusCode).toBe(200);
    const { list, count, numberOfPages } = res.json().data;
    expect(list).toHaveLength(10);
    expect(numberOfPages).toBe(Math.ceil(count / 10));
    expect(count).toBeLessThan(await ctx.app.deps.db.$count(users)); // soft-deleted users are not counted
  });

  it('shows a partners_client admin only the users of its company', async () => {
    const viewer = await signedIn(ctx.app, { type: 'partners_client', role: 'admin' });
    const colleague = await createUser(ctx.app, {
      type: 'partners_client',
      company_id: viewer.user.company_id,
      partners_account_id: viewer.user.partners_account_id,
    });
    const list = (await call('GET', 'users', viewer.headers)).json().data.list;
    expect(list.map((u: { id: number }) => u.id).sort()).toEqual([viewer.user.id, colleague.id].sort());
    expect(list[0].account_name).toMatch(/^Partner /);
  });

  it('refuses anonymous callers and a client user without list-users', async () => {
    expect((await call('GET', 'users', undefined)).statusCode).toBe(401);
    const clientUser = await signedIn(ctx.app, {
      type: 'client',
      role: 'user',
      permissions: ['list-positions'],
    });
    const res = await call('GET', 'users', clientUser.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.forbidden);
  });

  it('answers 400 for a bad page', async () => {
    expect((await call('GET', 'users?skip=-1', admin.headers)).statusCode).toBe(400);
  });
});

describe('GET users/:id', () => {
  it('gives one user with its company and partners account', async () => {
    const account = await createPartnersAccount(ctx.app, { account_name: 'Bridge Partners' });
    const target = await createUser(ctx.app, { type: 'partners_client', partners_account_id: account.id });
    const res = await call('GET', `users/${target.id}`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: target.id,
      email: target.email,
      account_name: 'Bridge Partners',
      partners_account_id: account.id,
      user_type: 'Partners Client',
      user_role: 'Admin',
      email_verified: true,
    });
  });

  it("answers 404 for another company's user, a deleted one and a missing one", async () => {
    const clientAdmin = await signedIn(ctx.app, { type: 'client', role: 'admin' });
    const other = await createUser(ctx.app, { type: 'client' });
    const res = await call('GET', `users/${other.id}`, clientAdmin.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(USER_MESSAGES.notFound);
    expect((await call('GET', 'users/999999', admin.headers)).json().message).toBe(USER_MESSAGES.notFound);
  });

  it('refuses anonymous callers', async () => {
    expect((await call('GET', `users/${admin.user.id}`, undefined)).statusCode).toBe(401);
  });
});

describe('POST users', () => {
  it('creates the user without a password and queues an invitation with a verify link', async () => {
    const company = await createCompany(ctx.app);
    const body = form({ company_id: company.id, email: 'New.Person@Example.com' });
    const res = await call('POST', 'users', admin.headers, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(USER_MESSAGES.created);
    const created = res.json().data;
    expect(created).toMatchObject({
      first_name: 'Priya',
      email: 'new.person@example.com',
      type_slug: 'super-admin',
      role_slug: 'user',
      company_id: company.id,
      company_name: company.company_name,
      permissions_slug: 'list-positions',
      email_verified: false,
    });
    const stored = await row(created.id);
    expect(stored.password_hash).toBeNull();
    expect(stored.created_by).toBe(admin.user.id);

    const [mail] = await ctx.app.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'new.person@example.com'));
    expect(mail).toBeDefined();
    const link = mail!.text.match(/http:\/\/localhost:3000\/verify\?token=([\w%-]+)/);
    expect(link).not.toBeNull();
    const [token] = await ctx.app.deps.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.user_id, created.id), eq(authTokens.purpose, 'verify-email')));
    expect(token?.token_hash).toBe(hashToken(decodeURIComponent(link![1]!)));
  });

  it('answers the spec messages for bad input', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type_slug: undefined }, 'Please choose user type'],
      [{ type_slug: 'boss' }, 'Please choose user type'],
      [{ role_slug: undefined }, 'Please choose user role'],
      [{ type_slug: 'client', company_id: null }, 'Please select the company'],
      [{ type_slug: 'partners', partners_account_id: '' }, 'Please select the Partners account'],
      [{ phone: '1234' }, 'Phone number must be greater than 5 digits'],
      [{ extension: '1' }, 'Extension must be greater than 2 digits'],
      [{ first_name: 'Al' }, USER_MESSAGES.firstNameShort],
      [{ email: 'not-an-email' }, USER_MESSAGES.emailInvalid],
    ];
    const company = await createCompany(ctx.app);
    for (const [values, message] of cases) {
      const res = await call('POST', 'users', admin.headers, form({ company_id: company.id, ...values }));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message, JSON.stringify(values)).toBe(message);
    }
  });

  it('refuses a company or partners account that does not exist, and role employee for other types', async () => {
    const noCompany = await call('POST', 'users', admin.headers, form({ company_id: 999999 }));
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().message).toBe('Please select the company');
    const noAccount = await call(
      'POST',
      'users',
      admin.headers,
      form({ type_slug: 'partners', partners_account_id: 999999 }),
    );
    expect(noAccount.json().message).toBe('Please select the Partners account');
    const company = await createCompany(ctx.app);
    const badRole = await call(
      'POST',
      'users',
      admin.headers,
      form({ company_id: company.id, role_slug: 'employee' }),
    );
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toBe('Please choose user role');
  });

  it('stores an empty permission list for role admin', async () => {
    const company = await createCompany(ctx.app);
    const res = await call(
      'POST',
      'users',
      admin.headers,
      form({
        company_id: company.id,
        role_slug: 'admin',
        permissions_slug: ['list-users', 'show-client ctc'],
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.permissions_slug).toBe('');
  });

  it('drops client management and the toggles a client user is not offered', async () => {
    const company = await createCompany(ctx.app);
    const res = await call(
      'POST',
      'users',
      admin.headers,
      form({
        type_slug: 'client',
        company_id: company.id,
        permissions_slug: 'list-positions,list-clients,create-client,list-users,partners,show-client ctc',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect((await row(res.json().data.id)).permissions_slug).toBe('list-positions,show-client ctc');
  });

  it('answers 409 for an e-mail a live user has, in any case, and accepts a deleted user’s address', async () => {
    const existing = await createUser(ctx.app, { email: 'taken@example.com' });
    const company = await createCompany(ctx.app);
    const res = await call(
      'POST',
      'users',
      admin.headers,
      form({ company_id: company.id, email: 'TAKEN@example.com' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(USER_MESSAGES.emailTaken);

    await ctx.app.deps.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, existing.id));
    const again = await call(
      'POST',
      'users',
      admin.headers,
      form({ company_id: company.id, email: 'taken@example.com' }),
    );
    expect(again.statusCode).toBe(201);
  });

  it("puts a client admin's new user in its own company and refuses other types", async () => {
    const clientAdmin = await signedIn(ctx.app, { type: 'client', role: 'admin' });
    const elsewhere = await createCompany(ctx.app);
    const res = await call(
      'POST',
      'users',
      clientAdmin.headers,
      form({ type_slug: 'client', company_id: elsewhere.id }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.company_id).toBe(clientAdmin.user.company_id);

    const superAdmin = await call('POST', 'users', clientAdmin.headers, form({ company_id: elsewhere.id }));
    expect(superAdmin.statusCode).toBe(403);
    expect(superAdmin.json().message).toBe(AUTH_MESSAGES.forbidden);
  });

  it('lets a role user with create-user create only role users with permissions it holds', async () => {
    const creator = await signedIn(ctx.app, {
      type: 'partners_client',
      role: 'user',
      permissions: ['list-users', 'create-user', 'list-positions'],
    });
    const base = { type_slug: 'partners_client', partners_account_id: 1, company_id: 1 };
    const asAdmin = await call('POST', 'users', creator.headers, form({ ...base, role_slug: 'admin' }));
    expect(asAdmin.statusCode).toBe(403);
    const res = await call(
      'POST',
      'users',
      creator.headers,
      form({ ...base, permissions_slug: ['list-positions', 'delete-position'] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      permissions_slug: 'list-positions',
      company_id: creator.user.company_id,
      partners_account_id: creator.user.partners_account_id,
    });
  });

  it('refuses anonymous callers and a client user without create-user', async () => {
    expect((await call('POST', 'users', undefined, form())).statusCode).toBe(401);
    const clientUser = await signedIn(ctx.app, {
      type: 'client',
      role: 'user',
      permissions: ['list-positions'],
    });
    expect((await call('POST', 'users', clientUser.headers, form())).statusCode).toBe(403);
  });
});

describe('PUT users/:id', () => {
  const load = async (id: number) => (await call('GET', `users/${id}`, admin.headers)).json().data;

  it('updates a user, applying the permission rules', async () => {
    const target = await createUser(ctx.app, {
      type: 'client',
      role: 'user',
      permissions: ['list-positions'],
    });
    const current = await load(target.id);
    const res = await call(
      'PUT',
      `users/${target.id}`,
      admin.headers,
      form({
        ...current,
        designation: 'Hiring Manager',
        permissions_slug: ['list-applicants', 'edit-client'],
        updated_at: current.updated_at,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(USER_MESSAGES.updated);
    expect(res.json().data).toMatchObject({
      designation: 'Hiring Manager',
      permissions_slug: 'list-applicants',
    });
    expect(res.json().data.updated_at).not.toBe(current.updated_at);
  });

  it('answers 409 when someone else saved the user after the form loaded', async () => {
    const target = await createUser(ctx.app, { type: 'client' });
    const loaded = await load(target.id);
    const first = await call('PUT', `users/${target.id}`, admin.headers, { ...loaded, last_name: 'First' });
    expect(first.statusCode).toBe(200);
    const stale = await call('PUT', `users/${target.id}`, admin.headers, { ...loaded, last_name: 'Second' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(USER_CHANGED_ELSEWHERE);
    expect(USER_CHANGED_ELSEWHERE).toBe('This user was changed by someone else. Reload and try again.');
    expect((await row(target.id)).last_name).toBe('First');
  });

  it('refuses an edit that does not say which version it changes, so no save is silently lost', async () => {
    const target = await createUser(ctx.app, { type: 'client' });
    const { updated_at: _, ...unversioned } = await load(target.id);
    const res = await call('PUT', `users/${target.id}`, admin.headers, {
      ...unversioned,
      last_name: 'Blind',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(COMMON_MESSAGES.updatedAtRequired);
    expect((await row(target.id)).last_name).not.toBe('Blind');
  });

  it('does not tell a client admin that an address has an account elsewhere; tells the owner', async () => {
    const company = await createCompany(ctx.app);
    const clientAdmin = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: company.id });
    const elsewhere = await createUser(ctx.app);
    const create = (email: string) =>
      call('POST', 'users', clientAdmin.headers, {
        ...form({ company_id: company.id, first_name: 'Probe' }),
        type_slug: 'client',
        email,
      });
    const fresh = await create(`fresh-${Date.now()}@example.com`);
    const probe = await create(elsewhere.email.toUpperCase());
    // The same status, message and shape as a real create, with an id of its own.
    expect(probe.statusCode, probe.body).toBe(fresh.statusCode);
    expect(probe.json().message).toBe(fresh.json().message);
    expect(Object.keys(probe.json().data).sort()).toEqual(Object.keys(fresh.json().data).sort());
    expect(probe.json().data).toMatchObject({ first_name: 'Probe', company_id: company.id });
    expect(probe.json().data.id).toBeGreaterThan(fresh.json().data.id);

    // Nothing was created or changed, and the owner (not the prober) is told.
    const owners = await ctx.app.deps.db.select().from(users).where(eq(users.email, elsewhere.email));
    expect(owners).toHaveLength(1);
    expect(owners[0]).toMatchObject({
      id: elsewhere.id,
      first_name: elsewhere.first_name,
      company_id: elsewhere.company_id,
    });
    expect((await call('GET', `users/${probe.json().data.id}`, clientAdmin.headers)).statusCode).toBe(404);
    const told = await ctx.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, elsewhere.email));
    expect(told.map((m) => m.subject)).toEqual([expect.stringMatching(/^Someone tried to add your address/)]);
    expect(told[0]!.text).toContain(`${clientAdmin.user.first_name} ${clientAdmin.user.last_name}`);
  });

  it('answers 409 to a client admin for an address in its own company, which it can list anyway', async () => {
    const company = await createCompany(ctx.app);
    const clientAdmin = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: company.id });
    const colleague = await createUser(ctx.app, { type: 'client', company_id: company.id });
    const res = await call('POST', 'users', clientAdmin.headers, {
      ...form({ company_id: company.id }),
      type_slug: 'client',
      email: colleague.email,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(USER_MESSAGES.emailTaken);
  });

  it('caps the taken addresses a client admin can try in an hour, so lists of addresses cannot be probed', async () => {
    const company = await createCompany(ctx.app);
    const clientAdmin = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: company.id });
    const elsewhere = await createUser(ctx.app);
    const probe = () =>
      call('POST', 'users', clientAdmin.headers, {
        ...form({ company_id: company.id }),
        type_slug: 'client',
        email: elsewhere.email,
      });
    for (let i = 0; i < THROTTLE_RULES.emailConflicts.max; i++) expect((await probe()).statusCode).toBe(201);
    const capped = await probe();
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(AUTH_MESSAGES.tooManyRequests);
  });

  it('answers 409 for an e-mail another user has', async () => {
    const other = await createUser(ctx.app);
    const target = await createUser(ctx.app, { type: 'client' });
    const res = await call('PUT', `users/${target.id}`, admin.headers, {
      ...(await load(target.id)),
      email: other.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(USER_MESSAGES.emailTaken);
  });

  it('re-sends the invitation to a new address while the user has not verified', async () => {
    const company = await createCompany(ctx.app);
    const created = (await call('POST', 'users', admin.headers, form({ company_id: company.id }))).json()
      .data;
    const res = await call('PUT', `users/${created.id}`, admin.headers, {
      ...created,
      email: 'fixed.typo@example.com',
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await ctx.app.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'fixed.typo@example.com'))
      .orderBy(desc(mailOutbox.id));
    expect(mail?.text).toContain('http://localhost:3000/verify?token=');
  });

  describe('an e-mail change by an editor who cannot see every user (docs/decisions.md)', () => {
    const clientAdminWithColleague = async () => {
      const company = await createCompany(ctx.app);
      const clientAdmin = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: company.id });
      const colleague = await createUser(ctx.app, { type: 'client', company_id: company.id });
      return { clientAdmin, colleague };
    };
    const mailsTo = (to: string) => ctx.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    const tokenOf = (text: string) => decodeURIComponent(/verify\?token=([^\s&]+)/.exec(text)![1]!);

    it('answers the same for a free and a taken address, keeping each pending, and tells the owner', async () => {
      const { clientAdmin, colleague } = await clientAdminWithColleague();
      const other = await createUser(ctx.app, { type: 'client', company_id: colleague.company_id });
      const elsewhere = await createUser(ctx.app); // another company's: the client admin cannot see it
      const change = async (id: number, email: string) =>
        call('PUT', `users/${id}`, clientAdmin.headers, {
          ...(await (await call('GET', `users/${id}`, clientAdmin.headers)).json().data),
          designation: 'Lead',
          email,
        });
      const free = await change(colleague.id, `new-${Date.now()}@example.com`);
      const taken = await change(other.id, elsewhere.email.toUpperCase());
      expect(free.statusCode, free.body).toBe(200);
      expect(taken.statusCode, taken.body).toBe(200);
      expect(taken.json().message).toBe(free.json().message);
      // The answer is the saved state: the rest applied, the address still the old one, the new one pending.
      expect(free.json().data).toMatchObject({ designation: 'Lead', email: colleague.email });
      expect(free.json().data.pending_email).toMatch(/^new-/);
      expect(taken.json().data).toMatchObject({
        designation: 'Lead',
        email: other.email,
        pending_email: elsewhere.email.toLowerCase(),
      });
      expect(Object.keys(taken.json().data).sort()).toEqual(Object.keys(free.json().data).sort());

      // The free address gets a confirmation link; the taken one's owner is told, nothing else.
      const [confirm] = await mailsTo(free.json().data.pending_email);
      expect(confirm?.subject).toMatch(/^Confirm your new/);
      const told = await mailsTo(elsewhere.email);
      expect(told.map((m) => m.subject)).toEqual([
        expect.stringMatching(/^Someone tried to use your address/),
      ]);
      expect(told[0]!.text).toContain(`${clientAdmin.user.first_name} ${clientAdmin.user.last_name}`);
      expect(await row(elsewhere.id)).toMatchObject({ email: elsewhere.email, pending_email: null });
      expect((await row(other.id)).email).toBe(other.email);

      // The link applies the address; the user signs in with it from now on.
      const confirmed = await call(
        'GET',
        `users/verify?token=${encodeURIComponent(tokenOf(confirm!.text))}`,
        undefined,
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().message).toBe(AUTH_MESSAGES.emailConfirmed);
      expect(await row(colleague.id)).toMatchObject({
        email: free.json().data.pending_email,
        pending_email: null,
      });
    });

    it('answers 409 for an address of its own company, which it can list anyway', async () => {
      const { clientAdmin, colleague } = await clientAdminWithColleague();
      const other = await createUser(ctx.app, { type: 'client', company_id: colleague.company_id });
      const res = await call('PUT', `users/${colleague.id}`, clientAdmin.headers, {
        ...(await (await call('GET', `users/${colleague.id}`, clientAdmin.headers)).json().data),
        email: other.email,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(USER_MESSAGES.emailTaken);
    });

    it('refuses the link once the address was taken in between, changing nothing', async () => {
      const { clientAdmin, colleague } = await clientAdminWithColleague();
      const wanted = `wanted-${Date.now()}@example.com`;
      const res = await call('PUT', `users/${colleague.id}`, clientAdmin.headers, {
        ...(await (await call('GET', `users/${colleague.id}`, clientAdmin.headers)).json().data),
        email: wanted,
      });
      expect(res.statusCode).toBe(200);
      const [confirm] = await mailsTo(wanted);
      await createUser(ctx.app, { email: wanted });
      const late = await call(
        'GET',
        `users/verify?token=${encodeURIComponent(tokenOf(confirm!.text))}`,
        undefined,
      );
      expect(late.statusCode).toBe(409);
      expect((await row(colleague.id)).email).toBe(colleague.email);
    });

    it("applies a super-admin's change at once", async () => {
      const target = await createUser(ctx.app, { type: 'client' });
      const email = `direct-${Date.now()}@example.com`;
      const res = await call('PUT', `users/${target.id}`, admin.headers, {
        ...(await load(target.id)),
        email,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ email, pending_email: null });
    });
  });

  it('refuses editing yourself', async () => {
    const res = await call('PUT', `users/${admin.user.id}`, admin.headers, await load(admin.user.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(USER_MESSAGES.cannotEditSelf);
  });

  it("answers 404 for another company's user and 403 for a type the caller may not manage", async () => {
    const clientAdmin = await signedIn(ctx.app, { type: 'client', role: 'admin' });
    const other = await createUser(ctx.app, { type: 'client' });
    const res = await call('PUT', `users/${other.id}`, clientAdmin.headers, await load(other.id));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(USER_MESSAGES.notFound);

    const colleague = await createUser(ctx.app, { type: 'client', company_id: clientAdmin.user.company_id });
    const promote = await call('PUT', `users/${colleague.id}`, clientAdmin.headers, {
      ...(await load(colleague.id)),
      type_slug: 'super-admin',
    });
    expect(promote.statusCode).toBe(403);
  });

  it('answers the spec messages for bad input', async () => {
    const target = await createUser(ctx.app, { type: 'client' });
    const loaded = await load(target.id);
    const res = await call('PUT', `users/${target.id}`, admin.headers, { ...loaded, phone: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Phone number must be greater than 5 digits');
  });

  it('refuses anonymous callers and a client user without edit-user', async () => {
    const target = await createUser(ctx.app, { type: 'client' });
    expect((await call('PUT', `users/${target.id}`, undefined, form())).statusCode).toBe(401);
    const clientUser = await signedIn(ctx.app, {
      type: 'client',
      role: 'user',
      permissions: ['list-positions'],
      company_id: target.company_id,
    });
    expect((await call('PUT', `users/${target.id}`, clientUser.headers, form())).statusCode).toBe(403);
  });
});

describe('DELETE users/:id', () => {
  it('soft-deletes the user and ends its sessions', async () => {
    const target = await signedIn(ctx.app, { type: 'client' });
    expect((await call('GET', 'master/user-types', target.headers)).statusCode).toBe(200);
    const res = await call('DELETE', `users/${target.user.id}`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(USER_MESSAGES.deleted);
    expect((await row(target.user.id)).deleted_at).not.toBeNull();
    expect(await ctx.app.deps.db.$count(sessions, eq(sessions.user_id, target.user.id))).toBe(0);
    expect((await call('GET', 'master/user-types', target.headers)).statusCode).toBe(401);
    expect((await call('GET', `users/${target.user.id}`, admin.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `users/${target.user.id}`, admin.headers)).statusCode).toBe(404);
  });

  it('refuses deleting yourself', async () => {
    const res = await call('DELETE', `users/${admin.user.id}`, admin.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(USER_MESSAGES.cannotDeleteSelf);
  });

  it("answers 404 for another company's user", async () => {
    const clientAdmin = await signedIn(ctx.app, { type: 'client', role: 'admin' });
    const other = await createUser(ctx.app, { type: 'client' });
    const res = await call('DELETE', `users/${other.id}`, clientAdmin.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(USER_MESSAGES.notFound);
    expect((await row(other.id)).deleted_at).toBeNull();
  });

  it('refuses anonymous callers and a client user without delete-user', async () => {
    const target = await createUser(ctx.app, { type: 'client' });
    expect((await call('DELETE', `users/${target.id}`, undefined)).statusCode).toBe(401);
    const clientUser = await signedIn(ctx.app, {
      type: 'client',
      role: 'user',
      company_id: target.company_id,
    });
    expect((await call('DELETE', `users/${target.id}`, clientUser.headers)).statusCode).toBe(403);
    expect((await call('DELETE', 'users/abc', admin.headers)).statusCode).toBe(400);
  });
});
