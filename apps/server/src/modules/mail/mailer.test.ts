// The outbox against a real SMTP server: delivery of the reset mail end to end, retries when the
// server is down, logging without SMTP, and no double delivery when two instances drain at once.
import { AUTH_MESSAGES } from '@staffdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, lastMailTo, tokenFrom } from '../../test/auth.test-helpers';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createUser, loginAs, TEST_PASSWORD } from '../../test/factories';
import { closedPort, startTestSmtp, type TestSmtp } from '../../test/test-smtp';
import { mailOutbox } from './mail.tables';
import { backoffMs, createMailer, MAX_ATTEMPTS, messageIdDomain, outboxMessageId } from './mailer';

const NEW_PASSWORD = 'Mailed#Pass1';

describe('with a working SMTP server', () => {
  let smtp: TestSmtp;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    ctx = await buildTestApp({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailFrom: 'Staffdesk <desk@example.com>',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('delivers the reset link; the link resets the password once and ends the old sessions', async () => {
    const user = await createUser(ctx.app);
    const oldSession = await loginAs(ctx.app, user);
    const forgot = await api(ctx.app).post('users/forgot-password', { email: user.email });
    expect(forgot.json().message).toBe(AUTH_MESSAGES.forgotSent);
    await ctx.app.deps.mail.drain();

    const mail = smtp.received.find((m) => m.to?.some((to) => to.address === user.email));
    expect(mail).toBeDefined();
    expect(mail!.from).toMatchObject({ address: 'desk@example.com', name: 'Staffdesk' });
    expect(mail!.subject).toMatch(/Reset your .* password/);
    const token = tokenFrom(mail!.text ?? '');
    expect(mail!.html).toContain(`href="${ctx.config.publicUrl}/reset-password?token=`);
    const row = await lastMailTo(ctx.app, user.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });

    const reset = await api(ctx.app).post(`users/reset-password?token=${encodeURIComponent(token)}`, {
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(AUTH_MESSAGES.resetDone);

    const login = await api(ctx.app).post('users/login', { email: user.email, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect((await api(ctx.app).get('users/is-auth', oldSession)).statusCode).toBe(401);
    const reused = await api(ctx.app).post(`users/reset-password?token=${encodeURIComponent(token)}`, {
      new_password: 'Another#Pass2',
      confirm_password: 'Another#Pass2',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(AUTH_MESSAGES.tokenInvalid);
    expect(
      (await api(ctx.app).post('users/login', { email: user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(401);
  });

  it('sends each message once, with its attachment, when two instances drain together', async () => {
    const second = await ctx.openAgain();
    const other = createMailer(second.db, ctx.config, ctx.app.log, undefined, ctx.app.deps.storage);
    const pdf = Buffer.alloc(40 * 1024, 'invoice page ');
    await ctx.app.deps.storage.put('mail-test/invoice.pdf', pdf, 'application/pdf');
    const to = 'twice@example.com';
    const subjects = Array.from({ length: 30 }, (_, i) => `Message ${String(i).padStart(2, '0')}`);
    await ctx.app.deps.db.insert(mailOutbox).values(
      subjects.map((subject) => ({
        to,
        subject,
        text: 'Hello',
        attachments: [
          { filename: 'invoice.pdf', key: 'mail-test/invoice.pdf', contentType: 'application/pdf' },
        ],
      })),
    );
    const [a, b] = await Promise.all([ctx.app.deps.mail.drain(), other.drain()]);
    await other.stop();
    await second.close();
    expect(a + b).toBe(30);
    const received = smtp.received.filter((m) => m.to?.[0]?.address === to);
    expect(received.map((m) => m.subject).sort()).toEqual(subjects);
    expect(new Set(received.map((m) => m.messageId)).size).toBe(30);
    for (const mail of received) {
      expect(mail.attachments.map((file) => file.filename)).toEqual(['invoice.pdf']);
      expect(Buffer.from(mail.attachments[0]!.content as ArrayBuffer).equals(pdf)).toBe(true);
    }
    const rows = await ctx.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ['sent', 1]));
  });

  it('resends a message with the same Message-ID when its row was not updated after the 250', async () => {
    const to = 'resent@example.com';
    const [row] = await ctx.app.deps.db
      .insert(mailOutbox)
      .values({ to, subject: 'Invoice INV-2026-0042', text: 'Attached' })
      .returning();
    await ctx.app.deps.mail.drain();
    // The crash: the server accepted the message, the row still says pending.
    await ctx.app.deps.db
      .update(mailOutbox)
      .set({ status: 'pending', sent_at: null, next_attempt_at: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, row!.id));
    await ctx.app.deps.mail.drain();

    const ids = smtp.received.filter((m) => m.to?.[0]?.address === to).map((m) => m.messageId);
    expect(ids).toEqual([outboxMessageId(row!, 'example.com'), outboxMessageId(row!, 'example.com')]);
    expect(ids[0]).toMatch(new RegExp(`^<outbox\\.${row!.id}\\.[0-9a-z]+@example\\.com>$`));
  });
});

describe('Message-IDs', () => {
  it('are minted in the From address domain, one per outbox row', () => {
    expect(messageIdDomain('Staffdesk <desk@mail.example.com>')).toBe('mail.example.com');
    expect(messageIdDomain('desk@example.org')).toBe('example.org');
    expect(messageIdDomain('Staffdesk')).toBe('staffdesk.local');
    const created_at = new Date('2026-11-27T10:00:00Z');
    expect(outboxMessageId({ id: 7, created_at }, 'example.com')).toBe(
      `<outbox.7.${created_at.getTime().toString(36)}@example.com>`,
    );
    expect(outboxMessageId({ id: 8, created_at }, 'example.com')).not.toBe(
      outboxMessageId({ id: 7, created_at }, 'example.com'),
    );
  });
});

describe('with SMTP down', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(() => ctx.close());

  it('records the failure and retries later with growing back-off, then gives up', async () => {
    const user = await createUser(ctx.app);
    await api(ctx.app).post('users/forgot-password', { email: user.email });
    expect(await ctx.app.deps.mail.drain()).toBe(0);

    const row = await lastMailTo(ctx.app, user.email);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i);
    const wait = row!.next_attempt_at.getTime() - Date.now();
    expect(wait).toBeGreaterThan(backoffMs(1) - 5_000);
    expect(wait).toBeLessThanOrEqual(backoffMs(1));

    // Not due yet: a drain leaves it alone.
    await ctx.app.deps.mail.drain();
    expect((await lastMailTo(ctx.app, user.email))!.attempts).toBe(1);

    // Due again on its last try: it fails for good.
    await ctx.app.deps.db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1, next_attempt_at: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, row!.id));
    await ctx.app.deps.mail.drain();
    expect(await lastMailTo(ctx.app, user.email)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('backs off 30 s, 1, 2, 4 and 8 minutes', () => {
    expect([1, 2, 3, 4, 5].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  });
});

describe('without SMTP', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ smtpUrl: null });
  });
  afterAll(() => ctx.close());

  it('prints who the message is for, its subject and its link as readable lines', async () => {
    const printed: string[] = [];
    const mailer = createMailer(ctx.app.deps.db, ctx.config, ctx.app.log, (text) => printed.push(text));
    const link = `${ctx.config.publicUrl}/reset-password?token=abc&welcome=1`;
    await ctx.app.deps.db.insert(mailOutbox).values({
      to: 'printed@example.com',
      subject: 'Set your Staffdesk password',
      text: `Hello Ana,\n\nChoose a password.\n\nSet your password: ${link}\n\nStaffdesk`,
    });
    await mailer.drain();
    await mailer.stop();
    const text = printed.join('\n');
    expect(text).toContain(
      'E-mail to printed@example.com (not sent: SMTP_URL is not set): Set your Staffdesk password',
    );
    expect(text).toContain(`    Set your password: ${link}\n`);
    expect(text).not.toContain('Hello Ana');
  });

  it('writes the message to the log and marks it logged', async () => {
    const user = await createUser(ctx.app);
    await api(ctx.app).post('users/forgot-password', { email: user.email });
    await ctx.app.deps.mail.drain();
    const row = await lastMailTo(ctx.app, user.email);
    expect(row).toMatchObject({ status: 'logged', attempts: 0 });
    expect(row!.sent_at).not.toBeNull();
  });
});
