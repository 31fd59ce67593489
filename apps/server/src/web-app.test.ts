// The built web app is served for client-side routes, cached by kind and precompressed; API answers
// are compressed above a small size; API and missing assets never get the app shell.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE } from './plugins/web-app';
import { buildTestApp, type TestContext } from './test/build-test-app';

const INDEX = '<!doctype html><title>Staffdesk</title>';
const SIGN_IN = '<!doctype html><title>Staffdesk</title><script src="/assets/sign-in.js"></script>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))})`;

let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(INDEX));
  fs.writeFileSync(path.join(dist, 'index.html.gz'), zlib.gzipSync(INDEX));
  fs.writeFileSync(path.join(dist, 'sign-in.html'), SIGN_IN);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'page-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets', 'page-abc123.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dist, 'assets', 'page-abc123.js.gz'), zlib.gzipSync(SCRIPT));
  ctx = await buildTestApp({ webDist: dist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('web app', () => {
  it('serves the app for the spec routes, the sign-in page for its screens, never from a cache', async () => {
    const pages = {
      '/positions': INDEX,
      '/users/view/3': INDEX,
      '/loginx': INDEX,
      '/login': SIGN_IN,
      '/forgot-password': SIGN_IN,
      '/reset-password?token=abc&welcome=1': SIGN_IN,
      '/verify?token=abc': SIGN_IN,
      '/verify/more': SIGN_IN,
    };
    for (const [url, page] of Object.entries(pages)) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(page);
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });

  it('serves built assets and answers 404 for missing ones', async () => {
    expect((await ctx.app.inject({ url: '/assets/app.js' })).body).toBe('console.log(1)');
    expect((await ctx.app.inject({ url: '/favicon.ico' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/assets/gone-123.js' })).statusCode).toBe(404);
  });

  it('lets browsers keep hashed assets for a year, other files only after asking again', async () => {
    const asset = await ctx.app.inject({ url: '/assets/page-abc123.js' });
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    const icon = await ctx.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe(REVALIDATE);
  });

  it('sends the precompressed file the browser accepts, brotli first', async () => {
    const br = await ctx.app.inject({
      url: '/assets/page-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await ctx.app.inject({
      url: '/assets/page-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await ctx.app.inject({ url: '/assets/page-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    const shell = await ctx.app.inject({ url: '/positions', headers: { 'accept-encoding': 'br' } });
    expect(shell.headers['content-encoding']).toBe('br');
    expect(shell.headers['cache-control']).toBe(REVALIDATE);
    expect(zlib.brotliDecompressSync(shell.rawPayload).toString()).toBe(INDEX);
  });

  it('compresses API answers over 1 KB and leaves small ones as they are', async () => {
    const small = await ctx.app.inject({
      url: '/api/v1/users/is-auth',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(401);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('message');
    const docs = await ctx.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(docs.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('answers unknown API paths with a JSON 404, not the app', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });
});
