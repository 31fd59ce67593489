// `node --import tsx bench/payslips.ts`: a month's bulk payslip upload through the API at scale
// (docs/performance.md, "Bulk payslips"): BENCH_EMPLOYEES employees (default 3,000), BENCH_FILES
// PDFs (default 200; half named by employee ID, half named "scan-N" with the ID only in the text),
// on PGlite in a temporary folder. Reports the upload's answer time, the job's total time, peak RSS
// and the event loop's delay p99 while the job ran (monitorEventLoopDelay).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { closeCpuPool } from '../apps/server/src/lib/cpu-pool';
import { companies } from '../apps/server/src/modules/companies/companies.tables';
import { signedIn } from '../apps/server/src/test/factories';
import { samplePdf } from '../apps/server/src/test/sample-files';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 3000);
const FILES = Number(process.env.BENCH_FILES ?? 200);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-payslips-'));
const config = loadConfig(
  { NODE_ENV: 'test' },
  { dataDir, webDist: null, logLevel: 'silent', seedDemo: false, uploadDailyQuotaBytes: 10 * 1024 ** 3 },
);
const app = await buildApp(config);
await app.deps.database.migrate();
const db = app.deps.db;
const [company] = await db
  .insert(companies)
  .values({ company_name: 'Bench client', primary_email: 'c@bench.test' })
  .returning();
await db.execute(sql`insert into users (first_name, last_name, email, type_slug, role_slug)
  select 'Emp', 'No ' || n, 'emp' || n || '@bench.test', 'employee', 'employee' from generate_series(1, ${EMPLOYEES}) n`);
await db.execute(sql`insert into employees (user_id, first_name, last_name, client_id, employee_id, reporting_manager, search_text)
  select id, first_name, last_name, ${company!.id}, 'BN-' || substr(email, 4, position('@' in email) - 4), 'lead@bench.test', lower(email)
  from users where email like '%@bench.test'`);
const { headers } = await signedIn(app, { type: 'super-admin', role: 'admin' });

const form = new FormData();
form.append('payslip_date', '2026-10-31');
for (let i = 1; i <= FILES; i++) {
  const named = i % 2 === 0;
  const pdf = samplePdf(`Payslip October 2026 Employee ID BN-${i}`);
  form.append('files', new Blob([new Uint8Array(pdf)]), named ? `BN-${i}.pdf` : `scan-${i}.pdf`);
}

const delay = monitorEventLoopDelay({ resolution: 10 });
let peakRss = process.memoryUsage().rss;
const rssTimer = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);
const loadBefore = os.loadavg()[0]!;
delay.enable();
const started = performance.now();
const res = await app.inject({ method: 'POST', url: '/api/v1/payrolls/bulk', headers, payload: form });
const answered = performance.now() - started;
if (res.statusCode !== 202) throw new Error(res.body);
const { id } = res.json().data;
let job = res.json().data;
while (job.state !== 'done' && job.state !== 'failed') {
  await new Promise((resolve) => setTimeout(resolve, 200));
  job = (await app.inject({ method: 'GET', url: `/api/v1/jobs/${id}?after=${FILES}`, headers })).json().data;
}
const total = performance.now() - started;
delay.disable();
clearInterval(rssTimer);
const items = (await app.inject({ method: 'GET', url: `/api/v1/jobs/${id}`, headers })).json().data.items;
const statuses: Record<string, number> = {};
for (const item of items)
  statuses[item.result?.status ?? 'failed'] = (statuses[item.result?.status ?? 'failed'] ?? 0) + 1;
console.log(
  JSON.stringify({
    employees: EMPLOYEES,
    files: FILES,
    answer_ms: Math.round(answered),
    total_s: +(total / 1000).toFixed(1),
    peak_rss_mb: Math.round(peakRss / 1024 / 1024),
    event_loop_p99_ms: +(delay.percentile(99) / 1e6).toFixed(1),
    event_loop_max_ms: +(delay.max / 1e6).toFixed(1),
    statuses,
    loadavg_1m_before: loadBefore,
    loadavg_1m_after: os.loadavg()[0],
  }),
);
await app.close();
await closeCpuPool();
fs.rmSync(dataDir, { recursive: true, force: true });
