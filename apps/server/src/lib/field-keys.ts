// Where the field encryption keys come from: DATA_ENCRYPTION_KEY (+ DATA_ENCRYPTION_OLD_KEYS), or a
// key file in DATA_DIR generated on first start. A production server on PostgreSQL must be given its
// key: a key generated on the app's disk would vanish with a replaced container while the database
// keeps the values it encrypted, and every instance would generate a different one.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { type KeyRing, keyRing, parseMasterKey } from './field-crypto';

export const KEY_FILE_NAME = 'data-encryption.keys';

type KeyConfig = Pick<
  Config,
  'dataEncryptionKey' | 'dataEncryptionOldKeys' | 'dataDir' | 'databaseUrl' | 'production'
>;

export interface LoadedKeys {
  ring: KeyRing;
  /** environment: DATA_ENCRYPTION_KEY; file: the key file; generated: the key file, made just now. */
  source: 'environment' | 'file' | 'generated';
  file: string;
}

export const keyFilePath = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, KEY_FILE_NAME);

export const MISSING_KEY_MESSAGE =
  'DATA_ENCRYPTION_KEY is not set. In production with a PostgreSQL server the key that encrypts bank ' +
  'and identity details must come from the environment (a secret store), not from a file generated ' +
  'on this disk. Generate one with `openssl rand -base64 32`, keep it safe, and set DATA_ENCRYPTION_KEY.';

/** The key file's keys, newest first; lines starting with # are comments. */
export function readKeyFile(file: string): Buffer[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line, i) => parseMasterKey(line, `${file} line ${i + 1}`));
}

export function writeKeyFile(file: string, keys: Buffer[], flag: 'w' | 'wx' = 'w') {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const text = [
    '# Staffdesk field encryption keys (base64, 32 bytes each). The first line encrypts new values;',
    '# the others stay readable until `npm run keys:rotate` has run. Back this file up with the data:',
    '# without it the encrypted bank and identity details cannot be read.',
    ...keys.map((key) => key.toString('base64')),
    '',
  ].join('\n');
  fs.writeFileSync(file, text, { mode: 0o600, flag });
  fs.chmodSync(file, 0o600);
}

export function loadKeyRing(config: KeyConfig): LoadedKeys {
  const file = keyFilePath(config);
  const fileKeys = fs.existsSync(file) ? readKeyFile(file) : [];
  if (config.dataEncryptionKey) {
    const current = parseMasterKey(config.dataEncryptionKey, 'DATA_ENCRYPTION_KEY');
    const older = config.dataEncryptionOldKeys.map((k, i) =>
      parseMasterKey(k, `DATA_ENCRYPTION_OLD_KEYS[${i}]`),
    );
    // A key file left from before the key moved to the environment stays readable, so nothing is lost.
    return { ring: keyRing(current, [...older, ...fileKeys]), source: 'environment', file };
  }
  if (config.production && config.databaseUrl) throw new Error(MISSING_KEY_MESSAGE);
  if (fileKeys.length > 0) return { ring: keyRing(fileKeys[0]!, fileKeys.slice(1)), source: 'file', file };
  try {
    // 'wx': two processes starting at once cannot both write a key; the loser reads the winner's.
    writeKeyFile(file, [randomBytes(32)], 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return loadKeyRing(config);
  }
  const [current] = readKeyFile(file);
  return { ring: keyRing(current!), source: 'generated', file };
}
