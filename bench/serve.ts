// One server of the load run, in its own process so that its CPU time is its own
// (process.cpuUsage), apart from the load generator's:
//   app   Staffdesk as `npm start` runs it, on the benchmark database;
//   bare  the baseline: plain Fastify + pg sending, for each case, the SQL text and values the app
//         sends (session lookup, a positions search's company lookup, then page and count), under
//         the same statement names.
// It talks to bench/load.ts over the IPC channel of child_process.fork.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import pg from 'pg';
import { type App, buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { POSTGRES_CONNECTION } from '../apps/server/src/db/client';
import { hashToken } from '../apps/server/src/lib/tokens';
import { SESSION_COOKIE } from '../apps/server/src/modules/auth/sessions.service';
import { type CapturedStatement, capture, installCapture } from './capture';
import { BENCH_PASSWORD, BENCH_USERS } from './generate';
import { type CapturedRead, type Case, cases, type Scenario, sessionLookupText, type Who } from './scenarios';

export type ServeRequest =
  | { type: 'app'; databaseUrl: string | null; dataDir: string; explain: boolean; only: string[] | null }
  | { type: 'bare'; databaseUrl: string; cases: Case[]; session: ReturnType<typeof sessionLookupText> }
  | { type: 'cpu' }
  | { type: 'stop' };
export type ServeReply =
  | {
      type: 'ready';
      port: number;
      kind: string;
      cases?: Case[];
      session?: ReturnType<typeof sessionLookupText>;
    }
  | { type: 'cpu'; usage: NodeJS.CpuUsage }
  | { type: 'error'; message: string };

const reply = (message: ServeReply) => process.send!(message);
let close: () => Promise<void> = async () => undefined;

async function startApp(request: Extract<ServeRequest, { type: 'app' }>) {
  const config = loadConfig(
    { NODE_ENV: 'production' },
    {
      databaseUrl: request.databaseUrl,
      dataDir: request.dataDir,
      host: '127.0.0.1',
      port: 0,
      publicUrl: 'http://127.0.0.1',
      webDist: null,
      seedDemo: false,
      logLevel: 'warn',
      // Production on PostgreSQL refuses to start without a key; the bench data has no encrypted values.
      dataEncryptionKey: randomBytes(32).toString('base64'),
    },
  );
  const app: App = await buildApp(config);
  close = () => app.close();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const db = app.deps.db;
  const pool = app.deps.database.kind === 'postgres' ? (db as unknown as { $client: unknown }).$client : null;
  if (pool) installCapture(pool as Parameters<typeof installCapture>[0]);
  reply({
    type: 'ready',
    port: (app.server.address() as AddressInfo).port,
    kind: app.deps.database.kind,
    cases: await cases(db, request.explain, request.only, readCapturer(app, pool !== null)),
    session: sessionLookupText(db),
  });
}

/**
 * One request of a read through the app (its answer checked), and the SQL it sent (on PostgreSQL,
 * for the bare baseline; PGlite has none).
 */
function readCapturer(app: App, onPostgres: boolean) {
  const cookies = new Map<Who, string>();
  const cookieOf = async (who: Who) => {
    if (!cookies.has(who)) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: BENCH_USERS[who], password: BENCH_PASSWORD },
      });
      if (res.statusCode !== 200)
        throw new Error(`Sign-in of ${BENCH_USERS[who]} answered ${res.statusCode}`);
      cookies.set(who, res.cookies.map((c) => `${c.name}=${c.value}`).join('; '));
    }
    return cookies.get(who)!;
  };
  return async (scenario: Scenario, who: Who): Promise<CapturedRead> => {
    const { method, path, status = 200 } = scenario.request!;
    const cookie = await cookieOf(who);
    const send = () =>
      app.inject({
        method,
        url: `/api/v1${path}`,
        headers: { cookie, 'accept-encoding': 'identity' },
        ...(method === 'POST' ? { payload: scenario.body } : {}),
      });
    // Once before, so one-off work (a counter created on first use, a statement prepared) is not
    // what the bare baseline repeats.
    await send();
    let answer: Awaited<ReturnType<typeof send>> | undefined;
    const groups = await capture(async () => {
      answer = await send();
    });
    if (answer!.statusCode !== status) {
      throw new Error(
        `${method} ${path} as ${who} answered ${answer!.statusCode}: ${answer!.body.slice(0, 300)}`,
      );
    }
    return { groups: onPostgres ? groups : [], answer: JSON.parse(answer!.body) };
  };
}

/** The cookie's session token, read the plain way (no cookie plugin in a bare handler). */
const tokenOf = (cookie: string | undefined) =>
  cookie
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);

async function startBare(request: Extract<ServeRequest, { type: 'bare' }>) {
  const pool = new pg.Pool({
    connectionString: request.databaseUrl,
    max: Number(process.env.DB_POOL_SIZE ?? 10),
    // The app's connection settings, so both sides plan and run the statements alike.
    ...POSTGRES_CONNECTION,
  });
  const server = Fastify();
  // Compressed as the app's answers are (app.ts), so both sides pay for it.
  await server.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  close = async () => {
    await server.close();
    await pool.end();
  };
  const sessionCutoff = () => new Date(Date.now() - 120 * 60_000).toISOString();
  // GET for the lists read with GET (their filters are already in the statement's values).
  server.route<{ Params: { index: string } }>({
    method: ['GET', 'POST'],
    url: '/bare/:index',
    handler: async (req, res) => {
      const token = tokenOf(req.headers.cookie);
      const values = { tokenHash: token ? hashToken(token) : '', idleCutoff: sessionCutoff() };
      const session = await pool.query({
        name: 'session_user',
        text: request.session.text,
        values: request.session.params.map((name) => values[name as keyof typeof values]),
      });
      if (session.rowCount === 0) return res.code(401).send({ message: 'Unauthorised' });
      const chosen = request.cases[Number(req.params.index)]!;
      if (chosen.captured) return replay(pool, chosen, res);
      const { before, statements } = chosen;
      if (!statements) throw new Error('A list case without statements');
      for (const statement of before) await pool.query({ text: statement.text, values: statement.values });
      const { page, count } = statements;
      const [rows, counted] = await Promise.all([
        pool.query({ name: page.name || undefined, text: page.text, values: page.values }),
        pool.query({ name: count.name || undefined, text: count.text, values: count.values }),
      ]);
      const total = Number(counted.rows[0].count);
      return { data: { list: rows.rows, count: total, numberOfPages: Math.ceil(total / 10) }, message: '' };
    },
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  reply({ type: 'ready', port: (server.server.address() as AddressInfo).port, kind: 'bare' });
}

/**
 * A read's captured statements, group by group (a group's side by side), on one connection when
 * the app used a transaction; then the app's own answer and status, so both sides serialize and
 * compress the same JSON. (The bare handler answered the last statement's rows: for the invoice
 * view its payments, a fraction of the app's 2.7 KiB; every statement's rows instead made the
 * dashboard's baseline answer thousands of rows the app sums to 2.4 KiB.)
 */
async function replay(pool: pg.Pool, chosen: Case, res: { code(status: number): unknown }) {
  const groups = chosen.captured!;
  const send = (client: pg.Pool | pg.PoolClient, s: CapturedStatement) =>
    client.query({ name: s.name, text: s.text, values: s.values });
  if (groups.flat().some((s) => /^\s*begin\b/i.test(s.text))) {
    const client = await pool.connect();
    try {
      for (const s of groups.flat()) await send(client, s);
    } finally {
      client.release();
    }
  } else {
    for (const group of groups) await Promise.all(group.map((s) => send(pool, s)));
  }
  res.code(chosen.scenario.request?.status ?? 200);
  return chosen.answer;
}

process.on('message', (request: ServeRequest) => {
  const run = async () => {
    if (request.type === 'app') await startApp(request);
    else if (request.type === 'bare') await startBare(request);
    else if (request.type === 'cpu') reply({ type: 'cpu', usage: process.cpuUsage() });
    else {
      await close();
      process.exit(0);
    }
  };
  run().catch((error: Error) => {
    reply({ type: 'error', message: error.stack ?? error.message });
    process.exit(1);
  });
});
