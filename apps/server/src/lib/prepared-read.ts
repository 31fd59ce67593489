// A read that runs at every request (a view's record and its parts, a lookup of the pipeline),
// prepared once per database handle as lists' statements are (lib/list-query.ts): Drizzle builds
// its SQL text once instead of at each request, its rows map through a generated mapper
// (lib/compiled-rows.ts), and on PostgreSQL the named statement is parsed and planned once per
// connection. Its values are placeholders (`param('id')`) filled at each run. In the bench's CPU
// profile of a view, building the same statements at each request was the app's largest cost the
// bare handler does not pay (docs/performance.md).
import type { DbOrTx } from '../db/client';
import { withCompiledRows } from './compiled-rows';
import { oncePerDb } from './list-query';

const names = new Set<string>();

/**
 * `name` is the statement's name on PostgreSQL: unique in the app, at most 63 bytes. A transaction's
 * handle prepares its own (which end with it), so a read inside a transaction costs what it did.
 */
export function preparedRead<Prepared>(
  name: string,
  build: (db: DbOrTx) => { prepare(name: string): Prepared },
): (db: DbOrTx) => Prepared {
  if (names.has(name)) throw new Error(`Two prepared reads are named ${name}`);
  names.add(name);
  return oncePerDb((db) => withCompiledRows(build(db).prepare(name)));
}
