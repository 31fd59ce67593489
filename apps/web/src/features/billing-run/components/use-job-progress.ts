// The billing run's jobs (drafts, Send all) followed with the shared job poll: an item the job could
// not process reads as its error.
import { JOB_MESSAGES } from '@staffdesk/shared';
import {
  type JobItem,
  type JobProgress as Progress,
  useJobProgress as useJob,
} from '../../../lib/use-job-progress';

export type JobResult = Record<string, unknown> & { error?: string };
export type JobProgress = Progress<JobResult>;

const resultOf = (item: JobItem): JobResult =>
  (item.result as JobResult | null) ?? { error: item.error ?? JOB_MESSAGES.itemFailed };

export const useJobProgress = (onDone: () => void) => useJob(resultOf, onDone);
