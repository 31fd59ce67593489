// Encrypted columns against the real database: raw rows hold no plain text, old plain rows are
// encrypted at start, a key rotation moves every value and blind index, and nothing leaks to logs.
import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { pgTable, serial } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeKeyRing,
  blindIndex,
  blindIndexCandidates,
  ENCRYPTED_PREFIX,
  type KeyRing,
  keyRing,
  parseMasterKey,
  useKeyRing,
} from '../lib/field-crypto';
import { partnersAccounts } from '../modules/partners/partners.tables';
import { countStale, encryptPlainValues, reencryptAll, reencryptTable } from '../reencrypt';
import { seedDemo } from '../seed/demo';
import { buildTestApp, TEST_DATA_ENCRYPTION_KEY, type TestContext } from '../test/build-test-app';
import { createCompany, createPartnersAccount, TEST_PASSWORD } from '../test/factories';
import { blindIndexText, encryptedTables, encryptedText } from './encrypted-columns';

const BANK = {
  partners_bank_account_number: '50200012345678',
  ifsc_code: 'HDFC0000521',
  swift_code: 'HDFCINBB',
  partners_more_bank_details: 'Intermediary: Citibank New York',
  partners_account_address: '21 HITEC City, Madhapur',
};
const ENCRYPTED = Object.keys(BANK) as (keyof typeof BANK)[];

const logLines: string[] = [];
let ctx: TestContext;
let testRing: KeyRing;
beforeAll(async () => {
  ctx = await buildTestApp({ logLevel: 'trace' }, { logStream: { write: (line) => logLines.push(line) } });
  testRing = activeKeyRing();
});
afterAll(async () => {
  useKeyRing(testRing);
  await ctx.close();
});

/** The row as stored, bypassing the column types. */
async function rawPartner(id: number) {
  const result = await ctx.app.deps.db.execute<Record<string, string | null>>(
    sql`select * from partners_accounts where id = ${id}`,
  );
  return result.rows[0]!;
}
const read = async (id: number) =>
  (await ctx.app.deps.db.select().from(partnersAccounts).where(eq(partnersAccounts.id, id)))[0]!;

describe('partner bank details at rest', () => {
  it('are ciphertext in the row and plain text to the code', async () => {
    const partner = await createPartnersAccount(ctx.app, {
      ...BANK,
      partners_bank_account_name: 'TalentBridge LLP',
    });
    const raw = await rawPartner(partner.id);
    for (const column of ENCRYPTED) {
      expect(raw[column]!.startsWith(`${ENCRYPTED_PREFIX}${testRing.current.id}:`)).toBe(true);
    }
    expect(JSON.stringify(raw)).not.toMatch(/50200012345678|HDFC0000521|HDFCINBB|Citibank|HITEC/);
    // Not personal financial data: kept plain (docs/decisions.md).
    expect(raw.partners_bank_account_name).toBe('TalentBridge LLP');
    expect(await read(partner.id)).toMatchObject(BANK);
    expect(partner).toMatchObject(BANK);
  });

  it('keeps nulls null', async () => {
    const partner = await createPartnersAccount(ctx.app);
    expect((await rawPartner(partner.id)).partners_bank_account_number).toBeNull();
    expect((await read(partner.id)).ifsc_code).toBeNull();
  });

  it('are encrypted in the demo data too', async () => {
    const own = await createCompany(ctx.app);
    await ctx.app.deps.db.transaction((tx) => seedDemo(tx, own.id));
    const raw = await ctx.app.deps.db.execute<Record<string, string | null>>(
      sql`select * from partners_accounts where account_name = 'TalentBridge Consulting'`,
    );
    expect(raw.rows[0]!.partners_bank_account_number).toMatch(/^enc:v1:/);
    expect(JSON.stringify(raw.rows)).not.toMatch(/50200012345678|004512398765|HDFC0000521|CHASUS33/);
    const [demo] = await ctx.app.deps.db
      .select()
      .from(partnersAccounts)
      .where(eq(partnersAccounts.account_name, 'TalentBridge Consulting'));
    expect(demo!.partners_bank_account_number).toBe('50200012345678');
  });

  it('written in plain text before the columns were encrypted are encrypted at start, once', async () => {
    const inserted = await ctx.app.deps.db.execute<{ id: number }>(
      sql`insert into partners_accounts (account_name, partners_bank_account_number, ifsc_code)
          values ('Legacy Partner', '11122233344455', 'SBIN0001234') returning id`,
    );
    const id = inserted.rows[0]!.id;
    expect(await read(id)).toMatchObject({ partners_bank_account_number: '11122233344455' });
    const changed = await encryptPlainValues(ctx.app.deps.db, ctx.app.log);
    expect(changed.partners_accounts).toBe(1);
    expect((await rawPartner(id)).partners_bank_account_number).toMatch(/^enc:v1:/);
    expect(await read(id)).toMatchObject({
      partners_bank_account_number: '11122233344455',
      ifsc_code: 'SBIN0001234',
    });
    expect((await encryptPlainValues(ctx.app.deps.db, ctx.app.log)).partners_accounts).toBe(0);
  });
});

describe('key rotation', () => {
  it('re-encrypts every value with the new key in batches; the old key is then not needed', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await createPartnersAccount(ctx.app, BANK)).id);
    const oldKey = parseMasterKey(TEST_DATA_ENCRYPTION_KEY, 'test key');
    const newKey = randomBytes(32);
    const rotating = keyRing(newKey, [oldKey]);
    useKeyRing(rotating);
    try {
      expect(
        (await countStale(ctx.app.deps.db, rotating, 'rotate')).partners_accounts,
      ).toBeGreaterThanOrEqual(5);
      const changed = await reencryptAll(ctx.app.deps.db, rotating, 'rotate', 2);
      expect(changed.partners_accounts).toBeGreaterThanOrEqual(5);
      // Every encrypted table (partners, invoices, vendor bank detail …) is on the new key now.
      const stale = await countStale(ctx.app.deps.db, rotating, 'rotate');
      expect(stale.partners_accounts).toBe(0);
      expect(Object.entries(stale).filter(([, n]) => n > 0)).toEqual([]);

      useKeyRing(keyRing(newKey));
      for (const id of ids) {
        const raw = await rawPartner(id);
        expect(raw.partners_bank_account_number!.startsWith(`enc:v1:${rotating.current.id}:`)).toBe(true);
        expect(await read(id)).toMatchObject(BANK);
      }
    } finally {
      // Back to the test key for the other tests: rotate back.
      useKeyRing(keyRing(oldKey, [newKey]));
      await reencryptAll(ctx.app.deps.db, activeKeyRing(), 'rotate');
      useKeyRing(testRing);
    }
  });
});

describe('blind index', () => {
  const people = pgTable('blind_index_test', {
    id: serial('id').primaryKey(),
    pan: encryptedText('pan'),
    pan_index: blindIndexText('pan_index', { source: 'pan', purpose: 'pan' }),
  });
  const find = (pan: string) =>
    ctx.app.deps.db
      .select({ id: people.id, pan: people.pan })
      .from(people)
      .where(inArray(people.pan_index, blindIndexCandidates(pan, 'pan')));

  it('finds a record by an encrypted value, also during and after a rotation', async () => {
    await ctx.app.deps.db.execute(
      sql`create table blind_index_test (id serial primary key, pan text, pan_index text)`,
    );
    const [table] = encryptedTables({ people });
    expect(table).toMatchObject({ name: 'blind_index_test', encrypted: [people.pan] });
    await ctx.app.deps.db.insert(people).values([
      { pan: 'ABCPE1234F', pan_index: blindIndex('ABCPE1234F', 'pan') },
      { pan: 'AAACR5055K', pan_index: blindIndex('AAACR5055K', 'pan') },
    ]);
    expect(await find('ABCPE1234F')).toMatchObject([{ pan: 'ABCPE1234F' }]);
    expect(await find('ABCPE1234G')).toEqual([]);

    const newKey = randomBytes(32);
    const rotating = keyRing(newKey, [parseMasterKey(TEST_DATA_ENCRYPTION_KEY, 'test key')]);
    useKeyRing(rotating);
    try {
      expect(await find('AAACR5055K')).toMatchObject([{ pan: 'AAACR5055K' }]);
      expect(await reencryptTable(ctx.app.deps.db, table!, rotating, 'rotate', 1)).toBe(2);
      const raw = await ctx.app.deps.db.execute<{ pan_index: string }>(
        sql`select pan_index from blind_index_test`,
      );
      expect(raw.rows.every((r) => r.pan_index.startsWith(`${rotating.current.id}:`))).toBe(true);
      // Only the new key now: the record is still found and read.
      useKeyRing(keyRing(newKey));
      expect(await find('AAACR5055K')).toMatchObject([{ pan: 'AAACR5055K' }]);
    } finally {
      useKeyRing(testRing);
      await ctx.app.deps.db.execute(sql`drop table blind_index_test`);
    }
  });
});

describe('keeping values out of logs', () => {
  it('never logs request bodies, even at trace level', async () => {
    logLines.length = 0;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: {
        email: 'nobody@example.com',
        password: TEST_PASSWORD,
        account: BANK.partners_bank_account_number,
      },
    });
    expect(res.statusCode).toBe(401);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(BANK.partners_bank_account_number);
    expect(logLines.join('\n')).not.toContain(TEST_PASSWORD);
  });

  it('gives a failed query only ciphertext, so a logged database error holds no bank details', async () => {
    const error = await ctx.app.deps.db
      .insert(partnersAccounts)
      .values({ account_name: null as unknown as string, ...BANK })
      .then(
        () => null,
        (e: Error) => e,
      );
    expect(error).toBeInstanceOf(Error);
    const text = `${error!.message} ${JSON.stringify(error)} ${String(error!.cause)}`;
    expect(text).toContain('enc:v1:');
    expect(text).not.toMatch(/50200012345678|Citibank|HITEC/);
  });
});
