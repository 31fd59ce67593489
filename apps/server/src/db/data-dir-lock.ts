// One process per embedded database folder. PGlite has no postmaster to refuse a second opener:
// two processes on one folder each hand out the same keys and overwrite each other's pages (issue 7
// lost 40 of 80 acknowledged rows). A lock file beside the folder holds the owner's pid; a second
// process refuses to start while that pid lives, and a lock left by a crash (kill -9, power loss)
// is taken over because its pid is gone.
import fs from 'node:fs';
import os from 'node:os';

export class DataDirLockedError extends Error {}

export interface DataDirLock {
  file: string;
  release(): void;
}

interface Owner {
  pid: number;
  host: string;
}

function readOwner(file: string): Owner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' ? { pid: owner.pid, host: String(owner.host ?? '') } : null;
  } catch {
    return null; // unreadable or half-written: treated as stale
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock on `dir` (file `<dir>.lock`) or throws DataDirLockedError naming the owner. */
export function lockDataDir(dir: string): DataDirLock {
  const file = `${dir}.lock`;
  const me: Owner = { pid: process.pid, host: os.hostname() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx': created only if absent, atomically, so two starting processes cannot both win.
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      return holdLock(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = readOwner(file);
    // Another machine's pid cannot be checked from here (a shared network folder): refuse.
    if (owner && (owner.host !== me.host || owner.pid === me.pid || isAlive(owner.pid))) {
      throw new DataDirLockedError(
        `The data folder ${dir} is in use by another Staffdesk process (pid ${owner.pid} on ${owner.host}). ` +
          'Stop it first, or give this one its own DATA_DIR (or a DATABASE_URL).',
      );
    }
    // Stale: its process is gone. Removed and tried again; a rival doing the same gets EEXIST.
    fs.rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dir}; try again.`);
}

function holdLock(file: string): DataDirLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    // Only our own lock: a folder taken over after we were presumed dead stays the new owner's.
    if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  // A normal exit (or process.exit after a signal) releases it even when close() was not reached.
  process.on('exit', release);
  return { file, release };
}
