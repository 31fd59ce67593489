// Follows a background job (GET jobs/{id}): polls for the items new since the last poll until the
// job is done, keeping each item's result (or its error) in order.
import { JOB_MESSAGES, type JobView } from '@staffdesk/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchJob } from '../api/billing-run-api';

const POLL_MS = 700;

export type JobResult = Record<string, unknown> & { error?: string };
export interface JobProgress {
  total: number;
  processed: number;
  state: JobView['state'];
  results: JobResult[];
  error: string | null;
}

const resultOf = (item: JobView['items'][number]): JobResult =>
  item.result ?? { error: item.error ?? JOB_MESSAGES.itemFailed };

export function useJobProgress(onDone: () => void) {
  const [progress, setProgress] = useState<JobProgress | null>(null);
  const live = useRef(0);
  useEffect(
    () => () => {
      live.current++;
    },
    [],
  );
  const follow = useCallback(
    async (id: number, total: number) => {
      const run = ++live.current;
      let results: JobResult[] = [];
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
