// Partner accounts (spec 001 §2 Partners, §3 Partner, §5, §6) and a partner user's own profile.
// Bank details are encrypted at rest (partners.tables.ts), shown in full only to the partner's own
// admin and the agency's super-admin (masked otherwise and always in the list). Only they change
// them, typing their password again, and a change waits for a second person on the agency side
// before the record takes it (modules/bank-changes); the partner's primary e-mail is told at once.
import {
  BANK_CHANGE_MESSAGES,
  COMMON_MESSAGES,
  canChangePartnerBank,
  maskAccount,
  maskFields,
  PARTNER_MESSAGES,
  type Partner,
  type PartnerInput,
  type PartnerListQuery,
  type SessionUser,
} from '@staffdesk/shared';
import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/read-all';
import { type DocumentTable, documentsOf, replaceDocuments } from '../../lib/document-rows';
import { badRequest, conflict, forbidden, notFound, requireVersion } from '../../lib/http-error';
import { byNameThenId, defineList, listPage, param, scopeConditions } from '../../lib/list-query';
import type { Deps } from '../../plugins/deps';
import { lastSensitiveChange } from '../audit/sensitive-changes.service';
import { assertCurrentPassword } from '../auth/current-password';
import {
  bankFieldsChanged,
  pendingBankChange,
  requestBankChange,
  withoutBankFields,
} from '../bank-changes/bank-changes.service';
import { likeContains } from '../companies/companies.service';
import { placeJoins, timezoneName, timezones } from '../master/place-names';
import { rethrowForeignKey } from '../positions/db-errors';
import { assertUsableFiles, organisationFiles } from '../uploads/file-use';
import { users } from '../users/users.tables';
import { PARTNER_BANK, PARTNER_BANK_VIEW_MASKS } from './partner-bank';
import { partnersAccountScope, partnersAccountScopeId } from './partners.service';
import { partnerDocuments, partnersAccounts } from './partners.tables';

const M = PARTNER_MESSAGES;
const ENTITY = 'partners_accounts';
type ServiceDeps = Pick<Deps, 'config' | 'mail'>;

export const PARTNER_DOCUMENTS: DocumentTable = {
  table: partnerDocuments,
  owner: partnerDocuments.partners_account_id,
  ownerKey: 'partners_account_id',
  groupKey: 'partners',
};

const FOREIGN_KEYS = {
  city_id: 'Select or create the city',
  state_id: 'Select or create the state',
  country_id: 'Select or create the country',
  timezone_id: 'Please choose one of the options',
};

const live = isNull(partnersAccounts.deleted_at);

/** Live partner accounts in the viewer's scope by name, searched by name or e-mail (lib/list-query.ts). */
const partnerList = defineList({
  name: 'partners',
  table: partnersAccounts,
  always: live,
  conditions: [
    ...scopeConditions('account', partnersAccounts.id, ({ viewer }: PartnerListInput) =>
      partnersAccountScopeId(viewer),
    ),
    {
      name: 'search',
      planPerValue: true,
      values: ({ query }: PartnerListInput) =>
        query.search ? { search: likeContains(query.search) } : undefined,
      where: () =>
        or(
          ilike(partnersAccounts.account_name, param('search')),
          ilike(partnersAccounts.primary_email, param('search')),
        ),
    },
  ],
  page: (db, where, paging) =>
    db
      .select({
        id: partnersAccounts.id,
        company_logo: partnersAccounts.company_logo,
        account_name: partnersAccounts.account_name,
        primary_email: partnersAccounts.primary_email,
        phone: partnersAccounts.phone,
        partners_bank_account_number: partnersAccounts.partners_bank_account_number,
      })
      .from(partnersAccounts)
      .where(where)
      .orderBy(asc(sql`lower(${partnersAccounts.account_name})`), asc(partnersAccounts.id))
      .offset(paging.offset)
      .limit(paging.limit),
  keyset: byNameThenId(
    partnersAccounts.account_name,
    partnersAccounts.id,
    (r: { account_name: string; id: number }) => [r.account_name, r.id],
  ),
});
interface PartnerListInput {
  viewer: SessionUser;
  query: PartnerListQuery;
}

/** A page of partners by name; the account number is always masked here. */
export async function listPartners(
  db: DbOrTx,
  viewer: SessionUser,
  query: PartnerListQuery,
  countCap?: number,
) {
  const result = await partnerList.run(db, { viewer, query }, query, countCap);
  const list = result.rows.map((row) => ({
    ...row,
    partners_bank_account_number: maskAccount(row.partners_bank_account_number),
  }));
  return listPage(list, result, query.limit);
}

/**
 * One live partner in scope, with place names, documents, the last bank change and the one waiting
 * for confirmation; bank values in full only when `canEdit` (canChangePartnerBank). 404 for
 * anything outside the viewer's scope.
 */
export async function getPartner(
  db: DbOrTx,
  viewer: SessionUser,
  id: number,
  canEdit: boolean,
): Promise<Partner> {
  const place = placeJoins('place');
  const on = place.on(partnersAccounts);
  const [row] = await db
    .select({
      partner: partnersAccounts,
      country: place.country.country,
      state: place.state.state,
      city: place.city.city,
      timezone: timezoneName,
    })
    .from(partnersAccounts)
    .leftJoin(place.country, on.country)
    .leftJoin(place.state, on.state)
    .leftJoin(place.city, on.city)
    .leftJoin(timezones, eq(timezones.id, partnersAccounts.timezone_id))
    .where(and(eq(partnersAccounts.id, id), live, partnersAccountScope(viewer)));
  if (!row) throw notFound(M.notFound);
  const { partner, ...names } = row;
  const { deleted_at: _deleted, created_at: _created, ...values } = partner;
  const [documents, bankChange, pending] = await readAll(db, [
    () => documentsOf(db, PARTNER_DOCUMENTS, id),
    () => lastSensitiveChange(db, ENTITY, id),
    () => pendingBankChange(db, PARTNER_BANK, id, canEdit),
  ]);
  return {
    ...maskFields(values, PARTNER_BANK_VIEW_MASKS, canEdit),
    ...names,
    bank_masked: !canEdit,
    bank_details_changed: bankChange,
    bank_change_pending: pending,
    documents,
    updated_at: partner.updated_at.toISOString(),
  };
}

function columns(input: PartnerInput) {
  const { documents: _documents, updated_at: _updatedAt, current_password: _password, ...values } = input;
  return values;
}

export async function createPartner(db: DbOrTx, viewer: SessionUser, input: PartnerInput) {
  await assertUsableFiles(db, viewer, organisationFiles(input, 'partners', M.imageNotUploaded));
  const id = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(partnersAccounts)
        .values(columns(input))
        .returning({ id: partnersAccounts.id });
      await replaceDocuments(tx, PARTNER_DOCUMENTS, created!.id, input.documents);
      return created!.id;
    })
    .catch((error) => rethrowForeignKey(error, FOREIGN_KEYS));
  return getPartner(db, viewer, id, canChangePartnerBank(viewer, id));
}

/**
 * A viewer who may not change the bank details sends them empty (the form leaves them out) or as
 * they are; any other value is refused rather than ignored, so an API client learns why.
 */
function assertBankUntouched(current: Record<string, unknown>, input: PartnerInput) {
  const sent = Object.fromEntries(
    PARTNER_BANK.fields.map((f) => {
      const value = input[f.key as keyof PartnerInput];
      return [f.key, value === null || value === undefined || value === '' ? current[f.key] : value];
    }),
  );
  if (bankFieldsChanged(PARTNER_BANK, current, sent).length > 0) {
    throw forbidden(BANK_CHANGE_MESSAGES.partnerBankNotAllowed);
  }
}

const PASSWORD_MESSAGES = {
  required: BANK_CHANGE_MESSAGES.passwordRequired,
  wrong: BANK_CHANGE_MESSAGES.passwordWrong,
};

/**
 * Updates a partner in scope (409 when it changed since the form loaded it). Bank fields are never
 * written here: a change of them by the partner's admin or a super-admin (password typed again)
 * becomes a pending change, told at once to the partner's primary e-mail as it was before this
 * save, so a takeover that also changes the e-mail still reaches the real owner. `bankPending`
 * says whether this save asked for one.
 */
export async function updatePartner(
  deps: ServiceDeps,
  db: DbOrTx,
  viewer: SessionUser,
  id: number,
  input: PartnerInput,
): Promise<{ record: Partner; bankPending: boolean }> {
  const mayChangeBank = canChangePartnerBank(viewer, id);
  const scoped = and(eq(partnersAccounts.id, id), live, partnersAccountScope(viewer));
  // The password is checked before the transaction: a wrong one is counted even though the save fails.
  const [confirmed] = await db.select().from(partnersAccounts).where(scoped);
  if (!confirmed) throw notFound(M.notFound);
  const bankChanged = (current: Record<string, unknown>) =>
    bankFieldsChanged(PARTNER_BANK, current, input).length > 0;
  const passwordChecked = mayChangeBank && bankChanged(confirmed);
  if (passwordChecked) await assertCurrentPassword(db, viewer.id, input.current_password, PASSWORD_MESSAGES);
  const bankPending = await db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(partnersAccounts).where(scoped).for('update');
      if (!current) throw notFound(M.notFound);
      const version = requireVersion(input.updated_at, COMMON_MESSAGES.updatedAtRequired);
      if (new Date(version).getTime() !== current.updated_at.getTime()) {
        throw conflict(M.changed);
      }
      if (!mayChangeBank) assertBankUntouched(current, input);
      else if (bankChanged(current) && !passwordChecked) {
        throw badRequest(BANK_CHANGE_MESSAGES.passwordRequired, 'current_password');
      }
      const held = (await documentsOf(tx, PARTNER_DOCUMENTS, id)).map((row) => row.document);
      await assertUsableFiles(tx, viewer, organisationFiles(input, 'partners', M.imageNotUploaded), [
        current.company_logo,
        ...held,
      ]);
      await tx
        .update(partnersAccounts)
        .set({ ...withoutBankFields(PARTNER_BANK, columns(input)), updated_at: sql`now()` })
        .where(eq(partnersAccounts.id, id));
      await replaceDocuments(tx, PARTNER_DOCUMENTS, id, input.documents);
      if (!mayChangeBank) return false;
      return requestBankChange(deps, tx, PARTNER_BANK, {
        id,
        recordName: current.account_name,
        notifyTo: current.primary_email,
        before: current,
        after: input,
        by: viewer,
      });
    })
    .catch((error) => rethrowForeignKey(error, FOREIGN_KEYS));
  return { record: await getPartner(db, viewer, id, mayChangeBank), bankPending };
}

/** Soft delete of a partner without users; never the viewer's own partner. */
export async function deletePartner(db: DbOrTx, viewer: SessionUser, id: number) {
  if (viewer.partners_account_id === id) throw forbidden(M.cannotDeleteOwn);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: partnersAccounts.id })
      .from(partnersAccounts)
      .where(and(eq(partnersAccounts.id, id), live, partnersAccountScope(viewer)))
      .for('update');
    if (!current) throw notFound(M.notFound);
    const [linked] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.partners_account_id, id), isNull(users.deleted_at)));
    if ((linked?.n ?? 0) > 0) throw conflict(M.inUse);
    await tx.update(partnersAccounts).set({ deleted_at: sql`now()` }).where(eq(partnersAccounts.id, id));
  });
}

/** A partner user's own account only; any other id answers 404. */
function ownPartner(viewer: SessionUser, id: number) {
  if (viewer.partners_account_id !== id) throw notFound(M.notFound);
}

export async function getPartnerProfile(db: DbOrTx, viewer: SessionUser, id: number) {
  ownPartner(viewer, id);
  return getPartner(db, viewer, id, canChangePartnerBank(viewer, id));
}

export async function updatePartnerProfile(
  deps: ServiceDeps,
  db: DbOrTx,
  viewer: SessionUser,
  id: number,
  input: PartnerInput,
) {
  ownPartner(viewer, id);
  return updatePartner(deps, db, viewer, id, input);
}

/** The view reads bank values in full only for the partner's admin and a super-admin. */
export const getPartnerAsViewer = (db: DbOrTx, viewer: SessionUser, id: number) =>
  getPartner(db, viewer, id, canChangePartnerBank(viewer, id));
