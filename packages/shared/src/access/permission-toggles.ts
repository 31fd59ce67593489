// Which permission toggles the user form offers, and what is kept on save (spec 000 §6).
import { PERMISSION_GROUPS, PERMISSION_SLUGS, type PermissionSlug } from './keys';

const USER_AND_CLIENT_MANAGEMENT: PermissionSlug[] = [
  ...PERMISSION_GROUPS.users,
  ...PERMISSION_GROUPS.clients,
];

/**
 * Toggles hidden from the form for a type and role, as the spec lists them. The admin lists are
 * kept for completeness only: role admin is offered no toggles at all (permissionToggles).
 */
export function hiddenPermissionToggles(type_slug: string, role_slug: string): PermissionSlug[] {
  if (role_slug === 'admin') {
    if (type_slug === 'super-admin' || type_slug === 'client') {
      return PERMISSION_SLUGS.filter((slug) => slug !== 'show-client ctc');
    }
    if (type_slug === 'partners' || type_slug === 'partners_client') return USER_AND_CLIENT_MANAGEMENT;
    return [];
  }
  if (type_slug === 'client') return [...USER_AND_CLIENT_MANAGEMENT, 'partners'];
  if (type_slug === 'super-admin') return [...PERMISSION_GROUPS.users, 'partners'];
  return [];
}

/** The toggles the form shows, in order. Role admin shows none: it gets an empty list. */
export function permissionToggles(type_slug: string, role_slug: string): PermissionSlug[] {
  if (role_slug !== 'user') return [];
  const hidden = new Set(hiddenPermissionToggles(type_slug, role_slug));
  return PERMISSION_SLUGS.filter((slug) => !hidden.has(slug));
}

/**
 * What is stored on save: admin gets an empty list; a role user keeps only known toggles it may be
 * offered; a client-type user always loses client management.
 */
export function permissionsToStore(
  type_slug: string,
  role_slug: string,
  requested: readonly string[],
): string[] {
  if (role_slug !== 'user') return [];
  const allowed = new Set<string>(permissionToggles(type_slug, role_slug));
  if (type_slug === 'client') for (const slug of PERMISSION_GROUPS.clients) allowed.delete(slug);
  return PERMISSION_SLUGS.filter((slug) => allowed.has(slug) && requested.includes(slug));
}

/**
 * What a new role user starts with: the list permissions of the toggles offered, so the user's
 * first sign-in lands on a list (read-only) rather than "Access denied". The form shows them
 * switched on; the creator adds or removes from there.
 */
export function defaultPermissions(type_slug: string, role_slug: string): PermissionSlug[] {
  return permissionToggles(type_slug, role_slug).filter((slug) => slug.startsWith('list-'));
}
