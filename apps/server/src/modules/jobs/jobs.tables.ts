// Background jobs (issue 23): a job is a row any app process may pick (FOR UPDATE SKIP LOCKED) and
// lease with a heartbeat; its items are rows too, so a job whose process died resumes at the first
// item not yet done, and a screen reads each item's result as it lands.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** Which registered handler runs it ('payslips', …). */
    kind: text('kind').notNull(),
    /** queued | running | done | failed */
    state: text('state').notNull().default('queued'),
    /** What the whole job needs (the owner's own shape). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    error: text('error'),
    /** Who queued it; null for the scheduler's own jobs (e.g. the month's timesheets). */
    created_by: integer('created_by').references(() => users.id),
    /** The process running it, and when it last said it still is: a stale heartbeat frees the job. */
    locked_by: text('locked_by'),
    heartbeat_at: at('heartbeat_at'),
    created_at: at('created_at').notNull().defaultNow(),
    finished_at: at('finished_at'),
  },
  // The pick reads only unfinished jobs: a partial index stays small however many have finished.
  (t) => [index('jobs_open_idx').on(t.id).where(sql`${t.state} in ('queued', 'running')`)],
);

export const jobItems = pgTable(
  'job_items',
  {
    job_id: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    /** pending | done | failed */
    state: text('state').notNull().default('pending'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.job_id, t.seq] })],
);
