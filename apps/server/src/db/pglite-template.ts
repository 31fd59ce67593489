// The embedded database's starting point, prepared at build time (src/build-template.ts): a PGlite
// data folder that has been through initdb, every migration and the master data (148,000 cities).
// A first start copies it (well under a second) instead of running initdb and loading the cities
// (~15 s); migrate() and the seed then have only what is newer than the copy left to do.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const MARKER = 'staffdesk-template.json';

/** The installed PGlite's version: a data folder made by another version may not open. */
export function pgliteVersion(): string {
  const wasm = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm');
  return JSON.parse(fs.readFileSync(path.join(path.dirname(wasm), '..', 'package.json'), 'utf8')).version;
}

/** Marks a finished template; a folder without the mark (an interrupted build) is never copied. */
export function markTemplate(dir: string) {
  fs.writeFileSync(
    path.join(dir, MARKER),
    JSON.stringify({ pglite: pgliteVersion(), built: new Date().toISOString() }),
  );
}

export function isUsableTemplate(dir: string): boolean {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, MARKER), 'utf8')).pglite === pgliteVersion();
  } catch {
    return false;
  }
}

/** Copies the template into a data folder that holds no database yet; false when there is none. */
export function copyTemplate(template: string | null | undefined, dataDir: string): boolean {
  if (!template || fs.existsSync(path.join(dataDir, 'PG_VERSION')) || !isUsableTemplate(template)) {
    return false;
  }
  fs.cpSync(template, dataDir, {
    recursive: true,
    // A copy-on-write clone where the file system offers one (btrfs, XFS, APFS), a copy elsewhere.
    mode: fs.constants.COPYFILE_FICLONE,
    filter: (source) => path.basename(source) !== MARKER,
  });
  return true;
}
