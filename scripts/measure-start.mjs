// `npm run measure:start`: how long `npm start` takes to answer on an empty data folder and on a
// restart, and the server's memory after each start. Not part of CI; figures in docs/performance.md.
//
//   npm run measure:start                     # PGlite in a fresh temporary folder, port 3190
//   PORT=3102 npm run measure:start -- --runs=3
//   npm run measure:start -- --browse=60      # then a minute of browsing every list page, and RSS
//
// Both wall time and the CPU time of the process tree are printed: on a machine shared with other
// work the wall time mostly measures the others, while the CPU time stays close to what an idle
// machine's wall time would be (the start is one thread's work).
// "Answers" is the first HTTP answer of GET /api/v1/users/is-auth (401 without a session); "signed
// in" is the first 200 of it after signing in as the first super-admin. RSS is the server process's
// VmRSS from /proc, read 2 s after it answers (it keeps growing while the first requests warm up).
// Where a start's time goes: the server's own step lines (printed outside production), timed as they
// arrive: node and the bundle until "Starting Staffdesk", then opening the database (the template's
// copy, timed apart beforehand, PGlite's start and the app's routes), the migrations check and, on a
// first start, the super-admin and the demo data.
// --browse=<s> (after the last restart): Chromium visits every list page of both specifications in
// turn (list-pages.mjs), each as a user who sees it, for that many seconds; RSS is sampled every
// second, and read again after 10 s of rest.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { LIST_PAGES, signIn, USERS } from './list-pages.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3190);
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1);
const browseSeconds = Number(process.argv.find((a) => a.startsWith('--browse='))?.slice(9) ?? 0);
const base = `http://127.0.0.1:${port}/api/v1`;
const admin = { email: 'measure@staffdesk.local', password: 'Measure@12345' };

/** The web app is built before timing, so a stale build is not counted as start time. */
execSync('node scripts/start.mjs --build-only', { cwd: root, stdio: 'inherit' });

async function poll(fn) {
  for (;;) {
    try {
      const result = await fn();
      if (result) return result;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
}

function descendants(pid) {
  const children = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry), ...descendants(Number(entry)));
    } catch {
      // gone
    }
  }
  return children;
}

/** CPU seconds spent by `npm start` and everything below it: wall time on an idle machine, about. */
function treeCpuSeconds(npmPid) {
  let ticks = 0;
  for (const pid of [npmPid, ...descendants(npmPid)]) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime, cutime, cstime (fields 14-17 of proc(5)), in clock ticks of 1/100 s.
      ticks += fields.slice(11, 15).reduce((sum, v) => sum + Number(v), 0);
    } catch {
      // ended meanwhile
    }
  }
  return ticks / 100;
}

/** The process that runs the server, below `npm start`. */
function serverRssMb(npmPid) {
  for (const pid of [npmPid, ...descendants(npmPid)].reverse()) {
    const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (/apps\/server\/(src|dist)\/server\./.test(cmd)) {
      const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      return Math.round(Number(rss) / 1024);
    }
  }
  return Number.NaN;
}

/** The first start's copy of the template on its own (db/pglite-template.ts does the same copy). */
function timeTemplateCopy() {
  const template = path.join(root, 'apps/server/dist/pglite-template');
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-copy-'));
  try {
    const started = performance.now();
    fs.cpSync(template, target, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
    const seconds = (performance.now() - started) / 1000;
    const mb = Number(execSync(`du -sm ${template}`).toString().split('\t')[0]);
    return `${seconds.toFixed(2)} s for ${mb} MB`;
  } finally {
    fs.rmSync(target, { recursive: true, force: true });
  }
}

async function start(dataDir, { browse = false } = {}) {
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  // The server's step lines, each with the time it arrived (seconds after the spawn).
  const steps = [];
  let pending = '';
  child.stdout.on('data', (chunk) => {
    const at = (performance.now() - started) / 1000;
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) steps.push({ at, line: line.trim() });
  });
  await poll(async () => (await fetch(`${base}/users/is-auth`)).status > 0);
  const answers = performance.now() - started;
  const cpu = treeCpuSeconds(child.pid);
  const cookie = await poll(async () => {
    const res = await fetch(`${base}/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    return res.status === 200 && res.headers.get('set-cookie')?.split(';')[0];
  });
  await poll(async () => (await fetch(`${base}/users/is-auth`, { headers: { cookie } })).status === 200);
  const signedIn = performance.now() - started;
  await sleep(2000);
  const rss = serverRssMb(child.pid);
  const browsing = browse ? await browseLists(child.pid) : null;
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  return {
    answers: (answers / 1000).toFixed(1),
    cpu: cpu.toFixed(1),
    signedIn: (signedIn / 1000).toFixed(1),
    rss,
    steps: breakdown(steps, answers / 1000),
    browsing,
  };
}

/** "bundle 0.6 s, database 0.9 s, migrations 0.2 s, …": the server's steps, from their lines' times. */
function breakdown(steps, answeredAt) {
  const parts = [];
  const starting = steps.find((s) => s.line.startsWith('Starting Staffdesk'));
  if (starting) parts.push(`npm, node and the bundle ${starting.at.toFixed(1)} s`);
  for (const step of steps) {
    const done = /^(.*): done in ([\d.]+) s$/.exec(step.line);
    if (done) parts.push(`${done[1].replace(/ \(.*$/, '').slice(0, 40)} ${done[2]} s`);
  }
  const last = steps.filter((s) => / done in /.test(s.line)).at(-1);
  if (last) parts.push(`to the first answer ${(answeredAt - last.at).toFixed(1)} s`);
  return parts.join('; ');
}

/** Every list page in turn for `browseSeconds`, as its users; the server's RSS each second. */
async function browseLists(serverPid) {
  const { chromium } = await import('playwright');
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const pages = {};
  const samples = [];
  const sampler = setInterval(() => samples.push(serverRssMb(serverPid)), 1000);
  let visits = 0;
  try {
    for (const [name, user] of Object.entries({ ...USERS, admin })) {
      if (!user || pages[name]) continue;
      const [cookieName, value] = (await signIn(origin, user)).split('=');
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addCookies([{ name: cookieName, value, url: origin }]);
      pages[name] = await context.newPage();
    }
    const until = performance.now() + browseSeconds * 1000;
    for (let i = 0; performance.now() < until; i++) {
      const page = LIST_PAGES[i % LIST_PAGES.length];
      const tab = pages[page.user];
      // Page 2 on every other round, so the lists' other statements run too.
      const second = Math.floor(i / LIST_PAGES.length) % 2 === 1 ? '?page=2' : '';
      await tab.goto(`${origin}${page.path}${second}`, { waitUntil: 'networkidle' });
      await tab.waitForFunction(() => !document.querySelector('[role="progressbar"]'), null, {
        timeout: 30_000,
      });
      visits++;
    }
  } finally {
    clearInterval(sampler);
    await browser.close();
  }
  const after = serverRssMb(serverPid);
  await sleep(10_000);
  return { visits, peak: Math.max(...samples, after), after, rested: serverRssMb(serverPid) };
}

console.log(`Copying the PGlite template: ${timeTemplateCopy()}`);
for (let run = 1; run <= runs; run++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-measure-'));
  try {
    const loadBefore = os.loadavg()[0].toFixed(1);
    const first = await start(dataDir);
    const restart = await start(dataDir, { browse: browseSeconds > 0 && run === runs });
    console.log(
      `run ${run}: first start answers ${first.answers} s (CPU ${first.cpu} s; signed in ${first.signedIn} s; ` +
        `RSS ${first.rss} MB), restart answers ${restart.answers} s (CPU ${restart.cpu} s; signed in ` +
        `${restart.signedIn} s; RSS ${restart.rss} MB); ` +
        `load average ${loadBefore} → ${os.loadavg()[0].toFixed(1)}`,
    );
    console.log(`  first start: ${first.steps}`);
    console.log(`  restart: ${restart.steps}`);
    if (restart.browsing) {
      const b = restart.browsing;
      console.log(
        `  after ${browseSeconds} s of browsing every list (${b.visits} page loads): RSS ${b.after} MB ` +
          `(peak ${b.peak} MB), ${b.rested} MB after 10 s of rest`,
      );
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
