// Reading a job (issue 23): its creator follows it (a super-admin may too); anyone else is told it
// does not exist, as for every record out of scope.
import { JOB_MESSAGES, type JobState, type JobView, type SessionUser } from '@staffdesk/shared';
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { jobItems, jobs } from './jobs.tables';

/** The job with its processed items after `after` (all of them by default): a poll asks only for news. */
export async function getJob(db: DbOrTx, viewer: SessionUser, id: number, after = -1): Promise<JobView> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!job || (job.created_by !== viewer.id && viewer.type_slug !== 'super-admin')) {
    throw notFound(JOB_MESSAGES.notFound);
  }
  const items = await db
    .select({ seq: jobItems.seq, state: jobItems.state, result: jobItems.result, error: jobItems.error })
    .from(jobItems)
    .where(and(eq(jobItems.job_id, id), gt(jobItems.seq, after), ne(jobItems.state, 'pending')))
    .orderBy(asc(jobItems.seq));
  return {
    id: job.id,
    kind: job.kind,
    state: job.state as JobState,
    total: job.total,
    done: job.done,
    failed: job.failed,
    error: job.error,
    created_at: job.created_at.toISOString(),
    finished_at: job.finished_at?.toISOString() ?? null,
    items: items.map((item) => ({ ...item, state: item.state as JobView['items'][number]['state'] })),
  };
}
