// The built web app is served for client-side routes; API and missing assets are not.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './test/build-test-app';

let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Staffdesk</title>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  ctx = await buildTestApp({ webDist: dist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('web app', () => {
  it('serves index.html for the spec routes', async () => {
    for (const url of ['/login', '/positions', '/users/view/3', '/reset-password?token=abc']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Staffdesk</title>');
    }
  });

  it('serves built assets and answers 404 for missing ones', async () => {
    expect((await ctx.app.inject({ url: '/assets/app.js' })).body).toBe('console.log(1)');
    expect((await ctx.app.inject({ url: '/favicon.ico' })).statusCode).toBe(404);
  });

  it('answers unknown API paths with a JSON 404, not the app', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });
});
