// The money column convention against the real database: exact strings in and out, SQL sums exact.
import { money, sumMoney, toMoneyString } from '@staffdesk/shared';
import { sql } from 'drizzle-orm';
import { pgTable, serial } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app';
import { moneyColumn } from './columns';

const lines = pgTable('money_test', { id: serial('id').primaryKey(), amount: moneyColumn('amount') });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  await ctx.app.deps.db.execute(sql`create table money_test (id serial primary key, amount numeric(14,2))`);
});
afterAll(() => ctx.close());

describe('moneyColumn', () => {
  it('is numeric(14,2) and reads back the exact string', async () => {
    expect(lines.amount.getSQLType()).toBe('numeric(14, 2)');
    const amounts = ['0.10', '0.20', '999999999999.99', toMoneyString(money('3333.33').times('7.5'))];
    const rows = await ctx.app.deps.db
      .insert(lines)
      .values(amounts.map((amount) => ({ amount })))
      .returning();
    expect(rows.map((r) => r.amount)).toEqual(['0.10', '0.20', '999999999999.99', '24999.98']);
    expect(sumMoney(rows.map((r) => r.amount!)).toFixed(2)).toBe('1000000025000.27');
  });

  it('sums exactly in SQL too, and refuses an amount beyond 12 digits', async () => {
    await ctx.app.deps.db.execute(sql`truncate money_test`);
    await ctx.app.deps.db.insert(lines).values([{ amount: '0.10' }, { amount: '0.20' }]);
    const [total] = await ctx.app.deps.db.select({ total: sql<string>`sum(${lines.amount})` }).from(lines);
    expect(total!.total).toBe('0.30');
    await expect(ctx.app.deps.db.insert(lines).values({ amount: '1000000000000.00' })).rejects.toThrow();
  });
});
