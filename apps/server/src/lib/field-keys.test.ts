import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decryptField, encryptField, keyRing } from './field-crypto';
import { KEY_FILE_NAME, loadKeyRing, MISSING_KEY_MESSAGE, readKeyFile } from './field-keys';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function settings(overrides: Partial<Parameters<typeof loadKeyRing>[0]> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-keys-'));
  dirs.push(dataDir);
  return {
    dataDir,
    dataEncryptionKey: null,
    dataEncryptionOldKeys: [],
    databaseUrl: null,
    production: false,
    ...overrides,
  };
}

describe('loadKeyRing', () => {
  it('generates a key into DATA_DIR on first start (mode 0600) and reuses it after', () => {
    const config = settings();
    const first = loadKeyRing(config);
    expect(first.source).toBe('generated');
    expect(first.file).toBe(path.join(config.dataDir, KEY_FILE_NAME));
    expect(fs.statSync(first.file).mode & 0o777).toBe(0o600);
    const second = loadKeyRing(config);
    expect(second.source).toBe('file');
    expect(second.ring.current.id).toBe(first.ring.current.id);
    expect(decryptField(encryptField('50200012345678', first.ring), second.ring)).toBe('50200012345678');
  });

  it('generates one in production on the embedded database, whose files sit beside it', () => {
    expect(loadKeyRing(settings({ production: true })).source).toBe('generated');
  });

  it('refuses to start in production on a PostgreSQL server without DATA_ENCRYPTION_KEY', () => {
    const config = settings({ production: true, databaseUrl: 'postgres://db.example.com/staffdesk' });
    expect(() => loadKeyRing(config)).toThrow(MISSING_KEY_MESSAGE);
    expect(fs.existsSync(path.join(config.dataDir, KEY_FILE_NAME))).toBe(false);
    const key = randomBytes(32).toString('base64');
    expect(loadKeyRing({ ...config, dataEncryptionKey: key }).source).toBe('environment');
  });

  it('takes the environment key as current and keeps older keys and a left-over key file readable', () => {
    const [fileKey, oldKey, newKey] = [randomBytes(32), randomBytes(32), randomBytes(32)];
    const config = settings({
      dataEncryptionKey: newKey.toString('base64'),
      dataEncryptionOldKeys: [oldKey.toString('base64')],
    });
    fs.writeFileSync(path.join(config.dataDir, KEY_FILE_NAME), `# keys\n${fileKey.toString('base64')}\n`);
    const { ring, source } = loadKeyRing(config);
    expect(source).toBe('environment');
    expect(ring.current.id).toBe(keyRing(newKey).current.id);
    for (const key of [fileKey, oldKey]) {
      expect(decryptField(encryptField('IFSC HDFC0000521', keyRing(key)), ring)).toBe('IFSC HDFC0000521');
    }
  });

  it('names a malformed key', () => {
    expect(() => loadKeyRing(settings({ dataEncryptionKey: 'not-a-key' }))).toThrow(
      /^DATA_ENCRYPTION_KEY must be/,
    );
    expect(() =>
      loadKeyRing(
        settings({ dataEncryptionKey: randomBytes(32).toString('base64'), dataEncryptionOldKeys: ['x'] }),
      ),
    ).toThrow(/^DATA_ENCRYPTION_OLD_KEYS\[0\] must be/);
    const config = settings();
    fs.writeFileSync(path.join(config.dataDir, KEY_FILE_NAME), 'short\n');
    expect(() => readKeyFile(path.join(config.dataDir, KEY_FILE_NAME))).toThrow(
      /line 1 must be 32 random bytes/,
    );
  });
});
