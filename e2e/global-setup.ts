// Starts a real SMTP server that captures mail, and the built app on a fresh embedded database.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASE_URL, PORT } from './playwright.config';
import { ADMIN, ORG_NAME } from './support/accounts';
import { SCREENSHOT_DIR } from './support/app';
import { startMailCatcher } from './support/mail-catcher';

const IS_AUTH = `${BASE_URL}/api/v1/users/is-auth`;

export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, '..');
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run test:e2e` (builds, then tests).');
  }
  // Another app on the port would answer in place of ours, and the tests would pass against it.
  if (await answers(IS_AUTH)) throw new Error(`Port ${PORT} is taken: stop what runs there or set E2E_PORT.`);

  // Each run's pictures only, so a reviewer never looks at a screen from an older build.
  fs.rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
  const mail = await startMailCatcher();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-e2e-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: BASE_URL,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ORG_NAME,
      SEED_DEMO: 'true',
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const state = { server, mail, dataDir };
  (globalThis as Record<string, unknown>).__staffdesk = state;
  try {
    await waitForStart(server, 120_000);
  } catch (error) {
    // Global teardown does not run when setup fails: stop what was started so the run can end.
    server.kill('SIGTERM');
    await mail.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function answers(url: string) {
  try {
    return (await fetch(url)).status < 500;
  } catch {
    return false;
  }
}

async function waitForStart(server: ChildProcess, timeoutMs: number) {
  let exited: number | null = null;
  server.once('exit', (code) => {
    exited = code ?? -1;
  });
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (exited !== null) throw new Error(`The app exited with code ${exited} before it answered`);
    if (await answers(IS_AUTH)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not answer at ${IS_AUTH} within ${timeoutMs / 1000} s`);
}
