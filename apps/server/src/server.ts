// Entry point: open the database, migrate, seed on first start, listen, and shut down cleanly.
import { buildApp } from './app';
import { loadConfig } from './config';
import { encryptPlainValues } from './db/reencrypt';
import { seedFirstStart } from './db/seed';
import { pruneAuthTables } from './modules/auth/sessions.service';

const config = loadConfig();
const app = await buildApp(config);
await app.deps.database.migrate();
await encryptPlainValues(app.deps.db, app.log);
await seedFirstStart(app.deps.db, config, app.log);
app.deps.mail.start();
// Ended sessions, used tokens and old throttle rows are swept hourly so the auth tables stay small.
const prune = () =>
  pruneAuthTables(app.deps.db, config).catch((err) => app.log.error({ err }, 'prune failed'));
const pruneTimer = setInterval(prune, 3600_000);
pruneTimer.unref();
void prune();

await app.listen({ port: config.port, host: config.host });
app.log.info(`Staffdesk is running at ${config.publicUrl} (${app.deps.database.kind})`);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(pruneTimer);
    await app.close();
    process.exit(0);
  });
}
