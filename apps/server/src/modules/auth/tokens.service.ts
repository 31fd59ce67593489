// Single-use, expiring tokens (password reset, e-mail verification, first password), stored hashed.
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hashToken, newToken } from '../../lib/tokens';
import { authTokens } from '../users/users.tables';

export type TokenPurpose =
  | 'reset-password'
  | 'verify-email'
  | 'set-password'
  | 'confirm-email'
  | 'two-factor-login';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  'reset-password': 60 * 60_000, // 1 hour
  'verify-email': 7 * 24 * 60 * 60_000, // 7 days: invitations wait in inboxes
  'set-password': 24 * 60 * 60_000, // 1 day
  'confirm-email': 7 * 24 * 60 * 60_000, // 7 days, as an invitation: a new address changed by an editor
  'two-factor-login': 5 * 60_000, // 5 minutes: a sign-in between its password and its code
};

/**
 * Issues a new token for the purpose; earlier unused tokens of that purpose stop working, except
 * half-done sign-ins (`keepEarlier`): someone who knows the password must not be able to cancel the
 * owner's second step by signing in again.
 */
export async function issueToken(
  db: DbOrTx,
  userId: number,
  purpose: TokenPurpose,
  { keepEarlier = false } = {},
): Promise<string> {
  if (!keepEarlier)
    await db
      .update(authTokens)
      .set({ used_at: sql`now()` })
      .where(
        and(eq(authTokens.user_id, userId), eq(authTokens.purpose, purpose), isNull(authTokens.used_at)),
      );
  const token = newToken();
  await db.insert(authTokens).values({
    user_id: userId,
    purpose,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

const usable = (token: string, purposes: TokenPurpose[]) =>
  and(
    eq(authTokens.token_hash, hashToken(token)),
    isNull(authTokens.used_at),
    gt(authTokens.expires_at, sql`now()`),
    inArray(authTokens.purpose, purposes),
  );

/** The user of a usable token, leaving it usable (a second step may be retried after a typo). */
export async function peekToken(db: DbOrTx, token: string, purposes: TokenPurpose[]): Promise<number | null> {
  const [row] = await db
    .select({ user_id: authTokens.user_id })
    .from(authTokens)
    .where(usable(token, purposes))
    .limit(1);
  return row?.user_id ?? null;
}

/** Marks the token used and returns its user and purpose, or null when unknown, used or expired. */
export async function consumeToken(
  db: DbOrTx,
  token: string,
  purposes: TokenPurpose[],
): Promise<{ userId: number; purpose: TokenPurpose } | null> {
  const [row] = await db
    .update(authTokens)
    .set({ used_at: sql`now()` })
    .where(usable(token, purposes))
    .returning({ user_id: authTokens.user_id, purpose: authTokens.purpose });
  return row ? { userId: row.user_id, purpose: row.purpose as TokenPurpose } : null;
}
