// Single-use, expiring tokens (password reset, e-mail verification, first password), stored hashed.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hashToken, newToken } from '../../lib/tokens';
import { authTokens } from '../users/users.tables';

export type TokenPurpose = 'reset-password' | 'verify-email' | 'set-password' | 'confirm-email';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  'reset-password': 60 * 60_000, // 1 hour
  'verify-email': 7 * 24 * 60 * 60_000, // 7 days: invitations wait in inboxes
  'set-password': 24 * 60 * 60_000, // 1 day
  'confirm-email': 7 * 24 * 60 * 60_000, // 7 days, as an invitation: a new address changed by an editor
};

/** Issues a new token for the purpose; earlier unused tokens of that purpose stop working. */
export async function issueToken(db: DbOrTx, userId: number, purpose: TokenPurpose): Promise<string> {
  await db
    .update(authTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(authTokens.user_id, userId), eq(authTokens.purpose, purpose), isNull(authTokens.used_at)));
  const token = newToken();
  await db.insert(authTokens).values({
    user_id: userId,
    purpose,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  });
  return token;
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
    .where(
      and(
        eq(authTokens.token_hash, hashToken(token)),
        isNull(authTokens.used_at),
        gt(authTokens.expires_at, sql`now()`),
        sql`${authTokens.purpose} in (${sql.join(
          purposes.map((p) => sql`${p}`),
          sql`, `,
        )})`,
      ),
    )
    .returning({ user_id: authTokens.user_id, purpose: authTokens.purpose });
  return row ? { userId: row.user_id, purpose: row.purpose as TokenPurpose } : null;
}
