// The load run: starts the real app on the benchmark database in a child process (bench/serve.ts),
// and on PostgreSQL a bare baseline beside it (plain Fastify + pg sending the app's SQL), signs in
// as a super-admin and as a client user, and for each list scenario measures on both servers
//   - single requests one after another (the latency a user sees on an idle server), and
//   - autocannon with 10 connections for a fixed time (throughput, latency under load, and the
//     server process's CPU time per request),
// then prints one table. Loopback only.
import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { BENCH_PASSWORD, BENCH_USERS } from './generate';
import { GET_LISTS, PAGE, type Scenario, type Who } from './scenarios';
import type { ServeReply, ServeRequest } from './serve';

export interface LoadOptions {
  databaseUrl: string | null;
  dataDir: string;
  where: string;
  durationSeconds: number;
  explain: boolean;
  /** Only these lists' scenarios, or rows (--only, scenarios.ts isAskedFor); null for all. */
  only: string[] | null;
}

const CONNECTIONS = 10;
const SINGLE_REQUESTS = 20;
const QUERY = `skip=${PAGE.skip}&limit=${PAGE.limit}`;

/** A server process and a way to ask it something and wait for its answer. */
interface Server {
  base: string;
  ready: Extract<ServeReply, { type: 'ready' }>;
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

async function startServer(request: ServeRequest): Promise<Server> {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'serve.ts'), [], {
    // BENCH_CPU_PROF=<folder>: each server writes a V8 CPU profile there when it stops.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // autocannon closes its connections at the end of a run with answers still streaming; the app
  // logs each as an error, which is the bench's doing, not a finding.
  for (const [from, to] of [
    [child.stdout!, process.stdout],
    [child.stderr!, process.stderr],
  ] as const) {
    createInterface({ input: from }).on('line', (line) => {
      if (!line.includes('ERR_STREAM_PREMATURE_CLOSE')) to.write(`${line}\n`);
    });
  }
  /** The child's next message; an exit before it fails the run. */
  const next = () =>
    new Promise<ServeReply>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`bench server exited with ${code}`));
      child.once('exit', exited);
      child.once('message', (message: ServeReply) => {
        child.off('exit', exited);
        if (message.type === 'error') reject(new Error(message.message));
        else resolve(message);
      });
    });
  const answer = next();
  child.send(request);
  const ready = (await answer) as Extract<ServeReply, { type: 'ready' }>;
  return {
    base: `http://127.0.0.1:${ready.port}`,
    ready,
    async cpuMicros() {
      const reply = next();
      child.send({ type: 'cpu' } satisfies ServeRequest);
      const { usage } = (await reply) as Extract<ServeReply, { type: 'cpu' }>;
      return usage.user + usage.system;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' } satisfies ServeRequest);
      await exited;
    },
  };
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`Sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;

/** The app's URL of a scenario; a GET list takes its filters in the query and sends no body. */
function appRequest(base: string, scenario: Scenario) {
  if (scenario.request) {
    const { method, path } = scenario.request;
    return { url: `${base}/api/v1${path}`, body: method === 'POST' ? (scenario.body as unknown) : undefined };
  }
  if (!GET_LISTS.has(scenario.list)) {
    return { url: `${base}/api/v1/filters/${scenario.list}?${QUERY}`, body: scenario.body as unknown };
  }
  const filters = new URLSearchParams(
    Object.entries(scenario.body).map(([name, value]) => [name, String(value)]),
  ).toString();
  return { url: `${base}/api/v1/${scenario.list}?${QUERY}${filters ? `&${filters}` : ''}`, body: undefined };
}

export const ACCEPT_ENCODING = 'gzip, deflate, br';

/** POST with a JSON body, or GET when there is none. */
function requestOf(
  cookie: string,
  body: unknown,
): { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string } {
  // As a browser asks, on both servers: the answer's compression is part of what a request costs.
  const headers = { cookie, 'accept-encoding': ACCEPT_ENCODING };
  if (body === undefined) return { method: 'GET', headers };
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

/** One request; `status` is what it must answer. The count of a list's answer, or its size. */
async function post(url: string, cookie: string, body: unknown, status = 200) {
  const start = performance.now();
  const res = await fetch(url, requestOf(cookie, body));
  const text = await res.text();
  const ms = performance.now() - start;
  if (res.status !== status) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 300)}`);
  const json = JSON.parse(text) as {
    data?: { count?: number; countIsLowerBound?: boolean };
    message: string;
  };
  const kib = `${(Buffer.byteLength(text) / 1024).toFixed(1)} KiB`;
  const counted = typeof json.data?.count === 'number' && !Array.isArray(json.data);
  const count = counted
    ? `${json.data!.count!.toLocaleString('en-US')}${json.data!.countIsLowerBound ? '+' : ''}`
    : status === 200
      ? '-'
      : `${status}: ${json.message.slice(0, 40)}…`;
  return { ms, count, kib };
}

/** Page 1 with its count (or a read), one request at a time, after a short warm-up. */
async function single(url: string, cookie: string, body: unknown, status?: number) {
  for (let i = 0; i < 3; i++) await post(url, cookie, body, status);
  const times: number[] = [];
  let count = '';
  let kib = '';
  for (let i = 0; i < SINGLE_REQUESTS; i++) {
    const r = await post(url, cookie, body, status);
    times.push(r.ms);
    count = r.count;
    kib = r.kib;
  }
  times.sort((a, b) => a - b);
  return { count, kib, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** autocannon for a fixed time; percentiles from every response's own time; the server's CPU. */
async function loaded(
  server: Server,
  url: string,
  cookie: string,
  body: unknown,
  seconds: number,
  status = 200,
) {
  const times: number[] = [];
  const cpuBefore = await server.cpuMicros();
  const instance = autocannon({
    url,
    ...requestOf(cookie, body),
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 30,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  const cpu = (await server.cpuMicros()) - cpuBefore;
  // A refused call means the run is wrong (sign-in, filter body); a slow one is a finding, reported.
  if (status === 200 && result.non2xx) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  times.sort((a, b) => a - b);
  return {
    p95: percentile(times, 95),
    rps: times.length / result.duration,
    cpuMsPerRequest: cpu / 1000 / Math.max(1, times.length),
    failed: result.errors + result.timeouts,
  };
}

/** What one row measured against the issue's targets. */
interface Row {
  label: string;
  throughput: number;
  cpu: number;
  singleP95: number;
  p95: number;
}

/** Issue 23's targets for every list row (docs/performance.md). */
const TARGETS = { throughput: 0.9, cpu: 1.3, singleP95: 50, p95: 150 };
const TARGETS_TEXT =
  `throughput app/bare < ${TARGETS.throughput} (thr), CPU app/bare > ${TARGETS.cpu} (cpu), ` +
  `single p95 > ${TARGETS.singleP95} ms (p95-1), 10-connection p95 > ${TARGETS.p95} ms (p95-10)`;

function missed(row: Row): string[] {
  return [
    row.throughput < TARGETS.throughput ? 'thr' : '',
    row.cpu > TARGETS.cpu ? 'cpu' : '',
    row.singleP95 > TARGETS.singleP95 ? 'p95-1' : '',
    row.p95 > TARGETS.p95 ? 'p95-10' : '',
  ].filter(Boolean);
}

/** The summary names the worst row of each target, not only a mean. */
function worstRows(rows: Row[], withBare: boolean): string[] {
  const worst = (key: keyof Omit<Row, 'label'>, highIsBad: boolean) =>
    rows
      .filter((r) => !Number.isNaN(r[key]))
      .reduce<Row | null>((w, r) => (!w || (highIsBad ? r[key] > w[key] : r[key] < w[key]) ? r : w), null);
  const line = (
    what: string,
    key: keyof Omit<Row, 'label'>,
    highIsBad: boolean,
    target: string,
    fmt: (v: number) => string,
  ) => {
    const w = worst(key, highIsBad);
    if (!w) return [];
    const over = rows.filter((r) => missed(r).includes(target)).length;
    return [`worst ${what}: ${fmt(w[key])} (${w.label}); ${over} of ${rows.length} rows miss the target`];
  };
  return [
    ...(withBare ? line('throughput app/bare', 'throughput', false, 'thr', (v) => v.toFixed(2)) : []),
    ...(withBare ? line('CPU per request app/bare', 'cpu', true, 'cpu', (v) => v.toFixed(2)) : []),
    ...line('single-user p95', 'singleP95', true, 'p95-1', (v) => `${ms(v)} ms`),
    ...line('10-connection p95', 'p95', true, 'p95-10', (v) => `${ms(v)} ms`),
  ];
}

const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' ');
// NaN crosses the IPC channel as null.
const ms = (value: number | null) =>
  value === null || Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(1) : value.toFixed(0);
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '-');

export async function runLoad(options: LoadOptions) {
  const app = await startServer({
    type: 'app',
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    explain: options.explain,
    only: options.only,
  });
  const cases = app.ready.cases!;
  const bare = options.databaseUrl
    ? await startServer({
        type: 'bare',
        databaseUrl: options.databaseUrl,
        cases,
        session: app.ready.session!,
      })
    : null;
  try {
    if (options.explain) for (const c of cases) console.log(c.plans);
    console.log(
      `\nload run on ${options.where} (${app.ready.kind}); ${SINGLE_REQUESTS} single requests, then ` +
        `${CONNECTIONS} connections for ${options.durationSeconds} s per scenario and server; ` +
        `${os.cpus().length} CPUs, load average ${loadAverage()}\n`,
    );
    const cookies = {
      admin: await signIn(app.base, BENCH_USERS.admin),
      client: await signIn(app.base, BENCH_USERS.client),
      company: await signIn(app.base, BENCH_USERS.company),
      employee: await signIn(app.base, BENCH_USERS.employee),
      partner: await signIn(app.base, BENCH_USERS.partner),
    } satisfies Record<Who, string>;

    const lines = [
      '| list | filter | user | count or answer | answer | SQL page | SQL count | single p95 app | single p95 bare | p95 app | p95 bare | req/s app | req/s bare | app/bare | CPU ms/req app | CPU ms/req bare | CPU app/bare | failed | load 1 min | over target |',
      '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ];
    const totals = { app: 0, bare: 0, appCpu: 0, bareCpu: 0 };
    const rows: Row[] = [];
    for (const [index, c] of cases.entries()) {
      const { url: appUrl, body } = appRequest(app.base, c.scenario);
      const status = c.scenario.request?.status;
      const bareUrl = bare ? `${bare.base}/bare/${index}` : '';
      const cookie = cookies[c.who];
      const one = await single(appUrl, cookie, body, status);
      const oneBare = bare ? await single(bareUrl, cookie, body, status) : null;
      const load = await loaded(app, appUrl, cookie, body, options.durationSeconds, status);
      const loadBare = bare
        ? await loaded(bare, bareUrl, cookie, body, options.durationSeconds, status)
        : null;
      totals.app += load.rps;
      totals.appCpu += load.cpuMsPerRequest;
      if (loadBare) {
        totals.bare += loadBare.rps;
        totals.bareCpu += loadBare.cpuMsPerRequest;
      }
      const row: Row = {
        label: `${c.scenario.list} / ${c.scenario.name} / ${c.who}`,
        throughput: loadBare ? load.rps / loadBare.rps : Number.NaN,
        cpu: loadBare ? load.cpuMsPerRequest / loadBare.cpuMsPerRequest : Number.NaN,
        singleP95: one.p95,
        p95: load.p95,
      };
      rows.push(row);
      const cells = [
        c.scenario.list,
        c.scenario.name,
        c.who,
        one.count,
        one.kib,
        ms(c.sqlMs.page),
        ms(c.sqlMs.count),
        ms(one.p95),
        oneBare ? ms(oneBare.p95) : '-',
        ms(load.p95),
        loadBare ? ms(loadBare.p95) : '-',
        load.rps.toFixed(0),
        loadBare ? loadBare.rps.toFixed(0) : '-',
        loadBare ? ratio(load.rps, loadBare.rps) : '-',
        load.cpuMsPerRequest.toFixed(2),
        loadBare ? loadBare.cpuMsPerRequest.toFixed(2) : '-',
        loadBare ? ratio(load.cpuMsPerRequest, loadBare.cpuMsPerRequest) : '-',
        load.failed + (loadBare?.failed ?? 0),
        os.loadavg()[0]!.toFixed(1),
        missed(row).join(', ') || '-',
      ];
      const line = `| ${cells.join(' | ')} |`;
      console.log(line);
      lines.push(line);
    }
    console.log(`\nload average at the end ${loadAverage()} (other work on the machine skews the figures)`);
    const summary = [
      ...(bare
        ? [
            `mean over the ${rows.length} rows: throughput app/bare ${ratio(totals.app, totals.bare)}, ` +
              `CPU per request app/bare ${ratio(totals.appCpu, totals.bareCpu)}`,
          ]
        : []),
      ...worstRows(rows, bare !== null),
    ];
    console.log(summary.join('\n'));
    console.log(
      `\nTimes in ms. count or answer = the list's count, or the size of a read's answer (uncompressed JSON); ` +
        `SQL = the database's execution time of the page and count statements (a read: of all its queries) ` +
        `(EXPLAIN ANALYZE with the request's values); single = one request at a time (p95 of ${SINGLE_REQUESTS}); p95 and req/s ` +
        `with ${CONNECTIONS} connections; CPU = the server process's user + system time per request under load; ` +
        `bare = plain Fastify + pg sending the same statements; failed = errors and timeouts (30 s); ` +
        `load = the machine's 1-minute load average after the row; over target = ${TARGETS_TEXT}.\n`,
    );
    console.log(lines.join('\n'));
    console.log(`\n${summary.join('\n')}`);
  } finally {
    await bare?.stop();
    await app.stop();
  }
}
