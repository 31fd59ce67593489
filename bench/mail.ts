// `npm run bench:mail`: 500 invoice e-mails, each with a ~40 KiB PDF from storage, from the outbox to a
// local SMTP server (smtp-server), timed end to end (docs/performance.md, "Mail").
//
//   npm run bench:mail                              PGlite in a temporary folder
//   BENCH_DATABASE_URL=postgres://…/staffdesk_mail npm run bench:mail      an empty PostgreSQL database
//
// BENCH_MAILS (default 500) and SMTP_POOL_SIZE (default 5) change the run.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../apps/server/src/config';
import { openPglite, openPostgres } from '../apps/server/src/db/client';
import { mailOutbox } from '../apps/server/src/modules/mail/mail.tables';
import { createMailer } from '../apps/server/src/modules/mail/mailer';
import { createStorage } from '../apps/server/src/modules/uploads/storage-factory';

const MAILS = Number(process.env.BENCH_MAILS ?? 500);
const PDF_BYTES = 40 * 1024;

/** A local SMTP server that reads every message to its end and counts it. */
async function startSmtp(expected: number) {
  let received = 0;
  let bytes = 0;
  let resolveAll: () => void = () => {};
  const all = new Promise<void>((resolve) => {
    resolveAll = resolve;
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    maxClients: 100,
    onData(stream, _session, callback) {
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      stream.on('end', () => {
        callback();
        if (++received === expected) resolveAll();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    all,
    stats: () => ({ received, bytes }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-mail-bench-'));
const databaseUrl = process.env.BENCH_DATABASE_URL || null;
const smtp = await startSmtp(MAILS);
const config = loadConfig(process.env, {
  dataDir,
  smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
  mailFrom: 'Staffdesk Accounts <accounts@staffdesk.example>',
  logLevel: 'warn',
});
const database = databaseUrl
  ? await openPostgres(databaseUrl)
  : await openPglite(path.join(dataDir, 'pgdata'));
await database.migrate();
const storage = createStorage(config);
const mailer = createMailer(database.db, config, pino({ level: 'warn' }), () => {}, storage);

// One PDF per invoice, as the send stores the document exactly as it went.
const pdfHeader = Buffer.from('%PDF-1.7\n');
for (let i = 0; i < MAILS; i++) {
  await storage.put(
    `bench-mail/invoice-${i}.pdf`,
    Buffer.concat([pdfHeader, randomBytes(PDF_BYTES)]),
    'application/pdf',
  );
}

const load = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(' ');
const started = performance.now();
await database.db.insert(mailOutbox).values(
  Array.from({ length: MAILS }, (_, i) => ({
    to: `ap${i}@client${i % 50}.example`,
    cc: 'accounts@staffdesk.example',
    subject: `Invoice INV-2026-${String(i + 1).padStart(4, '0')} from Staffdesk`,
    text: `Dear client,\n\nPlease find attached invoice INV-2026-${i + 1}.\n\nStaffdesk Accounts`,
    html: `<p>Dear client,</p><p>Please find attached invoice INV-2026-${i + 1}.</p><p>Staffdesk Accounts</p>`,
    attachments: [
      {
        filename: `INV-2026-${i + 1}.pdf`,
        key: `bench-mail/invoice-${i}.pdf`,
        contentType: 'application/pdf',
      },
    ],
  })),
);
const queued = performance.now();
const cpuBefore = process.cpuUsage();
const sent = await mailer.drain();
await smtp.all;
const done = performance.now();
const cpu = process.cpuUsage(cpuBefore);
const seconds = (done - started) / 1000;
const { received, bytes } = smtp.stats();
console.log(
  [
    `${databaseUrl ? 'PostgreSQL' : 'PGlite'}, SMTP_POOL_SIZE=${config.smtpPoolSize}, load average before: ${load}`,
    `${MAILS} e-mails queued in ${((queued - started) / 1000).toFixed(2)} s`,
    `${sent} sent, ${received} received (${(bytes / 1024 / 1024).toFixed(1)} MiB) in ${seconds.toFixed(2)} s end to end: ${(received / seconds).toFixed(1)}/s`,
    `drain ${((done - queued) / 1000).toFixed(2)} s, this process's CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s (app and SMTP server)`,
    `load average after: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  ].join('\n'),
);
await mailer.stop();
await database.close();
await smtp.close();
fs.rmSync(dataDir, { recursive: true, force: true });
