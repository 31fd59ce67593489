// The outbox drain: SMTP delivery with retries and back-off when SMTP_URL is set; otherwise the
// message is written to the log (links and all) so a local user can follow it.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from './mail.service';
import { mailOutbox } from './mail.tables';

export const MAX_ATTEMPTS = 6;
/** 30 s, 1 min, 2 min, 4 min, 8 min between tries. */
export const backoffMs = (attempts: number) => 30_000 * 2 ** Math.max(0, attempts - 1);

export function createMailer(db: Db, config: Config, log: FastifyBaseLogger): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  let timer: NodeJS.Timeout | null = null;
  let draining: Promise<number> | null = null;

  async function deliverDue(): Promise<number> {
    const due = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.next_attempt_at, sql`now()`)))
      .orderBy(asc(mailOutbox.id))
      .limit(20);
    let sent = 0;
    for (const message of due) {
      if (!transport) {
        log.info(
          { mail: { to: message.to, subject: message.subject, text: message.text } },
          'mail (no SMTP_URL set)',
        );
        await db
          .update(mailOutbox)
          .set({ status: 'logged', sent_at: new Date() })
          .where(eq(mailOutbox.id, message.id));
        continue;
      }
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: message.to,
          cc: message.cc ?? undefined,
          subject: message.subject,
          text: message.text,
          html: message.html ?? undefined,
        });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sent_at: new Date(), attempts: message.attempts + 1 })
          .where(eq(mailOutbox.id, message.id));
        sent++;
      } catch (err) {
        const attempts = message.attempts + 1;
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
      }
    }
    return sent;
  }

  const drain = () => {
    // One drain at a time per process; a second caller waits for the running one.
    draining ??= deliverDue().finally(() => {
      draining = null;
    });
    return draining;
  };

  return {
    async enqueue(message, tx = db) {
      await tx.insert(mailOutbox).values(message);
      // Deliver soon after the caller's transaction has committed.
      setTimeout(() => void drain().catch((err) => log.error({ err }, 'mail drain failed')), 10);
    },
    drain,
    start() {
      timer ??= setInterval(
        () => void drain().catch((err) => log.error({ err }, 'mail drain failed')),
        15_000,
      );
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await draining?.catch(() => 0);
    },
  };
}
