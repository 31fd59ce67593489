// `npm run keys:rotate [-- --new-key]`: re-encrypts every encrypted column (and blind index) with
// the current key, in batches of rows, each batch in its own transaction. Safe to run again: it
// resumes with what is left. docs/architecture.md "Encrypted fields" says when and how.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { loadConfig } from './config';
import { rotateKeys } from './keys-rotation';
import { keyFilePath, readKeyFile, writeKeyFile } from './lib/field-keys';

const USAGE = `Usage: npm run keys:rotate [-- --new-key]

Re-encrypts every encrypted value with the current key (DATA_ENCRYPTION_KEY, or the first key of
the key file in DATA_DIR). Keys in DATA_ENCRYPTION_OLD_KEYS (or later lines of the key file) are
used to read what they encrypted.

  --new-key   (key file only) put a newly generated key at the top of the key file first.

Stop every Staffdesk instance first: the tool refuses while one uses the database. It says an
older key may be removed only when a second pass finds no value on it.`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.some((a) => a !== '--new-key')) {
  console.log(USAGE);
  process.exit(args.includes('--help') ? 0 : 1);
}

const config = loadConfig();
if (args.includes('--new-key')) {
  if (config.dataEncryptionKey) {
    console.error(
      'DATA_ENCRYPTION_KEY is set, so the key comes from the environment: set DATA_ENCRYPTION_KEY to a new key ' +
        '(openssl rand -base64 32), move the old one to DATA_ENCRYPTION_OLD_KEYS, restart, then run this again without --new-key.',
    );
    process.exit(1);
  }
  const file = keyFilePath(config);
  const older = fs.existsSync(file) ? readKeyFile(file) : [];
  writeKeyFile(file, [randomBytes(32), ...older]);
  console.log(`A new key heads ${file}; the ${older.length} older key(s) stay readable.`);
}

process.exitCode = await rotateKeys(config, (line) => console.log(line));
