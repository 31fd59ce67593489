// Entry point: open the database, migrate, seed on first start, listen, and shut down cleanly.
import { buildApp } from './app';
import { loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { closeCpuPool } from './lib/cpu-pool';
import { pruneAuthTables } from './modules/auth/sessions.service';
import { sweepUnattachedUploads } from './modules/uploads/file-use';
import { encryptPlainValues } from './reencrypt';
import { seedFirstStart } from './seed';

const config = loadConfig();
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config);
} catch (err) {
  // Another process holds the data folder: one clear line, not a stack trace.
  if (err instanceof DataDirLockedError) {
    console.error(`\n  ${err.message}\n`);
    process.exit(1);
  }
  throw err;
}
await app.deps.database.migrate();
await encryptPlainValues(app.deps.db, app.log);
await seedFirstStart(app.deps, app.log);
app.deps.mail.start();
// Jobs queued before a restart, or left by a process that died, are picked up again.
app.deps.jobs.start();
// Ended sessions, used tokens and old throttle rows are swept hourly so the auth tables stay small.
// So are uploads that no record took up within a day.
const prune = () =>
  Promise.all([
    pruneAuthTables(app.deps.db, config).catch((err) => app.log.error({ err }, 'prune failed')),
    sweepUnattachedUploads(app.deps).catch((err) => app.log.error({ err }, 'upload sweep failed')),
  ]);
const pruneTimer = setInterval(prune, 3600_000);
pruneTimer.unref();

await app.listen({ port: config.port, host: config.host });
// After listening: on PGlite's one connection the first sweep would otherwise hold up the first
// requests of a restart.
void prune();
app.log.info(
  `Staffdesk is running at ${config.publicUrl} (${app.deps.database.kind}, listening on ${config.host})`,
);
if (config.production && config.seedDemo)
  app.log.warn('SEED_DEMO is on in production: an empty database gets the demo accounts');

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(pruneTimer);
    await app.close();
    await closeCpuPool();
    process.exit(0);
  });
}
