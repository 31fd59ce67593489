// The hidden-key computation of spec 000 §6: one function for the web (menus, routes, actions)
// and the server (403 on a hidden key).
import { PERMISSION_GROUPS, PERMISSION_SLUGS, SECTION_CHILDREN } from './keys';

export interface AccessSubject {
  type_slug: string;
  role_slug: string;
  permissions_slug: readonly string[];
}

// "Hidden sets by type and role", key for key as the spec lists them. A section key stands for
// everything below it (SECTION_CHILDREN): 'clients' is client management, 'employee' the employee keys.
const CLIENT_ADMIN = ['clients', 'hrms', 'accounts', 'employee', 'partner', 'partners-details'];
const PARTNERS_CLIENT_ADMIN = CLIENT_ADMIN.filter((key) => key !== 'partners-details');
const CLIENT_USER = [...CLIENT_ADMIN, 'company'];
const PARTNERS_ADMIN = [
  'users',
  'clients',
  'hrms',
  'accounts',
  'company',
  'employee',
  'admin',
  'jobPortal',
  'partner',
];
const SUPER_ADMIN_ADMIN = ['company', 'employee', 'partners-details'];
const SUPER_ADMIN_USER = [
  'company',
  'clients',
  'hrms',
  'accounts',
  'employee',
  'partner',
  'partners-details',
];
const EMPLOYEE = [
  'jobPortal',
  'admin',
  'company',
  'clients',
  'hrms',
  'accounts',
  'partner',
  'partners-details',
];

/**
 * The fixed hidden set of a user type and role, before the role-user permission rules, as section
 * keys (hiddenKeys adds their children). The spec names the admin sets of partners_client and
 * partners only; their other roles share them.
 */
export function baseHiddenKeys(type_slug: string, role_slug: string): string[] {
  return [...fixedHiddenSet(type_slug, role_slug)];
}

function fixedHiddenSet(type_slug: string, role_slug: string): readonly string[] {
  if (type_slug === 'employee' || role_slug === 'employee') return EMPLOYEE;
  const isAdmin = role_slug === 'admin';
  switch (type_slug) {
    case 'client':
      return isAdmin ? CLIENT_ADMIN : CLIENT_USER;
    case 'partners_client':
      return PARTNERS_CLIENT_ADMIN;
    case 'partners':
      return PARTNERS_ADMIN;
    case 'super-admin':
      return isAdmin ? SUPER_ADMIN_ADMIN : SUPER_ADMIN_USER;
    default:
      // An unknown type sees nothing but its profile.
      return [...EMPLOYEE, 'employee'];
  }
}

/**
 * Keys beyond the spec's sets that only a super-admin admin may use: the agency's sign-in settings
 * (two-factor required for super-admins, issue 21).
 */
export const SUPER_ADMIN_ONLY_KEYS = ['security-settings'] as const;
function superAdminOnlyKeys(type_slug: string, role_slug: string): readonly string[] {
  return type_slug === 'super-admin' && role_slug === 'admin' ? [] : SUPER_ADMIN_ONLY_KEYS;
}

/** The margin report and the dashboard (issue 25): whoever has hrms or accounts. */
export const REPORTS_KEY = 'reports';

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
  // The 'partners' toggle stands for the Partners section (/partners, key 'partner').
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

// The server asks on every request (guards, field masks) for a handful of distinct answers: they are
// kept by type, role and permissions. Bounded, as the permission sets are the users' own.
const hiddenKeysCache = new Map<string, ReadonlySet<string>>();

export function hiddenKeys(subject: AccessSubject): ReadonlySet<string> {
  const isUser = subject.role_slug === 'user';
  const cacheKey = `${subject.type_slug}|${subject.role_slug}|${isUser ? subject.permissions_slug.join(',') : ''}`;
  let hidden = hiddenKeysCache.get(cacheKey);
  if (!hidden) {
    const base = [
      ...baseHiddenKeys(subject.type_slug, subject.role_slug),
      ...superAdminOnlyKeys(subject.type_slug, subject.role_slug),
    ];
    const fromPermissions = isUser ? missingPermissionKeys(subject.permissions_slug) : [];
    const expanded = expandSections([...base, ...fromPermissions]);
    // The bank changes to confirm belong to accounts (partners) and hrms (employees).
    if (expanded.has('hrms') && expanded.has('accounts')) expanded.add('bank-changes');
    // The agency's figures (margin report, dashboard, issue 25) are for hrms and accounts.
    if (expanded.has('hrms') && expanded.has('accounts')) expanded.add(REPORTS_KEY);
    hidePlacementKeys(subject.type_slug, expanded);
    hidePartnerBillKeys(subject.type_slug, expanded);
    hidden = expanded;
    if (hiddenKeysCache.size >= 1000) hiddenKeysCache.clear();
    hiddenKeysCache.set(cacheKey, hidden);
  }
  return hidden;
}

/**
 * Placements (issue 24) are seen from four sides: the agency (hrms, accounts), the client company,
 * the partner that supplies the contractor, and the employee placed. `placements` is hidden when
 * none of them is open; `partner-placements` (Partner Details → Placements) is a partner's only.
 */
function hidePlacementKeys(type_slug: string, expanded: Set<string>) {
  const agency = !expanded.has('hrms') || !expanded.has('accounts');
  const client = !expanded.has('company');
  const partner = type_slug === 'partners' && !expanded.has('view-profile');
  const employee = type_slug === 'employee' && !expanded.has('employee-profile');
  if (!partner || agency) expanded.add('partner-placements');
  if (!agency && !client && !partner && !employee) expanded.add('placements');
}

/**
 * Partners' bills (issue 25): accounts checks and pays every partner's bills (`partner-bills`); a
 * partner files and follows its own (`partner-bills` too, and `partner-own-bills` for its menu
 * entry under Partner Details).
 */
function hidePartnerBillKeys(type_slug: string, expanded: Set<string>) {
  const accounts = !expanded.has('accounts');
  const partner = type_slug === 'partners' && !expanded.has('view-profile');
  if (!partner || accounts) expanded.add('partner-own-bills');
  if (!partner && !accounts) expanded.add('partner-bills');
}

/** True when the subject may use the key (it is not hidden). */
export function canAccess(subject: AccessSubject, key: string): boolean {
  return !hiddenKeys(subject).has(key);
}
