// The load run: starts the real app on the benchmark database, signs in as a super-admin and as a
// client user through the API, and for each list scenario measures
//   - single requests one after another (the latency a user sees on an idle server), and
//   - autocannon with 10 connections for a fixed time (latency under load, requests per second),
// then prints one table. Loopback only; nothing else is started.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { applicantFilterBody, positionFilterBody, type SessionUser } from '@staffdesk/shared';
import autocannon from 'autocannon';
import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import { type App, buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Db } from '../apps/server/src/db/client';
import { applicantListQueries } from '../apps/server/src/modules/applicants/applicants.queries';
import { positionListQueries } from '../apps/server/src/modules/positions/positions.queries';
import { scopedCompanyId } from '../apps/server/src/modules/positions/positions.scope';
import { toSessionUser } from '../apps/server/src/modules/users/users.mapper';
import { users } from '../apps/server/src/modules/users/users.tables';
import { BENCH_PASSWORD, BENCH_USERS } from './generate';

export interface LoadOptions {
  databaseUrl: string | null;
  dataDir: string;
  where: string;
  durationSeconds: number;
  explain: boolean;
}

type List = 'positions' | 'applicants';
interface Scenario {
  list: List;
  name: string;
  body: Record<string, unknown>;
}
type Who = keyof typeof BENCH_USERS;

const CONNECTIONS = 10;
const SINGLE_REQUESTS = 20;
const PAGE = 'skip=0&limit=10';

/** Filter values looked up by name, so the scenarios read the same at any scale. */
async function scenarios(db: Db): Promise<Scenario[]> {
  const id = async (table: string, column: string, name: string) => {
    const result = await db.execute(sql.raw(`select id from ${table} where ${column} = '${name}'`));
    const found = (result.rows[0] as { id: number } | undefined)?.id;
    if (!found) throw new Error(`No ${table} named ${name}: generate the benchmark data first`);
    return found;
  };
  const skill = (name: string) => id('skills', 'skill', name);
  return [
    { list: 'positions', name: 'no filter', body: {} },
    { list: 'positions', name: "search 'data engineer'", body: { search: 'data engineer' } },
    {
      list: 'positions',
      name: 'skills Java, Spring Boot + status Open',
      body: {
        skill_id: [await skill('Java'), await skill('Spring Boot')],
        status_id: await id('position_statuses', 'status', 'Open'),
      },
    },
    { list: 'applicants', name: 'no filter', body: {} },
    { list: 'applicants', name: "search 'priya sharma'", body: { search: 'priya sharma' } },
    {
      list: 'applicants',
      name: 'client 1 + status Shortlisted',
      body: { client_id: 1, interview_status_id: await id('interview_statuses', 'status', 'Shortlisted') },
    },
    {
      list: 'applicants',
      name: 'CTC 12-18 lakh + skill React',
      body: { min_ctc: '1200000', max_ctc: '1800000', skill_id: [await skill('React')] },
    },
  ];
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

async function post(url: string, cookie: string, body: unknown) {
  const start = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: { count: number; list: unknown[] } };
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(json)}`);
  return { ms: performance.now() - start, count: json.data!.count, rows: json.data!.list.length };
}

/** Page 1 with its count, one request at a time, after a short warm-up. */
async function single(url: string, cookie: string, body: unknown) {
  for (let i = 0; i < 3; i++) await post(url, cookie, body);
  const times: number[] = [];
  let result = { count: 0, rows: 0 };
  for (let i = 0; i < SINGLE_REQUESTS; i++) {
    const r = await post(url, cookie, body);
    times.push(r.ms);
    result = r;
  }
  times.sort((a, b) => a - b);
  return { ...result, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** autocannon for a fixed time; percentiles from every response's own time. */
async function loaded(url: string, cookie: string, body: unknown, seconds: number) {
  const times: number[] = [];
  const instance = autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 30,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  // A refused call means the run is wrong (sign-in, filter body); a slow one is a finding, reported.
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: times.length / result.duration,
    failed: result.errors + result.timeouts,
  };
}

/**
 * EXPLAIN ANALYZE of the list's two queries (page and count), exactly as the API builds them: the
 * database's own execution time of each, and the plans printed when asked.
 */
async function explain(db: Db, scenario: Scenario, viewer: SessionUser, print: boolean) {
  const paging = { skip: 0, limit: 10 };
  const queries =
    scenario.list === 'applicants'
      ? applicantListQueries(db, viewer, applicantFilterBody.parse(scenario.body), paging)
      : positionListQueries(db, scopedCompanyId(viewer), positionFilterBody.parse(scenario.body), paging);
  const times = { page: Number.NaN, count: Number.NaN };
  const planOf = async (options: string, query: SQLWrapper) => {
    const result = await db.execute(sql`explain (${sql.raw(options)}) ${query}`);
    return (result.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']);
  };
  for (const [label, query] of Object.entries(queries) as [keyof typeof times, SQLWrapper][]) {
    // Timing off: per-node clocks would inflate the time of a query that counts many rows.
    const plan = await planOf('analyze, timing off', query);
    times[label] = Number(/Execution Time: ([\d.]+) ms/.exec(plan.at(-1) ?? '')?.[1]);
    if (print) {
      const detailed = await planOf('analyze, buffers', query);
      console.log(
        `\n-- ${scenario.list} / ${scenario.name} / ${viewer.email}: ${label}\n${detailed.join('\n')}`,
      );
    }
  }
  return times;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' ');
const ms = (value: number) => (Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(1) : value.toFixed(0));

export async function runLoad(options: LoadOptions) {
  const config = loadConfig(
    { NODE_ENV: 'production' },
    {
      databaseUrl: options.databaseUrl,
      dataDir: options.dataDir,
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
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const db = app.deps.db;
    const [counts] = (
      await db.execute(
        sql.raw(`select (select count(*) from companies)::int as companies, (select count(*) from positions)::int as positions,
                        (select count(*) from applicants)::int as applicants,
                        (select count(*) from applicant_interviews)::int as interviews`),
      )
    ).rows as { companies: number; positions: number; applicants: number; interviews: number }[];
    console.log(
      `\nload run on ${options.where} (${app.deps.database.kind}): ${counts!.companies} companies, ` +
        `${counts!.positions} positions, ${counts!.applicants} applicants, ${counts!.interviews} interview rows; ` +
        `${SINGLE_REQUESTS} single requests, then ${CONNECTIONS} connections for ${options.durationSeconds} s per scenario; ` +
        `${os.cpus().length} CPUs, load average ${loadAverage()}\n`,
    );
    const cookies = {
      admin: await signIn(base, BENCH_USERS.admin),
      client: await signIn(base, BENCH_USERS.client),
    } satisfies Record<Who, string>;

    const lines = [
      '| list | filter | user | count | SQL page | SQL count | single p50 | single p95 | p50 | p95 | p99 | req/s | failed |',
      '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ];
    for (const scenario of await scenarios(db)) {
      for (const who of ['admin', 'client'] as const) {
        const url = `${base}/api/v1/filters/${scenario.list}?${PAGE}`;
        const one = await single(url, cookies[who], scenario.body);
        const [user] = await db.select().from(users).where(eq(users.email, BENCH_USERS[who]));
        const plan = await explain(db, scenario, toSessionUser(user!), options.explain);
        const load = await loaded(url, cookies[who], scenario.body, options.durationSeconds);
        const cells = [
          scenario.list,
          scenario.name,
          who,
          one.count,
          ms(plan.page),
          ms(plan.count),
          ms(one.p50),
          ms(one.p95),
          ms(load.p50),
          ms(load.p95),
          ms(load.p99),
          load.rps.toFixed(0),
          load.failed,
        ];
        const line = `| ${cells.join(' | ')} |`;
        console.log(line);
        lines.push(line);
      }
    }
    console.log(`\nload average at the end ${loadAverage()} (other work on the machine skews the figures)`);
    console.log(
      `\nTimes in ms. SQL = the database's execution time of the page and count queries (EXPLAIN ANALYZE); ` +
        `single = one request at a time (p50/p95 of ${SINGLE_REQUESTS}); p50/p95/p99 and req/s with ${CONNECTIONS} connections; ` +
        `failed = errors and timeouts (30 s) under load.\n`,
    );
    console.log(lines.join('\n'));
  } finally {
    await app.close();
  }
}
