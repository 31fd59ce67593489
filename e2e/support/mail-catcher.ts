// A real SMTP server for the browser tests: the app delivers to it, and tests read the messages
// from a small HTTP side door it writes to a JSON file per message.
import fs from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

// Inside the checkout, so two checkouts running their browser suites at once never read each other's mail.
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? path.resolve(import.meta.dirname, '../.mail');

export interface CapturedMail {
  to: string[];
  cc: string[];
  subject: string;
  /** Each attachment's name and type; its bytes are written beside the message as <file>.<n>.bin. */
  attachments: { filename: string; mimeType: string; file: string }[];
  text: string;
  receivedAt: number;
}

export async function startMailCatcher() {
  fs.rmSync(MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAIL_DIR, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        const base = `${Date.now()}-${++n}`;
        const attachments = parsed.attachments.map((a, i) => {
          const file = path.join(MAIL_DIR, `${base}.${i}.bin`);
          fs.writeFileSync(file, Buffer.from(a.content as ArrayBuffer));
          return { filename: a.filename ?? '', mimeType: a.mimeType, file };
        });
        const mail: CapturedMail = {
          to: (parsed.to ?? []).map((a) => a.address ?? ''),
          cc: (parsed.cc ?? []).map((a) => a.address ?? ''),
          subject: parsed.subject ?? '',
          attachments,
          text: parsed.text ?? '',
          receivedAt: Date.now(),
        };
        fs.writeFileSync(path.join(MAIL_DIR, `${base}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/**
 * Waits for the newest message to an address whose subject matches. `since` (a Date.now() taken
 * before the action that sends it) skips older messages, so a second mail of one kind is not
 * mistaken for the first.
 */
export async function waitForMail(
  to: string,
  subject: RegExp,
  { since = 0, timeoutMs = 20_000 }: { since?: number; timeoutMs?: number } = {},
): Promise<CapturedMail> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const mails = fs
      .readdirSync(MAIL_DIR)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .reverse()
      .map((f) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, f), 'utf8')) as CapturedMail);
    const found = mails.find(
      (m) =>
        m.receivedAt >= since &&
        m.to.some((a) => a.toLowerCase() === to.toLowerCase()) &&
        subject.test(m.subject),
    );
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail to ${to} matching ${subject}`);
}

/** The first link in a message that starts with the given URL prefix. */
export const linkIn = (mail: CapturedMail, prefix: string) => {
  const match = mail.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s>)]+`));
  if (!match) throw new Error(`No link starting with ${prefix} in: ${mail.text}`);
  return match[0];
};
