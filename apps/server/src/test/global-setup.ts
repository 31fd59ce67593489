// Prepares one migrated, master-data-seeded database that every test file copies:
// a PGlite dump, or a PostgreSQL template database when TEST_DATABASE_URL is set.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { Db } from '../db/client';
import { type Database, MIGRATIONS_DIR, openPostgres } from '../db/client';
import { seedMasterData } from '../seed';

/** One template per checkout, so two checkouts on one machine can run the PostgreSQL suite at once. */
export const TEMPLATE_DB = `staffdesk_test_template_${createHash('sha256')
  .update(import.meta.dirname)
  .digest('hex')
  .slice(0, 8)}`;
/** Tests need real places, not all 148,000 cities: India, the United States and the United Kingdom. */
export const TEST_GEOGRAPHY = ['IN', 'US', 'GB'];

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresTemplateUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const templateUrl = withDatabase(url, TEMPLATE_DB);
    const database: Database = await openPostgres(templateUrl);
    await database.migrate();
    await seedMasterData(database.db, TEST_GEOGRAPHY);
    await database.close();
    project.provide('postgresTemplateUrl', templateUrl);
    project.provide('pgliteDump', '');
    return;
  }
  // Every test file loads this dump: with 1 MB WAL segments and a checkpoint at the end it carries
  // ~2 MB of WAL instead of two 16 MB segments (69 → ~39 MB to copy per file).
  const client = await PGlite.create({
    extensions: { pg_trgm, btree_gist },
    initDbStartParams: ['--wal-segsize=1'],
    startParams: [...PGlite.defaultStartParams, '-c', 'min_wal_size=2MB', '-c', 'max_wal_size=8MB'],
  });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  await seedMasterData(db as unknown as Db, TEST_GEOGRAPHY);
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteDump', file);
  project.provide('postgresTemplateUrl', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
