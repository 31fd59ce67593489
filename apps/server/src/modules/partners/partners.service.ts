// Partner accounts as a select list for the user form.
import type { SessionUser } from '@staffdesk/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { partnersAccounts } from './partners.tables';

/** A partners or partners_client user sees only its own account; a super-admin all; others none. */
export function partnersAccountScope(viewer: SessionUser) {
  const id = partnersAccountScopeId(viewer);
  return id === undefined ? undefined : id === null ? sql`false` : eq(partnersAccounts.id, id);
}

/** partnersAccountScope as an id: undefined for all accounts, null for none, else the viewer's own. */
export function partnersAccountScopeId(viewer: SessionUser): number | null | undefined {
  if (viewer.type_slug === 'super-admin') return undefined;
  if (viewer.type_slug === 'partners' || viewer.type_slug === 'partners_client') {
    return viewer.partners_account_id || null;
  }
  return null;
}

/** Live partner accounts by name. */
export function listPartnersAccountOptions(db: DbOrTx, viewer: SessionUser) {
  return db
    .select({ id: partnersAccounts.id, account_name: partnersAccounts.account_name })
    .from(partnersAccounts)
    .where(and(isNull(partnersAccounts.deleted_at), partnersAccountScope(viewer)))
    .orderBy(asc(sql`lower(${partnersAccounts.account_name})`), asc(partnersAccounts.id));
}
