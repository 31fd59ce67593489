// readAll against the real database: side by side on the pool, one at a time in a transaction.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app';
import type { DbOrTx } from './client';
import { readAll } from './read-all';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** Two reads that note when each starts and ends, and the results readAll gave back. */
async function traced(db: DbOrTx) {
  const events: string[] = [];
  const read = (name: string, value: number) => async () => {
    events.push(`start ${name}`);
    const [row] = (await db.execute(sql`select ${value}::int as value`)).rows as { value: number }[];
    events.push(`end ${name}`);
    return row?.value;
  };
  const results = await readAll(db, [read('a', 1), read('b', 2)]);
  return { events, results };
}

describe('readAll', () => {
  it('starts every read at once outside a transaction', async () => {
    const { events, results } = await traced(ctx.app.deps.db);
    expect(results).toEqual([1, 2]);
    expect(events.slice(0, 2)).toEqual(['start a', 'start b']);
  });

  it('runs the reads one after another inside a transaction, in order', async () => {
    const { events, results } = await ctx.app.deps.db.transaction((tx) => traced(tx));
    expect(results).toEqual([1, 2]);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});
