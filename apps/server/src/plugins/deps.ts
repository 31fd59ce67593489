// What every module reaches through `app.deps`: the database, config, mail, jobs, file storage and
// the file holders.
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { JobRunner } from '../modules/jobs/job-runner';
import type { Mailer } from '../modules/mail/mail.service';
import type { FileHolders } from '../modules/uploads/file-holders';
import type { Storage } from '../modules/uploads/storage';

export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  mail: Mailer;
  /** Background jobs: owners register a handler per kind (modules/jobs). */
  jobs: JobRunner;
  storage: Storage;
  /** The records that hold uploaded files, and who may read them (each module adds its own). */
  files: FileHolders;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
