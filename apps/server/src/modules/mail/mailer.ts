// The outbox drain: SMTP delivery with retries and back-off when SMTP_URL is set; otherwise the
// message is written to the log (links and all) so a local user can follow it.
//
// Several app instances may drain the same outbox: each claims a batch with FOR UPDATE SKIP LOCKED
// and leases it (next_attempt_at moves forward) so no message is sent twice, and a message whose
// instance died mid-send is retried once the lease ends.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Storage } from '../uploads/storage';
import type { Mailer } from './mail.service';
import { mailOutbox } from './mail.tables';

export const MAX_ATTEMPTS = 6;
/** 30 s, 1 min, 2 min, 4 min, 8 min between tries. */
export const backoffMs = (attempts: number) => 30_000 * 2 ** Math.max(0, attempts - 1);
const BATCH = 20;
/** How long a claimed message stays invisible to other drains; longer than any SMTP timeout below. */
const LEASE_MINUTES = 5;
const POLL_MS = 15_000;

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * What a person at the console reads when there is no SMTP server: who the message is for, its
 * subject and its link lines, as plain lines rather than inside a JSON log entry.
 */
export function consoleText(message: Pick<OutboxRow, 'to' | 'subject' | 'text'>): string {
  const links = message.text
    .split('\n')
    .filter((line) => /https?:\/\//.test(line))
    .map((line) => `    ${line.trim()}`);
  return [
    `\n  E-mail to ${message.to} (not sent: SMTP_URL is not set): ${message.subject}`,
    ...links,
    '',
  ].join('\n');
}

export function createMailer(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  /** Where the readable copy of an unsent message goes: the console, unless the log is silenced. */
  print: (text: string) => void = config.logLevel === 'silent' ? () => {} : (text) => console.log(text),
  /** Where attachments are read from when a message goes out. */
  storage?: Pick<Storage, 'get'>,
): Mailer {
  const transport = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        // Fail a dead server in seconds, not nodemailer's minutes, so one drain cannot stall.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 60_000,
      })
    : null;
  if (!transport && config.production) {
    log.warn('SMTP_URL is not set: e-mails (with their sign-in links) are written to the log only');
  }
  let timer: NodeJS.Timeout | null = null;
  const soon = new Set<NodeJS.Timeout>();
  let stopped = false;

  /** Takes up to one batch of due messages for this instance. */
  async function claimDue(): Promise<OutboxRow[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.next_attempt_at, sql`now()`)))
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(mailOutbox)
      .set({ next_attempt_at: sql`now() + make_interval(mins => ${LEASE_MINUTES})` })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  /** The stored files of a message; a missing file fails the try (and is retried), never sends without it. */
  async function readAttachments(message: OutboxRow) {
    if (!message.attachments?.length) return undefined;
    return Promise.all(
      message.attachments.map(async (file) => {
        const stream = await storage?.get(file.key);
        if (!stream) throw new Error(`attachment ${file.key} not found`);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(Buffer.from(chunk));
        return { filename: file.filename, content: Buffer.concat(chunks), contentType: file.contentType };
      }),
    );
  }

  async function deliver(message: OutboxRow): Promise<boolean> {
    if (!transport) {
      log.info(
        { mail: { to: message.to, cc: message.cc, subject: message.subject, text: message.text } },
        'mail (no SMTP_URL set)',
      );
      print(consoleText(message));
      await db
        .update(mailOutbox)
        .set({ status: 'logged', sent_at: new Date() })
        .where(eq(mailOutbox.id, message.id));
      return false;
    }
    const attempts = message.attempts + 1;
    try {
      await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        cc: message.cc ?? undefined,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        attachments: await readAttachments(message),
      });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sent_at: new Date(), attempts, last_error: null })
        .where(eq(mailOutbox.id, message.id));
      return true;
    } catch (err) {
      const failed = attempts >= MAX_ATTEMPTS;
      log.warn(
        { err, mailId: message.id, attempts },
        failed ? 'mail failed, giving up' : 'mail failed, will retry',
      );
      await db
        .update(mailOutbox)
        .set({
          attempts,
          last_error: String((err as Error).message ?? err).slice(0, 1000),
          status: failed ? 'failed' : 'pending',
          next_attempt_at: new Date(Date.now() + backoffMs(attempts)),
        })
        .where(eq(mailOutbox.id, message.id));
      return false;
    }
  }

  /** Delivers batches until nothing is due (failed ones are rescheduled, so this ends). */
  async function deliverAllDue(): Promise<number> {
    let sent = 0;
    for (let batch = await claimDue(); batch.length > 0; batch = await claimDue()) {
      for (const message of batch) if (await deliver(message)) sent++;
    }
    return sent;
  }

  // Passes run one after another. A caller joins the pass that has not started yet, which will see
  // everything committed before the call; a pass already running may have missed it.
  let tail: Promise<unknown> = Promise.resolve();
  let queued: Promise<number> | null = null;
  const drain = (): Promise<number> => {
    if (queued) return queued;
    const pass = tail.then(() => {
      queued = null;
      return stopped ? 0 : deliverAllDue();
    });
    queued = pass;
    tail = pass.catch(() => 0);
    return pass;
  };
  const drainInBackground = () => void drain().catch((err) => log.error({ err }, 'mail drain failed'));

  return {
    async enqueue({ notBefore, ...message }, tx = db) {
      const [row] = await tx
        .insert(mailOutbox)
        .values({ ...message, ...(notBefore ? { next_attempt_at: notBefore } : {}) })
        .returning({ id: mailOutbox.id });
      // Deliver soon after the caller's transaction has committed; the poll catches slower commits.
      const handle = setTimeout(() => {
        soon.delete(handle);
        drainInBackground();
      }, 50);
      handle.unref();
      soon.add(handle);
      return row!.id;
    },
    drain,
    start() {
      timer ??= setInterval(drainInBackground, POLL_MS);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      for (const handle of soon) clearTimeout(handle);
      soon.clear();
      await tail;
      transport?.close();
    },
  };
}
