// File storage behind one interface: a local folder, or an S3-compatible bucket when S3_BUCKET is set.
import type { Readable } from 'node:stream';

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}
