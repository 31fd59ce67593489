// Follows a background job (GET jobs/{id}, issue 23): polls for the items new since the last poll
// until the job is done, keeping each item's result in order, so a screen shows each line as it
// lands. The bulk payslips and the billing run's drafts and Send all use it; each says how an item
// the job could not process (no result) reads.
import { JOB_MESSAGES, type JobView } from '@staffdesk/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiGet } from './api-client';

const POLL_MS = 700;

export type JobItem = JobView['items'][number];

export interface JobProgress<R> {
  total: number;
  processed: number;
  state: JobView['state'];
  results: R[];
  error: string | null;
}

const fetchJob = async (id: number, after: number) => (await apiGet<JobView>(`jobs/${id}`, { after })).data;

export function useJobProgress<R>(resultOf: (item: JobItem) => R, onDone: () => void) {
  const [progress, setProgress] = useState<JobProgress<R> | null>(null);
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
      let results: R[] = [];
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
    [onDone, resultOf],
  );

  return { progress, follow, reset: () => setProgress(null) };
}
