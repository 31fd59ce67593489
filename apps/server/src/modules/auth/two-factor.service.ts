// Two-factor sign-in with an authenticator app (issue 21): set-up, enabling with one code (which
// hands out ten recovery codes), turning off with the password and a code, and the check of a
// second-step code, throttled like passwords.
import {
  AUTH_MESSAGES,
  isTotpCode,
  type LoginTwoFactorBody,
  TWO_FACTOR_MESSAGES,
  type TwoFactorDisableBody,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@staffdesk/shared';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, HttpError, tooMany } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { newRecoveryCodes, recoveryCodeSecret } from '../../lib/recovery-codes';
import { newTotpSecret, qrCodeDataUrl, totpStep, totpUrl } from '../../lib/totp';
import type { Deps } from '../../plugins/deps';
import { twoFactorAttackMail } from '../mail/templates';
import { recoveryCodes, users } from '../users/users.tables';
import {
  BACKOFF_RULES,
  clearKey,
  isLocked,
  recordFailure,
  recordHit,
  secondsToWait,
  THROTTLE_RULES,
  TWO_FACTOR_ALERT_FAILURES,
  throttleKey,
} from './throttle.service';
import { twoFactorRequiredFor } from './two-factor-policy.service';

type TwoFactorDeps = Pick<Deps, 'db' | 'config' | 'mail'>;

async function userRow(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)))
    .limit(1);
  if (!row) throw new HttpError(401, 'Please sign in to continue');
  return row;
}

export async function twoFactorStatus(db: Db, userId: number): Promise<TwoFactorStatus> {
  const user = await userRow(db, userId);
  const [left] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));
  return {
    enabled: user.totp_enabled_at !== null,
    enabled_at: user.totp_enabled_at?.toISOString() ?? null,
    recovery_codes_left: user.totp_enabled_at ? (left?.count ?? 0) : 0,
    required: await twoFactorRequiredFor(db, user),
  };
}

/** A new secret for the app to scan; replaces one not yet confirmed. */
export async function startTwoFactorSetup(db: Db, config: Config, userId: number): Promise<TwoFactorSetup> {
  const user = await userRow(db, userId);
  if (user.totp_enabled_at) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = newTotpSecret();
  await db
    .update(users)
    .set({ totp_secret: secret, totp_last_step: null })
    .where(and(eq(users.id, userId), isNull(users.totp_enabled_at)));
  const otpauthUrl = totpUrl(secret, user.email, config.orgName);
  return { secret, otpauth_url: otpauthUrl, qr_code: qrCodeDataUrl(otpauthUrl) };
}

/** Confirms the set-up with a code of the app; answers the ten recovery codes, shown this once. */
export async function enableTwoFactor(
  deps: TwoFactorDeps,
  userId: number,
  code: string,
  client: { ip: string },
): Promise<string[]> {
  const user = await userRow(deps.db, userId);
  if (user.totp_enabled_at) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  if (!user.totp_secret) throw badRequest(TWO_FACTOR_MESSAGES.notStarted);
  await checkSecondFactor(deps, user, { code }, client);
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((c) => hashPassword(recoveryCodeSecret(c))));
  await deps.db.transaction(async (tx) => {
    const [enabled] = await tx
      .update(users)
      .set({ totp_enabled_at: new Date() })
      .where(and(eq(users.id, userId), isNull(users.totp_enabled_at)))
      .returning({ id: users.id });
    // Two tabs confirming at once: the first wins.
    if (!enabled) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
    await tx.insert(recoveryCodes).values(hashes.map((code_hash) => ({ user_id: userId, code_hash })));
  });
  return codes;
}

/** Turns two-factor off after the password and a code (of the app, or a recovery code). */
export async function disableTwoFactor(
  deps: TwoFactorDeps,
  userId: number,
  body: TwoFactorDisableBody,
  client: { ip: string },
): Promise<void> {
  const { db } = deps;
  const user = await userRow(db, userId);
  if (!user.totp_enabled_at) throw badRequest(TWO_FACTOR_MESSAGES.notOn);
  if (await twoFactorRequiredFor(db, user)) throw badRequest(TWO_FACTOR_MESSAGES.requiredForYou);
  // The password is guessed no faster here than on the profile's password form.
  const passwordKey = throttleKey.currentPassword(userId);
  if (await isLocked(db, [passwordKey])) throw tooMany(AUTH_MESSAGES.tooManyAttempts);
  if (!(await verifyPassword(user.password_hash, body.password))) {
    await recordHit(db, passwordKey, THROTTLE_RULES.currentPassword);
    throw badRequest(TWO_FACTOR_MESSAGES.passwordWrong, 'password');
  }
  await clearKey(db, passwordKey);
  await checkSecondFactor(
    deps,
    user,
    isTotpCode(body.code) ? { code: body.code } : { recovery_code: body.code },
    client,
  );
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  });
}

type UserRow = typeof users.$inferSelect;

/**
 * Checks a second-step code of the user, or throws. An app code is taken once: its time step must
 * be later than the last one accepted (set in the same statement, so two requests racing with one
 * code cannot both pass). A recovery code is marked used by the statement that accepts it. Wrong
 * codes are counted per user and IP and per user, with the growing waits of sign-in.
 */
export async function checkSecondFactor(
  { db, config, mail }: TwoFactorDeps,
  user: UserRow,
  input: LoginTwoFactorBody,
  client: { ip: string },
): Promise<void> {
  const pairKey = throttleKey.twoFactorPair(user.id, client.ip);
  const userKey = throttleKey.twoFactorUser(user.id);
  const wait = await secondsToWait(db, [pairKey, userKey]);
  if (wait > 0)
    throw new HttpError(429, TWO_FACTOR_MESSAGES.tooManyCodes, undefined, { 'retry-after': String(wait) });

  const accepted =
    input.code !== undefined
      ? await acceptAppCode(db, user, input.code)
      : await acceptRecoveryCode(db, user.id, input.recovery_code ?? '');
  if (!accepted) {
    await recordFailure(db, pairKey, BACKOFF_RULES.twoFactorPair);
    const failures = await recordFailure(db, userKey, BACKOFF_RULES.twoFactorUser);
    if (failures === TWO_FACTOR_ALERT_FAILURES)
      await mail.enqueue(twoFactorAttackMail(config, user, failures));
    const field = input.code !== undefined ? 'code' : 'recovery_code';
    throw badRequest(
      input.code !== undefined ? TWO_FACTOR_MESSAGES.codeWrong : TWO_FACTOR_MESSAGES.recoveryWrong,
      field,
    );
  }
  await clearKey(db, pairKey);
}

async function acceptAppCode(db: DbOrTx, user: UserRow, code: string): Promise<boolean> {
  if (!user.totp_secret) return false;
  const step = totpStep(user.totp_secret, code);
  if (step === null) return false;
  const [taken] = await db
    .update(users)
    .set({ totp_last_step: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totp_last_step), lt(users.totp_last_step, step))))
    .returning({ id: users.id });
  return taken !== undefined;
}

async function acceptRecoveryCode(db: DbOrTx, userId: number, code: string): Promise<boolean> {
  const unused = await db
    .select({ id: recoveryCodes.id, code_hash: recoveryCodes.code_hash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));
  for (const row of unused) {
    if (!(await verifyPassword(row.code_hash, code))) continue;
    const [used] = await db
      .update(recoveryCodes)
      .set({ used_at: new Date() })
      .where(and(eq(recoveryCodes.id, row.id), isNull(recoveryCodes.used_at)))
      .returning({ id: recoveryCodes.id });
    return used !== undefined;
  }
  return false;
}

/** True when the user must give a second step to sign in. */
export const usesTwoFactor = (user: Pick<UserRow, 'totp_enabled_at'>) => user.totp_enabled_at !== null;
