// CPU-heavy work off the event loop (issue 23): PDF text extraction and PDF rendering take tens to
// hundreds of milliseconds of CPU each, during which a request thread would answer nobody. They run
// on a pool of worker threads (piscina) instead. A worker runs `src/cpu-tasks.ts`, which names each
// task (that file sits above the modules, as schema.ts does, so this shared module imports none).
// Threads start on the first task and end after 30 s without work: a server that renders no PDF
// carries none.
import os from 'node:os';
import type { Piscina } from 'piscina';

/**
 * From the sources (tsx, Vitest) a worker is a small ES module that loads cpu-tasks.ts through tsx;
 * in the bundle `npm start` runs, cpu-tasks.mjs sits beside the server in dist/ (scripts/build.mjs).
 */
const WORKER = import.meta.url.endsWith('.ts')
  ? new URL('./cpu-worker-source.mjs', import.meta.url)
  : new URL('./cpu-tasks.mjs', import.meta.url);

/** One thread per core, at most 4: the main thread mostly waits on the database while they run. */
export const CPU_THREADS = Math.max(1, Math.min(4, os.availableParallelism()));

let pool: Promise<Piscina> | undefined;
const openPool = () =>
  (pool ??= import('piscina').then(
    ({ Piscina }) =>
      new Piscina({
        filename: WORKER.href,
        minThreads: 0,
        maxThreads: CPU_THREADS,
        idleTimeout: 30_000,
      }),
  ));

/** Runs a task of cpu-tasks.ts on a worker thread; its input and answer are copied (structured clone). */
export async function runCpuTask<Answer>(task: string, input: unknown): Promise<Answer> {
  return (await openPool()).run({ task, input }) as Promise<Answer>;
}

/** How many tasks the pool has finished (tests check work went through it). */
export async function cpuTasksCompleted(): Promise<number> {
  return pool ? (await pool).completed : 0;
}

/** Ends the threads (a server's shutdown; a bench between runs). */
export async function closeCpuPool(): Promise<void> {
  const open = pool;
  pool = undefined;
  if (open) await (await open).destroy();
}
