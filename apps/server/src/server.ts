// Entry point: open the database, migrate, seed on first start, listen, and shut down cleanly.
// In development each step is one line on the console and the address and sign-in come last
// (start-banner.ts); production writes JSON log entries only.
import { buildApp } from './app';
import { loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { closeCpuPool } from './lib/cpu-pool';
import { pruneAuthTables } from './modules/auth/sessions.service';
import { sweepUnattachedUploads } from './modules/uploads/file-use';
import { encryptPlainValues } from './reencrypt';
import { isEmpty, seedFirstStart } from './seed';
import { startBanner } from './start-banner';

const config = loadConfig();
const say = config.production ? () => {} : (text: string) => console.log(text);
async function step<T>(label: string, work: () => Promise<T>, { long = false } = {}): Promise<T> {
  const started = performance.now();
  // A step of seconds says what it does first, so the console never looks stuck.
  if (long) say(`  ${label}…`);
  const result = await work();
  say(`  ${label}: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

say('Starting Staffdesk');
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await step('Opening the database', () => buildApp(config));
} catch (err) {
  // Another process holds the data folder: one clear line, not a stack trace.
  if (err instanceof DataDirLockedError) {
    console.error(`\n  ${err.message}\n`);
    process.exit(1);
  }
  throw err;
}
await step('Applying the migrations', async () => {
  await app.deps.database.migrate();
  await encryptPlainValues(app.deps.db, app.log);
});
const first = (await isEmpty(app.deps.db))
  ? await step(
      config.seedDemo
        ? 'First start: the super-admin and the demo agency (holidays, leaves, payslips, claims, invoices)'
        : 'First start: the super-admin',
      () => seedFirstStart(app.deps, app.log),
      { long: true },
    )
  : null;
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

await app.listen({
  port: config.port,
  host: config.host,
  listenTextResolver: (address) => `listening at ${address}`,
});
// After listening: on PGlite's one connection the first sweep would otherwise hold up the first
// requests of a restart.
void prune();
if (config.production) {
  app.log.info(
    `Staffdesk is running at ${config.publicUrl} (${app.deps.database.kind}, listening on ${config.host})`,
  );
  if (config.seedDemo)
    app.log.warn('SEED_DEMO is on in production: an empty database gets the demo accounts');
} else {
  // Without SMTP the first start's e-mails are printed: all of them before the sign-in details.
  if (first && !config.smtpUrl) await app.deps.mail.drain();
  say(startBanner(config, app.deps.database.kind, first));
}

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
