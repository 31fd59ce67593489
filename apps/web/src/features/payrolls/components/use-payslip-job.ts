// Follows the bulk upload's job (issue 23) with the shared job poll, so each file's line appears as
// it is matched, until the job is done.
import { type BulkResult, JOB_MESSAGES } from '@staffdesk/shared';
import { type JobItem, type JobProgress, useJobProgress } from '../../../lib/use-job-progress';

export type PayslipJobProgress = JobProgress<BulkResult>;

/** An item the job could not process (no result): shown as unmatched with the job's reason. */
const resultOf = (item: JobItem): BulkResult =>
  item.result
    ? (item.result as BulkResult)
    : { file: `File ${item.seq + 1}`, status: 'unmatched', reason: item.error ?? JOB_MESSAGES.itemFailed };

export const usePayslipJob = (onDone: () => void) => useJobProgress(resultOf, onDone);
