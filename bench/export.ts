// `npm run bench:export`: a list exported whole through the API (issue 26: "exports of 100k rows
// streamed with flat memory"). BENCH_ROWS employees (default 100,000) on PGlite in a temporary
// folder (or an empty PostgreSQL database with BENCH_DATABASE_URL); then GET
// filters/employees/export as CSV and as XLSX over HTTP, as a browser downloads it (gzip asked for),
// the body read and dropped as it arrives. Reports each export's time, bytes, rows, and the
// process's RSS before and at the peak: flat memory means the peak does not grow with BENCH_ROWS
// (run it at 10,000 and 100,000 and compare).
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { companies } from '../apps/server/src/modules/companies/companies.tables';
import { signedIn } from '../apps/server/src/test/factories';
import { appOnTempDb } from './app-on-temp-db';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

const bench = await appOnTempDb('export');
const { app, db } = bench;
const [company] = await db
  .insert(companies)
  .values({ company_name: 'Bench client', primary_email: 'c@bench.test' })
  .returning();
await db.execute(sql`insert into users (first_name, last_name, email, type_slug, role_slug)
  select 'Emp', 'No ' || n, 'emp' || n || '@bench.test', 'employee', 'employee' from generate_series(1, ${ROWS}) n`);
await db.execute(sql`insert into employees (user_id, first_name, last_name, client_id, employee_id, reporting_manager, search_text)
  select id, first_name, last_name, ${company!.id}, 'BN-' || substr(email, 4, position('@' in email) - 4), 'lead@bench.test', lower(email)
  from users where email like '%@bench.test'`);
await db.execute(sql`analyze`);
const { headers } = await signedIn(app, { type: 'super-admin', role: 'admin' });
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as { port: number };

async function exportOnce(format: 'csv' | 'xlsx') {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/filters/employees/export?format=${format}`, {
    headers: { cookie: headers.cookie as string, 'accept-encoding': 'gzip, deflate, br' },
  });
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  // fetch inflates the gzip answer; the body is counted and dropped chunk by chunk.
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    if (format === 'csv') for (const byte of chunk) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  return {
    format,
    rows: format === 'csv' ? lines - 1 : null,
    bytes_mb: +(bytes / 1024 / 1024).toFixed(1),
    seconds: +seconds.toFixed(1),
    rss_before_mb: mb(rssBefore),
    rss_peak_mb: mb(peak),
    rss_growth_mb: mb(peak - rssBefore),
  };
}

const loadBefore = os.loadavg()[0]!;
const results = [await exportOnce('csv'), await exportOnce('xlsx')];
console.log(
  JSON.stringify({
    database: app.deps.database.kind,
    employees: ROWS,
    results,
    loadavg_1m_before: loadBefore,
    loadavg_1m_after: os.loadavg()[0],
  }),
);
await bench.close();
