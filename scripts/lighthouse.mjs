// `npm run lighthouse`: Lighthouse (mobile, its default throttling) on /login and, signed in, on
// /positions, against the built app on a fresh embedded database, in Debian's Chromium. Prints the
// scores, LCP, TBT and the JavaScript a cold visit downloads. Not part of CI (the scores depend on
// how busy the machine is); figures in docs/performance.md.
//
//   npm run lighthouse                       # port 3191, /usr/bin/chromium
//   PORT=3102 CHROME_PATH=/usr/bin/chromium npm run lighthouse -- --runs=3
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from './built-server.mjs';

const port = Number(process.env.PORT ?? 3191);
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1);
const admin = { email: 'lighthouse@staffdesk.local', password: 'Lighthouse@123' };

const { base, cookie, stop } = await startBuiltServer({ port, admin });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

try {
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
  await stop();
}
