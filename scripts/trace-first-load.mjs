// `npm run trace:first-load`: the main thread's CPU of a cold first load, measured in a way the
// machine's load hardly moves (issue 23). Chromium's trace of a visit (375 px, fresh profile, no
// throttling) gives each task of the page's main thread its CPU time (`tdur`, the thread's own time,
// not the wall clock a busy machine stretches); the script adds them up from the navigation to a
// quiet network, lists the long tasks (CPU ≥ 20 ms) with what ran in them (the trace's events and
// V8's samples mapped through the build's source maps to modules), and, with several servers,
// visits them in turn so that two builds are compared under the same load.
//
//   npm run trace:first-load -- --target=main=http://127.0.0.1:3270 --target=old=http://127.0.0.1:3271 \
//     --path=/positions --runs=5 [--width=375] [--email=… --password=…] [--tasks] [--modules] [--save=dir]
//   npm run trace:first-load -- --trace=dir/main-….json     # a saved trace again
//
// Each target is a running built server (scripts/built-server.mjs makes one) with the measuring
// scripts' super-admin. `x4 TBT` is Lighthouse's blocking-time rule applied to the tasks' CPU times
// multiplied by 4, its mobile CPU slowdown: a load-insensitive stand-in for its TBT.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import puppeteer from 'puppeteer-core';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const targets = args
  .filter((a) => a.startsWith('--target='))
  .map((a) => {
    const [label, ...rest] = a.slice(9).split('=');
    return { label, base: rest.join('=') };
  });
if (targets.length === 0 && !args.some((a) => a.startsWith('--trace=')))
  throw new Error('--target=label=http://host:port (one or more)');
const pagePath = option('path', '/positions');
const runs = Number(option('runs', 3));
const width = Number(option('width', 375));
const admin = {
  email: option('email', 'lighthouse@staffdesk.local'),
  password: option('password', 'Lighthouse@123'),
};
const showTasks = args.includes('--tasks');
const showModules = args.includes('--modules');

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];
/** A task's children worth naming (the rest is summed as "other"). */
const WORK = new Map([
  ['EvaluateScript', 'script eval'],
  ['v8.evaluateModule', 'module eval'],
  ['v8.compile', 'compile'],
  ['v8.compileModule', 'compile'],
  ['v8.produceModuleCache', 'compile'],
  ['FunctionCall', 'JS call'],
  ['TimerFire', 'timer'],
  ['FireAnimationFrame', 'rAF'],
  ['EventDispatch', 'event'],
  ['RunMicrotasks', 'microtasks'],
  ['ParseHTML', 'parse HTML'],
  ['ParseAuthorStyleSheet', 'parse CSS'],
  ['UpdateLayoutTree', 'style'],
  ['Layout', 'layout'],
  ['PrePaint', 'paint'],
  ['Paint', 'paint'],
  ['Layerize', 'paint'],
  ['UpdateLayer', 'paint'],
  ['MinorGC', 'GC'],
  ['MajorGC', 'GC'],
  ['V8.GC_SCAVENGER', 'GC'],
]);

const load = () => os.loadavg()[0].toFixed(1);

async function signIn(base) {
  const res = await fetch(`${base}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`Sign-in at ${base} failed: ${res.status}`);
  const [name, ...value] = cookie.split('=');
  return { name, value: value.join('=') };
}

/** Source maps of the build's scripts, fetched once per URL: a sample's module. */
const maps = new Map();
async function sourceMap(url) {
  if (!maps.has(url)) {
    maps.set(
      url,
      fetch(`${url}.map`)
        .then((r) => (r.ok ? r.json() : undefined))
        .then((json) => json && new TraceMap(json))
        .catch(() => undefined),
    );
  }
  return maps.get(url);
}

/** node_modules/@mui/material/esm/Chip/Chip.js -> @mui/material/Chip; src/... as it is. */
function moduleName(source) {
  if (!source) return '?';
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 13).split('/');
    const pkg = parts[0].startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1);
    const rest = parts
      .slice(pkg.length)
      .filter((p) => !['esm', 'dist', 'cjs', 'build', 'lib', 'node'].includes(p));
    return [...pkg, ...(pkg[0] === '@mui' && rest.length > 1 ? [rest[0]] : [])].join('/');
  }
  const src = source.indexOf('src/');
  return src >= 0 ? source.slice(src) : source;
}

/** Samples of V8's profiler on one thread: [{ ts, frame }] with the frame's module resolved. */
async function samplesOf(events, pid, tid) {
  const nodes = new Map();
  const samples = [];
  let ts = 0;
  // The Profile event is on the sampled thread, its chunks on the profiler's thread, by the same id.
  const ids = new Set();
  for (const e of events) {
    if (e.pid === pid && e.tid === tid && e.name === 'Profile') {
      ids.add(e.id);
      ts = e.args.data.startTime;
    }
  }
  for (const e of events) {
    if (e.pid !== pid || e.name !== 'ProfileChunk' || !ids.has(e.id)) continue;
    const profile = e.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(node.id, node);
    const deltas = e.args.data.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, id });
    });
  }
  const named = new Map();
  for (const node of nodes.values()) {
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    let name = functionName && !url ? functionName : '(script)';
    if (functionName === '(garbage collector)') name = 'GC';
    else if (['(program)', '(idle)', '(root)'].includes(functionName)) name = functionName;
    else if (url?.startsWith('http')) {
      const map = await sourceMap(url);
      const original = map && originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
      name = original?.source ? moduleName(original.source) : path.basename(new URL(url).pathname);
    } else if (!url && !functionName) name = '(anonymous native)';
    named.set(node.id, name);
  }
  samples.sort((a, b) => a.ts - b.ts);
  return samples.map((s, i) => ({
    ts: s.ts,
    ms: ((samples[i + 1]?.ts ?? s.ts) - s.ts) / 1000,
    name: named.get(s.id) ?? '?',
  }));
}

const top = (totals, n) =>
  [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${v.toFixed(0)}`)
    .join(', ');

async function analyse(events) {
  // The page's navigation: its renderer's main thread and the start of the window.
  const nav = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.includes(pagePath))
    .at(-1);
  if (!nav) throw new Error('no navigationStart for the page in the trace');
  const { pid, tid } = nav;
  const mine = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= nav.ts);
  const runTask = mine.some((e) => e.name === 'RunTask') ? 'RunTask' : 'ThreadControllerImpl::RunTask';
  const tasks = [];
  for (const e of mine.filter((x) => x.name === runTask).sort((a, b) => a.ts - b.ts)) {
    const last = tasks.at(-1);
    if (last && e.ts < last.ts + last.dur) continue; // nested in the one before
    tasks.push(e);
  }
  const named = mine.filter((e) => WORK.has(e.name)).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const inside = (t) => named.filter((e) => e.ts >= t.ts && e.ts < t.ts + t.dur);
  const samples = await samplesOf(events, pid, tid);
  const cpu = tasks.reduce((s, t) => s + (t.tdur ?? t.dur), 0) / 1000;
  const wall = tasks.reduce((s, t) => s + t.dur, 0) / 1000;
  const tbt4 = tasks.reduce((s, t) => s + Math.max(0, (4 * (t.tdur ?? t.dur)) / 1000 - 50), 0);
  const long = [];
  const modules = new Map();
  for (const s of samples) {
    if (s.ts < nav.ts || s.name === '(idle)' || s.name === '(root)') continue;
    modules.set(s.name, (modules.get(s.name) ?? 0) + s.ms);
  }
  for (const t of tasks) {
    const ms = (t.tdur ?? t.dur) / 1000;
    if (ms < 20) continue;
    const end = t.ts + t.dur;
    const work = new Map();
    // Only the outermost named events (a function call inside a script's evaluation is its time).
    let covered = 0;
    for (const e of inside(t)) {
      if (e.ts + e.dur <= covered) continue;
      covered = e.ts + e.dur;
      const kind = WORK.get(e.name);
      work.set(kind, (work.get(kind) ?? 0) + e.dur / 1000);
    }
    const bySource = new Map();
    for (const s of samples) {
      if (s.ts < t.ts || s.ts >= end || s.name === '(idle)') continue;
      bySource.set(s.name, (bySource.get(s.name) ?? 0) + s.ms);
    }
    long.push({
      at: (t.ts - nav.ts) / 1000,
      cpu: ms,
      wall: t.dur / 1000,
      work: top(work, 5),
      sources: top(bySource, 6),
    });
  }
  return { cpu, wall, tasks: tasks.length, tbt4, long, modules };
}

async function visit(browser, target) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({
      width,
      height: 812,
      deviceScaleFactor: 2,
      isMobile: width < 800,
      hasTouch: width < 800,
    });
    const cookie = await signIn(target.base);
    await page.setCookie({ ...cookie, url: target.base });
    const client = await page.createCDPSession();
    const events = [];
    client.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((resolve) => client.once('Tracing.tracingComplete', resolve));
    await client.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
    });
    await page.goto(`${target.base}${pagePath}`, { waitUntil: 'networkidle0', timeout: 120_000 });
    await sleep(1000);
    const landed = new URL(page.url()).pathname;
    await client.send('Tracing.end');
    await done;
    if (landed !== pagePath) throw new Error(`${target.label}: landed on ${landed}`);
    const save = option('save');
    if (save)
      fs.writeFileSync(
        path.join(save, `${target.label}-${Date.now()}.json`),
        JSON.stringify({ traceEvents: events }),
      );
    return await analyse(events);
  } finally {
    await context.close();
  }
}

// --trace=file.json: analyse a saved trace (its servers still running, for the source maps).
const saved = option('trace');
if (saved) {
  const r = await analyse(JSON.parse(fs.readFileSync(saved, 'utf8')).traceEvents);
  console.log(
    `CPU ${r.cpu.toFixed(0)} ms, wall in tasks ${r.wall.toFixed(0)} ms, x4 TBT ${r.tbt4.toFixed(0)} ms`,
  );
  for (const t of r.long)
    console.log(
      `  at ${t.at.toFixed(0)} ms: CPU ${t.cpu.toFixed(0)} ms (wall ${t.wall.toFixed(0)}) — ${t.work}\n      ${t.sources}`,
    );
  console.log(`modules: ${top(r.modules, 40)}`);
  process.exit(0);
}

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const results = new Map(targets.map((t) => [t.label, []]));
try {
  console.log(`${pagePath} at ${width} px, ${runs} run(s) per target, in turn\n`);
  console.log(
    '| target | run | main-thread CPU (ms) | wall in tasks (ms) | tasks | CPU ≥ 50 ms | x4 TBT (ms) | load |',
  );
  console.log('| --- | --: | --: | --: | --: | --: | --: | --: |');
  for (let run = 1; run <= runs; run++) {
    for (const target of run % 2 ? targets : [...targets].reverse()) {
      const r = await visit(browser, target);
      results.get(target.label).push(r);
      const over50 = r.long.filter((t) => t.cpu >= 50).length;
      console.log(
        `| ${target.label} | ${run} | ${r.cpu.toFixed(0)} | ${r.wall.toFixed(0)} | ${r.tasks} | ${over50} | ${r.tbt4.toFixed(0)} | ${load()} |`,
      );
      if (showTasks) {
        for (const t of r.long) {
          console.log(
            `    at ${t.at.toFixed(0)} ms: CPU ${t.cpu.toFixed(0)} ms (wall ${t.wall.toFixed(0)}) — ${t.work}\n        ${t.sources}`,
          );
        }
      }
    }
  }
} finally {
  await browser.close();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
console.log('\n| target | CPU median (ms) | CPU min-max | x4 TBT median (ms) |');
console.log('| --- | --: | --- | --: |');
for (const [label, rs] of results) {
  const cpus = rs.map((r) => r.cpu);
  console.log(
    `| ${label} | ${median(cpus).toFixed(0)} | ${Math.min(...cpus).toFixed(0)}-${Math.max(...cpus).toFixed(0)} | ${median(rs.map((r) => r.tbt4)).toFixed(0)} |`,
  );
}
if (showModules) {
  for (const [label, rs] of results) {
    const sum = new Map();
    for (const r of rs) for (const [k, v] of r.modules) sum.set(k, (sum.get(k) ?? 0) + v / rs.length);
    console.log(`\n${label}, sampled time per module (ms, mean of runs): ${top(sum, 40)}`);
  }
}
console.log(`\nLoad average ${load()} on ${os.cpus().length} cores, ${new Date().toISOString()}.`);
