// Throttling of guessable or spammable calls (sign-in, forgot password, current-password checks),
// counted per key (an address, a client IP, a user) in the login_throttle table so every app
// instance shares the counts.
import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginThrottle } from '../users/users.tables';

export interface ThrottleRule {
  /** Hits allowed within the window; the hit that reaches it locks the key. */
  max: number;
  windowMinutes: number;
  lockMinutes: number;
}

/**
 * Sign-in never locks an account (issue 7: five wrong passwords from anyone locked the
 * super-admin out for 15 minutes). Failures are counted per address *and* client IP, and per IP;
 * past `free` failures each further attempt on that key must wait a delay that doubles, from
 * `baseSeconds` up to `maxSeconds`. The owner, signing in from their own IP, is not held up by a
 * guesser elsewhere. A count is forgotten `resetMinutes` after its last failure.
 */
export interface BackoffRule {
  /** Failures allowed without waiting; null: only counted (the owner's alert). */
  free: number | null;
  baseSeconds: number;
  maxSeconds: number;
  resetMinutes: number;
}

export const BACKOFF_RULES = {
  /** One address guessed from one IP. */
  loginPair: { free: 5, baseSeconds: 2, maxSeconds: 15 * 60, resetMinutes: 60 },
  /** One IP trying many addresses (spraying); offices share an IP, so it starts later. */
  loginIp: { free: 30, baseSeconds: 2, maxSeconds: 15 * 60, resetMinutes: 60 },
  /** One address from everywhere: never delays (anyone could use it to lock the owner out). */
  loginEmail: { free: null, baseSeconds: 0, maxSeconds: 0, resetMinutes: 60 },
  /** Wrong second-step codes (app or recovery) of one user from one IP, as passwords from one IP. */
  twoFactorPair: { free: 5, baseSeconds: 2, maxSeconds: 15 * 60, resetMinutes: 60 },
  /**
   * Of one user from everywhere: only someone who knows the password gets here, and from many IPs
   * they would otherwise have unlimited guesses at six digits. It may slow the owner down too, who
   * is e-mailed that the password is known (TWO_FACTOR_ALERT_FAILURES).
   */
  twoFactorUser: { free: 10, baseSeconds: 2, maxSeconds: 15 * 60, resetMinutes: 60 },
} as const satisfies Record<string, BackoffRule>;

/** Failures on one address (from anywhere, within the hour) that e-mail its owner a warning. */
export const ATTACK_ALERT_FAILURES = 10;
/** Wrong second-step codes of one user (within the hour) that e-mail the owner: the password is known. */
export const TWO_FACTOR_ALERT_FAILURES = 5;

export const THROTTLE_RULES = {
  /** Reset mails to one address: an inbox cannot be flooded. */
  forgotEmail: { max: 3, windowMinutes: 15, lockMinutes: 15 },
  forgotIp: { max: 10, windowMinutes: 15, lockMinutes: 15 },
  /**
   * "Address already in use" answers to one user creating users: an address must be unique across
   * every company, so the 409 tells a client admin an address exists somewhere; capped, it cannot
   * be used to test a list of addresses.
   */
  emailConflicts: { max: 10, windowMinutes: 60, lockMinutes: 60 },
  /** Uploads by one user (issue 7: 200 MiB in 4.5 s); with the daily quota of uploads.service.ts. */
  uploads: { max: 30, windowMinutes: 5, lockMinutes: 5 },
  /** Wrong current passwords on the profile: a borrowed session cannot guess the password. */
  currentPassword: { max: 5, windowMinutes: 15, lockMinutes: 15 },
} as const satisfies Record<string, ThrottleRule>;

export const throttleKey = {
  /** Counts failures on an address from everywhere: for the owner's alert, never a delay. */
  loginEmail: (email: string) => `login:email:${email.trim().toLowerCase()}`,
  loginPair: (email: string, ip: string) => `login:pair:${email.trim().toLowerCase()}:${ip}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  forgotEmail: (email: string) => `forgot:email:${email.trim().toLowerCase()}`,
  forgotIp: (ip: string) => `forgot:ip:${ip}`,
  twoFactorPair: (userId: number, ip: string) => `2fa:pair:${userId}:${ip}`,
  twoFactorUser: (userId: number) => `2fa:user:${userId}`,
  currentPassword: (userId: number) => `password:user:${userId}`,
  emailConflicts: (userId: number) => `users:email-conflicts:${userId}`,
  uploads: (userId: number) => `uploads:user:${userId}`,
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

/** Seconds until every key allows another attempt (0 when none is waiting). */
export async function secondsToWait(db: DbOrTx, keys: string[]): Promise<number> {
  const [row] = await db
    .select({
      wait: sql<number>`ceil(extract(epoch from max(${loginThrottle.locked_until}) - now()))::int`,
    })
    .from(loginThrottle)
    .where(and(inArray(loginThrottle.key, keys), gt(loginThrottle.locked_until, sql`now()`)));
  return Math.max(0, Number(row?.wait ?? 0));
}

/**
 * Counts one failure in a single statement (safe under concurrency and across instances) and, past
 * the free ones, sets when the next attempt may come: base × 2^(failures − free − 1), capped.
 * Answers the failures counted so far.
 */
export async function recordFailure(db: DbOrTx, key: string, rule: BackoffRule): Promise<number> {
  const reset = sql`make_interval(mins => ${rule.resetMinutes})`;
  const fresh = sql`(${loginThrottle.window_started_at} < now() - ${reset})`;
  const failures = sql`case when ${fresh} then 1 else ${loginThrottle.failures} + 1 end`;
  const delay = (n: SQL) =>
    rule.free === null
      ? sql`null`
      : sql`case when ${n} > ${rule.free} then now() + make_interval(secs => least(${rule.maxSeconds}::float8, ${rule.baseSeconds}::float8 * power(2, least(${n} - ${rule.free} - 1, 30)))) else null end`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, window_started_at: sql`now()`, locked_until: null })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      // window_started_at holds the last failure here: the count lives while failures keep coming.
      set: { failures, window_started_at: sql`now()`, locked_until: delay(failures) },
    })
    .returning({ failures: loginThrottle.failures });
  return row?.failures ?? 1;
}

export async function clearKey(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
