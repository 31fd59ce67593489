// Throttling of guessable or spammable calls (sign-in, forgot password, current-password checks),
// counted per key (an address, a client IP, a user) in the login_throttle table so every app
// instance shares the counts.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginThrottle } from '../users/users.tables';

export interface ThrottleRule {
  /** Hits allowed within the window; the hit that reaches it locks the key. */
  max: number;
  windowMinutes: number;
  lockMinutes: number;
}

export const THROTTLE_RULES = {
  /** Wrong passwords for one address: slows guessing of one account. */
  loginEmail: { max: 5, windowMinutes: 15, lockMinutes: 15 },
  /** Wrong passwords from one client IP across addresses: slows spraying. Offices share an IP. */
  loginIp: { max: 30, windowMinutes: 15, lockMinutes: 15 },
  /** Reset mails to one address: an inbox cannot be flooded. */
  forgotEmail: { max: 3, windowMinutes: 15, lockMinutes: 15 },
  forgotIp: { max: 10, windowMinutes: 15, lockMinutes: 15 },
  /** Wrong current passwords on the profile: a borrowed session cannot guess the password. */
  currentPassword: { max: 5, windowMinutes: 15, lockMinutes: 15 },
} as const satisfies Record<string, ThrottleRule>;

export const throttleKey = {
  loginEmail: (email: string) => `login:email:${email.trim().toLowerCase()}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  forgotEmail: (email: string) => `forgot:email:${email.trim().toLowerCase()}`,
  forgotIp: (ip: string) => `forgot:ip:${ip}`,
  currentPassword: (userId: number) => `password:user:${userId}`,
};

/** True when any of the keys is locked now. */
export async function isLocked(db: DbOrTx, keys: string[]): Promise<boolean> {
  const [row] = await db
    .select({ key: loginThrottle.key })
    .from(loginThrottle)
    .where(and(inArray(loginThrottle.key, keys), gt(loginThrottle.locked_until, sql`now()`)))
    .limit(1);
  return row !== undefined;
}

/**
 * Counts one hit against the key in a single statement (safe under concurrency). A window that
 * has passed, or a lock that has ended, starts a fresh count.
 */
export async function recordHit(db: DbOrTx, key: string, rule: ThrottleRule): Promise<void> {
  const window = sql`make_interval(mins => ${rule.windowMinutes})`;
  const lock = sql`make_interval(mins => ${rule.lockMinutes})`;
  const fresh = sql`(${loginThrottle.window_started_at} < now() - ${window} or ${loginThrottle.locked_until} <= now())`;
  const failures = sql`case when ${fresh} then 1 else ${loginThrottle.failures} + 1 end`;
  await db
    .insert(loginThrottle)
    .values({
      key,
      failures: 1,
      window_started_at: sql`now()`,
      locked_until: rule.max <= 1 ? sql`now() + ${lock}` : null,
    })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures,
        window_started_at: sql`case when ${fresh} then now() else ${loginThrottle.window_started_at} end`,
        locked_until: sql`case when ${failures} >= ${rule.max} then now() + ${lock} when ${fresh} then null else ${loginThrottle.locked_until} end`,
      },
    });
}

export async function clearKey(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
