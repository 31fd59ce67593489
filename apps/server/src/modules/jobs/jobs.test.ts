// Background jobs (issue 23): items run in batches and land one by one, GET jobs/{id} is its
// creator's (404 to anyone else), two runners on one database take disjoint jobs (SKIP LOCKED), and
// a job whose process died resumes where it stopped without redoing the items already done.
import { setTimeout as sleep } from 'node:timers/promises';
import { JOB_MESSAGES } from '@staffdesk/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { signedIn } from '../../test/factories';
import { createJobRunner, type JobHandler, type JobRunner } from './job-runner';
import { jobItems, jobs } from './jobs.tables';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let second: Database;
const runners: JobRunner[] = [];

beforeAll(async () => {
  ctx = await buildTestApp();
  second = await ctx.openAgain();
  owner = await signedIn(ctx.app, { type: 'hrms', role: 'admin' });
  other = await signedIn(ctx.app, { type: 'hrms', role: 'admin' });
  admin = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' });
});
afterAll(async () => {
  for (const runner of runners) await runner.stop();
  await second.close();
  await ctx.close();
});

/** A runner of its own (not the app's), with the given kinds registered. */
function runner(name: string, kinds: Record<string, JobHandler>, db = ctx.app.deps.db) {
  const made = createJobRunner(db, ctx.app.log, { workerId: name });
  for (const [kind, handler] of Object.entries(kinds)) made.register(kind, handler);
  runners.push(made);
  return made;
}

/** Stored through the app's runner, which runs none of these kinds: each test's runners alone run them. */
const enqueue = (job: Parameters<JobRunner['enqueue']>[0]) => ctx.app.deps.jobs.enqueue(job);
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ n: i }));
const getJob = (id: number, headers: Record<string, string>, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/jobs/${id}${query}`, headers });

describe('a job', () => {
  it('runs its items in batches, records each result and its counts, and shows only its creator', async () => {
    const batches: number[][] = [];
    const jobsRunner = runner('solo', {
      squares: {
        batchSize: 2,
        async runBatch(_job, batch) {
          batches.push(batch.map((item) => item.seq));
          return batch.map((item) => {
            const n = item.input.n as number;
            return n === 3 ? { error: 'three is refused' } : { result: { square: n * n } };
          });
        },
      },
    });
    const { id, total } = await enqueue({
      kind: 'squares',
      createdBy: owner.user.id,
      payload: {},
      items: items(5),
    });
    expect(total).toBe(5);
    expect(await jobsRunner.runPending()).toBe(1);
    expect(batches).toEqual([[0, 1], [2, 3], [4]]);
    const finished = await getJob(id, owner.headers);
    expect(finished.json()).toMatchObject({
      message: JOB_MESSAGES.fetched,
      data: { state: 'done', total: 5, done: 4, failed: 1, finished_at: expect.any(String) },
    });
    expect(finished.json().data.items).toEqual([
      { seq: 0, state: 'done', result: { square: 0 }, error: null },
      { seq: 1, state: 'done', result: { square: 1 }, error: null },
      { seq: 2, state: 'done', result: { square: 4 }, error: null },
      { seq: 3, state: 'failed', result: null, error: 'three is refused' },
      { seq: 4, state: 'done', result: { square: 16 }, error: null },
    ]);
    // A screen that polls asks only for what landed after what it has.
    const news = await getJob(id, owner.headers, '?after=2');
    expect(news.json().data.items.map((item: { seq: number }) => item.seq)).toEqual([3, 4]);

    const stranger = await getJob(id, other.headers);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(JOB_MESSAGES.notFound);
    expect((await getJob(id, admin.headers)).statusCode).toBe(200);
    expect((await getJob(id + 1000, owner.headers)).statusCode).toBe(404);
  });

  it('fails the items of a batch whose handler throws, and goes on with the next batch', async () => {
    const jobsRunner = runner('throws', {
      flaky: {
        batchSize: 2,
        async runBatch(_job, batch) {
          if (batch[0]!.seq === 0) throw new Error('disk on fire');
          return batch.map(() => ({ result: { ok: true } }));
        },
      },
    });
    const { id } = await enqueue({ kind: 'flaky', createdBy: owner.user.id, payload: {}, items: items(3) });
    await jobsRunner.runPending();
    const job = (await getJob(id, owner.headers)).json().data;
    expect(job).toMatchObject({ state: 'done', done: 1, failed: 2 });
    expect(job.items[0]).toEqual({ seq: 0, state: 'failed', result: null, error: JOB_MESSAGES.itemFailed });
  });

  it('lets the event loop answer others between batches, on the embedded database too', async () => {
    // PGlite's queries resolve as microtasks: without a turn of the loop between batches, a job's
    // chain of queries held the thread until it ended, and no request or timer ran meanwhile.
    const events: string[] = [];
    const jobsRunner = runner('polite', {
      chain: {
        batchSize: 1,
        async runBatch(_job, batch) {
          events.push(`batch ${batch[0]!.seq}`);
          return batch.map(() => ({ result: { ok: true } }));
        },
      },
    });
    await enqueue({ kind: 'chain', createdBy: owner.user.id, payload: {}, items: items(4) });
    const running = jobsRunner.runPending();
    setImmediate(() => events.push('another request'));
    await running;
    expect(events.indexOf('another request')).toBeGreaterThan(-1);
    expect(events.indexOf('another request')).toBeLessThan(events.indexOf('batch 3'));
  });
});

describe('several processes', () => {
  it('never gives one job to two runners on one database (FOR UPDATE SKIP LOCKED)', async () => {
    const ranBy = new Map<number, string[]>();
    const handler = (name: string): JobHandler => ({
      async runBatch(job, batch) {
        ranBy.set(job.id, [...(ranBy.get(job.id) ?? []), name]);
        await sleep(30);
        return batch.map(() => ({ result: { by: name } }));
      },
    });
    const a = runner('worker-a', { shared: handler('a') });
    // The second runner has its own connection, as a second app process has (on PostgreSQL).
    const b = runner('worker-b', { shared: handler('b') }, second.db);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push(
        (await enqueue({ kind: 'shared', createdBy: owner.user.id, payload: {}, items: items(1) })).id,
      );
    }
    const [byA, byB] = await Promise.all([a.runPending(), b.runPending()]);
    expect(byA + byB).toBe(6);
    expect(byA).toBeGreaterThan(0);
    expect(byB).toBeGreaterThan(0);
    // Each job ran once, by one runner.
    for (const id of ids) expect(ranBy.get(id)).toHaveLength(1);
    expect(new Set(ids.flatMap((id) => ranBy.get(id))).size).toBe(2);
  });

  it('resumes a job whose process died at its first pending item, and leaves a live one alone', async () => {
    const seen: number[] = [];
    const handler: JobHandler = {
      batchSize: 10,
      async runBatch(_job, batch) {
        seen.push(...batch.map((item) => item.seq));
        return batch.map((item) => ({ result: { n: item.input.n } }));
      },
    };
    const survivor = runner('survivor', { resumable: handler });
    const dead = await enqueue({ kind: 'resumable', createdBy: owner.user.id, payload: {}, items: items(4) });
    const live = await enqueue({ kind: 'resumable', createdBy: owner.user.id, payload: {}, items: items(2) });
    // A process took the first job, recorded two items, and died: its heartbeat is an hour old.
    const db = ctx.app.deps.db;
    await db
      .update(jobs)
      .set({
        state: 'running',
        locked_by: 'dead-process',
        heartbeat_at: sql`now() - interval '1 hour'`,
        done: 2,
      })
      .where(eq(jobs.id, dead.id));
    await db
      .update(jobItems)
      .set({ state: 'done', result: { n: 'before the crash' } })
      .where(and(eq(jobItems.job_id, dead.id), sql`${jobItems.seq} < 2`));
    // Another process is running the second job right now.
    await db
      .update(jobs)
      .set({ state: 'running', locked_by: 'busy-process', heartbeat_at: sql`now()` })
      .where(eq(jobs.id, live.id));

    expect(await survivor.runPending()).toBe(1);
    expect(seen).toEqual([2, 3]);
    const resumed = (await getJob(dead.id, owner.headers)).json().data;
    expect(resumed).toMatchObject({ state: 'done', done: 4, failed: 0 });
    expect(resumed.items.map((item: { result: { n: unknown } }) => item.result.n)).toEqual([
      'before the crash',
      'before the crash',
      2,
      3,
    ]);
    const untouched = (await getJob(live.id, owner.headers)).json().data;
    expect(untouched).toMatchObject({ state: 'running', done: 0 });
  });

  it('a runner that lost its job to another process stops without recording over it', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = runner('slow', {
      taken: {
        async runBatch(_job, batch) {
          await gate;
          return batch.map(() => ({ result: { by: 'slow' } }));
        },
      },
    });
    const { id } = await enqueue({ kind: 'taken', createdBy: owner.user.id, payload: {}, items: items(1) });
    const running = slow.runPending();
    while ((await getJob(id, owner.headers)).json().data.state !== 'running') await sleep(5);
    // Its heartbeat was missed: another process took the job over.
    await ctx.app.deps.db.update(jobs).set({ locked_by: 'other-process' }).where(eq(jobs.id, id));
    release();
    await running;
    const job = (await getJob(id, owner.headers)).json().data;
    expect(job).toMatchObject({ state: 'running', done: 0, items: [] });
  });
});
