// The hidden-key computation of spec 000 §6: one function for the web (menus, routes, actions)
// and the server (403 on a hidden key).
import {
  CLIENT_MANAGEMENT,
  EMPLOYEE_KEYS,
  PARTNER_DETAILS_KEYS,
  PARTNER_KEYS,
  PERMISSION_GROUPS,
  PERMISSION_SLUGS,
  SECTION_CHILDREN,
  USER_MANAGEMENT,
} from './keys';

export interface AccessSubject {
  type_slug: string;
  role_slug: string;
  permissions_slug: readonly string[];
}

const CLIENT_ADMIN_HIDDEN = [
  ...CLIENT_MANAGEMENT,
  'hrms',
  'accounts',
  ...EMPLOYEE_KEYS,
  ...PARTNER_KEYS,
  ...PARTNER_DETAILS_KEYS,
];
const PARTNERS_CLIENT_ADMIN_HIDDEN = [
  ...CLIENT_MANAGEMENT,
  'hrms',
  'accounts',
  ...EMPLOYEE_KEYS,
  ...PARTNER_KEYS,
];
const PARTNERS_ADMIN_HIDDEN = [
  ...USER_MANAGEMENT,
  ...CLIENT_MANAGEMENT,
  'hrms',
  'accounts',
  'company',
  ...EMPLOYEE_KEYS,
  'admin',
  'jobPortal',
  ...PARTNER_KEYS,
];
const SUPER_ADMIN_ADMIN_HIDDEN = ['company', ...EMPLOYEE_KEYS, ...PARTNER_DETAILS_KEYS];
const SUPER_ADMIN_USER_HIDDEN = [
  'company',
  ...CLIENT_MANAGEMENT,
  'hrms',
  'accounts',
  ...EMPLOYEE_KEYS,
  ...PARTNER_KEYS,
  ...PARTNER_DETAILS_KEYS,
];
const EMPLOYEE_HIDDEN = [
  'jobPortal',
  'admin',
  'company',
  ...CLIENT_MANAGEMENT,
  'hrms',
  'accounts',
  ...PARTNER_KEYS,
  ...PARTNER_DETAILS_KEYS,
];

/** The fixed hidden set of a user type and role, before the role-user permission rules. */
export function baseHiddenKeys(type_slug: string, role_slug: string): string[] {
  if (type_slug === 'employee' || role_slug === 'employee') return EMPLOYEE_HIDDEN;
  const isAdmin = role_slug === 'admin';
  switch (type_slug) {
    case 'client':
      return isAdmin ? CLIENT_ADMIN_HIDDEN : [...CLIENT_ADMIN_HIDDEN, 'company'];
    case 'partners_client':
      return PARTNERS_CLIENT_ADMIN_HIDDEN;
    case 'partners':
      return PARTNERS_ADMIN_HIDDEN;
    case 'super-admin':
      return isAdmin ? SUPER_ADMIN_ADMIN_HIDDEN : SUPER_ADMIN_USER_HIDDEN;
    default:
      // An unknown type sees nothing but its profile.
      return [...EMPLOYEE_HIDDEN, ...EMPLOYEE_KEYS];
  }
}

/** Keys hidden for role user by the permissions it lacks (each missing one, then whole groups). */
export function missingPermissionKeys(permissions: readonly string[]): string[] {
  const has = new Set(permissions);
  const hidden: string[] = PERMISSION_SLUGS.filter((slug) => !has.has(slug));
  const groupMissing = (group: keyof typeof PERMISSION_GROUPS) =>
    PERMISSION_GROUPS[group].every((slug) => !has.has(slug));
  for (const group of Object.keys(PERMISSION_GROUPS) as (keyof typeof PERMISSION_GROUPS)[]) {
    if (groupMissing(group)) hidden.push(group);
  }
  if (groupMissing('clients') && groupMissing('users')) hidden.push('admin');
  if (groupMissing('positions') && groupMissing('applicants')) hidden.push('jobPortal');
  if (!has.has('partners')) hidden.push('partner');
  return hidden;
}

/** Adds the children of every hidden section, so the set answers for any key directly. */
function expandSections(keys: Iterable<string>): Set<string> {
  const hidden = new Set<string>();
  const add = (key: string) => {
    if (hidden.has(key)) return;
    hidden.add(key);
    for (const child of SECTION_CHILDREN[key] ?? []) add(child);
  };
  for (const key of keys) add(key);
  return hidden;
}

export function hiddenKeys(subject: AccessSubject): Set<string> {
  const base = baseHiddenKeys(subject.type_slug, subject.role_slug);
  const fromPermissions = subject.role_slug === 'user' ? missingPermissionKeys(subject.permissions_slug) : [];
  return expandSections([...base, ...fromPermissions]);
}

/** True when the subject may use the key (it is not hidden). */
export function canAccess(subject: AccessSubject, key: string): boolean {
  return !hiddenKeys(subject).has(key);
}
