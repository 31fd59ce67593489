import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';

export default async function globalTeardown() {
  const state = (globalThis as Record<string, unknown>).__staffdesk as
    | { server: ChildProcess; mail: { close(): Promise<void> }; dataDir: string }
    | undefined;
  if (!state) return;
  state.server.kill('SIGTERM');
  await new Promise((r) => state.server.once('exit', r));
  await state.mail.close();
  fs.rmSync(state.dataDir, { recursive: true, force: true });
}
