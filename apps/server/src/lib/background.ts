// Work a request starts but does not wait for: its answer must not take longer when the work is
// there (forgot-password for an existing address) than when it is not. Failures are logged; the app
// waits for what is pending before it closes the database, and tests wait with `whenIdle()`.
import type { FastifyBaseLogger } from 'fastify';

const pending = new Set<Promise<void>>();

export function runInBackground(log: FastifyBaseLogger, what: string, work: () => Promise<unknown>): void {
  const task = (async () => {
    // After the current request's answer is on its way.
    await new Promise((resolve) => setImmediate(resolve));
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
