// Picks the storage by configuration.
import path from 'node:path';
import type { Config } from '../../config';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

export function createStorage(config: Config): Storage {
  if (config.s3Bucket) return new S3Storage(config.s3Bucket, config.s3Endpoint);
  return new LocalStorage(path.join(config.dataDir, 'uploads'));
}
