// Follows the bulk upload's job (issue 23): polls GET jobs/{id} for the results that are new since
// the last poll, so each file's line appears as it is matched, until the job is done.
import { type BulkResult, JOB_MESSAGES, type JobView } from '@staffdesk/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchJob } from '../api/payrolls-api';

const POLL_MS = 700;

export interface PayslipJobProgress {
  total: number;
  processed: number;
  state: JobView['state'];
  results: BulkResult[];
  error: string | null;
}

/** An item the job could not process (no result): shown as unmatched with the job's reason. */
const resultOf = (item: JobView['items'][number]): BulkResult =>
  item.result
    ? (item.result as BulkResult)
    : { file: `File ${item.seq + 1}`, status: 'unmatched', reason: item.error ?? JOB_MESSAGES.itemFailed };

export function usePayslipJob(onDone: () => void) {
  const [progress, setProgress] = useState<PayslipJobProgress | null>(null);
  const live = useRef(0);
  useEffect(
    () => () => {
      live.current++; // unmounted: a poll in flight stops
    },
    [],
  );

  const follow = useCallback(
    async (id: number, total: number) => {
      const run = ++live.current;
      let results: BulkResult[] = [];
      setProgress({ total, processed: 0, state: 'queued', results, error: null });
      for (;;) {
        let job: JobView;
        try {
          job = await fetchJob(id, results.length - 1);
        } catch (err) {
          if (run !== live.current) return;
          setProgress((p) => p && { ...p, error: err instanceof Error ? err.message : JOB_MESSAGES.failed });
          return;
        }
        if (run !== live.current) return;
        results = [...results, ...job.items.map(resultOf)];
        const finished = job.state === 'done' || job.state === 'failed';
        setProgress({
          total: job.total,
          processed: job.done + job.failed,
          state: job.state,
          results,
          error: job.error,
        });
        if (finished) {
          onDone();
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        if (run !== live.current) return;
      }
    },
    [onDone],
  );

  return { progress, follow, reset: () => setProgress(null) };
}
