// Field encryption at rest: AES-256-GCM with a random 96-bit IV per value, and the id of the key in
// the stored value so keys can rotate. Stored form (base64url parts):
//
//   enc:v1:<kid>:<iv>:<tag>:<ciphertext>
//
// Each configured 32-byte key is a master key: HKDF derives its AES key, its HMAC key for blind
// indexes and its public id, so one secret serves all three without reusing it across algorithms.
// The key ring is process-wide because Drizzle maps column values without any request context.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

export const ENCRYPTED_PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface FieldKey {
  /** 8 base64url characters derived from the key; safe to show and to log. */
  id: string;
  encryptionKey: Buffer;
  indexKey: Buffer;
}

export interface KeyRing {
  /** New values are written with this key. */
  current: FieldKey;
  /** Every key that can still be read, the current one included. */
  byId: Map<string, FieldKey>;
}

const derive = (master: Buffer, info: string, bytes: number) =>
  Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `staffdesk ${info}`, bytes));

/** A master key from its base64 (or base64url) text: exactly 32 bytes. */
export function parseMasterKey(text: string, name: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) {
    throw new Error(
      `${name} must be 32 random bytes in base64 (44 characters); generate one with: openssl rand -base64 32`,
    );
  }
  return key;
}

export function fieldKey(master: Buffer): FieldKey {
  return {
    id: derive(master, 'key id', 6).toString('base64url'),
    encryptionKey: derive(master, 'field encryption', 32),
    indexKey: derive(master, 'blind index', 32),
  };
}

/** The ring of a current key and older keys that stay readable until `keys:rotate` has run. */
export function keyRing(current: Buffer, older: Buffer[] = []): KeyRing {
  const currentKey = fieldKey(current);
  const byId = new Map([[currentKey.id, currentKey]]);
  for (const master of older) {
    const key = fieldKey(master);
    if (!byId.has(key.id)) byId.set(key.id, key);
  }
  return { current: currentKey, byId };
}

let active: KeyRing | null = null;

/** Makes `ring` the one every encrypted column of this process reads and writes with. */
export function useKeyRing(ring: KeyRing) {
  active = ring;
}

export function activeKeyRing(): KeyRing {
  if (!active) throw new Error('Field encryption keys are not loaded (buildApp or useKeyRing first)');
  return active;
}

export const isEncrypted = (stored: string) => stored.startsWith(ENCRYPTED_PREFIX);
/** The key id of a stored value, or null for plain text written before the column was encrypted. */
export const keyIdOf = (stored: string) => (isEncrypted(stored) ? (stored.split(':')[2] ?? null) : null);

export function encryptField(plain: string, ring: KeyRing = activeKeyRing()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', ring.current.encryptionKey, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return `${ENCRYPTED_PREFIX}${ring.current.id}:${iv.toString('base64url')}:${tag.toString('base64url')}:${ciphertext.toString('base64url')}`;
}

/**
 * The plain text of a stored value. A value without the prefix is plain text from before the column
 * was encrypted (the start-up sweep encrypts it) and is returned as it is.
 */
export function decryptField(stored: string, ring: KeyRing = activeKeyRing()): string {
  if (!isEncrypted(stored)) return stored;
  const [, , kid, iv, tag, ciphertext] = stored.split(':');
  const key = kid ? ring.byId.get(kid) : undefined;
  if (!key) {
    throw new Error(
      `A value is encrypted with key ${kid}, which is not configured: add that key to DATA_ENCRYPTION_OLD_KEYS`,
    );
  }
  const tagBytes = Buffer.from(tag ?? '', 'base64url');
  // A short tag would weaken the check (GCM accepts truncated tags): only the full 16 bytes pass.
  if (iv === undefined || ciphertext === undefined || tagBytes.length !== TAG_BYTES) {
    throw new Error(`A value encrypted with key ${kid} is damaged`);
  }
  const decipher = createDecipheriv('aes-256-gcm', key.encryptionKey, Buffer.from(iv, 'base64url'), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAuthTag(tagBytes);
  try {
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new Error(`A value encrypted with key ${kid} does not authenticate (damaged or altered)`);
  }
}

/**
 * A keyed HMAC of a value for equality lookups on an encrypted column ("is this PAN already used"):
 * `<kid>:<mac>`. `purpose` separates the indexes of different fields, so equal values in two fields
 * do not give equal indexes. Normalise the value first (the shared field schemas do).
 */
export function blindIndex(value: string, purpose: string, key: FieldKey = activeKeyRing().current): string {
  const mac = createHmac('sha256', key.indexKey).update(`${purpose}\0${value}`).digest('base64url');
  return `${key.id}:${mac}`;
}

/** The index of `value` under every readable key: what to look for while a rotation is under way. */
export function blindIndexCandidates(
  value: string,
  purpose: string,
  ring: KeyRing = activeKeyRing(),
): string[] {
  return [...ring.byId.values()].map((key) => blindIndex(value, purpose, key));
}
