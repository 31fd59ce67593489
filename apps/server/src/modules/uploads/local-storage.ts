// Files in a local folder, one file per key.
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Storage } from './storage';

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private pathOf(key: string) {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error('Invalid storage key');
    return file;
  }

  async put(key: string, body: Buffer) {
    const file = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, body);
  }

  async get(key: string): Promise<Readable | null> {
    const file = this.pathOf(key);
    return fs.existsSync(file) ? fs.createReadStream(file) : null;
  }

  async remove(key: string) {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}
