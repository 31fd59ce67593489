// Server-side sessions: an opaque cookie token whose SHA-256 is the row key, with idle and
// absolute timeouts checked on every request.

import type { SessionUser } from '@staffdesk/shared';
import { and, eq, gt, lte, ne, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { withCompiledRows } from '../../lib/compiled-rows';
import { oncePerDb } from '../../lib/list-query';
import { hashToken, newToken } from '../../lib/tokens';
import { toSessionUser } from '../users/users.mapper';
import { authTokens, loginThrottle, securitySettings, sessions, users } from '../users/users.tables';

export const SESSION_COOKIE = 'staffdesk_session';

/**
 * A super-admin without two-factor sign-in while the agency requires it: in the session lookup, so
 * the rule costs no query of its own.
 */
export const twoFactorSetupRequiredSql =
  sql<boolean>`(${users.type_slug} = 'super-admin' and ${users.totp_enabled_at} is null and coalesce((select ${securitySettings.require_super_admin_two_factor} from ${securitySettings} where ${securitySettings.id} = 1), false))`.mapWith(
    Boolean,
  );

/**
 * The signed-in user's columns of a per-request lookup (a session's or an API key's): not the whole
 * row, so the TOTP secret is not decrypted on every request; with the two-factor set-up rule.
 */
export const signedInUserColumns = {
  user: {
    id: users.id,
    first_name: users.first_name,
    last_name: users.last_name,
    email: users.email,
    profile_image: users.profile_image,
    role_slug: users.role_slug,
    type_slug: users.type_slug,
    permissions_slug: users.permissions_slug,
    company_id: users.company_id,
    partners_account_id: users.partners_account_id,
  },
  twoFactorSetupRequired: twoFactorSetupRequiredSql,
};

/** Past the absolute end or idle longer than the idle timeout. */
const endedSession = (config: Config) =>
  or(
    lte(sessions.expires_at, sql`now()`),
    lte(sessions.last_seen_at, new Date(Date.now() - config.sessionIdleMinutes * 60_000)),
  );

export async function createSession(
  db: DbOrTx,
  config: Config,
  userId: number,
  meta: { userAgent?: string; ip?: string },
) {
  // The user's ended sessions go now, so rows do not pile up between prunes.
  await db.delete(sessions).where(and(eq(sessions.user_id, userId), endedSession(config)));
  const token = newToken();
  const expires_at = new Date(Date.now() + config.sessionAbsoluteHours * 3600_000);
  await db.insert(sessions).values({
    token_hash: hashToken(token),
    user_id: userId,
    expires_at,
    user_agent: meta.userAgent?.slice(0, 300),
    ip: meta.ip,
  });
  return { token, expires_at };
}

/**
 * The session lookup runs on every request, so it is prepared once per database handle (a named
 * statement on PostgreSQL: parsed and planned once per connection) and only its values change.
 */
/** The lookup with its two values as placeholders: tokenHash and idleCutoff (an ISO time). */
export const sessionLookupQuery = (db: DbOrTx) =>
  db
    .select({
      session: { id: sessions.id, last_seen_at: sessions.last_seen_at },
      ...signedInUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('tokenHash')),
        gt(sessions.expires_at, sql`now()`),
        gt(sessions.last_seen_at, sql.placeholder('idleCutoff')),
        sql`${users.deleted_at} is null`,
        // A blocked user's sessions are deleted when blocked; this also covers a race with a sign-in.
        sql`${users.blocked_at} is null`,
      ),
    )
    .limit(1);
const sessionLookup = oncePerDb((db) => withCompiledRows(sessionLookupQuery(db).prepare('session_user')));

/** The session's user, or null when the token is unknown, idle too long, past its end or the user is gone or blocked. */
export async function findSessionUser(
  db: DbOrTx,
  config: Config,
  token: string,
): Promise<{ sessionId: number; user: SessionUser } | null> {
  const [row] = await sessionLookup(db).execute({
    tokenHash: hashToken(token),
    idleCutoff: new Date(Date.now() - config.sessionIdleMinutes * 60_000).toISOString(),
  });
  if (!row) return null;
  // Touch at most once a minute so reads stay reads.
  if (Date.now() - row.session.last_seen_at.getTime() > 60_000) {
    await db.update(sessions).set({ last_seen_at: new Date() }).where(eq(sessions.id, row.session.id));
  }
  return { sessionId: row.session.id, user: toSessionUser(row.user, row.twoFactorSetupRequired) };
}

export async function endSession(db: DbOrTx, token: string) {
  await db.delete(sessions).where(eq(sessions.token_hash, hashToken(token)));
}

/** Ends every session of the user, except the one given (the caller's own, after a password change). */
export async function endOtherSessions(db: DbOrTx, userId: number, keepSessionId?: number) {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.user_id, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.user_id, userId),
    );
}

/** Deletes ended sessions, tokens that can no longer be used and throttle counts that have lapsed. */
export async function pruneAuthTables(db: DbOrTx, config: Config) {
  await db.delete(sessions).where(endedSession(config));
  await db.delete(authTokens).where(lte(authTokens.expires_at, sql`now() - interval '1 day'`));
  await db
    .delete(loginThrottle)
    .where(
      and(
        lte(loginThrottle.window_started_at, sql`now() - interval '1 day'`),
        or(sql`${loginThrottle.locked_until} is null`, lte(loginThrottle.locked_until, sql`now()`)),
      ),
    );
}
