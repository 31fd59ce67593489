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

/**
 * PDF text extraction (PDF.js, for the bulk payslips' files named by nobody) has a lane of its own:
 * one thread, so a bulk job reads one file at a time and leaves the other cores to everyone's
 * requests; a capped heap, so V8 collects PDF.js's documents and caches before growing past it
 * (it grew each thread by ~110 MB and kept it); and a fresh thread after `recycleAfter` files, so
 * what PDF.js keeps between documents (fonts, its worker-side caches) is dropped with the thread
 * rather than accumulated over a 2,000-file job. A PDF that needs more than the cap fails its
 * extraction (the file is then matched by nobody) and the next file gets a new thread. Tests
 * lower `recycleAfter`.
 */
export const PDF_TEXT_LANE = { heapMb: 64, recycleAfter: 100 };

/** The lanes: 'render' (PDF rendering) and 'text' (PDF text extraction). */
export type CpuLane = 'render' | 'text';

interface Lane {
  pool: Promise<Piscina> | undefined;
  /** Tasks given to the current pool (the text lane replaces it after PDF_TEXT_LANE.recycleAfter). */
  given: number;
  completed: number;
}

const lanes: Record<CpuLane, Lane> = {
  render: { pool: undefined, given: 0, completed: 0 },
  text: { pool: undefined, given: 0, completed: 0 },
};

const openPool = (name: CpuLane) => {
  const lane = lanes[name];
  lane.pool ??= import('piscina').then(
    ({ Piscina }) =>
      new Piscina({
        filename: WORKER.href,
        minThreads: 0,
        maxThreads: name === 'text' ? 1 : CPU_THREADS,
        idleTimeout: 30_000,
        ...(name === 'text'
          ? {
              resourceLimits: {
                maxOldGenerationSizeMb: PDF_TEXT_LANE.heapMb,
                maxYoungGenerationSizeMb: Math.max(4, Math.round(PDF_TEXT_LANE.heapMb / 8)),
              },
            }
          : {}),
      }),
  );
  return lane.pool;
};

/**
 * Runs a task of cpu-tasks.ts on a worker thread; its input and answer are copied (structured
 * clone), except the input's buffers in `transfer`, which move to the thread (detached here).
 */
export async function runCpuTask<Answer>(
  task: string,
  input: unknown,
  name: CpuLane = 'render',
  transfer: ArrayBuffer[] = [],
): Promise<Answer> {
  const lane = lanes[name];
  const opened = openPool(name);
  const last = name === 'text' && ++lane.given >= PDF_TEXT_LANE.recycleAfter;
  if (last) {
    // This pool takes no more tasks: the next one opens a new pool (a new thread), and this one
    // ends once its queued tasks, this one included, are done.
    lane.pool = undefined;
    lane.given = 0;
  }
  const pool = await opened;
  const running = pool.run(
    { task, input },
    transfer.length ? { transferList: transfer } : {},
  ) as Promise<Answer>;
  if (last) retire(pool);
  try {
    return await running;
  } finally {
    lane.completed++;
  }
}

const retiring = new Set<Promise<void>>();
function retire(pool: Piscina) {
  const closing = pool
    .close()
    .catch(() => undefined)
    .finally(() => retiring.delete(closing));
  retiring.add(closing);
}

/** How many tasks the lanes have finished (tests check work went through the pool). */
export async function cpuTasksCompleted(): Promise<number> {
  return lanes.render.completed + lanes.text.completed;
}

/** Ends the threads (a server's shutdown; a bench between runs). */
export async function closeCpuPool(): Promise<void> {
  for (const lane of Object.values(lanes)) {
    const open = lane.pool;
    lane.pool = undefined;
    lane.given = 0;
    if (open) await (await open).destroy();
  }
  await Promise.all([...retiring]);
}
