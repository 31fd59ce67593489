import { PERMISSIONS, USER_TYPES } from '@staffdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createUser, signedIn } from '../../test/factories';
import { toSessionUser } from './users.mapper';
import { listUsers } from './users.service';

let ctx: TestContext;
let admin: { cookie: string };

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await signedIn(ctx.app, { type: 'super-admin', role: 'admin' })).headers;
});
afterAll(() => ctx.close());

const get = async (url: string, headers?: { cookie: string }) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
  return { status: res.statusCode, body: res.json() };
};
const slugs = (list: { slug: string }[]) => list.map((item) => item.slug);

describe('GET master/user-types', () => {
  it('offers a super-admin every type, in the spec shape', async () => {
    const { status, body } = await get('master/user-types', admin);
    expect(status).toBe(200);
    expect(body.data).toEqual(USER_TYPES.map(({ slug, user_type }) => ({ slug, user_type })));
  });

  it('offers other creators only the types they may create', async () => {
    const offered = async (type: string) =>
      slugs(
        (await get('master/user-types', (await signedIn(ctx.app, { type, role: 'admin' })).headers)).body
          .data,
      );
    expect(await offered('client')).toEqual(['client']);
    expect(await offered('partners_client')).toEqual(['partners_client']);
    expect(await offered('partners')).toEqual(['partners', 'partners_client']);
    expect(await offered('employee')).toEqual([]);
  });

  it('refuses anonymous callers', async () => {
    expect((await get('master/user-types')).status).toBe(401);
  });
});

describe('GET master/user-roles', () => {
  it('gives the roles, those that fit a type, and no admin role to a role user', async () => {
    expect((await get('master/user-roles', admin)).body.data).toEqual([
      { slug: 'admin', role: 'Admin' },
      { slug: 'user', role: 'User' },
      { slug: 'employee', role: 'Employee' },
    ]);
    expect(slugs((await get('master/user-roles?type_slug=client', admin)).body.data)).toEqual([
      'admin',
      'user',
    ]);
    expect(slugs((await get('master/user-roles?type_slug=employee', admin)).body.data)).toEqual(['employee']);
    const roleUser = await signedIn(ctx.app, {
      type: 'partners_client',
      role: 'user',
      permissions: ['create-user'],
    });
    expect(
      slugs((await get('master/user-roles?type_slug=partners_client', roleUser.headers)).body.data),
    ).toEqual(['user']);
  });

  it('answers 400 for an unknown type and 401 anonymous', async () => {
    expect((await get('master/user-roles?type_slug=boss', admin)).status).toBe(400);
    expect((await get('master/user-roles')).status).toBe(401);
  });
});

describe('GET master/permissions', () => {
  it('lists every permission toggle with its label', async () => {
    const { status, body } = await get('master/permissions', admin);
    expect(status).toBe(200);
    expect(body.data).toEqual(PERMISSIONS.map(({ slug, permission }) => ({ slug, permission })));
  });

  it('offers only the toggles the form shows for a type and role', async () => {
    const clientUser = slugs(
      (await get('master/permissions?type_slug=client&role_slug=user', admin)).body.data,
    );
    expect(clientUser).toContain('list-positions');
    expect(clientUser).toContain('show-client ctc');
    for (const hidden of ['list-users', 'create-user', 'list-clients', 'delete-client', 'partners']) {
      expect(clientUser).not.toContain(hidden);
    }
    const superUser = slugs(
      (await get('master/permissions?type_slug=super-admin&role_slug=user', admin)).body.data,
    );
    expect(superUser).toContain('list-clients');
    expect(superUser).not.toContain('edit-user');
    expect((await get('master/permissions?type_slug=client&role_slug=admin', admin)).body.data).toEqual([]);
  });

  it('answers 400 for an unknown role and 401 anonymous', async () => {
    expect((await get('master/permissions?role_slug=owner', admin)).status).toBe(400);
    expect((await get('master/permissions')).status).toBe(401);
  });
});

describe('user scope of a partners user', () => {
  it('lists only the users of its partners account', async () => {
    const partner = await createUser(ctx.app, { type: 'partners', role: 'admin' });
    const colleague = await createUser(ctx.app, {
      type: 'partners_client',
      partners_account_id: partner.partners_account_id,
    });
    await createUser(ctx.app, { type: 'partners' }); // another account
    const page = await listUsers(ctx.app.deps.db, toSessionUser(partner), { skip: 0, limit: 10 });
    expect(page.list.map((u) => u.id).sort()).toEqual([partner.id, colleague.id].sort());
    expect(page.count).toBe(2);
  });
});
