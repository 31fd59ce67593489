// How an editor's change of a user's sign-in address is applied: PUT users/{id} and an employee's
// flipkoins e-mail (PUT employees/{id}) both come here, so the rule lives in one place
// (docs/decisions.md, "E-mail changes and existing addresses").
//
// A 409 for a taken address tells the editor that the address has an account somewhere. Only a
// caller who may see that account anyway (a super-admin, a client admin for its own company) gets
// it. For anyone else a change is never applied at once, whether the address is free or taken: it
// is kept as the user's `pending_email` and the answer says so. A free address gets a link that
// applies it (GET users/verify); the owner of a taken one is told instead, and nothing is applied.
import type { SessionUser } from '@staffdesk/shared';
import { AUTH_MESSAGES, USER_MESSAGES } from '@staffdesk/shared';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conflict, tooMany } from '../../lib/http-error';
import type { Deps } from '../../plugins/deps';
import { isLocked, recordHit, THROTTLE_RULES, throttleKey } from '../auth/throttle.service';
import { issueToken } from '../auth/tokens.service';
import { addressClaimedMail, confirmEmailChangeMail } from '../mail/templates';
import { getUser } from './users.service';
import { users } from './users.tables';

type ChangeDeps = Pick<Deps, 'db' | 'config' | 'mail'>;

/** The user whose address may change, as stored. */
export interface EmailTarget {
  id: number;
  email: string;
  pending_email: string | null;
}

export interface EmailChange {
  /** The columns to write with the rest of the form. */
  columns: { email: string; pending_email: string | null };
  /** True when `email` changes now (the caller re-sends an unverified user's invitation). */
  applied: boolean;
  /** Queues the mail of a pending change, in the caller's transaction. */
  notify: (tx: DbOrTx, user: { id: number; first_name: string }) => Promise<void>;
}

const nothingToSend = async () => {};

/** A live user other than `exceptId` holding the address (case-insensitive), or null. */
export async function liveUserWithEmail(db: DbOrTx, email: string, exceptId?: number) {
  const [row] = await db
    .select({ id: users.id, first_name: users.first_name, email: users.email })
    .from(users)
    .where(
      and(
        isNull(users.deleted_at),
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Decides what the requested address does before the write: unchanged, applied now (409 when
 * taken), or kept pending. "Taken" answers to one non-super-admin stay capped (THROTTLE_RULES).
 */
export async function planEmailChange(
  deps: ChangeDeps,
  /** deps.db, or the caller's transaction when it is in one (PGlite has a single connection). */
  db: DbOrTx,
  viewer: SessionUser,
  target: EmailTarget,
  requested: string,
): Promise<EmailChange> {
  const email = requested.toLowerCase();
  if (email === target.email.toLowerCase()) {
    return {
      columns: { email: target.email, pending_email: target.pending_email },
      applied: false,
      notify: nothingToSend,
    };
  }
  const privileged = viewer.type_slug === 'super-admin';
  const key = throttleKey.emailConflicts(viewer.id);
  if (!privileged && (await isLocked(db, [key]))) throw tooMany(AUTH_MESSAGES.tooManyRequests);
  const owner = await liveUserWithEmail(db, email, target.id);
  if (owner && !privileged) await recordHit(db, key, THROTTLE_RULES.emailConflicts);
  if (owner && (privileged || (await getUser(db, viewer, owner.id).catch(() => null)))) {
    throw conflict(USER_MESSAGES.emailTaken);
  }
  if (privileged) return { columns: { email, pending_email: null }, applied: true, notify: nothingToSend };

  const byName = `${viewer.first_name} ${viewer.last_name}`;
  return {
    columns: { email: target.email, pending_email: email },
    applied: false,
    notify: async (tx, user) => {
      if (owner) {
        await deps.mail.enqueue(addressClaimedMail(deps.config, owner, byName), tx);
        return;
      }
      const token = await issueToken(tx, user.id, 'confirm-email');
      await deps.mail.enqueue(confirmEmailChangeMail(deps.config, { ...user, email }, token, byName), tx);
    },
  };
}

/**
 * Applies a user's pending address from its confirmation link. Refused when the address was taken
 * in between (the link's holder owns that address, so the 409 tells them nothing new).
 */
export async function confirmPendingEmail(tx: DbOrTx, userId: number) {
  const [current] = await tx
    .select({ pending_email: users.pending_email })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)))
    .for('update');
  if (!current?.pending_email) return null;
  if (await liveUserWithEmail(tx, current.pending_email, userId)) throw conflict(USER_MESSAGES.emailTaken);
  const [user] = await tx
    .update(users)
    .set({
      email: current.pending_email,
      pending_email: null,
      email_verified_at: sql`coalesce(${users.email_verified_at}, now())`,
      updated_at: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return user ?? null;
}
