import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  blindIndex,
  blindIndexCandidates,
  decryptField,
  encryptField,
  isEncrypted,
  keyIdOf,
  keyRing,
  parseMasterKey,
} from './field-crypto';

const oldKey = randomBytes(32);
const newKey = randomBytes(32);
const ring = keyRing(oldKey);

describe('encryptField / decryptField', () => {
  it('stores enc:v1:<kid>:<iv>:<tag>:<ciphertext> and reads the plain text back', () => {
    const stored = encryptField('50200012345678', ring);
    expect(stored).toMatch(/^enc:v1:[\w-]{8}:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(stored).not.toContain('50200012345678');
    expect(keyIdOf(stored)).toBe(ring.current.id);
    expect(decryptField(stored, ring)).toBe('50200012345678');
    expect(decryptField(encryptField('', ring), ring)).toBe('');
    expect(decryptField(encryptField('Intermediary: Citibank NY\nABA ✓', ring), ring)).toBe(
      'Intermediary: Citibank NY\nABA ✓',
    );
  });

  it('uses a new IV every time, so equal values do not look equal', () => {
    expect(encryptField('50200012345678', ring)).not.toBe(encryptField('50200012345678', ring));
  });

  it('passes plain text from before a column was encrypted through unchanged', () => {
    expect(isEncrypted('50200012345678')).toBe(false);
    expect(keyIdOf('50200012345678')).toBeNull();
    expect(decryptField('50200012345678', ring)).toBe('50200012345678');
  });

  it('refuses an altered value, a cut tag and a key it does not have, with a message that helps', () => {
    const stored = encryptField('50200012345678', ring);
    const parts = stored.split(':');
    const flipped = Buffer.from(parts[5]!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => decryptField([...parts.slice(0, 5), flipped.toString('base64url')].join(':'), ring)).toThrow(
      /does not authenticate/,
    );
    const shortTag = Buffer.from(parts[4]!, 'base64url').subarray(0, 4).toString('base64url');
    expect(() => decryptField([...parts.slice(0, 4), shortTag, parts[5]].join(':'), ring)).toThrow(/damaged/);
    expect(() => decryptField(stored, keyRing(newKey))).toThrow(
      `A value is encrypted with key ${ring.current.id}, which is not configured: add that key to DATA_ENCRYPTION_OLD_KEYS`,
    );
  });

  it('writes with the current key and still reads values of the older keys of its ring', () => {
    const rotated = keyRing(newKey, [oldKey]);
    const before = encryptField('50200012345678', ring);
    const after = encryptField('50200012345678', rotated);
    expect(keyIdOf(after)).toBe(rotated.current.id);
    expect(rotated.current.id).not.toBe(ring.current.id);
    expect(decryptField(before, rotated)).toBe('50200012345678');
    expect(decryptField(after, rotated)).toBe('50200012345678');
  });
});

describe('parseMasterKey', () => {
  it('takes exactly 32 bytes of base64 and says how to make one otherwise', () => {
    expect(parseMasterKey(` ${newKey.toString('base64')}\n`, 'DATA_ENCRYPTION_KEY')).toEqual(newKey);
    expect(() => parseMasterKey('c2hvcnQ=', 'DATA_ENCRYPTION_KEY')).toThrow(
      'DATA_ENCRYPTION_KEY must be 32 random bytes in base64 (44 characters); generate one with: openssl rand -base64 32',
    );
  });
});

describe('blindIndex', () => {
  it('is the same for the same value and purpose, and different across purposes and keys', () => {
    const pan = blindIndex('ABCPE1234F', 'pan', ring.current);
    expect(pan).toMatch(new RegExp(`^${ring.current.id}:[\\w-]{43}$`));
    expect(pan).not.toContain('ABCPE1234F');
    expect(blindIndex('ABCPE1234F', 'pan', ring.current)).toBe(pan);
    expect(blindIndex('ABCPE1234F', 'gstin-pan', ring.current)).not.toBe(pan);
    expect(blindIndex('ABCPE1234G', 'pan', ring.current)).not.toBe(pan);
    expect(blindIndex('ABCPE1234F', 'pan', keyRing(newKey).current)).not.toBe(pan);
  });

  it('offers the index under every key of the ring while a rotation is under way', () => {
    const rotated = keyRing(newKey, [oldKey]);
    expect(blindIndexCandidates('ABCPE1234F', 'pan', rotated)).toEqual([
      blindIndex('ABCPE1234F', 'pan', rotated.current),
      blindIndex('ABCPE1234F', 'pan', ring.current),
    ]);
  });
});
