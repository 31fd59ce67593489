// Several reads of one request at once. On the pool they run side by side, each on its own
// connection. A transaction has one connection, which runs one query at a time: node-postgres
// queues the rest and warns that pg 9 will refuse a query while another runs. So inside a
// transaction they run one after another.
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Results<T extends readonly (() => PromiseLike<unknown>)[]> = {
  -readonly [K in keyof T]: Awaited<ReturnType<T[K]>>;
};

/** Runs `reads` (functions that start a query) and answers their results in order. */
export async function readAll<const T extends readonly (() => PromiseLike<unknown>)[]>(
  db: DbOrTx,
  reads: T,
): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
