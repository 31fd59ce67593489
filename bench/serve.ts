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
import { hashToken } from '../apps/server/src/lib/tokens';
import { SESSION_COOKIE } from '../apps/server/src/modules/auth/sessions.service';
import { type Case, cases, type List, sessionLookupText } from './scenarios';

export type ServeRequest =
  | { type: 'app'; databaseUrl: string | null; dataDir: string; explain: boolean; only: List[] | null }
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
  reply({
    type: 'ready',
    port: (app.server.address() as AddressInfo).port,
    kind: app.deps.database.kind,
    cases: await cases(db, request.explain, request.only),
    session: sessionLookupText(db),
  });
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
      const { before, statements } = request.cases[Number(req.params.index)]!;
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
