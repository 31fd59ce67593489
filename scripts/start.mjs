// `npm start`: build what is older than its sources (scripts/build.mjs: the web app, the server
// bundle, the embedded database's template), then run the server (API and web app on one port) and
// pass signals on for a graceful shutdown.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildStale } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');

await buildStale({ pglite: !process.env.DATABASE_URL });
if (process.argv.includes('--build-only')) process.exit(0);

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/server.mjs'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
