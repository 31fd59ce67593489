// The signed-in user's own sessions (Profile): where each is, and ending one or all the others.
import { TWO_FACTOR_MESSAGES, type UserSession } from '@staffdesk/shared';
import Bowser from 'bowser';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { sessions } from '../users/users.tables';

/** "Chrome on Linux" from the user agent; a client no list knows by its first product ("curl/8.5.0"). */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent?.trim()) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  if (browser.name) return [browser.name, os.name && `on ${os.name}`].filter(Boolean).join(' ');
  return userAgent.trim().split(/\s/)[0]?.slice(0, 60) || 'Unknown device';
}

/** The user's sessions that can still be used: the caller's first, then the most recently active. */
export async function listUserSessions(
  db: DbOrTx,
  config: Config,
  userId: number,
  currentSessionId: number | null,
): Promise<UserSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.user_id, userId),
        gt(sessions.expires_at, sql`now()`),
        gt(sessions.last_seen_at, new Date(Date.now() - config.sessionIdleMinutes * 60_000)),
      ),
    )
    .orderBy(desc(sessions.last_seen_at), desc(sessions.id));
  const current = rows.filter((row) => row.id === currentSessionId);
  return [...current, ...rows.filter((row) => row.id !== currentSessionId)].map((row) => ({
    id: row.id,
    device: describeDevice(row.user_agent),
    ip: row.ip,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/** Ends one of the user's own sessions (another user's id answers 404). */
export async function endUserSession(db: DbOrTx, userId: number, sessionId: number): Promise<void> {
  const [ended] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.user_id, userId)))
    .returning({ id: sessions.id });
  if (!ended) throw notFound(TWO_FACTOR_MESSAGES.sessionNotFound);
}

/** Ends every session of the user but the caller's; answers how many ended. */
export async function endOtherUserSessions(
  db: DbOrTx,
  userId: number,
  keepSessionId: number,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.user_id, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}
