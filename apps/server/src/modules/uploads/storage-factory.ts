// Picks the storage by configuration.
import path from 'node:path';
import type { Config } from '../../config';
import { LocalStorage } from './local-storage';
import type { Storage } from './storage';

export function createStorage(config: Config): Storage {
  if (config.s3Bucket) return lazyS3Storage(config.s3Bucket, config.s3Endpoint);
  return new LocalStorage(path.join(config.dataDir, 'uploads'));
}

/** The AWS SDK takes ~1 s and ~20 MB to load: only a server that uses a bucket pays for it. */
function lazyS3Storage(bucket: string, endpoint: string | null): Storage {
  const storage = import('./s3-storage').then(({ S3Storage }) => new S3Storage(bucket, endpoint));
  return {
    put: async (key, body, contentType) => (await storage).put(key, body, contentType),
    get: async (key) => (await storage).get(key),
    remove: async (key) => (await storage).remove(key),
  };
}
