// buildApp(config): the whole server, API and web app, as one Fastify instance.
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { holdDatabaseUse } from './db/database-use';
import { whenIdle } from './lib/background';
import { useKeyRing } from './lib/field-crypto';
import { loadKeyRing } from './lib/field-keys';
import { responseSerializer } from './lib/response-serializer';
import { apiModules } from './modules';
import { createJobRunner } from './modules/jobs/job-runner';
import { createMailer } from './modules/mail/mailer';
import { FileHolders } from './modules/uploads/file-holders';
import { createStorage } from './modules/uploads/storage-factory';
import { API_PREFIX, registerAuth } from './plugins/auth';
import type { Deps } from './plugins/deps';
import { registerErrorHandler } from './plugins/errors';
import { registerIdempotency } from './plugins/idempotency';
import { registerInputGuards } from './plugins/input-guards';
import { registerOpenApi } from './plugins/openapi';
import { readableLogStream, requestSerializer, ShortRequestLog } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';

export type App = FastifyInstance;

export interface BuildOptions {
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: Database;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void };
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      // Reset and verify tokens travel in query strings: never written to the log (plugins/request-log.ts).
      serializers: { req: requestSerializer },
      // Development: readable lines on the console (plugins/request-log.ts); production: JSON.
      ...(options.logStream
        ? { stream: options.logStream }
        : config.production
          ? {}
          : { stream: readableLogStream() }),
    },
    // Two JSON entries for every request scrolled the first start's sign-in away: in development a
    // request is one short line at debug level (LOG_LEVEL=debug shows them).
    ...(config.production ? {} : { logController: new ShortRequestLog() }),
    // X-Forwarded-For picks the IP the throttles count: believed only from configured proxies.
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ checkWithZod: !config.production }));

  // Keys first: encrypted columns cannot be read or written without them (docs: "Encrypted fields").
  const keys = loadKeyRing(config);
  useKeyRing(keys.ring);
  if (keys.source === 'generated') {
    // Expected at a development first start; in production it is a warning to act on.
    app.log[config.production ? 'warn' : 'info'](
      { file: keys.file },
      'generated the field encryption key: back this file up with the data',
    );
  }
  const database = options.database ?? (await openDatabase(config));
  // This process uses the database until it closes: keys:rotate refuses meanwhile (db/database-use.ts).
  const releaseDatabase = database.url
    ? await holdDatabaseUse(database.url, () => app.log.warn('waiting for npm run keys:rotate to finish'))
    : null;
  const storage = createStorage(config);
  const deps: Deps = {
    config,
    database,
    db: database.db,
    mail: createMailer(database.db, config, app.log, undefined, storage),
    jobs: createJobRunner(database.db, app.log),
    storage,
    files: new FileHolders(),
  };
  app.decorate('deps', deps);
  app.addHook('onClose', async () => {
    await whenIdle();
    await deps.jobs.stop();
    await deps.mail.stop();
    await releaseDatabase?.();
    if (!options.database) await database.close();
  });

  await registerSecurityHeaders(app, config);
  await app.register(fastifyCookie);
  // API answers over 1 KB in brotli (quality 4: fast enough per request) or gzip; the web app's
  // files are compressed at build time instead (plugins/web-app.ts).
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyMultipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10 } });
  // The OpenAPI document is built always (tests and the fuzz test read it); its browsable UI is a
  // development aid, not published by a production server.
  await registerOpenApi(app);
  if (!config.production) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  registerErrorHandler(app);
  registerInputGuards(app);
  registerAuth(app);
  registerIdempotency(app);
  for (const module of apiModules) await app.register(module, { prefix: API_PREFIX });

  await registerWebApp(app, config);
  return app;
}
