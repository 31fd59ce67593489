// The CPU pool's threads yield to the threads that answer requests (issue 23): while a bulk payslip
// job read 1,000 PDFs' text on its thread, another user's list request took 1.56-1.70× its idle p95
// on 2 cores. Linux keeps a nice value per thread, and setpriority() given a thread's id changes that
// thread alone, so a worker lowers its own: the scheduler still gives it every idle cycle, and hands
// a busy core to the event loop and the database first.
import fs from 'node:fs';
import os from 'node:os';

/** The nice value the CPU pool's threads run at (0 is the default, 19 the lowest priority). */
export const BACKGROUND_NICE = 10;

/** The calling thread's Linux thread id, or null elsewhere. */
function threadIdOfThisThread(): number | null {
  try {
    // "/proc/thread-self" links to "<pid>/task/<tid>".
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/** Lowers the calling thread's CPU priority; answers the nice value it runs at, or null if it could not. */
export function runThisThreadInBackground(): number | null {
  const tid = threadIdOfThisThread();
  if (tid === null) return null;
  try {
    os.setPriority(tid, BACKGROUND_NICE);
    return os.getPriority(tid);
  } catch {
    return null;
  }
}
