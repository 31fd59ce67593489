// Spec 000 §6 "Roles and permissions", one test per rule.
import { describe, expect, it } from 'vitest';
import { USER_ROLE_SLUGS, USER_TYPE_SLUGS } from '../constants';
import {
  type AccessSubject,
  baseHiddenKeys,
  canAccess,
  hiddenKeys,
  missingPermissionKeys,
} from './hidden-keys';
import { PERMISSION_GROUPS, PERMISSION_SLUGS } from './keys';

const subject = (type_slug: string, role_slug: string, permissions_slug: string[] = []): AccessSubject => ({
  type_slug,
  role_slug,
  permissions_slug,
});
const allBut = (...missing: string[]) => PERMISSION_SLUGS.filter((slug) => !missing.includes(slug));

describe('§6 keys, types and roles', () => {
  it('has a permission for every key gating routes and actions and every slug the spec names', () => {
    const named = [
      ...['list-positions', 'create-position', 'edit-position', 'delete-position'],
      ...['list-applicants', 'create-applicant', 'edit-applicant', 'delete-applicant'],
      ...['list-users', 'create-user', 'edit-user', 'delete-user'],
      ...['create-client', 'list-clients', 'edit-client', 'delete-client', 'partners', 'show-client ctc'],
    ];
    expect(PERMISSION_SLUGS).toEqual(expect.arrayContaining(named));
  });

  it('knows the user types client, super-admin, partners, partners_client, employee and the roles user, admin', () => {
    expect([...USER_TYPE_SLUGS].sort()).toEqual(
      ['client', 'employee', 'partners', 'partners_client', 'super-admin'].sort(),
    );
    expect(USER_ROLE_SLUGS).toEqual(expect.arrayContaining(['user', 'admin']));
  });
});

describe('§6 menu visibility for role user', () => {
  it.each(PERMISSION_SLUGS)('hides the missing permission %s', (slug) => {
    expect(missingPermissionKeys(allBut(slug))).toContain(slug);
    expect(missingPermissionKeys(PERMISSION_SLUGS)).not.toContain(slug);
  });

  it.each(Object.keys(PERMISSION_GROUPS) as (keyof typeof PERMISSION_GROUPS)[])(
    'hides the group %s when all four of its permissions are missing, not when one is given',
    (group) => {
      const four = PERMISSION_GROUPS[group];
      expect(four).toHaveLength(4);
      expect(missingPermissionKeys(allBut(...four))).toContain(group);
      expect(missingPermissionKeys(allBut(...four.slice(1)))).not.toContain(group);
    },
  );

  it('hides Admin when clients and users are fully missing, not when either has one permission', () => {
    const noClientsNoUsers = allBut(...PERMISSION_GROUPS.clients, ...PERMISSION_GROUPS.users);
    expect(missingPermissionKeys(noClientsNoUsers)).toContain('admin');
    expect(missingPermissionKeys([...noClientsNoUsers, 'list-users'])).not.toContain('admin');
    expect(missingPermissionKeys([...noClientsNoUsers, 'delete-client'])).not.toContain('admin');
  });

  it('hides Job Portal when positions and applicants are fully missing, not when either has one', () => {
    const noJobPortal = allBut(...PERMISSION_GROUPS.positions, ...PERMISSION_GROUPS.applicants);
    expect(missingPermissionKeys(noJobPortal)).toContain('jobPortal');
    expect(missingPermissionKeys([...noJobPortal, 'edit-position'])).not.toContain('jobPortal');
    expect(missingPermissionKeys([...noJobPortal, 'create-applicant'])).not.toContain('jobPortal');
  });

  it('hides the Partners section for a role user without the partners toggle', () => {
    expect(missingPermissionKeys(allBut('partners'))).toContain('partner');
    expect(missingPermissionKeys(PERMISSION_SLUGS)).not.toContain('partner');
  });

  it('applies the permission rules to role user only: role admin ignores its (empty) list', () => {
    const admin = subject('super-admin', 'admin');
    expect(canAccess(admin, 'delete-user')).toBe(true);
    expect(canAccess(admin, 'jobPortal')).toBe(true);
    const user = subject('super-admin', 'user');
    expect(canAccess(user, 'delete-user')).toBe(false);
    expect(canAccess(user, 'jobPortal')).toBe(false);
  });

  it('adds the missing permissions to the type and role set; a permission never shows a hidden key', () => {
    const clientUser = hiddenKeys(subject('client', 'user', [...PERMISSION_SLUGS]));
    expect(clientUser.has('company')).toBe(true);
    expect(clientUser.has('list-clients')).toBe(true);
    expect(clientUser.has('list-positions')).toBe(false);
    expect(hiddenKeys(subject('client', 'user', allBut('edit-position'))).has('edit-position')).toBe(true);
  });
});

describe('§6 hidden sets by type and role', () => {
  it.each([
    ['client', 'admin', ['clients', 'hrms', 'accounts', 'employee', 'partner', 'partners-details']],
    ['partners_client', 'admin', ['clients', 'hrms', 'accounts', 'employee', 'partner']],
    ['client', 'user', ['clients', 'hrms', 'accounts', 'employee', 'partner', 'partners-details', 'company']],
    [
      'partners',
      'admin',
      ['users', 'clients', 'hrms', 'accounts', 'company', 'employee', 'admin', 'jobPortal', 'partner'],
    ],
    ['super-admin', 'admin', ['company', 'employee', 'partners-details']],
    [
      'super-admin',
      'user',
      ['company', 'clients', 'hrms', 'accounts', 'employee', 'partner', 'partners-details'],
    ],
    [
      'employee',
      'employee',
      ['jobPortal', 'admin', 'company', 'clients', 'hrms', 'accounts', 'partner', 'partners-details'],
    ],
  ])('%s %s hides exactly its listed set', (type, role, expected) => {
    expect([...baseHiddenKeys(type, role)].sort()).toEqual([...expected].sort());
  });

  it('gives an employee-type user the employee set whatever its role', () => {
    expect(baseHiddenKeys('employee', 'user').sort()).toEqual(baseHiddenKeys('employee', 'employee').sort());
  });

  it('shows an unknown type nothing but its profile', () => {
    const hidden = hiddenKeys(subject('stranger', 'admin'));
    for (const key of ['jobPortal', 'admin', 'company', 'hrms', 'accounts', 'employee', 'partner']) {
      expect(hidden.has(key)).toBe(true);
    }
  });
});

describe('§6 section keys hide their children', () => {
  it('hides every position and applicant key under a hidden jobPortal', () => {
    const partnersAdmin = subject('partners', 'admin');
    for (const key of [...PERMISSION_GROUPS.positions, ...PERMISSION_GROUPS.applicants]) {
      expect(canAccess(partnersAdmin, key)).toBe(false);
    }
    expect(canAccess(subject('super-admin', 'admin'), 'create-position')).toBe(true);
  });

  it('hides the user keys under a hidden admin and the client keys under a hidden clients', () => {
    const employee = subject('employee', 'employee');
    for (const key of [...PERMISSION_GROUPS.users, ...PERMISSION_GROUPS.clients]) {
      expect(canAccess(employee, key)).toBe(false);
    }
  });

  it('hides the partner, partner-details and employee keys under their sections', () => {
    const clientAdmin = subject('client', 'admin');
    for (const key of ['list-partners', 'create-partners', 'edit-partners', 'delete-partners', 'partners']) {
      expect(canAccess(clientAdmin, key)).toBe(false);
    }
    for (const key of ['view-profile', 'edit-profile', 'employee-profile', 'employee-payrolls']) {
      expect(canAccess(clientAdmin, key)).toBe(false);
    }
    expect(canAccess(subject('partners', 'admin'), 'view-profile')).toBe(true);
    expect(canAccess(subject('employee', 'employee'), 'employee-reimbursements')).toBe(true);
  });

  it('hides a group child for a role user missing the whole group', () => {
    const noUsers = subject('super-admin', 'user', allBut(...PERMISSION_GROUPS.users));
    expect(hiddenKeys(noUsers).has('users')).toBe(true);
    expect(canAccess(noUsers, 'list-users')).toBe(false);
  });
});
