// Random tokens and their hashes: the token goes to the browser or the e-mail, only the hash is stored.
import { createHash, randomBytes } from 'node:crypto';

/** 256 bits of randomness, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
