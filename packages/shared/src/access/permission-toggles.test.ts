// Spec 000 §6: the permission toggles of the user form and what is stored on save.
import { describe, expect, it } from 'vitest';
import { USER_TYPE_SLUGS } from '../constants';
import { hiddenKeys } from './hidden-keys';
import { PERMISSION_GROUPS, PERMISSION_SLUGS } from './keys';
import {
  defaultPermissions,
  hiddenPermissionToggles,
  permissionsToStore,
  permissionToggles,
} from './permission-toggles';

const users = PERMISSION_GROUPS.users;
const clients = PERMISSION_GROUPS.clients;
const sorted = (slugs: readonly string[]) => [...slugs].sort();

describe('§6 role admin', () => {
  it.each(USER_TYPE_SLUGS)('%s admin gets an empty list and no toggles (the group is hidden)', (type) => {
    expect(permissionToggles(type, 'admin')).toEqual([]);
    expect(permissionsToStore(type, 'admin', PERMISSION_SLUGS)).toEqual([]);
  });
});

describe('§6 hidden toggles', () => {
  it('client + user loses user and client management and partners', () => {
    expect(sorted(hiddenPermissionToggles('client', 'user'))).toEqual(
      sorted([...users, ...clients, 'partners']),
    );
    expect(permissionToggles('client', 'user')).toEqual([
      ...PERMISSION_GROUPS.positions,
      ...PERMISSION_GROUPS.applicants,
      'show-client ctc',
    ]);
  });

  it.each(['partners_client', 'partners'])('admin of %s loses user and client management', (type) => {
    expect(sorted(hiddenPermissionToggles(type, 'admin'))).toEqual(sorted([...users, ...clients]));
  });

  it('super-admin + user loses user management and partners', () => {
    expect(sorted(hiddenPermissionToggles('super-admin', 'user'))).toEqual(sorted([...users, 'partners']));
    expect(permissionToggles('super-admin', 'user')).toEqual([
      ...PERMISSION_GROUPS.positions,
      ...PERMISSION_GROUPS.applicants,
      ...clients,
      'show-client ctc',
    ]);
  });

  it.each(['super-admin', 'client'])('admin of %s shows only show-client ctc', (type) => {
    const hidden = new Set(hiddenPermissionToggles(type, 'admin'));
    expect(PERMISSION_SLUGS.filter((slug) => !hidden.has(slug))).toEqual(['show-client ctc']);
  });

  it.each(['partners', 'partners_client'])(
    '%s + user, which the spec does not restrict, sees every toggle',
    (type) => {
      expect(permissionToggles(type, 'user')).toEqual(PERMISSION_SLUGS);
    },
  );
});

describe('§6 saving permissions', () => {
  it('drops client-management permissions of a client-type user', () => {
    const saved = permissionsToStore('client', 'user', [...clients, 'list-positions', 'show-client ctc']);
    expect(saved).toEqual(['list-positions', 'show-client ctc']);
  });

  it('keeps a role user only the toggles its form offers, in form order, ignoring unknown slugs', () => {
    const saved = permissionsToStore('super-admin', 'user', [
      'show-client ctc',
      'bogus',
      'list-users',
      'list-clients',
      'partners',
      'list-positions',
    ]);
    expect(saved).toEqual(['list-positions', 'list-clients', 'show-client ctc']);
  });
});

describe('defaults of a new role user', () => {
  it('starts a client user with the list permissions it is offered', () => {
    expect(defaultPermissions('client', 'user')).toEqual(['list-positions', 'list-applicants']);
    expect(defaultPermissions('super-admin', 'user')).toEqual([
      'list-positions',
      'list-applicants',
      'list-clients',
    ]);
    expect(defaultPermissions('client', 'admin')).toEqual([]);
  });

  it('lets a new client user see the positions list instead of "Access denied"', () => {
    const hidden = hiddenKeys({
      type_slug: 'client',
      role_slug: 'user',
      permissions_slug: permissionsToStore('client', 'user', defaultPermissions('client', 'user')),
    });
    expect(hidden.has('list-positions')).toBe(false);
    expect(hidden.has('list-applicants')).toBe(false);
    expect(hidden.has('create-position')).toBe(true);
  });
});
