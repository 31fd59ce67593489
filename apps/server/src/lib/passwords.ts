// argon2id with the OWASP minimum parameters (19 MiB, 2 iterations, 1 lane).

import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 /* Argon2id */ } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Without a hash, still spend the time of a check so the answer time does not reveal the account.
  if (!passwordHash) {
    await hash(password, OPTIONS);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A password that satisfies the spec's pattern, for the first super-admin. */
export function generatePassword(): string {
  return `Sd-${randomBytes(12).toString('base64url')}9a!`;
}
