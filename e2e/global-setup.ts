// Starts a real SMTP server that captures mail, and the built app on a fresh embedded database.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASE_URL, PORT } from './playwright.config';
import { startMailCatcher } from './support/mail-catcher';

export const ADMIN_EMAIL = 'admin@staffdesk.test';
export const ADMIN_PASSWORD = 'Admin@12345';

export default async function globalSetup() {
  const mail = await startMailCatcher();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-e2e-'));
  const root = path.resolve(import.meta.dirname, '..');
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: BASE_URL,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: 'true',
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`${BASE_URL}/api/v1/users/is-auth`, 120_000);
  (globalThis as Record<string, unknown>).__staffdesk = { server, mail, dataDir };
}

async function waitFor(url: string, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The app did not start at ${url}`);
}
