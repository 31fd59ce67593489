// Idempotency-Key (issue 26): a repeat answers the first answer with no second record or e-mail;
// another body answers 422; two requests at once with one key make one record and one e-mail.
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../modules/mail/mail.tables';
import { users } from '../modules/users/users.tables';
import { buildTestApp, type TestContext } from '../test/build-test-app';
import { createCompany, signedIn } from '../test/factories';
import { IDEMPOTENCY_MESSAGES } from './idempotency';

let ctx: TestContext;
let admin: Record<string, string>;
let n = 0;
let companyId: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  ({ headers: admin } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' }));
  companyId = (await createCompany(ctx.app)).id;
});
afterAll(() => ctx.close());

const invitee = (email: string) => ({
  type_slug: 'super-admin',
  role_slug: 'user',
  first_name: 'Priya',
  last_name: 'Raman',
  email,
  company_id: companyId,
  designation: 'Recruiter',
  phone: '+919876543210',
  extension: '123',
  permissions_slug: ['list-positions'],
});
const createUser = (key: string, body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users',
    headers: { ...admin, 'idempotency-key': key },
    payload: body,
  });
const usersWith = async (email: string) =>
  Number((await ctx.app.deps.db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]!.n);
const mailsTo = async (email: string) =>
  Number(
    (
      await ctx.app.deps.db
        .select({ n: count() })
        .from(mailOutbox)
        .where(and(like(mailOutbox.to, `%${email}%`)))
    )[0]!.n,
  );

describe('Idempotency-Key', () => {
  it('answers a repeat with the first answer: one user, one invitation e-mail', async () => {
    const email = `idem${++n}@example.com`;
    const first = await createUser('create-priya-1', invitee(email));
    expect(first.statusCode, first.body).toBe(201);
    const again = await createUser('create-priya-1', invitee(email));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await usersWith(email)).toBe(1);
    expect(await mailsTo(email)).toBe(1);
  });

  it('answers 422 to the same key with another body, and lets another key create', async () => {
    const email = `idem${++n}@example.com`;
    expect((await createUser('create-2', invitee(email))).statusCode).toBe(201);
    const other = await createUser('create-2', invitee(`other${n}@example.com`));
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(IDEMPOTENCY_MESSAGES.otherRequest);
    expect(await usersWith(`other${n}@example.com`)).toBe(0);
    expect((await createUser('create-3', invitee(`other${n}@example.com`))).statusCode).toBe(201);
  });

  it('runs one of two concurrent requests with one key; the other is told to retry (409) or replayed', async () => {
    const email = `idem${++n}@example.com`;
    const answers = await Promise.all([
      createUser('race', invitee(email)),
      createUser('race', invitee(email)),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    const waited = answers.find((a) => a.statusCode === 409);
    if (waited) {
      expect(waited.json().message).toBe(IDEMPOTENCY_MESSAGES.inProgress);
      expect(waited.headers['retry-after']).toBe('1');
    }
    expect(await usersWith(email)).toBe(1);
    expect(await mailsTo(email)).toBe(1);
    // Once the first has answered, the retry gets its answer.
    const retry = await createUser('race', invitee(email));
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
  });

  it('keys are per user, and a refused request claims nothing', async () => {
    const email = `idem${++n}@example.com`;
    const bad = await createUser('shared-key', { ...invitee(email), first_name: '' });
    expect(bad.statusCode).toBe(400);
    expect((await createUser('shared-key', invitee(email))).statusCode).toBe(201);
    const { headers: other } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' });
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: { ...other, 'idempotency-key': 'shared-key' },
      payload: invitee(`theirs${n}@example.com`),
    });
    expect(theirs.statusCode).toBe(201);
  });
});
