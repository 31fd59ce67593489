// Client companies as a select list (spec 000 §7 "Clients: GET companies").
import type { SessionUser } from '@staffdesk/shared';
import { and, asc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies } from './companies.tables';

/** Escapes LIKE wildcards so a search for "50%" finds that text. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Super-admins and partners choose among all companies; anyone else sees only its own. */
export function companyScope(viewer: SessionUser) {
  const id = companyScopeId(viewer);
  return id === undefined ? undefined : id === null ? sql`false` : eq(companies.id, id);
}

/** companyScope as an id: undefined for all companies, null for none, else the viewer's own. */
export function companyScopeId(viewer: SessionUser): number | null | undefined {
  if (viewer.type_slug === 'super-admin' || viewer.type_slug === 'partners') return undefined;
  return viewer.company_id || null;
}

/** Live companies by name, optionally those whose name contains the search text. */
export function listCompanyOptions(db: DbOrTx, viewer: SessionUser, search?: string) {
  return db
    .select({ id: companies.id, company_name: companies.company_name, company_logo: companies.company_logo })
    .from(companies)
    .where(
      and(
        isNull(companies.deleted_at),
        companyScope(viewer),
        search ? ilike(companies.company_name, likeContains(search)) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${companies.company_name})`), asc(companies.id));
}
