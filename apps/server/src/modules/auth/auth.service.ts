// Sign-in, forgotten and first passwords, e-mail verification. Answers never reveal whether an
// address has an account; guessing and mail flooding are throttled per address and per client IP.
import {
  AUTH_MESSAGES,
  EMPLOYEE_MESSAGES,
  type ForgotPasswordBody,
  type LoginBody,
  type LoginTwoFactorBody,
  type ResetPasswordBody,
  type SessionUser,
  TWO_FACTOR_MESSAGES,
} from '@staffdesk/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { runInBackground } from '../../lib/background';
import { badRequest, forbidden, HttpError, tooMany, unauthorized } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Deps } from '../../plugins/deps';
import { resetPasswordMail, setPasswordMail, signInAttackMail } from '../mail/templates';
import { confirmPendingEmail } from '../users/email-change';
import { toSessionUser } from '../users/users.mapper';
import { users } from '../users/users.tables';
import { createSession, endOtherSessions } from './sessions.service';
import {
  ATTACK_ALERT_FAILURES,
  BACKOFF_RULES,
  clearKey,
  isLocked,
  recordFailure,
  recordHit,
  secondsToWait,
  THROTTLE_RULES,
  throttleKey,
} from './throttle.service';
import { consumeToken, issueToken, peekToken, TOKEN_TTL_MS } from './tokens.service';
import { checkSecondFactor, usesTwoFactor } from './two-factor.service';
import { twoFactorRequiredFor } from './two-factor-policy.service';

type UserRow = typeof users.$inferSelect;

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

/** A sign-in done: the session user and its cookie token. Or, with two-factor on, half done. */
export type LoginResult = { user: SessionUser; token: string; expiresAt: Date } | { twoFactorToken: string };

export async function login(
  { db, config, mail }: AuthDeps,
  body: LoginBody,
  client: ClientMeta,
): Promise<LoginResult> {
  const pairKey = throttleKey.loginPair(body.email, client.ip);
  const ipKey = throttleKey.loginIp(client.ip);
  // A client past its free failures waits (a growing delay), even with the right password; the
  // same address from another IP (its owner) is not held up. Nothing here locks an account.
  const wait = await secondsToWait(db, [pairKey, ipKey]);
  if (wait > 0)
    throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts, undefined, { 'retry-after': String(wait) });

  const user = await findLiveUserByEmail(db, body.email);
  // Without an account or a password the check still runs, so timing does not reveal the account.
  const valid = await verifyPassword(user?.password_hash ?? null, body.password);
  if (!user || !valid) {
    await recordFailure(db, pairKey, BACKOFF_RULES.loginPair);
    await recordFailure(db, ipKey, BACKOFF_RULES.loginIp);
    const onAddress = await recordFailure(db, throttleKey.loginEmail(body.email), BACKOFF_RULES.loginEmail);
    // Once per hour of attack (the count crosses the mark once until it is forgotten).
    if (user && onAddress === ATTACK_ALERT_FAILURES) {
      await mail.enqueue(signInAttackMail(config, user, onAddress));
    }
    throw unauthorized(AUTH_MESSAGES.loginFailed);
  }
  await clearKey(db, pairKey);
  // Told only after the right password, so the message reveals nothing to a guesser.
  if (user.blocked_at) throw forbidden(EMPLOYEE_MESSAGES.accessBlocked);
  // No session yet: a short-lived, single-use token holds the half-done sign-in until the code.
  if (usesTwoFactor(user)) {
    return { twoFactorToken: await issueToken(db, user.id, 'two-factor-login', { keepEarlier: true }) };
  }
  return startSession({ db, config }, user, client);
}

async function startSession(
  { db, config }: Pick<AuthDeps, 'db' | 'config'>,
  user: UserRow,
  client: ClientMeta,
) {
  const session = await createSession(db, config, user.id, client);
  const setupRequired = !usesTwoFactor(user) && (await twoFactorRequiredFor(db, user));
  return { user: toSessionUser(user, setupRequired), token: session.token, expiresAt: session.expires_at };
}

/**
 * The second step of a sign-in: the half-done sign-in's token (from its cookie) and a code of the
 * app or a recovery code. The token is spent only when the code is right, so a typo can be retried.
 */
export async function completeTwoFactorLogin(
  deps: AuthDeps,
  pendingToken: string | undefined,
  body: LoginTwoFactorBody,
  client: ClientMeta,
): Promise<{ user: SessionUser; token: string; expiresAt: Date }> {
  const { db } = deps;
  const userId = pendingToken ? await peekToken(db, pendingToken, ['two-factor-login']) : null;
  const [user] = userId
    ? await db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deleted_at)))
        .limit(1)
    : [];
  if (!pendingToken || !user || !usesTwoFactor(user)) throw unauthorized(TWO_FACTOR_MESSAGES.pendingExpired);
  if (user.blocked_at) throw forbidden(EMPLOYEE_MESSAGES.accessBlocked);
  await checkSecondFactor(deps, user, body, client);
  // Two requests with one token and two right codes: one session only.
  if (!(await consumeToken(db, pendingToken, ['two-factor-login'])))
    throw unauthorized(TWO_FACTOR_MESSAGES.pendingExpired);
  return startSession(deps, user, client);
}

export async function forgotPassword(
  { db, config, mail }: AuthDeps,
  body: ForgotPasswordBody,
  client: ClientMeta,
  log: FastifyBaseLogger,
): Promise<void> {
  const emailKey = throttleKey.forgotEmail(body.email);
  const ipKey = throttleKey.forgotIp(client.ip);
  // Counted whether or not the account exists, so a 429 reveals nothing about it either.
  if (await isLocked(db, [emailKey, ipKey])) throw tooMany(AUTH_MESSAGES.tooManyRequests);
  await recordHit(db, emailKey, THROTTLE_RULES.forgotEmail);
  await recordHit(db, ipKey, THROTTLE_RULES.forgotIp);

  // The answer goes before the account is even looked up: the lookup, the token and the mail took
  // measurably longer for existing addresses (issue 7: 2.9 ms, z = 4.7), telling them apart.
  runInBackground(log, 'forgot-password mail', async () => {
    const user = await findLiveUserByEmail(db, body.email);
    if (!user) return;
    await db.transaction(async (tx) => {
      const token = await issueToken(tx, user.id, 'reset-password');
      await mail.enqueue(resetPasswordMail(config, user, token), tx);
    });
  });
}

/** Sets the password from a reset or set-password link; every session of the user ends. */
/** Sets the password from a reset or set-password link; answers which of the two it was. */
export async function resetPassword(
  { db }: AuthDeps,
  token: string,
  body: ResetPasswordBody,
): Promise<'reset-password' | 'set-password'> {
  const passwordHash = await hashPassword(body.new_password);
  return db.transaction(async (tx) => {
    const consumed = await consumeToken(tx, token, ['reset-password', 'set-password']);
    if (consumed === null) throw badRequest(AUTH_MESSAGES.tokenInvalid);
    const { userId } = consumed;
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
    return consumed.purpose === 'set-password' ? 'set-password' : 'reset-password';
  });
}

/**
 * Confirms the address of an invitation and sends the link to choose a password; or, for a link an
 * address change sent (users/email-change.ts), makes that address the sign-in one. Answers the
 * screen's message.
 */
export async function verifyEmail({ db, config, mail }: AuthDeps, token: string): Promise<string> {
  return db.transaction(async (tx) => {
    const consumed = await consumeToken(tx, token, ['verify-email', 'confirm-email']);
    if (!consumed) throw badRequest(AUTH_MESSAGES.tokenInvalid);
    const [user] =
      consumed.purpose === 'confirm-email'
        ? [await confirmPendingEmail(tx, consumed.userId)]
        : await tx
            .update(users)
            .set({
              email_verified_at: sql`coalesce(${users.email_verified_at}, now())`,
              updated_at: new Date(),
            })
            .where(and(eq(users.id, consumed.userId), isNull(users.deleted_at)))
            .returning();
    if (!user) throw badRequest(AUTH_MESSAGES.tokenInvalid);
    // A user who has a password signs in with the new address; one still invited chooses a password.
    if (consumed.purpose === 'confirm-email' && user.password_hash) return AUTH_MESSAGES.emailConfirmed;
    const setToken = await issueToken(tx, user.id, 'set-password');
    await mail.enqueue(setPasswordMail(config, user, setToken), tx);
    return AUTH_MESSAGES.verified;
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

/** The cookie of a half-done sign-in: sent only to the sign-in calls, gone after 5 minutes. */
export const TWO_FACTOR_COOKIE = 'staffdesk_2fa';

export function twoFactorCookieOptions(config: Config) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    path: '/api/v1/users/login',
    secure: config.production,
    maxAge: TOKEN_TTL_MS['two-factor-login'] / 1000,
  };
}
