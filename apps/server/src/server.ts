// Entry point: open the database, migrate, seed on first start, listen, and shut down cleanly.
import { buildApp } from './app';
import { loadConfig } from './config';
import { seedFirstStart } from './db/seed';

const config = loadConfig();
const app = await buildApp(config);
await app.deps.database.migrate();
await seedFirstStart(app.deps.db, config, app.log);
app.deps.mail.start();

await app.listen({ port: config.port, host: config.host });
app.log.info(`Staffdesk is running at ${config.publicUrl} (${app.deps.database.kind})`);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  });
}
