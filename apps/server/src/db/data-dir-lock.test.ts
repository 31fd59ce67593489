// Issue 7: two processes on one PGlite folder lost acknowledged rows. The second must be refused with
// a clear message; the lock goes with its process, on a clean exit and after kill -9.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from './client';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-lock-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const LOCKER = path.resolve(import.meta.dirname, 'data-dir-lock.ts');

/** Another Node process that takes the lock on `dir`, says "locked" and waits (or exits when told). */
function lockInChild(dir: string, then: 'wait' | 'exit'): Promise<ChildProcess> {
  const code = `
    const { lockDataDir } = await import(${JSON.stringify(LOCKER)});
    lockDataDir(${JSON.stringify(dir)});
    console.log('locked');
    ${then === 'exit' ? 'process.exit(0);' : 'setInterval(() => {}, 1000);'}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve(child);
    });
    child.on('exit', (code) =>
      code === 0 && then === 'exit' ? resolve(child) : reject(new Error(`exit ${code}`)),
    );
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.on('exit', () => resolve()),
  );

describe('the embedded database folder lock', () => {
  it('refuses a second process while the first runs, and recovers after the first is killed -9', async () => {
    const dir = path.join(root, 'killed');
    const child = await lockInChild(dir, 'wait');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`in use by another Staffdesk process (pid ${child.pid}`);
    child.kill('SIGKILL');
    await exited(child);
    // The lock file is still there (nothing ran on kill -9), but its process is gone: taken over.
    expect(fs.existsSync(`${dir}.lock`)).toBe(true);
    const lock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it('is released when the owning process exits', async () => {
    const dir = path.join(root, 'exited');
    const child = await lockInChild(dir, 'exit');
    await exited(child);
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir).release();
  });

  it.skipIf(!inject('pgliteDump'))(
    'keeps a second open of the same folder out, and lets it in once the first is closed',
    async () => {
      const dir = path.join(root, 'pgdata');
      // Started from the test database's dump rather than an initdb, which takes long on a busy machine.
      const first = await openPglite(dir, { loadDataDir: new Blob([fs.readFileSync(inject('pgliteDump'))]) });
      await first.db.execute('create table t (n int)');
      await expect(openPglite(dir)).rejects.toThrow(DataDirLockedError);
      await first.close();
      const second = await openPglite(dir);
      const result = await second.db.execute<{ n: number }>('select count(*)::int as n from t');
      expect(result.rows[0]?.n).toBe(0);
      await second.close();
    },
  );
});
