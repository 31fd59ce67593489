// withCompiledRows must give exactly what Drizzle's own row mapping gives: nested objects, decoded
// values (timestamps as Dates, mapWith), and a left-joined object that is null when nothing joined.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { countries, states } from '../modules/master/master.tables';
import { buildTestApp, type TestContext } from '../test/build-test-app';
import { withCompiledRows } from './compiled-rows';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

it('maps rows as Drizzle does, left joins and decoders included', async () => {
  const [oneState] = await ctx.app.deps.db.select().from(states).orderBy(asc(states.id)).limit(1);
  const query = () =>
    ctx.app.deps.db
      .select({
        id: countries.id,
        country: { name: countries.country, created_at: countries.created_at },
        state: { id: states.id, name: states.state },
        doubled: sql<number>`${countries.id} * 2`.mapWith(Number),
      })
      .from(countries)
      .leftJoin(states, and(eq(states.country_id, countries.id), eq(states.id, oneState!.id)))
      .orderBy(asc(countries.id))
      .limit(300);
  const plain = await query().prepare('rows_by_drizzle').execute();
  const compiled = await withCompiledRows(query().prepare('rows_compiled')).execute();

  expect(compiled).toEqual(plain);
  // Both kinds of row are there: the one country with the state joined, the others with null.
  expect(compiled.filter((row) => row.state === null).length).toBeGreaterThan(0);
  expect(compiled.find((row) => row.state !== null)?.state).toEqual({
    id: oneState!.id,
    name: oneState!.state,
  });
  expect(compiled[0]!.country.created_at).toBeInstanceOf(Date);
  expect(typeof compiled[0]!.doubled).toBe('number');
});
