// User management (spec 000 §2 Users, §5 User form, §6): list, read, invite, edit and delete users
// within the viewer's scope, with the permission rules of packages/shared/src/access.

import { randomUUID } from 'node:crypto';
import {
  AUTH_MESSAGES,
  COMMON_MESSAGES,
  needsCompany,
  needsPartnersAccount,
  type Pagination,
  PROFILE_MESSAGES,
  permissionsToStore,
  type SessionUser,
  USER_MESSAGES,
  type User,
  type UserInput,
} from '@staffdesk/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound, requireVersion, tooMany } from '../../lib/http-error';
import { defineList, listPage, newestFirst } from '../../lib/list-query';
import type { Deps } from '../../plugins/deps';
import { endOtherSessions } from '../auth/sessions.service';
import { isLocked, recordHit, THROTTLE_RULES, throttleKey } from '../auth/throttle.service';
import { issueToken } from '../auth/tokens.service';
import { companies } from '../companies/companies.tables';
import { accountExistsMail, invitationMail } from '../mail/templates';
import { partnersAccounts } from '../partners/partners.tables';
import { assertUsableFiles, type FileFieldValue } from '../uploads/file-use';
import { liveUserWithEmail, planEmailChange } from './email-change';
import { toUser } from './users.mapper';
import { canManageType, scopedOwnership, userScope, userScopeConditions } from './users.scope';
import { authTokens, users } from './users.tables';

export const USER_CHANGED_ELSEWHERE = 'This user was changed by someone else. Reload and try again.';

type ServiceDeps = Pick<Deps, 'db' | 'config' | 'mail'>;

const live = isNull(users.deleted_at);

/** One query: the user rows with their company and partners account names (no N+1). */
function selectUsers(db: DbOrTx) {
  return db
    .select({
      user: users,
      company_name: companies.company_name,
      company_logo: companies.company_logo,
      account_name: partnersAccounts.account_name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.company_id))
    .leftJoin(partnersAccounts, eq(partnersAccounts.id, users.partners_account_id));
}

/** The viewer's live users, newest first (the id follows creation order and is indexed). */
const userList = defineList<SessionUser, Awaited<ReturnType<typeof selectUsers>>[number]>({
  name: 'users',
  table: users,
  always: live,
  conditions: userScopeConditions,
  page: (db, where, paging) =>
    selectUsers(db).where(where).orderBy(desc(users.id)).limit(paging.limit).offset(paging.offset),
  keyset: newestFirst(users.id, (r) => r.user.id),
});

/** A page of the viewer's users and its count capped past the page (lib/list-query.ts). */
export async function listUsers(db: DbOrTx, viewer: SessionUser, paging: Pagination, countCap?: number) {
  const result = await userList.run(db, viewer, paging, countCap);
  return listPage(
    result.rows.map((r) => toUser(r.user, r)),
    result,
    paging.limit,
  );
}

/** A live user the viewer may see; 404 otherwise, whether it exists elsewhere or not. */
export async function getUser(db: DbOrTx, viewer: SessionUser, id: number): Promise<User> {
  const [row] = await selectUsers(db)
    .where(and(eq(users.id, id), live, userScope(viewer)))
    .limit(1);
  if (!row) throw notFound(USER_MESSAGES.notFound);
  return toUser(row.user, row);
}

/** Only an admin hands out the admin role or manages admins; a role user with create-user does not. */
function assertMayManage(viewer: SessionUser, target: { type_slug: string; role_slug: string }) {
  if (!canManageType(viewer, target.type_slug)) throw forbidden(AUTH_MESSAGES.forbidden);
  if (viewer.role_slug !== 'admin' && target.role_slug === 'admin') throw forbidden(AUTH_MESSAGES.forbidden);
}

/** Role employee belongs to type employee and to no other. */
function assertRoleFitsType(input: UserInput) {
  if ((input.type_slug === 'employee') !== (input.role_slug === 'employee')) {
    throw badRequest(USER_MESSAGES.roleRequired, 'role_slug');
  }
}

/** The columns written for the form input, after scope, ownership and permission rules. */
async function columnsFor(db: DbOrTx, viewer: SessionUser, input: UserInput) {
  assertRoleFitsType(input);
  const owner = scopedOwnership(viewer, input, {
    company: needsCompany(input.type_slug),
    partnersAccount: needsPartnersAccount(input.type_slug),
  });
  if (needsCompany(input.type_slug)) await assertLiveCompany(db, owner.company_id);
  if (needsPartnersAccount(input.type_slug)) await assertLivePartnersAccount(db, owner.partners_account_id);
  let permissions = permissionsToStore(input.type_slug, input.role_slug, input.permissions_slug);
  // A role user may pass on only the permissions it holds itself.
  if (viewer.role_slug !== 'admin')
    permissions = permissions.filter((p) => viewer.permissions_slug.includes(p));
  return {
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email.toLowerCase(),
    type_slug: input.type_slug,
    role_slug: input.role_slug,
    company_id: owner.company_id,
    partners_account_id: owner.partners_account_id,
    designation: input.designation,
    phone: input.phone,
    extension: input.extension,
    profile_image: input.profile_image,
    permissions_slug: permissions.join(','),
  };
}

async function assertLiveCompany(db: DbOrTx, id: number | null) {
  const [row] = id
    ? await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.id, id), isNull(companies.deleted_at)))
    : [];
  if (!row) throw badRequest(USER_MESSAGES.companyRequired, 'company_id');
}

async function assertLivePartnersAccount(db: DbOrTx, id: number | null) {
  const [row] = id
    ? await db
        .select({ id: partnersAccounts.id })
        .from(partnersAccounts)
        .where(and(eq(partnersAccounts.id, id), isNull(partnersAccounts.deleted_at)))
    : [];
  if (!row) throw badRequest(USER_MESSAGES.partnersAccountRequired, 'partners_account_id');
}

export const profileImage = (url: string | null): FileFieldValue => ({
  field: 'profile_image',
  url,
  folder: 'user',
  message: PROFILE_MESSAGES.imageNotUploaded,
  image: true,
});

/** The unique index on lower(email) still answers 409 when two invitations race. */
async function mapUniqueViolation<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    if (e.code === '23505' || e.cause?.code === '23505') throw conflict(USER_MESSAGES.emailTaken);
    throw err;
  }
}

/** Sends a fresh verify-email link; the user chooses a password after verifying. */
async function invite(
  deps: ServiceDeps,
  tx: DbOrTx,
  user: { id: number; first_name: string; email: string },
) {
  const token = await issueToken(tx, user.id, 'verify-email');
  await deps.mail.enqueue(invitationMail(deps.config, user, token), tx);
}

/** Creates the user without a password and, in the same transaction, queues the invitation. */
export async function createUser(deps: ServiceDeps, viewer: SessionUser, input: UserInput): Promise<User> {
  assertMayManage(viewer, input);
  const values = await columnsFor(deps.db, viewer, input);
  await assertUsableFiles(deps.db, viewer, [profileImage(input.profile_image)]);
  const key = throttleKey.emailConflicts(viewer.id);
  if (await isLocked(deps.db, [key])) throw tooMany(AUTH_MESSAGES.tooManyRequests);
  const taken = await liveUserWithEmail(deps.db, values.email);
  if (taken) {
    if (viewer.type_slug !== 'super-admin') await recordHit(deps.db, key, THROTTLE_RULES.emailConflicts);
    // Who may see that user anyway (a super-admin, the same company) learns it is taken.
    if (await getUser(deps.db, viewer, taken.id).catch(() => null)) throw conflict(USER_MESSAGES.emailTaken);
    // Anyone else gets the answer of a create, so the call does not tell whether the address has an
    // account elsewhere; the owner is told instead (docs/decisions.md, "POST users and existing addresses").
    await deps.mail.enqueue(
      accountExistsMail(deps.config, taken, `${viewer.first_name} ${viewer.last_name}`),
    );
    return rehearseCreate(deps.db, viewer, values);
  }
  return mapUniqueViolation(() =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...values, created_by: viewer.id })
        .returning();
      await invite(deps, tx, row!);
      return getUser(tx, viewer, row!.id);
    }),
  );
}

/** Carries the answer out of a transaction that must roll back. */
class Rehearsed extends Error {
  constructor(readonly user: User) {
    super('rehearsed create');
  }
}

/**
 * The exact answer a create would give (a fresh id, names, timestamps), from an insert under a
 * placeholder address that is rolled back: nothing is kept, and the id sequence moves on as it would.
 */
async function rehearseCreate(db: DbOrTx, viewer: SessionUser, values: typeof users.$inferInsert) {
  try {
    await db.transaction(async (tx) => {
      const placeholder = `${randomUUID()}@rehearsal.invalid`;
      const [row] = await tx
        .insert(users)
        .values({ ...values, email: placeholder, created_by: viewer.id })
        .returning();
      throw new Rehearsed({ ...(await getUser(tx, viewer, row!.id)), email: values.email });
    });
  } catch (error) {
    if (error instanceof Rehearsed) return error.user;
    throw error;
  }
  throw new Error('The rehearsed create did not roll back');
}

/**
 * Updates a user of the viewer's scope. Editing yourself belongs to the profile screen; a form
 * loaded before someone else's save answers 409 instead of overwriting it.
 */
export async function updateUser(
  deps: ServiceDeps,
  viewer: SessionUser,
  id: number,
  input: UserInput,
): Promise<User> {
  if (id === viewer.id) throw forbidden(USER_MESSAGES.cannotEditSelf);
  const current = await getUser(deps.db, viewer, id);
  assertMayManage(viewer, current);
  assertMayManage(viewer, input);
  const values = await columnsFor(deps.db, viewer, input);
  await assertUsableFiles(deps.db, viewer, [profileImage(input.profile_image)], [current.profile_image]);
  // Applied now, 409, or kept pending until confirmed from the new address (email-change.ts).
  const emailChange = await planEmailChange(deps, deps.db, viewer, current, values.email);

  return mapUniqueViolation(() =>
    deps.db.transaction(async (tx) => {
      // Lock the row so the updated_at comparison and the write see the same version.
      const [locked] = await tx
        .select({ updated_at: users.updated_at, email_verified_at: users.email_verified_at })
        .from(users)
        .where(and(eq(users.id, id), live))
        .for('update');
      if (!locked) throw notFound(USER_MESSAGES.notFound);
      const version = requireVersion(input.updated_at, COMMON_MESSAGES.updatedAtRequired);
      if (new Date(version).getTime() !== locked.updated_at.getTime()) {
        throw conflict(USER_CHANGED_ELSEWHERE);
      }
      const [row] = await tx
        .update(users)
        .set({ ...values, ...emailChange.columns, updated_at: new Date() })
        .where(eq(users.id, id))
        .returning();
      await emailChange.notify(tx, row!);
      // An invitation that went to the old address is useless: send it to the new one.
      if (emailChange.applied && !locked.email_verified_at) await invite(deps, tx, row!);
      return getUser(tx, viewer, id);
    }),
  );
}

/** Soft-deletes a user of the viewer's scope and signs it out everywhere. */
export async function deleteUser(deps: ServiceDeps, viewer: SessionUser, id: number): Promise<void> {
  if (id === viewer.id) throw forbidden(USER_MESSAGES.cannotDeleteSelf);
  const current = await getUser(deps.db, viewer, id);
  assertMayManage(viewer, current);
  await deps.db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(users).set({ deleted_at: now, updated_at: now }).where(eq(users.id, id));
    await endOtherSessions(tx, id);
    // Pending invitation or reset links stop working too.
    await tx
      .update(authTokens)
      .set({ used_at: now })
      .where(and(eq(authTokens.user_id, id), isNull(authTokens.used_at)));
  });
}
