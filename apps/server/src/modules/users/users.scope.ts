// Who a signed-in user may see and manage in user management (spec 000 §6, DESIGN.md convention 5).
import { type SessionUser, USER_TYPE_SLUGS, type UserTypeSlug } from '@staffdesk/shared';
import { eq, type SQL } from 'drizzle-orm';
import { equalTo, type ListCondition } from '../../lib/list-query';
import { users } from './users.tables';

/**
 * The user rows a viewer may see: a super-admin all of them, a client or partners_client user those
 * of its company, a partners user those of its partners account, anyone else only itself.
 */
export function userScope(viewer: SessionUser): SQL | undefined {
  switch (scopeOf(viewer)) {
    case 'all':
      return undefined;
    case 'company':
      return eq(users.company_id, viewer.company_id!);
    case 'account':
      return eq(users.partners_account_id, viewer.partners_account_id!);
    default:
      return eq(users.id, viewer.id);
  }
}

/**
 * userScope as list conditions (lib/list-query.ts): the same rule, with the viewer's company,
 * account or id as a placeholder value, so each kind of viewer has one prepared statement.
 */
export const userScopeConditions: ListCondition<SessionUser>[] = [
  equalTo('company', users.company_id, (viewer) =>
    scopeOf(viewer) === 'company' ? viewer.company_id! : undefined,
  ),
  equalTo('account', users.partners_account_id, (viewer) =>
    scopeOf(viewer) === 'account' ? viewer.partners_account_id! : undefined,
  ),
  equalTo('self', users.id, (viewer) => (scopeOf(viewer) === 'self' ? viewer.id : undefined)),
];

function scopeOf(viewer: SessionUser): 'all' | 'company' | 'account' | 'self' {
  switch (viewer.type_slug) {
    case 'super-admin':
      return 'all';
    case 'client':
    case 'partners_client':
      return viewer.company_id ? 'company' : 'self';
    case 'partners':
      return viewer.partners_account_id ? 'account' : 'self';
    default:
      return 'self';
  }
}

/** The user types a viewer may create, edit or delete; the user form offers only these. */
export function manageableTypes(viewer: Pick<SessionUser, 'type_slug'>): readonly UserTypeSlug[] {
  switch (viewer.type_slug) {
    case 'super-admin':
      return USER_TYPE_SLUGS;
    case 'client':
      return ['client'];
    case 'partners_client':
      return ['partners_client'];
    case 'partners':
      return ['partners', 'partners_client'];
    default:
      return [];
  }
}

export const canManageType = (viewer: Pick<SessionUser, 'type_slug'>, type: string) =>
  (manageableTypes(viewer) as readonly string[]).includes(type);

/**
 * The company and partners account a viewer's new or edited user belongs to: a scoped viewer's own,
 * whatever the form sent, and only the ones the user type has.
 */
export function scopedOwnership(
  viewer: SessionUser,
  input: { type_slug: string; company_id: number | null; partners_account_id: number | null },
  needs: { company: boolean; partnersAccount: boolean },
) {
  let { company_id, partners_account_id } = input;
  if (viewer.type_slug === 'client' || viewer.type_slug === 'partners_client') company_id = viewer.company_id;
  if (viewer.type_slug === 'partners' || viewer.type_slug === 'partners_client') {
    partners_account_id = viewer.partners_account_id;
  }
  return {
    company_id: needs.company ? company_id : null,
    partners_account_id: needs.partnersAccount ? partners_account_id : null,
  };
}
