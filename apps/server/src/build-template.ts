// Builds the embedded database's template (db/pglite-template.ts) where config.pgliteTemplate
// points: initdb, every migration and the master data, in a work folder renamed into place when
// done, so a start never copies a half-built one. Run by `npm run build` and, when it is missing or
// older than its sources, by `npm start`.
import fs from 'node:fs';
import { loadConfig } from './config';
import { EMBEDDED_SETTINGS, openPglite } from './db/client';
import { markTemplate } from './db/pglite-template';
import { seedMasterData } from './seed';

const target = loadConfig().pgliteTemplate!;
const work = `${target}.building-${process.pid}`;
fs.rmSync(work, { recursive: true, force: true });
try {
  // WAL kept small, the folder being copied at every first start: with wal_recycle off the last
  // checkpoint removes the segments it no longer needs instead of renaming them as future ones, so
  // the template holds one 16 MB segment, not two (89 -> 73 MB).
  const database = await openPglite(work, {
    settings: { ...EMBEDDED_SETTINGS, max_wal_size: '32MB', min_wal_size: '32MB', wal_recycle: 'off' },
  });
  await database.migrate();
  await seedMasterData(database.db);
  // Later starts replay nothing: everything is in the tables, not only in the write-ahead log.
  await database.db.execute('checkpoint');
  await database.close();
  markTemplate(work);
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(work, target);
} catch (error) {
  fs.rmSync(work, { recursive: true, force: true });
  throw error;
}
