// `npm start`: build what is older than its sources (scripts/build.mjs: the web app, the server
// bundle, the embedded database's template), then run the server (API and web app on one port) and
// pass signals on for a graceful shutdown.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildStale } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');

await buildStale({ pglite: !process.env.DATABASE_URL });
if (process.argv.includes('--build-only')) process.exit(0);

// V8's young generation grows to 16 MB semi-spaces by default: ~15 MB of heap a small server does
// not need (restart RSS 289-304 -> 278-282 MB, list CPU per request within this machine's noise;
// docs/decisions.md, "A smaller young generation for npm start").
const server = spawn(
  process.execPath,
  [
    '--enable-source-maps',
    '--max-semi-space-size=8',
    path.join(root, 'apps/server/dist/server.mjs'),
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
