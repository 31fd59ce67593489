// Issue 21: `keys:rotate` run while the app ran moved every value to a key the running app did not
// have (every encrypted read answered 500 until a restart), and an app still writing with the old
// key did so after the tool said that key could go. On PostgreSQL each app process now holds a
// shared advisory lock the tool must take exclusively (PGlite: the data-folder lock).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { claimDatabaseAlone } from './db/database-use';
import { rotateKeys } from './keys-rotation';
import { fieldKey, keyRing, parseMasterKey, useKeyRing } from './lib/field-crypto';
import { buildTestApp, TEST_DATA_ENCRYPTION_KEY, type TestContext } from './test/build-test-app';
import { createPartnersAccount, signedIn } from './test/factories';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const oldKeyId = fieldKey(parseMasterKey(TEST_DATA_ENCRYPTION_KEY, 'test key')).id;
const newKey = randomBytes(32).toString('base64');
const newKeyId = fieldKey(parseMasterKey(newKey, 'new key')).id;

let ctx: TestContext;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-rotate-'));
beforeAll(async () => {
  if (onPostgres) ctx = await buildTestApp();
});
afterAll(async () => {
  useKeyRing(keyRing(parseMasterKey(TEST_DATA_ENCRYPTION_KEY, 'test key')));
  await ctx?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The tool's configuration: the new key current, the test key still readable. */
const toolConfig = () =>
  loadConfig(
    { NODE_ENV: 'test' },
    {
      databaseUrl: ctx.database.url!,
      dataDir,
      logLevel: 'silent',
      webDist: null,
      seedDemo: false,
      dataEncryptionKey: newKey,
      dataEncryptionOldKeys: [TEST_DATA_ENCRYPTION_KEY],
    },
  );

const storedKeyOf = async (db: TestContext['app']['deps']['db'], id: number) => {
  const { rows } = await db.execute<{ v: string }>(
    sql`select partners_bank_account_number as v from partners_accounts where id = ${id}`,
  );
  return rows[0]!.v.split(':')[2];
};

describe.skipIf(!onPostgres)('npm run keys:rotate on PostgreSQL', () => {
  it('refuses while an app uses the database, rotates alone, and frees the old key after a second pass', async () => {
    const partner = await createPartnersAccount(ctx.app, { partners_bank_account_number: '50200012345678' });
    const lines: string[] = [];
    expect(await rotateKeys(toolConfig(), (line) => lines.push(line))).toBe(1);
    expect(lines).toContain(
      'Staffdesk is running on this database (1 process(es)): stop every instance, run this again, then start them with the new key.',
    );
    // Nothing moved: the running app still reads every value.
    useKeyRing(keyRing(parseMasterKey(TEST_DATA_ENCRYPTION_KEY, 'test key')));
    expect(await storedKeyOf(ctx.app.deps.db, partner.id)).toBe(oldKeyId);
    const admin = await signedIn(ctx.app, { type: 'super-admin' });
    const before = await ctx.app.inject({ url: `/api/v1/partners/${partner.id}`, headers: admin.headers });
    expect(before.statusCode).toBe(200);
    expect(before.json().data.partners_bank_account_number).toBe('50200012345678');

    // Stopped, the tool runs, and counts again before naming the old key free.
    await ctx.app.close();
    lines.length = 0;
    expect(await rotateKeys(toolConfig(), (line) => lines.push(line))).toBe(0);
    expect(lines).toContain(`A second pass found every value on key ${newKeyId}.`);
    expect(lines).toContain(
      `Key ${oldKeyId}: no value uses it, so it may be removed from DATA_ENCRYPTION_OLD_KEYS (or the key file) once no backup you might restore still needs it.`,
    );

    // Started again with the new key (and the old one still listed), it reads what the tool wrote.
    const database = await ctx.openAgain();
    const app = await buildApp(toolConfig(), { database });
    try {
      expect(await storedKeyOf(app.deps.db, partner.id)).toBe(newKeyId);
      const res = await app.inject({ url: `/api/v1/partners/${partner.id}`, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.partners_bank_account_number).toBe('50200012345678');
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('makes an app that starts during a rotation wait for it to end', async () => {
    const claim = await claimDatabaseAlone(ctx.database.url!);
    if (!('release' in claim)) throw new Error('the database is in use');
    const database = await ctx.openAgain();
    let started = false;
    const starting = buildApp(toolConfig(), { database }).then((app) => {
      started = true;
      return app;
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(started).toBe(false);
    await claim.release();
    const app = await starting;
    expect(started).toBe(true);
    // Running, it is counted: the tool refuses again.
    const lines: string[] = [];
    expect(await rotateKeys(toolConfig(), (line) => lines.push(line))).toBe(1);
    await app.close();
    await database.close();
  });
});
