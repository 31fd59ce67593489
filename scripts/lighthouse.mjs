// `npm run lighthouse`: Lighthouse (mobile, its default throttling) on /login and, signed in, on every
// list page of both specifications, each as a user who sees it (list-pages.mjs), against the built
// app on a fresh embedded database, in Debian's Chromium. Prints every run's scores, LCP, TBT and the
// JavaScript sent, Lighthouse's benchmarkIndex (how fast it found the machine, so runs on machines of
// differing speed can be told apart), then each page's median and the load average while it ran. Not
// part of CI (the scores depend on how busy the machine is); figures in docs/performance.md.
//
//   npm run lighthouse                                  # port 3191, /usr/bin/chromium, one run each
//   PORT=3102 npm run lighthouse -- --runs=3            # the median of three
//   npm run lighthouse -- --runs=3 --only=/hrms,/company/invoices
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from './built-server.mjs';
import { LIST_PAGES, selectPages, signInAll } from './list-pages.mjs';

const port = Number(process.env.PORT ?? 3191);
const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1);
const admin = { email: 'lighthouse@staffdesk.local', password: 'Lighthouse@123' };
const TARGET = 90;

const { base, cookie, stop } = await startBuiltServer({ port, admin });
const cookies = await signInAll(base, cookie).catch(async (error) => {
  await stop();
  throw error;
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const load = () => os.loadavg()[0].toFixed(1);

const summary = [];
try {
  const pages = [
    ...(args.some((a) => a.startsWith('--only=')) ? [] : [{ path: '/login', user: null }]),
    ...selectPages(args, LIST_PAGES),
  ];
  console.log(
    '| page | user | run | performance | accessibility | LCP (s) | TBT (ms) | JS sent (KiB) | JS uncompressed (KiB) | benchmarkIndex | load |',
  );
  console.log('| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |');
  for (const page of pages) {
    const results = [];
    const loadBefore = load();
    for (let run = 1; run <= runs; run++) {
      const { lhr } = await lighthouse(`${base}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: page.user ? { Cookie: cookies[page.user] } : {},
      });
      // A page that sent the visitor elsewhere (no access, signed out) would score the wrong page.
      // Under heavy load a run can fail (no first paint in time): said, and left out of the median.
      if (lhr.runtimeError || lhr.categories.performance.score === null) {
        console.log(
          `| ${page.path} | ${page.user ?? '-'} | ${run} | failed: ${lhr.runtimeError?.code ?? 'no score'} | | | | | | ${lhr.environment?.benchmarkIndex ?? ''} | ${load()} |`,
        );
        continue;
      }
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== page.path) throw new Error(`${page.path} as ${page.user} landed on ${landed}`);
      const scripts = lhr.audits['network-requests'].details.items.filter((r) => r.resourceType === 'Script');
      const kib = (key) => (scripts.reduce((sum, r) => sum + (r[key] ?? 0), 0) / 1024).toFixed(0);
      const score = (category) => Math.round((lhr.categories[category].score ?? 0) * 100);
      const result = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
        tbt: lhr.audits['total-blocking-time'].numericValue,
      };
      results.push(result);
      console.log(
        `| ${page.path} | ${page.user ?? '-'} | ${run} | ${result.performance} | ${result.accessibility} | ` +
          `${result.lcp.toFixed(1)} | ${result.tbt.toFixed(0)} | ${kib('transferSize')} | ${kib('resourceSize')} | ` +
          `${lhr.environment.benchmarkIndex} | ${load()} |`,
      );
      if (process.env.LIGHTHOUSE_DEBUG) {
        for (const [id, audit] of Object.entries(lhr.audits)) {
          if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative') {
            console.log(`    ${id}: ${audit.displayValue ?? ''} ${audit.title}`);
          }
        }
      }
    }
    if (results.length === 0) continue;
    summary.push({
      page,
      performance: median(results.map((r) => r.performance)),
      all: results.map((r) => r.performance).join(', '),
      accessibility: median(results.map((r) => r.accessibility)),
      lcp: median(results.map((r) => r.lcp)),
      tbt: median(results.map((r) => r.tbt)),
      load: `${loadBefore}-${load()}`,
    });
  }
} finally {
  chrome.kill();
  await stop();
}

console.log(`\nMedians of ${runs} run(s) per page:\n`);
console.log(
  '| page | user | performance (median) | runs | accessibility | LCP (s) | TBT (ms) | load average |',
);
console.log('| --- | --- | --: | --- | --: | --: | --: | --- |');
for (const s of summary) {
  const below = s.performance < TARGET ? ' (below 90)' : '';
  console.log(
    `| ${s.page.path} | ${s.page.user ?? '-'} | ${s.performance}${below} | ${s.all} | ${s.accessibility} | ` +
      `${s.lcp.toFixed(1)} | ${s.tbt.toFixed(0)} | ${s.load} |`,
  );
}
console.log(`\nLoad average ${load()} on ${os.cpus().length} cores, ${new Date().toISOString()}.`);
