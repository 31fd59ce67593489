// Housekeeping of the sign-in tables: ended sessions, lapsed tokens and throttle counts go away.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createUser, loginAs } from '../../test/factories';
import { authTokens, loginThrottle, sessions } from '../users/users.tables';
import { pruneAuthTables } from './sessions.service';
import { issueToken } from './tokens.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const sessionCount = async (userId: number) =>
  (await ctx.app.deps.db.select().from(sessions).where(eq(sessions.user_id, userId))).length;

describe('session housekeeping', () => {
  it("drops a user's ended sessions when the user signs in again", async () => {
    const user = await createUser(ctx.app);
    await loginAs(ctx.app, user);
    await ctx.app.deps.db
      .update(sessions)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(sessions.user_id, user.id));
    await loginAs(ctx.app, user);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('prunes ended sessions, long-expired tokens and lapsed throttle counts, keeping live ones', async () => {
    const { db } = ctx.app.deps;
    const user = await createUser(ctx.app);
    await loginAs(ctx.app, user);
    await loginAs(ctx.app, user);
    const [idle] = await db.select().from(sessions).where(eq(sessions.user_id, user.id)).limit(1);
    await db
      .update(sessions)
      .set({ last_seen_at: sql`now() - make_interval(mins => ${ctx.config.sessionIdleMinutes + 1})` })
      .where(eq(sessions.id, idle!.id));
    await issueToken(db, user.id, 'reset-password');
    await issueToken(db, user.id, 'verify-email');
    await db
      .update(authTokens)
      .set({ expires_at: sql`now() - interval '2 days'` })
      .where(eq(authTokens.purpose, 'reset-password'));
    await db.insert(loginThrottle).values([
      { key: 'test:old', failures: 3, window_started_at: sql`now() - interval '2 days'` },
      {
        key: 'test:locked',
        failures: 9,
        window_started_at: sql`now() - interval '2 days'`,
        locked_until: sql`now() + interval '1 hour'`,
      },
      { key: 'test:fresh', failures: 1 },
    ]);

    await pruneAuthTables(db, ctx.config);

    expect(await sessionCount(user.id)).toBe(1);
    const tokens = await db.select().from(authTokens).where(eq(authTokens.user_id, user.id));
    expect(tokens.map((t) => t.purpose)).toEqual(['verify-email']);
    const keys = (await db.select().from(loginThrottle))
      .map((r) => r.key)
      .filter((k) => k.startsWith('test:'));
    expect(keys.sort()).toEqual(['test:fresh', 'test:locked']);
  });
});
