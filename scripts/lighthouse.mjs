// `npm run lighthouse`: Lighthouse (mobile, its default throttling) on /login and, signed in, on
// /positions, against the built app on a fresh embedded database, in Debian's Chromium. Prints the
// scores, LCP, TBT and the JavaScript a cold visit downloads. Not part of CI (the scores depend on
// how busy the machine is); figures in docs/performance.md.
//
//   npm run lighthouse                       # port 3191, /usr/bin/chromium
//   PORT=3102 CHROME_PATH=/usr/bin/chromium npm run lighthouse -- --runs=3
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildStale } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3191);
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1);
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'lighthouse@staffdesk.local', password: 'Lighthouse@123' };

await buildStale({ pglite: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-lighthouse-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

try {
  for (;;) {
    try {
      if ((await fetch(`${base}/api/v1/users/is-auth`)).status === 401) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  const login = await fetch(`${base}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`Sign-in failed: ${login.status}`);

  const pages = [
    { name: '/login', url: `${base}/login`, headers: {} },
    { name: '/positions (signed in)', url: `${base}/positions`, headers: { Cookie: cookie } },
  ];
  console.log(
    '| page | run | performance | accessibility | LCP (s) | TBT (ms) | JS downloaded (KiB) | JS uncompressed (KiB) |',
  );
  console.log('| --- | --: | --: | --: | --: | --: | --: | --: |');
  for (const page of pages) {
    for (let run = 1; run <= runs; run++) {
      const { lhr } = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: page.headers,
      });
      const scripts = lhr.audits['network-requests'].details.items.filter((r) => r.resourceType === 'Script');
      const kib = (key) => (scripts.reduce((sum, r) => sum + (r[key] ?? 0), 0) / 1024).toFixed(0);
      const score = (category) => Math.round((lhr.categories[category].score ?? 0) * 100);
      console.log(
        `| ${page.name} | ${run} | ${score('performance')} | ${score('accessibility')} | ` +
          `${(lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(1)} | ` +
          `${lhr.audits['total-blocking-time'].numericValue.toFixed(0)} | ${kib('transferSize')} | ${kib('resourceSize')} |`,
      );
      if (process.env.LIGHTHOUSE_DEBUG) {
        for (const [id, audit] of Object.entries(lhr.audits)) {
          if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative') {
            console.log(`    ${id}: ${audit.displayValue ?? ''} ${audit.title}`);
          }
        }
      }
    }
  }
  console.log(`\nLoad average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores.`);
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
