// `npm run keys:rotate [-- --new-key]`: re-encrypts every encrypted column (and blind index) with
// the current key, in batches of rows, each batch in its own transaction. Safe to run again: it
// resumes with what is left. docs/architecture.md "Encrypted fields" says when and how.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { useKeyRing } from './lib/field-crypto';
import { keyFilePath, loadKeyRing, readKeyFile, writeKeyFile } from './lib/field-keys';
import { countStale, reencryptAll } from './reencrypt';

const USAGE = `Usage: npm run keys:rotate [-- --new-key]

Re-encrypts every encrypted value with the current key (DATA_ENCRYPTION_KEY, or the first key of
the key file in DATA_DIR). Keys in DATA_ENCRYPTION_OLD_KEYS (or later lines of the key file) are
used to read what they encrypted.

  --new-key   (key file only) put a newly generated key at the top of the key file first.

On the embedded database stop Staffdesk first: only one process may open its files.`;

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

const { ring, source, file } = loadKeyRing(config);
useKeyRing(ring);
console.log(`Current key ${ring.current.id} (${source === 'environment' ? 'DATA_ENCRYPTION_KEY' : file}).`);

const database = await openDatabase(config);
try {
  await database.migrate();
  const changed = await reencryptAll(database.db, ring, 'rotate');
  for (const [table, rows] of Object.entries(changed)) console.log(`${table}: ${rows} row(s) re-encrypted`);
  const left = Object.entries(await countStale(database.db, ring, 'rotate')).filter(([, n]) => n > 0);
  if (left.length > 0) {
    // Rows written meanwhile by an instance that still runs with the old key as current.
    console.log(`Still on an older key: ${left.map(([t, n]) => `${t} ${n}`).join(', ')}.`);
    console.log('Restart every instance with the new key, then run this again.');
    process.exitCode = 2;
  } else {
    console.log(`Every value now uses key ${ring.current.id}.`);
    if (ring.byId.size > 1) {
      console.log(
        'The older keys are no longer needed for the database: remove them from DATA_ENCRYPTION_OLD_KEYS ' +
          '(or the later lines of the key file) once no backup you might restore still needs them.',
      );
    }
  }
} finally {
  await database.close();
}
