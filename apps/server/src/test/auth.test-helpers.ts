// Helpers for the sign-in tests: calls under /api/v1, and the mails waiting in the outbox.
import { desc, eq } from 'drizzle-orm';
import type { App } from '../app';
import { whenIdle } from '../lib/background';
import { mailOutbox } from '../modules/mail/mail.tables';

type Headers = Record<string, string>;

/**
 * Calls from one client IP (default 127.0.0.1), so throttling tests do not disturb each other. Each
 * call also waits for the work it left running after its answer (forgot-password's mail).
 */
export function api(app: App, ip = '127.0.0.1') {
  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers: Headers = {},
  ) => {
    const res = await app.inject({ method, url: `/api/v1/${url}`, payload, headers, remoteAddress: ip });
    await whenIdle();
    return res;
  };
  return {
    get: (url: string, headers?: Headers) => call('GET', url, undefined, headers),
    post: (url: string, payload: object, headers?: Headers) => call('POST', url, payload, headers),
    put: (url: string, payload: object, headers?: Headers) => call('PUT', url, payload, headers),
  };
}

/** The newest outbox message to the address. */
export async function lastMailTo(app: App, to: string) {
  const [row] = await app.deps.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row ?? null;
}

/** The token of the first `?token=` link in a text. */
export function tokenFrom(text: string, path: '/reset-password' | '/verify' = '/reset-password'): string {
  const match = new RegExp(`${path}\\?token=([\\w%-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]);
}

/** The session cookie a login answer sets, as a request header. */
export function cookieFrom(res: { cookies: { name: string; value: string }[] }): Headers {
  const cookie = res.cookies.find((c) => c.name === 'staffdesk_session');
  if (!cookie) throw new Error('no session cookie');
  return { cookie: `${cookie.name}=${cookie.value}` };
}
