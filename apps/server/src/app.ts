// buildApp(config): the whole server, API and web app, as one Fastify instance.
import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { useKeyRing } from './lib/field-crypto';
import { loadKeyRing } from './lib/field-keys';
import { apiModules } from './modules';
import { createMailer } from './modules/mail/mailer';
import { createStorage } from './modules/uploads/storage-factory';
import { API_PREFIX, registerAuth } from './plugins/auth';
import type { Deps } from './plugins/deps';
import { registerErrorHandler } from './plugins/errors';

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
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Keys first: encrypted columns cannot be read or written without them (docs: "Encrypted fields").
  const keys = loadKeyRing(config);
  useKeyRing(keys.ring);
  if (keys.source === 'generated') {
    app.log.warn({ file: keys.file }, 'generated the field encryption key: back this file up with the data');
  }
  const database = options.database ?? (await openDatabase(config));
  const deps: Deps = {
    config,
    database,
    db: database.db,
    mail: createMailer(database.db, config, app.log),
    storage: createStorage(config),
  };
  app.decorate('deps', deps);
  app.addHook('onClose', async () => {
    await deps.mail.stop();
    if (!options.database) await database.close();
  });

  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Staffdesk API', version: '1.0.0', description: 'All calls send the session cookie.' },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  registerErrorHandler(app);
  registerAuth(app);
  for (const module of apiModules) await app.register(module, { prefix: API_PREFIX });

  await registerWebApp(app, config);
  return app;
}

/** Serves the built React app, with index.html for every non-API path (client-side routes). */
async function registerWebApp(app: FastifyInstance, config: Config) {
  const dist = config.webDist;
  if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) return;
  await app.register(fastifyStatic, { root: dist, wildcard: false, index: false });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/'))
      return reply.status(404).send({ message: `Not found: ${request.url}` });
    const file = path.join(dist, request.url.split('?')[0] ?? '/');
    if (file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(dist, file));
    }
    // A missing asset (a name with an extension) is a 404, not the app shell.
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
