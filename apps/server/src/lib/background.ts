// Work a request starts but does not wait for: its answer must not take longer when the work is
// there (forgot-password for an existing address) than when it is not. Failures are logged; the app
// waits for what is pending before it closes the database, and tests wait with `whenIdle()`.
import type { FastifyBaseLogger } from 'fastify';

const pending = new Set<Promise<void>>();

/**
 * Lets the event loop answer what is waiting (requests, timers) before a long run goes on. On the
 * embedded database every query runs on this thread and resolves as a microtask, so a job's chain of
 * queries never returned to the loop: a bulk payslip job held it for up to 290 ms at a time.
 * Background loops (a job's items, the mail drain's messages) await this once per item.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export function runInBackground(log: FastifyBaseLogger, what: string, work: () => Promise<unknown>): void {
  const task = (async () => {
    // After the current request's answer is on its way.
    await nextTurn();
    await work();
  })()
    .catch((err) => log.error({ err }, `${what} failed`))
    .then(() => {
      pending.delete(task);
    });
  pending.add(task);
}

/** Resolves once every background task started so far (and any they started) has finished. */
export async function whenIdle(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
