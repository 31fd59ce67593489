// The built server on a fresh embedded database with the demo data, for the measuring scripts
// (lighthouse.mjs, measure-js.mjs): started, waited for, signed in, and stopped with its folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildStale } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Builds what is stale, starts the server on `port` and signs in as `admin`: { base, cookie, stop }. */
export async function startBuiltServer({ port, admin }) {
  await buildStale({ pglite: true });
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-measure-'));
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.on('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (;;) {
      try {
        if ((await fetch(`${base}/api/v1/users/is-auth`)).status === 401) break;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    const login = await fetch(`${base}/api/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0];
    if (!cookie) throw new Error(`Sign-in failed: ${login.status}`);
    return { base, cookie, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
