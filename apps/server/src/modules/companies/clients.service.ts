// Clients (spec 001 §2 HRMS clients, §3, §5, §6) and the company profile (a client admin's own
// company). Data scope: a super-admin reaches every live client; anyone else only its own company,
// and another company's id answers 404 as if it did not exist.
import {
  CLIENT_MESSAGES,
  type Client,
  type ClientInput,
  type ClientListQuery,
  COMMON_MESSAGES,
  clientInUseMessage,
  gstinIssue,
  type SessionUser,
} from '@staffdesk/shared';
import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/read-all';
import { type DocumentTable, documentsOf, replaceDocuments } from '../../lib/document-rows';
import { badRequest, conflict, forbidden, notFound, requireVersion } from '../../lib/http-error';
import { byNameThenId, defineList, listPage, param, scopeConditions } from '../../lib/list-query';
import { applicants } from '../applicants/applicants.tables';
import { placeJoins, timezoneName, timezones } from '../master/place-names';
import { rethrowForeignKey } from '../positions/db-errors';
import { positions } from '../positions/positions.tables';
import { assertUsableFiles, organisationFiles } from '../uploads/file-use';
import { users } from '../users/users.tables';
import { companyScope, companyScopeId, likeContains } from './companies.service';
import { companies, companyDocuments } from './companies.tables';

const M = CLIENT_MESSAGES;

export const CLIENT_DOCUMENTS: DocumentTable = {
  table: companyDocuments,
  owner: companyDocuments.company_id,
  ownerKey: 'company_id',
  groupKey: 'client',
};

/** Foreign keys → the field's message (billing first: its constraint names contain `_city_id_` too). */
const FOREIGN_KEYS = {
  billing_city_id: M.billingCityRequired,
  billing_state_id: M.billingStateRequired,
  billing_country_id: M.billingCountryRequired,
  city_id: 'Select or create the city',
  state_id: 'Select or create the state',
  country_id: 'Select or create the country',
  timezone_id: 'Please choose one of the options',
};

const live = isNull(companies.deleted_at);

/** Live clients in the viewer's scope by name, searched by name or e-mail (lib/list-query.ts). */
const clientList = defineList({
  name: 'clients',
  table: companies,
  always: live,
  conditions: [
    ...scopeConditions('company', companies.id, ({ viewer }: ClientListInput) => companyScopeId(viewer)),
    {
      name: 'search',
      planPerValue: true,
      values: ({ query }: ClientListInput) =>
        query.search ? { search: likeContains(query.search) } : undefined,
      where: () =>
        or(ilike(companies.company_name, param('search')), ilike(companies.primary_email, param('search'))),
    },
  ],
  page: (db, where, paging) =>
    db
      .select({
        id: companies.id,
        company_logo: companies.company_logo,
        company_name: companies.company_name,
        primary_email: companies.primary_email,
        phone: companies.phone,
      })
      .from(companies)
      .where(where)
      .orderBy(asc(sql`lower(${companies.company_name})`), asc(companies.id))
      .offset(paging.offset)
      .limit(paging.limit),
  keyset: byNameThenId(companies.company_name, companies.id, (r: { company_name: string; id: number }) => [
    r.company_name,
    r.id,
  ]),
});
interface ClientListInput {
  viewer: SessionUser;
  query: ClientListQuery;
}

export async function listClients(
  db: DbOrTx,
  viewer: SessionUser,
  query: ClientListQuery,
  countCap?: number,
) {
  const result = await clientList.run(db, { viewer, query }, query, countCap);
  return listPage(result.rows, result, query.limit);
}

/** One live client within the viewer's scope, with its place names and documents; 404 otherwise. */
export async function getClient(db: DbOrTx, viewer: SessionUser, id: number): Promise<Client> {
  const place = placeJoins('place');
  const billing = placeJoins('billing');
  const on = place.on(companies);
  const billingOn = billing.on({
    country_id: companies.billing_country_id,
    state_id: companies.billing_state_id,
    city_id: companies.billing_city_id,
  });
  const [row] = await db
    .select({
      company: companies,
      country: place.country.country,
      state: place.state.state,
      city: place.city.city,
      timezone: timezoneName,
      billing_country: billing.country.country,
      billing_state: billing.state.state,
      billing_city: billing.city.city,
    })
    .from(companies)
    .leftJoin(place.country, on.country)
    .leftJoin(place.state, on.state)
    .leftJoin(place.city, on.city)
    .leftJoin(billing.country, billingOn.country)
    .leftJoin(billing.state, billingOn.state)
    .leftJoin(billing.city, billingOn.city)
    .leftJoin(timezones, eq(timezones.id, companies.timezone_id))
    .where(and(eq(companies.id, id), live, companyScope(viewer)));
  if (!row) throw notFound(M.notFound);
  const { company, ...names } = row;
  return {
    ...company,
    ...names,
    documents: await documentsOf(db, CLIENT_DOCUMENTS, id),
    updated_at: company.updated_at.toISOString(),
  };
}

function columns(input: ClientInput) {
  const { documents: _documents, updated_at: _updatedAt, ...values } = input;
  return values;
}

export async function createClient(db: DbOrTx, viewer: SessionUser, input: ClientInput) {
  await assertUsableFiles(db, viewer, organisationFiles(input, 'company', M.imageNotUploaded));
  const id = await db
    .transaction(async (tx) => {
      const [created] = await tx.insert(companies).values(columns(input)).returning({ id: companies.id });
      await replaceDocuments(tx, CLIENT_DOCUMENTS, created!.id, input.documents);
      return created!.id;
    })
    .catch((error) => rethrowForeignKey(error, FOREIGN_KEYS));
  return getClient(db, viewer, id);
}

/** Updates a client in scope (409 when it changed since the form loaded it). */
export async function updateClient(db: DbOrTx, viewer: SessionUser, id: number, input: ClientInput) {
  await db
    .transaction(async (tx) => {
      const [current] = await tx
        .select({
          updated_at: companies.updated_at,
          company_logo: companies.company_logo,
          gstin: companies.gstin,
        })
        .from(companies)
        .where(and(eq(companies.id, id), live, companyScope(viewer)))
        .for('update');
      if (!current) throw notFound(M.notFound);
      const version = requireVersion(input.updated_at, COMMON_MESSAGES.updatedAtRequired);
      if (new Date(version).getTime() !== current.updated_at.getTime()) {
        throw conflict(M.changed);
      }
      // A GSTIN stored before the checksum existed may be sent back unchanged (issue 22).
      const gstinMessage = gstinIssue(input.gstin, current.gstin);
      if (gstinMessage) throw badRequest(gstinMessage, 'gstin');
      const held = (await documentsOf(tx, CLIENT_DOCUMENTS, id)).map((row) => row.document);
      await assertUsableFiles(tx, viewer, organisationFiles(input, 'company', M.imageNotUploaded), [
        current.company_logo,
        ...held,
      ]);
      await tx
        .update(companies)
        .set({ ...columns(input), updated_at: sql`now()` })
        .where(eq(companies.id, id));
      await replaceDocuments(tx, CLIENT_DOCUMENTS, id, input.documents);
    })
    .catch((error) => rethrowForeignKey(error, FOREIGN_KEYS));
  return getClient(db, viewer, id);
}

/**
 * What still belongs to a client. Deleting it then is refused (docs/decisions.md "Deleting a
 * client"): the employees issue adds its count here.
 */
async function dependents(db: DbOrTx, id: number) {
  // A query builder runs when awaited: each count starts when readAll calls its function.
  const counted = (query: PromiseLike<{ n: number }[]>) => async () => (await query)[0]?.n ?? 0;
  const [positionCount, applicantCount, userCount] = await readAll(db, [
    counted(
      db
        .select({ n: count() })
        .from(positions)
        .where(and(eq(positions.company_id, id), isNull(positions.deleted_at))),
    ),
    counted(
      db
        .select({ n: count() })
        .from(applicants)
        .where(and(eq(applicants.client_id, id), isNull(applicants.deleted_at))),
    ),
    counted(
      db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.company_id, id), isNull(users.deleted_at))),
    ),
  ]);
  return { positions: positionCount, applicants: applicantCount, users: userCount };
}

/** Soft delete of a client that nothing refers to any more; never the viewer's own company. */
export async function deleteClient(db: DbOrTx, viewer: SessionUser, id: number) {
  if (viewer.company_id === id) throw forbidden(M.cannotDeleteOwn);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, id), live, companyScope(viewer)))
      .for('update');
    if (!current) throw notFound(M.notFound);
    const counts = await dependents(tx, id);
    if (Object.values(counts).some((n) => n > 0)) throw conflict(clientInUseMessage(counts));
    await tx.update(companies).set({ deleted_at: sql`now()` }).where(eq(companies.id, id));
  });
}

/** The company profile is the viewer's own company only; any other id answers 404. */
function ownCompany(viewer: SessionUser, id: number) {
  if (viewer.company_id !== id) throw notFound(M.notFound);
}

export async function getCompanyProfile(db: DbOrTx, viewer: SessionUser, id: number) {
  ownCompany(viewer, id);
  return getClient(db, viewer, id);
}

export async function updateCompanyProfile(db: DbOrTx, viewer: SessionUser, id: number, input: ClientInput) {
  ownCompany(viewer, id);
  return updateClient(db, viewer, id, input);
}
