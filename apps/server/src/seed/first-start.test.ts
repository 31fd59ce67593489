// Issue 7: `NODE_ENV=production npm start` seeded the demo accounts, whose password is published in
// docs/demo-data.md. Demo data only where asked for, and never a published password in production.
import { asc, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, parseTrustProxy } from '../config';
import { users } from '../modules/users/users.tables';
import { api } from '../test/auth.test-helpers';
import { buildTestApp, type TestContext } from '../test/build-test-app';
import { DEMO_PASSWORD, DEMO_USERS } from './demo';
import { seedFirstStart } from './index';

describe('defaults', () => {
  it('adds demo data by default only in development on the embedded database', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('listens on localhost and trusts no proxy unless told', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.1, 10.0.1.0/24')).toEqual(['10.0.0.1', '10.0.1.0/24']);
    const hops = parseTrustProxy('1') as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.1', 1)]).toEqual([true, false]);
  });
});

describe('a production first start asked for demo data', () => {
  let ctx: TestContext;
  const printed: string[] = [];
  const logged: string[] = [];
  beforeAll(async () => {
    ctx = await buildTestApp();
    const log = {
      info: (m: unknown) => logged.push(String(m)),
      warn: () => {},
    } as unknown as FastifyBaseLogger;
    const print = vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    try {
      const config = {
        ...ctx.config,
        production: true,
        seedDemo: true,
        adminEmail: 'owner@example.com',
        adminPassword: 'Given#Pass9',
      };
      await seedFirstStart({ ...ctx.app.deps, config }, log);
    } finally {
      print.mockRestore();
    }
  });
  afterAll(() => ctx.close());

  it('says so, and gives the demo users a generated password instead of the published one', async () => {
    expect(logged).toContain('added the demo data set (SEED_DEMO is on; see docs/demo-data.md)');
    const [row] = await ctx.app.deps.db
      .select({ email: users.email })
      .from(users)
      .where(ne(users.email, 'owner@example.com'))
      .orderBy(asc(users.id))
      .limit(1);
    const demo = row!.email;
    expect((await ctx.app.deps.db.select().from(users)).length).toBe(DEMO_USERS.length + 1);
    const published = await api(ctx.app, '10.90.0.1').post('users/login', {
      email: demo,
      password: DEMO_PASSWORD,
    });
    expect(published.statusCode).toBe(401);
    const generated = /Demo users' password \(production, shown once\): (\S+)/.exec(printed.join('\n'))?.[1];
    expect(generated).toBeTruthy();
    expect(generated).not.toBe(DEMO_PASSWORD);
    const signIn = await api(ctx.app, '10.90.0.2').post('users/login', { email: demo, password: generated! });
    expect(signIn.statusCode).toBe(200);
  });

  it('creates the first super-admin with the given password', async () => {
    const res = await api(ctx.app, '10.90.0.3').post('users/login', {
      email: 'owner@example.com',
      password: 'Given#Pass9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.type_slug).toBe('super-admin');
  });
});
