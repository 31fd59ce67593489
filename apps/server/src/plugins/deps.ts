// What every module reaches through `app.deps`: the database, config, mail and file storage.
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Mailer } from '../modules/mail/mail.service';
import type { Storage } from '../modules/uploads/storage';

export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  mail: Mailer;
  storage: Storage;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
