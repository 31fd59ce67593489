// The outbox drain: SMTP delivery with retries and back-off when SMTP_URL is set; otherwise the
// message is written to the log (links and all) so a local user can follow it.
//
// Several app instances may drain the same outbox: each claims a batch with FOR UPDATE SKIP LOCKED
// and leases it (next_attempt_at moves forward) so no message is sent twice, and a message whose
// instance died mid-send is retried once the lease ends.
//
// Month-end sends hundreds of invoices at once, so one drain keeps several messages in flight over a
// pool of SMTP connections (SMTP_POOL_SIZE), streams each attachment from storage, and gives every
// outbox row one Message-ID: a resend after a crash between the server's 250 and the row update
// carries the same ID, which receivers use to drop the duplicate.
import type { Readable } from 'node:stream';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { nextTurn } from '../../lib/background';
import type { Storage } from '../uploads/storage';
import type { Mailer } from './mail.service';
import { mailOutbox } from './mail.tables';

export const MAX_ATTEMPTS = 6;
/** 30 s, 1 min, 2 min, 4 min, 8 min between tries. */
export const backoffMs = (attempts: number) => 30_000 * 2 ** Math.max(0, attempts - 1);
/** Claimed per query: enough to keep the pool busy, few enough to share a burst with other instances. */
const batchSize = (inFlight: number) => Math.max(20, inFlight * 4);
/** How long a claimed message stays invisible to other drains; longer than any SMTP timeout below. */
const LEASE_MINUTES = 5;
const POLL_MS = 15_000;

type OutboxRow = typeof mailOutbox.$inferSelect;

/** The domain of the From address, where Message-IDs are minted (RFC 5322 §3.6.4). */
export function messageIdDomain(mailFrom: string): string {
  return /@([^\s>@]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'staffdesk.local';
}

/** One ID per outbox row, the same on every try: its id and creation time, unique across databases' reuse of ids. */
export function outboxMessageId(message: Pick<OutboxRow, 'id' | 'created_at'>, domain: string): string {
  return `<outbox.${message.id}.${message.created_at.getTime().toString(36)}@${domain}>`;
}

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
  const inFlight = Math.max(1, config.smtpPoolSize);
  const transport = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        // Connections are reused across messages and up to SMTP_POOL_SIZE carry messages at once.
        pool: true,
        maxConnections: inFlight,
        // Fail a dead server in seconds, not nodemailer's minutes, so one drain cannot stall.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 60_000,
      })
    : null;
  if (!transport && config.production) {
    log.warn('SMTP_URL is not set: e-mails (with their sign-in links) are written to the log only');
  }
  const domain = messageIdDomain(config.mailFrom);
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
      .limit(batchSize(inFlight))
      .for('update', { skipLocked: true });
    const rows = await db
      .update(mailOutbox)
      .set({ next_attempt_at: sql`now() + make_interval(mins => ${LEASE_MINUTES})` })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  /**
   * The stored files of a message as streams, read while the message goes out rather than buffered;
   * a missing file fails the try (and is retried), never sends without it.
   */
  async function openAttachments(message: OutboxRow) {
    const opened: { filename: string; content: Readable; contentType: string }[] = [];
    try {
      for (const file of message.attachments ?? []) {
        const stream = await storage?.get(file.key);
        if (!stream) throw new Error(`attachment ${file.key} not found`);
        opened.push({ filename: file.filename, content: stream, contentType: file.contentType });
      }
      return opened;
    } catch (err) {
      for (const file of opened) file.content.destroy();
      throw err;
    }
  }

  async function deliver(message: OutboxRow): Promise<boolean> {
    if (!transport) {
      // In development the console copy below is the record; production logs it as an entry too.
      log[config.production ? 'info' : 'debug'](
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
    let attachments: Awaited<ReturnType<typeof openAttachments>> = [];
    try {
      attachments = await openAttachments(message);
      await transport.sendMail({
        messageId: outboxMessageId(message, domain),
        from: config.mailFrom,
        to: message.to,
        cc: message.cc ?? undefined,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        attachments: attachments.length ? attachments : undefined,
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
    } finally {
      // A failed send may leave a file half read: close it rather than leak the handle.
      for (const file of attachments) file.content.destroy();
    }
  }

  /**
   * Delivers until nothing is due (failed ones are rescheduled, so this ends), keeping up to the pool
   * size in flight; the log-only mode goes one by one so the console reads in order.
   */
  async function deliverAllDue(): Promise<number> {
    let sent = 0;
    const queue: OutboxRow[] = [];
    let exhausted = false;
    let claiming: Promise<void> | null = null;
    const next = async (): Promise<OutboxRow | undefined> => {
      while (queue.length === 0 && !exhausted) {
        claiming ??= claimDue()
          .then((rows) => {
            if (rows.length === 0) exhausted = true;
            queue.push(...rows);
          })
          .finally(() => {
            claiming = null;
          });
        await claiming;
      }
      return queue.shift();
    };
    const sender = async () => {
      for (let message = await next(); message; message = await next()) {
        if (await deliver(message)) sent++;
        await nextTurn();
      }
    };
    await Promise.all(Array.from({ length: transport ? inFlight : 1 }, sender));
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
