// `npm run build`: everything `npm start` runs, made from the sources:
// - the web app (Vite, apps/web/dist), served precompressed;
// - the server as one ES module (esbuild, apps/server/dist/server.mjs): Node loads it in a fraction
//   of the time and memory that compiling ~100 TypeScript files at every start costs;
// - the embedded database's template (apps/server/dist/pglite-template, db/pglite-template.ts,
//   made by build-template.ts).
// `npm start` calls buildStale(): only the parts older than their sources are made again.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { quietly, step } from './progress.mjs';

const root = path.resolve(import.meta.dirname, '..');
const at = (p) => path.join(root, p);
const serverDist = at('apps/server/dist');

const parts = {
  web: {
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/shared/src',
    ],
    label: 'Building the web app',
    // Vite's list of every file it wrote is left out; its warnings are shown.
    build: async () => {
      const warnings = await quietly(
        'npm',
        ['run', '--silent', 'build', '-w', '@staffdesk/web', '--', '--logLevel', 'warn'],
        {
          cwd: root,
        },
      );
      if (warnings.trim()) console.log(warnings.trimEnd());
    },
  },
  server: {
    output: 'apps/server/dist/server.mjs',
    sources: ['apps/server/src', 'packages/shared/src', 'scripts/build.mjs'],
    label: 'Building the server',
    build: buildServer,
  },
  template: {
    output: 'apps/server/dist/pglite-template/staffdesk-template.json',
    sources: [
      'apps/server/src/db',
      'apps/server/src/build-template.ts',
      // The master data (lookups, geography), not the demo data that only a first start adds.
      'apps/server/src/seed/index.ts',
      'apps/server/src/seed/lookups.ts',
      'apps/server/src/seed/geography.ts',
      'packages/shared/src/constants.ts',
      'node_modules/@electric-sql/pglite/package.json',
      'node_modules/country-state-city/package.json',
    ],
    label: 'Preparing the embedded database (once per build: PostgreSQL, migrations, 148,000 cities)',
    build: () =>
      quietly(process.execPath, ['--enable-source-maps', path.join(serverDist, 'build-template.mjs')], {
        cwd: root,
      }),
  },
};

async function buildServer() {
  // Everything but the database template, which has its own step.
  for (const old of fs.existsSync(serverDist) ? fs.readdirSync(serverDist) : []) {
    if (old !== 'pglite-template') fs.rmSync(path.join(serverDist, old), { recursive: true, force: true });
  }
  // Imported here, not at the top: a start with nothing to build never loads esbuild.
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: {
      server: at('apps/server/src/server.ts'),
      'build-template': at('apps/server/src/build-template.ts'),
      // The CPU pool's worker threads load this file (lib/cpu-pool.ts).
      'cpu-tasks': at('apps/server/src/cpu-tasks.ts'),
    },
    outdir: serverDist,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Code imported on demand (the S3 storage and its SDK) stays in its own file until needed. All
    // files sit in dist/, a sibling of src/, so paths made from import.meta.dirname hold for both.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Packages load from node_modules as usual; only the workspace's TypeScript is bundled.
    packages: 'external',
    alias: { '@staffdesk/shared': at('packages/shared/src/index.ts') },
    logLevel: 'warning',
  });
  // The migrator reads the SQL next to the code that runs it (db/client.ts MIGRATIONS_DIR).
  fs.cpSync(at('apps/server/src/db/migrations'), path.join(serverDist, 'migrations'), { recursive: true });
}

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

function isStale({ output, sources }) {
  const out = at(output);
  return (
    !fs.existsSync(out) || fs.statSync(out).mtimeMs < Math.max(...sources.map((s) => newestMtime(at(s))))
  );
}

/** Builds the named parts, one progress line each ([1/3] …). */
async function run(names) {
  for (const [i, name] of names.entries()) {
    const count = names.length > 1 ? `[${i + 1}/${names.length}] ` : '';
    await step(`${count}${parts[name].label}`, parts[name].build);
  }
}

/** What `npm start` needs that is missing or older than its sources (the template only for PGlite). */
export async function buildStale({ pglite }) {
  const stale = ['web', 'server', ...(pglite ? ['template'] : [])].filter((name) => isStale(parts[name]));
  if (stale.length === 0) return;
  console.log(
    stale.length === 3 ? 'Building Staffdesk (first start: about a minute)' : 'Building what changed',
  );
  await run(stale);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run(['web', 'server', 'template']);
}
