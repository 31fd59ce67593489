// `npm run check:js`: every list page's first-load JavaScript from the build's manifest, without a
// browser (CI runs it after the browser tests' build): the app's entry (with the signed-in shell) and
// the page's route module with every chunk they import statically, as the built .gz files. Exits with 1
// when a page is over its budget (list-pages.mjs). What a page loads lazily at first paint on top of
// that (a few KiB) only `npm run measure:js` sees, in Chromium; both are in docs/performance.md.
//
//   npm run check:js                  # builds what is stale first
//   npm run check:js -- --chunks      # each page's chunks, largest first
import fs from 'node:fs';
import path from 'node:path';
import { buildStale } from './build.mjs';
import { LIST_PAGE_BUDGET_KIB, LIST_PAGES } from './list-pages.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const showChunks = process.argv.includes('--chunks');

/** What every signed-in page loads before its own route module (the shell is in the first-paint chunk). */
const SHELL = ['index.html'];

await buildStale({ pglite: false });
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
/** The built .gz; a file under the build's compression threshold (512 bytes) goes out as it is. */
const gzipBytes = (file) => {
  const built = path.join(dist, file);
  return fs.existsSync(`${built}.gz`) ? fs.statSync(`${built}.gz`).size : fs.statSync(built).size;
};

/** The files a chunk loads: itself and its static imports, transitively. */
function staticClosure(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest (renamed? update list-pages.mjs)`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

const kib = (bytes) => (bytes / 1024).toFixed(0);
const over = [];
console.log('| page module | list pages | chunks | gzip (KiB) |');
console.log('| --- | --- | --: | --: |');
for (const module of new Set(LIST_PAGES.map((page) => page.module))) {
  const files = staticClosure([...SHELL, module]);
  const total = files.reduce((sum, file) => sum + gzipBytes(file), 0);
  const paths = [...new Set(LIST_PAGES.filter((p) => p.module === module).map((p) => p.path))];
  const breach = total > LIST_PAGE_BUDGET_KIB * 1024;
  if (breach) over.push(`${paths.join(', ')}: ${kib(total)} KiB`);
  console.log(
    `| ${path.basename(module)} | ${paths.join(', ')} | ${files.length} | ${kib(total)}${breach ? ' over' : ''} |`,
  );
  if (showChunks) {
    for (const file of files.sort((a, b) => gzipBytes(b) - gzipBytes(a)))
      console.log(`    ${kib(gzipBytes(file)).padStart(4)} KiB  ${file}`);
  }
}
if (over.length > 0) {
  console.error(
    `\nOver the ${LIST_PAGE_BUDGET_KIB} KiB gzip budget of a list page's first load:\n  ${over.join('\n  ')}`,
  );
  process.exitCode = 1;
} else {
  console.log(`\nEvery list page is within ${LIST_PAGE_BUDGET_KIB} KiB gzip.`);
}
