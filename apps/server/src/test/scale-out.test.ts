// Issue 7, "Scale-out check": two app instances on one database behind one address behave as one.
// Both listen on real ports; requests alternate between them as a load balancer would send them.
// On `npm run test:pg` each instance has its own connection pool to the PostgreSQL test database
// (two processes' worth of state); on PGlite, which serves one process, they share the database.

import type { AddressInfo } from 'node:net';
import { AUTH_MESSAGES } from '@staffdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import type { Database } from '../db/client';
import { BACKOFF_RULES } from '../modules/auth/throttle.service';
import { buildTestApp, type TestContext } from './build-test-app';
import { createUser, TEST_PASSWORD } from './factories';
import { startTestSmtp, type TestSmtp } from './test-smtp';

let first: TestContext;
let second: App;
let secondDb: Database;
let smtp: TestSmtp;
let urls: string[];

beforeAll(async () => {
  smtp = await startTestSmtp();
  first = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
  secondDb = await first.openAgain();
  second = await buildApp(first.config, { database: secondDb });
  urls = [];
  for (const app of [first.app, second]) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  }
});
afterAll(async () => {
  await second.close();
  await secondDb.close();
  await first.close();
  await smtp.close();
});

/** A call through "the load balancer": instance `i % 2`. */
async function call(i: number, method: string, path: string, body?: object, cookie?: string) {
  const res = await fetch(`${urls[i % 2]}/api/v1/${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    status: res.status,
    json: (await res.json()) as { message: string; data: { id: number } },
    setCookie: res.headers.get('set-cookie'),
  };
}

describe('two instances on one database', () => {
  it('share sessions: signed in on one, known and signed out on the other', async () => {
    const user = await createUser(first.app);
    const login = await call(0, 'POST', 'users/login', { email: user.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    const cookie = login.setCookie!.split(';')[0]!;
    expect((await call(1, 'GET', 'users/is-auth', undefined, cookie)).json.data.id).toBe(user.id);
    expect((await call(1, 'POST', 'users/logout', undefined, cookie)).status).toBe(200);
    expect((await call(0, 'GET', 'users/is-auth', undefined, cookie)).status).toBe(401);
  });

  it('count sign-in failures across both, so alternating instances does not escape the back-off', async () => {
    const user = await createUser(first.app);
    const statuses: number[] = [];
    for (let i = 0; i <= BACKOFF_RULES.loginPair.free + 1; i++) {
      statuses.push(
        (await call(i, 'POST', 'users/login', { email: user.email, password: 'Wrong@12345' })).status,
      );
    }
    const free = BACKOFF_RULES.loginPair.free;
    expect(statuses.slice(0, free + 1)).toEqual(Array(free + 1).fill(401));
    expect(statuses.at(-1)).toBe(429);
    const right = await call(statuses.length, 'POST', 'users/login', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(right.json.message).toBe(AUTH_MESSAGES.tooManyAttempts);
  });

  it('send each outbox message once when both drain it at the same time', async () => {
    const people = await Promise.all([0, 1, 2, 3].map(() => createUser(first.app)));
    for (const [i, person] of people.entries()) {
      expect((await call(i, 'POST', 'users/forgot-password', { email: person.email })).status).toBe(200);
    }
    // Each instance also drains right after it queues; here both drain at once as well, until done.
    const delivered = (email: string) =>
      smtp.received.filter((m) => m.to?.some((to) => to.address === email));
    for (let round = 0; round < 50 && people.some((p) => delivered(p.email).length === 0); round++) {
      await Promise.all([first.app.deps.mail.drain(), second.deps.mail.drain()]);
    }
    // Both drained again after everything went: nothing is sent a second time.
    await Promise.all([first.app.deps.mail.drain(), second.deps.mail.drain()]);
    for (const person of people) expect(delivered(person.email), person.email).toHaveLength(1);
  });
});
