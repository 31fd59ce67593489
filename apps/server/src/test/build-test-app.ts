// A fresh app on a fresh copy of the seeded test database, per test file.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, type BuildOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openPglite, openPostgres } from '../db/client';
import { TEMPLATE_DB, withDatabase } from './global-setup';

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  /** Another connection to the same database, as a second app instance has (PGlite: the same one). */
  openAgain(): Promise<Database>;
  close(): Promise<void>;
}

async function openTestDatabase(): Promise<{
  database: Database;
  openAgain(): Promise<Database>;
  drop(): Promise<void>;
}> {
  const templateUrl = inject('postgresTemplateUrl');
  if (templateUrl) {
    const name = `staffdesk_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
    await admin.end();
    const database = await openPostgres(withDatabase(templateUrl, name));
    return {
      database,
      openAgain: () => openPostgres(withDatabase(templateUrl, name)),
      async drop() {
        await database.close();
        const admin2 = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin2.connect();
        await admin2.query(`drop database if exists ${name} with (force)`);
        await admin2.end();
      },
    };
  }
  const dump = new Blob([fs.readFileSync(inject('pgliteDump'))]);
  const database = await openPglite(null, { loadDataDir: dump });
  // PGlite serves one process: a second instance in this process shares the database, its close a no-op.
  return {
    database,
    openAgain: async () => ({ ...database, close: async () => {} }),
    drop: () => database.close(),
  };
}

/** One key for every test app of a process: two apps in one test file can read each other's rows. */
export const TEST_DATA_ENCRYPTION_KEY = Buffer.alloc(32, 'staffdesk-test').toString('base64');

export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<TestContext> {
  const { database, openAgain, drop } = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-data-'));
  const config = loadConfig(
    { NODE_ENV: 'test' },
    {
      dataDir,
      webDist: null,
      logLevel: 'silent',
      publicUrl: 'http://localhost:3000',
      seedDemo: false,
      dataEncryptionKey: TEST_DATA_ENCRYPTION_KEY,
      ...overrides,
    },
  );
  const app = await buildApp(config, { ...options, database });
  await app.ready();
  return {
    app,
    database,
    config,
    openAgain,
    async close() {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
