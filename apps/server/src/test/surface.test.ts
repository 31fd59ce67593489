// Issue 7, "Headers and surface" and the inputs that caused server errors: each attack as a request.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUTH_MESSAGES, COMMON_MESSAGES, MASTER_MESSAGES } from '@staffdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_MESSAGES } from '../plugins/input-guards';
import { redactUrl } from '../plugins/request-log';
import { HSTS } from '../plugins/security-headers';
import { buildTestApp, type TestContext } from './build-test-app';
import { signedIn } from './factories';

let dev: TestContext;
let prod: TestContext;
let dist: string;
const lines: string[] = [];
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Staffdesk</title>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)\n//# sourceMappingURL=app.js.map');
  fs.writeFileSync(path.join(dist, 'assets', 'app.js.map'), '{"sources":["secret.ts"]}');
  // Debug: in development a request is logged as one short line at that level (plugins/request-log.ts).
  dev = await buildTestApp(
    { webDist: dist, logLevel: 'debug' },
    { logStream: { write: (l) => lines.push(l) } },
  );
  prod = await buildTestApp({ webDist: dist, production: true, trustProxy: ['127.0.0.1'] });
});
afterAll(async () => {
  await dev.close();
  await prod.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('sends a CSP, no framing, a referrer policy and nosniff on the app and on the API', async () => {
    for (const url of ['/login', '/api/v1/users/is-auth']) {
      const res = await dev.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toContain('unsafe-eval');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('sends HSTS only over HTTPS, and believes X-Forwarded-Proto only from a configured proxy', async () => {
    expect((await dev.app.inject({ url: '/login' })).headers['strict-transport-security']).toBeUndefined();
    const spoofed = await dev.app.inject({ url: '/login', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const proxied = await prod.app.inject({ url: '/login', headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toBe(HSTS);
  });
});

describe('what production does not publish', () => {
  it('serves the Swagger UI and source maps in development only', async () => {
    expect((await dev.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await prod.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
    expect((await prod.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    expect((await dev.app.inject({ url: '/assets/app.js.map' })).statusCode).toBe(200);
    expect((await prod.app.inject({ url: '/assets/app.js.map' })).statusCode).toBe(404);
    expect((await prod.app.inject({ url: '/assets/app.js' })).statusCode).toBe(200);
  });
});

describe('the origin check', () => {
  it('compares Origin with PUBLIC_URL, not with the Host header the client chose', async () => {
    // A DNS-rebinding page: its own name in both Host and Origin.
    const res = await prod.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { host: 'evil.example', origin: 'http://evil.example' },
      payload: { email: 'a@example.com', password: 'Wrong@12345' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.crossOrigin);
  });
});

describe('the request log', () => {
  it('never records reset or verify tokens', async () => {
    await dev.app.inject({ url: '/api/v1/users/verify?token=SECRET-VERIFY-TOKEN' });
    await dev.app.inject({ url: '/reset-password?token=SECRET-RESET-TOKEN&welcome=1' });
    const log = lines.join('');
    expect(log).toContain('/api/v1/users/verify?token=[redacted]');
    expect(log).not.toContain('SECRET-VERIFY-TOKEN');
    expect(log).not.toContain('SECRET-RESET-TOKEN');
    expect(redactUrl('/x?a=1&token=abc&b=2')).toBe('/x?a=1&token=[redacted]&b=2');
  });
});

describe('inputs that used to answer 500', () => {
  it('answers 400 for an id beyond a PostgreSQL integer', async () => {
    const { headers } = await signedIn(dev.app, { type: 'super-admin', role: 'admin' });
    for (const url of ['/api/v1/users/2147483648', '/api/v1/users/99999999999999999999']) {
      const res = await dev.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(COMMON_MESSAGES.idInvalid);
    }
  });

  it('answers 400 for a NUL character in a body, a query or a path', async () => {
    const { headers } = await signedIn(dev.app, { type: 'super-admin', role: 'admin' });
    const body = await dev.app.inject({
      method: 'PUT',
      url: '/api/v1/users/profile',
      headers,
      payload: { first_name: 'A\u0000B', last_name: 'X', designation: 'Y' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({
      message: INPUT_MESSAGES.nulCharacter,
      errors: [{ path: 'first_name' }],
    });
    const query = await dev.app.inject({ url: '/api/v1/users?search=a%00b', headers });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe(INPUT_MESSAGES.nulCharacter);
  });

  it('answers 400 for a JSON body of null and for broken JSON', async () => {
    const json = { 'content-type': 'application/json' };
    const nul = await dev.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: json,
      payload: 'null',
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe(INPUT_MESSAGES.bodyNotObject);
    const broken = await dev.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: json,
      payload: '{"a":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(INPUT_MESSAGES.badJson);
  });

  it('says what was too large: a JSON body, a file, or one file too many', async () => {
    const { headers } = await signedIn(dev.app);
    const big = await dev.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(INPUT_MESSAGES.jsonTooLarge);

    const form = (parts: { name: string; file?: string; body: string | Buffer }[]) => {
      const boundary = 'x-boundary';
      const chunks = parts.flatMap((p) => [
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.file ? `; filename="${p.file}"` : ''}\r\n${p.file ? 'Content-Type: application/pdf\r\n' : ''}\r\n`,
        p.body,
        '\r\n',
      ]);
      return {
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([...chunks, `--${boundary}--\r\n`].map((c) => Buffer.from(c))),
      };
    };
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const tooBig = await dev.app.inject({
      method: 'POST',
      url: '/api/v1/master/upload-file',
      ...form([
        { name: 'folderName', body: 'cv' },
        { name: 'file', file: 'a.pdf', body: Buffer.alloc(dev.config.uploadMaxBytes + 1, 1) },
      ]),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(MASTER_MESSAGES.fileTooLarge);
    const twoFiles = await dev.app.inject({
      method: 'POST',
      url: '/api/v1/master/upload-file',
      ...form([
        { name: 'folderName', body: 'cv' },
        { name: 'file', file: 'a.pdf', body: pdf },
        { name: 'file', file: 'b.pdf', body: pdf },
      ]),
    });
    expect(twoFiles.statusCode).toBe(413);
    expect(twoFiles.json().message).toBe(INPUT_MESSAGES.tooManyFiles);
  });
});
