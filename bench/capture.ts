// Records the SQL one app request sends, so the bare baseline can send exactly that for reads that
// are not lists (views, next-number, creators, the calendar, approvers, deep pages). Runs in the
// app's process (bench/serve.ts): node-postgres's pool is wrapped, and a statement counts when it
// is sent inside `capture(…)`'s async context, so background work (the job runner, the mailer)
// sent meanwhile is left out. Statements sent while an earlier one of the request is still running
// form one group, which the bare handler sends side by side as the app did.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface CapturedStatement {
  name?: string;
  text: string;
  values: unknown[];
}

interface Recording {
  groups: CapturedStatement[][];
  inFlight: number;
}

type QueryFn = (config: unknown, values?: unknown, callback?: unknown) => unknown;
interface Queryable {
  query: QueryFn;
  connect?: (...args: unknown[]) => unknown;
}

const recording = new AsyncLocalStorage<Recording>();

function record(config: unknown, values: unknown): CapturedStatement {
  if (typeof config === 'string') return { text: config, values: (values as unknown[]) ?? [] };
  const c = config as { name?: string; text: string; values?: unknown[] };
  return { name: c.name || undefined, text: c.text, values: (values as unknown[]) ?? c.values ?? [] };
}

function wrapQuery(target: Queryable) {
  const query = target.query;
  target.query = function (this: unknown, config, values, callback) {
    const current = recording.getStore();
    if (!current || typeof callback === 'function' || typeof values === 'function') {
      return query.call(this, config, values, callback);
    }
    const statement = record(config, values);
    if (current.inFlight > 0 && current.groups.length) current.groups.at(-1)!.push(statement);
    else current.groups.push([statement]);
    current.inFlight++;
    // Outside the recording: a pool's query runs a lent connection's query, counted once here.
    const result = recording.exit(() => query.call(this, config, values)) as Promise<unknown>;
    return result.finally(() => {
      current.inFlight--;
    });
  };
}

/** Wraps the pool (and the connections it lends to transactions) once. */
export function installCapture(pool: Queryable) {
  wrapQuery(pool);
  const connect = pool.connect;
  if (!connect) return;
  pool.connect = function (this: unknown, ...args: unknown[]) {
    if (args.length) return connect.apply(this, args);
    return (connect.call(this) as Promise<Queryable & { __captured?: true }>).then((client) => {
      if (!client.__captured) {
        wrapQuery(client);
        client.__captured = true;
      }
      return client;
    });
  };
}

/** Runs `work` and answers the statements it sent, in groups sent side by side. */
export async function capture(work: () => Promise<unknown>): Promise<CapturedStatement[][]> {
  const current: Recording = { groups: [], inFlight: 0 };
  await recording.run(current, work);
  return current.groups;
}
