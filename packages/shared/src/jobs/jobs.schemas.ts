// Background jobs (issue 23): work a request starts and a screen follows (a month's payslips, an
// invoice run). GET jobs/{id} answers its state, counts and each item's result as it lands.
import { z } from 'zod';
import { JOB_STATES } from './jobs.messages';

export { JOB_MESSAGES, JOB_STATES, type JobState } from './jobs.messages';

export const jobItem = z.object({
  seq: z.number().int(),
  /** pending until processed; done with the owner's result, or failed with `error`. */
  state: z.enum(['pending', 'done', 'failed']),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
});
export type JobItem = z.infer<typeof jobItem>;

export const jobView = z.object({
  id: z.number().int(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** Every item in order, each with its result once processed. */
  items: z.array(jobItem),
});
export type JobView = z.infer<typeof jobView>;

/** What a request that starts a job answers: the job to follow with GET jobs/{id}. */
export const jobStarted = z.object({ id: z.number().int(), total: z.number().int() });
export type JobStarted = z.infer<typeof jobStarted>;
