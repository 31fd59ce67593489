// The job runner (issue 23): owners register a handler per job kind; any process that registered a
// kind picks its queued jobs with FOR UPDATE SKIP LOCKED (two processes on one PostgreSQL never take
// the same job), leases each with a heartbeat, and records every item's result as it lands. A job
// whose process died (its heartbeat went stale) is picked again and resumes at its first pending
// item: items already done are not redone. This module imports no feature module.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { JOB_MESSAGES } from '@staffdesk/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { nextTurn } from '../../lib/background';
import { jobItems, jobs } from './jobs.tables';

type Json = Record<string, unknown>;

export interface RunningJob {
  id: number;
  kind: string;
  payload: Json;
  /** Null for a job the scheduler queued. */
  created_by: number | null;
  total: number;
}
export interface PendingItem {
  seq: number;
  input: Json;
}
/** One item's outcome: the owner's result (shown as it is), or an error message. */
export type ItemOutcome = { result: Json } | { error: string };

export interface JobHandler {
  /** Items handed to one runBatch call: the owner's lookups run once per batch, not once per item. */
  batchSize?: number;
  /** The outcomes of the batch's items, in their order. A throw fails the batch's items. */
  runBatch(job: RunningJob, items: PendingItem[]): Promise<ItemOutcome[]>;
  /** After the job is done (e.g. a summary mail); a throw is logged, the job stays done. */
  finish?(job: RunningJob): Promise<void>;
}

export interface NewJob {
  kind: string;
  createdBy: number | null;
  payload: Json;
  items: Json[];
}

export interface JobRunner {
  readonly workerId: string;
  register(kind: string, handler: JobHandler): void;
  /** Stores the job and its items (inside the caller's transaction when given) and wakes the runner. */
  enqueue(job: NewJob, tx?: DbOrTx): Promise<{ id: number; total: number }>;
  /** Runs jobs until none is waiting for this process; resolves with how many it ran. */
  runPending(): Promise<number>;
  /**
   * A periodic task of an owner (e.g. the invoice reminders), run at start and then every
   * `intervalMs` while the runner is started. The task makes itself safe to run in several processes.
   */
  every(name: string, intervalMs: number, task: () => Promise<unknown>): void;
  /** Polls for jobs (other processes' and resumable ones) and starts the periodic tasks. */
  start(): void;
  /** Stops after the current batch and hands a job in progress back to the queue. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  workerId?: string;
  heartbeatMs?: number;
  /** A running job whose heartbeat is older than this is taken to have lost its process. */
  staleAfterMs?: number;
  pollMs?: number;
}

class LostLease extends Error {}

export function createJobRunner(db: Db, log: FastifyBaseLogger, options: JobRunnerOptions = {}): JobRunner {
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const heartbeatMs = options.heartbeatMs ?? 5_000;
  const staleSeconds = (options.staleAfterMs ?? 30_000) / 1000;
  const pollMs = options.pollMs ?? 5_000;
  const handlers = new Map<string, JobHandler>();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const soon = new Set<NodeJS.Timeout>();
  const periodic: { name: string; intervalMs: number; task: () => Promise<unknown> }[] = [];
  const periodicTimers: NodeJS.Timeout[] = [];

  /** Takes the oldest job of a registered kind that is queued or whose process went quiet. */
  async function pick(): Promise<RunningJob | null> {
    if (handlers.size === 0) return null;
    const kinds = [...handlers.keys()].join(',');
    const rows = await db.execute<RunningJob & Json>(sql`
      update ${jobs} set state = 'running', locked_by = ${workerId}, heartbeat_at = now()
      where ${jobs.id} = (
        select ${jobs.id} from ${jobs}
        where ${jobs.state} in ('queued', 'running')
          and (${jobs.state} = 'queued' or ${jobs.heartbeat_at} < now() - make_interval(secs => ${staleSeconds}))
          and ${jobs.kind} = any(string_to_array(${kinds}, ','))
        order by ${jobs.id}
        limit 1
        for update skip locked
      )
      returning ${jobs.id}, ${jobs.kind}, ${jobs.payload}, ${jobs.created_by}, ${jobs.total}`);
    return rows.rows[0] ?? null;
  }

  const ownJob = (id: number) => and(eq(jobs.id, id), eq(jobs.locked_by, workerId));

  /** Records a batch's outcomes and the job's counts together, only while this process holds the job. */
  async function record(job: RunningJob, items: PendingItem[], outcomes: ItemOutcome[]) {
    const failed = outcomes.filter((o) => 'error' in o).length;
    await db.transaction(async (tx) => {
      const owned = await tx
        .update(jobs)
        .set({
          done: sql`${jobs.done} + ${outcomes.length - failed}`,
          failed: sql`${jobs.failed} + ${failed}`,
          heartbeat_at: sql`now()`,
        })
        .where(ownJob(job.id))
        .returning({ id: jobs.id });
      if (!owned.length) throw new LostLease();
      // The batch's items in one statement: one per item was a round trip each, 2,000 for a
      // month's payslips, while other users wait on the same database.
      const rows = items.map((item, i) => {
        const outcome = outcomes[i]!;
        return 'error' in outcome
          ? sql`(${item.seq}::int, 'failed', ${outcome.error}::text, null::jsonb)`
          : sql`(${item.seq}::int, 'done', null::text, ${JSON.stringify(outcome.result)}::jsonb)`;
      });
      await tx.execute(sql`
        update ${jobItems} set state = v.state, error = v.error, result = v.result
        from (values ${sql.join(rows, sql`, `)}) as v(seq, state, error, result)
        where ${jobItems.job_id} = ${job.id} and ${jobItems.seq} = v.seq`);
    });
  }

  async function runBatches(job: RunningJob, handler: JobHandler): Promise<boolean> {
    const batchSize = handler.batchSize ?? 10;
    while (!stopped) {
      const items = await db
        .select({ seq: jobItems.seq, input: jobItems.input })
        .from(jobItems)
        .where(and(eq(jobItems.job_id, job.id), eq(jobItems.state, 'pending')))
        .orderBy(asc(jobItems.seq))
        .limit(batchSize);
      if (!items.length) return true;
      let outcomes: ItemOutcome[];
      try {
        outcomes = await handler.runBatch(job, items);
        if (outcomes.length !== items.length) throw new Error('a job handler answered the wrong count');
      } catch (err) {
        log.error({ err, jobId: job.id, kind: job.kind }, 'job batch failed');
        outcomes = items.map(() => ({ error: JOB_MESSAGES.itemFailed }));
      }
      await record(job, items, outcomes);
      await nextTurn();
    }
    return false;
  }

  async function run(job: RunningJob) {
    const handler = handlers.get(job.kind)!;
    const beat = setInterval(() => {
      db.update(jobs)
        .set({ heartbeat_at: sql`now()` })
        .where(ownJob(job.id))
        .catch((err) => log.warn({ err, jobId: job.id }, 'job heartbeat failed'));
    }, heartbeatMs);
    beat.unref();
    try {
      if (!(await runBatches(job, handler))) {
        // Stopping: the job goes back to the queue for the next process (or this one's restart).
        await db.update(jobs).set({ state: 'queued', locked_by: null }).where(ownJob(job.id));
        return;
      }
      await db
        .update(jobs)
        .set({ state: 'done', finished_at: sql`now()`, locked_by: null })
        .where(ownJob(job.id));
      await handler.finish?.(job);
    } catch (err) {
      if (err instanceof LostLease) {
        log.warn({ jobId: job.id }, 'job taken over by another process');
        return;
      }
      log.error({ err, jobId: job.id, kind: job.kind }, 'job failed');
      await db
        .update(jobs)
        .set({ state: 'failed', error: JOB_MESSAGES.failed, finished_at: sql`now()`, locked_by: null })
        .where(ownJob(job.id));
    } finally {
      clearInterval(beat);
    }
  }

  // One pass at a time per process: a caller joins the pass not yet started (as the mail drain does).
  let tail: Promise<unknown> = Promise.resolve();
  let queued: Promise<number> | null = null;
  const runPending = (): Promise<number> => {
    if (queued) return queued;
    const pass = tail.then(async () => {
      queued = null;
      let ran = 0;
      for (let job = stopped ? null : await pick(); job; job = stopped ? null : await pick()) {
        await run(job);
        ran++;
      }
      return ran;
    });
    queued = pass;
    tail = pass.catch(() => 0);
    return pass;
  };
  const runInBackground = () => void runPending().catch((err) => log.error({ err }, 'job runner failed'));

  return {
    workerId,
    register(kind, handler) {
      if (handlers.has(kind)) throw new Error(`job kind ${kind} is registered twice`);
      handlers.set(kind, handler);
    },
    async enqueue(job, tx) {
      // The job and its items commit together: a runner that picked the job between the two inserts
      // found no items and finished it empty (a flaky CI run under load showed it).
      const store = async (t: DbOrTx) => {
        const [row] = await t
          .insert(jobs)
          .values({
            kind: job.kind,
            payload: job.payload,
            created_by: job.createdBy,
            total: job.items.length,
          })
          .returning({ id: jobs.id });
        const id = row!.id;
        // Inserted in slices: one statement's parameters stay well under PostgreSQL's limit.
        for (let at = 0; at < job.items.length; at += 500) {
          await t
            .insert(jobItems)
            .values(job.items.slice(at, at + 500).map((input, i) => ({ job_id: id, seq: at + i, input })));
        }
        return id;
      };
      const id = tx ? await store(tx) : await db.transaction(store);
      // Run soon after the caller's transaction has committed; the poll catches slower commits.
      const handle = setTimeout(() => {
        soon.delete(handle);
        runInBackground();
      }, 50);
      handle.unref();
      soon.add(handle);
      return { id, total: job.items.length };
    },
    runPending,
    every(name, intervalMs, task) {
      periodic.push({ name, intervalMs, task });
    },
    start() {
      timer ??= setInterval(runInBackground, pollMs);
      timer.unref();
      runInBackground();
      if (periodicTimers.length) return;
      for (const { name, intervalMs, task } of periodic) {
        const run = () => void task().catch((err) => log.error({ err, task: name }, 'periodic task failed'));
        const handle = setInterval(run, intervalMs);
        handle.unref();
        periodicTimers.push(handle);
        run();
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      for (const handle of periodicTimers.splice(0)) clearInterval(handle);
      for (const handle of soon) clearTimeout(handle);
      soon.clear();
      await tail;
    },
  };
}
