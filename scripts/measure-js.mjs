// `npm run measure:js`: the JavaScript a cold visit downloads, counted in Debian's Chromium on the
// built app (fresh embedded database, demo data): every script the page requests until the network
// is idle, at a phone's and a laptop's width, as raw / gzip / brotli sizes of the built files (the
// server sends the build's .br/.gz as they are). By default /login and every list page of both
// specifications, each as a user who sees it (list-pages.mjs); exits with 1 when a list page is over
// its budget (250 KiB gzip). Not part of CI (scripts/check-js-budget.mjs is its browser-free twin);
// figures in docs/performance.md.
//
//   npm run measure:js                           # port 3192, /usr/bin/chromium
//   PORT=3214 npm run measure:js -- --modules    # also what each page's scripts are made of
//   npm run measure:js -- --only=/hrms,/company  # the list pages whose path starts so
//   npm run measure:js -- /positions/create      # other pages (as the super-admin unless sign-in)
//   npm run measure:js -- --widths=375           # one width only
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { SourceMapConsumer } from 'source-map-js';
import { startBuiltServer } from './built-server.mjs';
import { LIST_PAGE_BUDGET_KIB, LIST_PAGES, selectPages, signInAll } from './list-pages.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const port = Number(process.env.PORT ?? 3192);
const args = process.argv.slice(2);
const byModule = args.includes('--modules');
const named = args.filter((a) => a.startsWith('/'));
const pages =
  named.length > 0
    ? named.map((p) => ({ path: p, user: p.startsWith('/login') ? null : 'admin', budget: false }))
    : [
        ...(args.some((a) => a.startsWith('--only=')) ? [] : [{ path: '/login', user: null, budget: false }]),
        ...selectPages(args, LIST_PAGES).map((page) => ({ ...page, budget: true })),
      ];
const widths = (args.find((a) => a.startsWith('--widths='))?.slice(9) ?? '375,1280').split(',').map(Number);
const admin = { email: 'measure-js@staffdesk.local', password: 'MeasureJs@123' };

const size = (file) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
const kib = (bytes) => (bytes / 1024).toFixed(0);

/** Bytes of a built chunk per source module (node_modules/<package> or the app's folder). */
function chunkModules(file) {
  if (!fs.existsSync(`${file}.map`)) return new Map([[path.basename(file), size(file)]]);
  const code = fs.readFileSync(file, 'utf8').split('\n');
  const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
  const owners = new Map();
  let last = null;
  const add = (owner, bytes) => owners.set(owner, (owners.get(owner) ?? 0) + bytes);
  const close = (line, column) => {
    if (!last) return;
    const end = line === last.line ? column : code[last.line - 1].length;
    add(last.owner, Math.max(0, end - last.column));
  };
  map.eachMapping((m) => {
    close(m.generatedLine, m.generatedColumn);
    const source = m.source ?? '(none)';
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
    const owner = pkg ?? source.replace(/^.*?\/(apps|packages)\//, '$1/').replace(/\/[^/]+$/, '/');
    last = { line: m.generatedLine, column: m.generatedColumn, owner };
  });
  if (last) close(last.line, code[last.line - 1].length);
  return owners;
}

const { base, cookie, stop } = await startBuiltServer({ port, admin });
const cookies = await signInAll(base, cookie).catch(async (error) => {
  await stop();
  throw error;
});
const overBudget = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});
try {
  console.log('| page | user | width | scripts | raw (KiB) | gzip (KiB) | brotli (KiB) |');
  console.log('| --- | --- | --: | --: | --: | --: | --: |');
  for (const page of pages) {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      if (page.user) {
        const [name, value] = cookies[page.user].split('=');
        await context.addCookies([{ name, value, url: base }]);
      }
      const tab = await context.newPage();
      const scripts = new Set();
      tab.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
      });
      await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle' });
      // A page that sent its visitor elsewhere (no access, signed out) would measure the wrong page.
      const landed = new URL(tab.url()).pathname;
      if (landed !== page.path) throw new Error(`${page.path} as ${page.user} landed on ${landed}`);
      // Lazy parts the first paint asks for (e.g. the open filter form) start after rendering: wait
      // until nothing shows a progress bar (lazy parts' fallbacks, the table loading), then idle.
      await tab.waitForFunction(() => !document.querySelector('[role="progressbar"]'), null, {
        timeout: 60_000,
      });
      await tab.waitForLoadState('networkidle');
      await context.close();
      const files = [...scripts].map((p) => path.join(dist, p));
      const sum = (suffix) => files.reduce((total, f) => total + size(f + suffix), 0);
      const over = page.budget && sum('.gz') > LIST_PAGE_BUDGET_KIB * 1024;
      if (over) overBudget.push(`${page.path} (${page.user}, ${width} px): ${kib(sum('.gz'))} KiB`);
      console.log(
        `| ${page.path} | ${page.user ?? '-'} | ${width} | ${files.length} | ${kib(sum(''))} | ` +
          `${over ? '**' : ''}${kib(sum('.gz'))}${over ? '**' : ''} | ${kib(sum('.br'))} |`,
      );
      if (byModule) {
        const owners = new Map();
        for (const file of files) {
          for (const [owner, bytes] of chunkModules(file))
            owners.set(owner, (owners.get(owner) ?? 0) + bytes);
        }
        const top = [...owners].sort((a, b) => b[1] - a[1]).slice(0, 40);
        for (const [owner, bytes] of top) console.log(`    ${kib(bytes).padStart(5)} KiB raw  ${owner}`);
        for (const file of files)
          console.log(`    chunk ${path.basename(file)} ${kib(size(`${file}.gz`))} KiB gzip`);
      }
    }
  }
  console.log(
    `\nLoad average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores, ${new Date().toISOString()}.`,
  );
} finally {
  await browser.close();
  await stop();
}
if (overBudget.length > 0) {
  console.error(`\nOver the ${LIST_PAGE_BUDGET_KIB} KiB gzip budget:\n  ${overBudget.join('\n  ')}`);
  process.exitCode = 1;
}
