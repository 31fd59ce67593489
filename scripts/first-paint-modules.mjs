// `node scripts/first-paint-modules.mjs`: writes apps/web/first-paint-modules.json, the modules a
// signed-in list's first paint loads besides the entry and vendor chunks (the shell, MUI's parts,
// the list components; no feature's own modules), which vite.config.ts bundles as one chunk. Run it
// after the first paint's imports change much: it builds without the group (FIRST_PAINT_GROUP=off),
// opens /positions and /applicants at a phone's and a laptop's width in Debian's Chromium and reads
// the loaded chunks' source maps. A stale list only costs requests or bytes, never correctness.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { startBuiltServer } from './built-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.env.FIRST_PAINT_GROUP = 'off'; // also for the server's build check (built-server.mjs)
const dist = path.join(root, 'apps/web/dist');
execFileSync('npx', ['vite', 'build'], {
  cwd: path.join(root, 'apps/web'),
  stdio: 'inherit',
});
const port = Number(process.env.PORT ?? 3193);
const { base, cookie, stop } = await startBuiltServer({
  port,
  admin: { email: 'first-paint@staffdesk.local', password: 'FirstPaint@123' },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const vendor = [...html.matchAll(/assets\/(vendor-[^"]+\.js)/g)].map((m) => m[1]);
const modules = new Set();
// What the sign-in page loads stays out: it would otherwise load the whole group.
const signIn = new Set();
try {
  for (const page of ['/login', '/positions', '/applicants']) {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const [name, value] = cookie.split('=');
      if (page !== '/login') await context.addCookies([{ name, value, url: base }]);
      const tab = await context.newPage();
      const scripts = new Set();
      tab.on('request', (r) => r.resourceType() === 'script' && scripts.add(path.basename(r.url())));
      await tab.goto(`${base}${page}`, { waitUntil: 'networkidle' });
      await context.close();
      for (const script of scripts) {
        const map = path.join(dist, 'assets', `${script}.map`);
        if (vendor.includes(script) || !fs.existsSync(map)) continue;
        for (const source of JSON.parse(fs.readFileSync(map, 'utf8')).sources) {
          const id = source.replace(/^(\.\.\/)+/, '');
          if (page === '/login') signIn.add(id);
          else if (!id.startsWith('src/features/') && id !== 'src/main.tsx') modules.add(id);
        }
      }
    }
  }
} finally {
  await browser.close();
  await stop();
}
// Modules of both stay in a chunk of their own, so the sign-in page does not load the group.
const all = [...modules].sort();
const list = {
  firstPaint: all.filter((id) => !signIn.has(id)),
  sharedWithSignIn: all.filter((id) => signIn.has(id)),
};
fs.writeFileSync(path.join(root, 'apps/web/first-paint-modules.json'), `${JSON.stringify(list, null, 2)}\n`);
console.log(
  `${list.firstPaint.length} modules, ${list.sharedWithSignIn.length} shared with sign-in; now run npm run build.`,
);
