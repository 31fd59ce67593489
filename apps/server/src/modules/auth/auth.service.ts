// Sign-in, forgotten and first passwords, e-mail verification. Answers never reveal whether an
// address has an account; guessing and mail flooding are throttled per address and per client IP.
import {
  AUTH_MESSAGES,
  type ForgotPasswordBody,
  type LoginBody,
  type ResetPasswordBody,
  type SessionUser,
} from '@staffdesk/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { badRequest, tooMany, unauthorized } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Deps } from '../../plugins/deps';
import { resetPasswordMail, setPasswordMail } from '../mail/templates';
import { toSessionUser } from '../users/users.mapper';
import { users } from '../users/users.tables';
import { createSession, endOtherSessions } from './sessions.service';
import { clearKey, isLocked, recordHit, THROTTLE_RULES, throttleKey } from './throttle.service';
import { consumeToken, issueToken } from './tokens.service';

type AuthDeps = Pick<Deps, 'db' | 'config' | 'mail'>;
export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

/** The live (not deleted) user with this address, compared without regard to case. */
async function findLiveUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.deleted_at)))
    .limit(1);
  return row ?? null;
}

export async function login(
  { db, config }: AuthDeps,
  body: LoginBody,
  client: ClientMeta,
): Promise<{ user: SessionUser; token: string; expiresAt: Date }> {
  const emailKey = throttleKey.loginEmail(body.email);
  const ipKey = throttleKey.loginIp(client.ip);
  // Locked keys answer 429 before the password is looked at, even a right one.
  if (await isLocked(db, [emailKey, ipKey])) throw tooMany(AUTH_MESSAGES.tooManyAttempts);

  const user = await findLiveUserByEmail(db, body.email);
  // Without an account or a password the check still runs, so timing does not reveal the account.
  const valid = await verifyPassword(user?.password_hash ?? null, body.password);
  if (!user || !valid) {
    await recordHit(db, emailKey, THROTTLE_RULES.loginEmail);
    await recordHit(db, ipKey, THROTTLE_RULES.loginIp);
    throw unauthorized(AUTH_MESSAGES.loginFailed);
  }
  await clearKey(db, emailKey);
  const session = await createSession(db, config, user.id, client);
  return { user: toSessionUser(user), token: session.token, expiresAt: session.expires_at };
}

export async function forgotPassword(
  { db, config, mail }: AuthDeps,
  body: ForgotPasswordBody,
  client: ClientMeta,
): Promise<void> {
  const emailKey = throttleKey.forgotEmail(body.email);
  const ipKey = throttleKey.forgotIp(client.ip);
  // Counted whether or not the account exists, so a 429 reveals nothing about it either.
  if (await isLocked(db, [emailKey, ipKey])) throw tooMany(AUTH_MESSAGES.tooManyRequests);
  await recordHit(db, emailKey, THROTTLE_RULES.forgotEmail);
  await recordHit(db, ipKey, THROTTLE_RULES.forgotIp);

  const user = await findLiveUserByEmail(db, body.email);
  if (!user) return;
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, 'reset-password');
    await mail.enqueue(resetPasswordMail(config, user, token), tx);
  });
}

/** Sets the password from a reset or set-password link; every session of the user ends. */
export async function resetPassword({ db }: AuthDeps, token: string, body: ResetPasswordBody): Promise<void> {
  const passwordHash = await hashPassword(body.new_password);
  await db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, ['reset-password', 'set-password']);
    if (userId === null) throw badRequest(AUTH_MESSAGES.tokenInvalid);
    const [updated] = await tx
      .update(users)
      .set({
        password_hash: passwordHash,
        // Following the link proves the inbox is the user's.
        email_verified_at: sql`coalesce(${users.email_verified_at}, now())`,
        updated_at: new Date(),
      })
      .where(and(eq(users.id, userId), isNull(users.deleted_at)))
      .returning({ id: users.id });
    if (!updated) throw badRequest(AUTH_MESSAGES.tokenInvalid);
    await endOtherSessions(tx, userId);
  });
}

/** Confirms the address of an invitation and sends the link to choose a password. */
export async function verifyEmail({ db, config, mail }: AuthDeps, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, ['verify-email']);
    if (userId === null) throw badRequest(AUTH_MESSAGES.tokenInvalid);
    const [user] = await tx
      .update(users)
      .set({ email_verified_at: sql`coalesce(${users.email_verified_at}, now())`, updated_at: new Date() })
      .where(and(eq(users.id, userId), isNull(users.deleted_at)))
      .returning();
    if (!user) throw badRequest(AUTH_MESSAGES.tokenInvalid);
    const setToken = await issueToken(tx, user.id, 'set-password');
    await mail.enqueue(setPasswordMail(config, user, setToken), tx);
  });
}

/** Cookie options of the session: the browser drops it when the server-side session would end anyway. */
export function sessionCookieOptions(config: Config) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: config.production,
    maxAge: config.sessionAbsoluteHours * 3600,
  };
}
