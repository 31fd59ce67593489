// `npm run measure:start`: how long `npm start` takes to answer on an empty data folder and on a
// restart, and the server's memory after each start. Not part of CI; figures in docs/performance.md.
//
//   npm run measure:start                     # PGlite in a fresh temporary folder, port 3190
//   PORT=3102 npm run measure:start -- --runs=3
//
// Both wall time and the CPU time of the process tree are printed: on a machine shared with other
// work the wall time mostly measures the others, while the CPU time stays close to what an idle
// machine's wall time would be (the start is one thread's work).
// "Answers" is the first HTTP answer of GET /api/v1/users/is-auth (401 without a session); "signed
// in" is the first 200 of it after signing in as the first super-admin. RSS is the server process's
// VmRSS from /proc, read 2 s after it answers (it keeps growing while the first requests warm up).
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3190);
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1);
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

async function start(dataDir) {
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
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
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
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  return {
    answers: (answers / 1000).toFixed(1),
    cpu: cpu.toFixed(1),
    signedIn: (signedIn / 1000).toFixed(1),
    rss,
  };
}

for (let run = 1; run <= runs; run++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-measure-'));
  try {
    const first = await start(dataDir);
    const restart = await start(dataDir);
    console.log(
      `run ${run}: first start answers ${first.answers} s (CPU ${first.cpu} s; signed in ${first.signedIn} s; ` +
        `RSS ${first.rss} MB), restart answers ${restart.answers} s (CPU ${restart.cpu} s; signed in ` +
        `${restart.signedIn} s; RSS ${restart.rss} MB); ` +
        `load average ${os.loadavg()[0].toFixed(1)}`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
