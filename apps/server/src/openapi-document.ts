// Writes the OpenAPI document the server serves at /api/docs/json to a file, without a database or
// a listening server (`npm run lint:api` lints it with Redocly and Spectral in .ci/run).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Database } from './db/client';

const out = path.resolve(process.argv[2] ?? 'openapi.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-openapi-'));
// Routes are declared without touching the database: a stand-in that nothing queries.
const database = {
  kind: 'pglite',
  db: {},
  migrate: async () => {},
  close: async () => {},
} as unknown as Database;
const config = loadConfig(
  { NODE_ENV: 'development' },
  {
    dataDir,
    webDist: null,
    logLevel: 'silent',
    seedDemo: false,
    dataEncryptionKey: Buffer.alloc(32).toString('base64'),
  },
);
const app = await buildApp(config, { database });
await app.ready();
fs.writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`OpenAPI document written to ${path.relative(process.cwd(), out)}`);
