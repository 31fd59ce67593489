// Recovery codes of two-factor sign-in: 10 characters of Crockford base32 (50 bits) each, shown as
// ABCDE-12345 and stored as argon2id hashes like passwords (docs/decisions.md "Two-factor sign-in").
import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT } from '@staffdesk/shared';

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A new set, as the user is shown it once. */
export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** The form hashed and compared: without the hyphen (the shared schema normalises what is typed). */
export const recoveryCodeSecret = (code: string) => code.replace('-', '');
