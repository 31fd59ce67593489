// Issue 7: file fields took any string (an avatar of /api/v1/users/logout), any signed-in user
// downloaded another company's files given the key, and uploads had no rate, quota or clean-up.
import { COMMON_MESSAGES, MASTER_MESSAGES, PROFILE_MESSAGES } from '@staffdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, signedIn } from '../../test/factories';
import { samplePng } from '../../test/sample-files';
import { THROTTLE_RULES } from '../auth/throttle.service';
import { users } from '../users/users.tables';
import { sweepUnattachedUploads } from './file-use';
import { files } from './uploads.tables';

type Headers = Record<string, string>;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

async function upload(headers: Headers, folder = 'user'): Promise<string> {
  const data = new FormData();
  data.append('folderName', folder);
  data.append('file', new Blob([new Uint8Array(samplePng())], { type: 'image/png' }), 'me.png');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/master/upload-file',
    headers,
    payload: data,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.uploaded_url;
}

/** Saves the profile picture as the profile form does: with the version it loaded. */
async function profile(headers: Headers, profile_image: string | null) {
  const current = await ctx.app.inject({ url: '/api/v1/users/profile', headers });
  const { updated_at } = current.json().data;
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/users/profile',
    headers,
    payload: { first_name: 'Asha', last_name: 'Rao', designation: 'Recruiter', profile_image, updated_at },
  });
}

const download = (url: string, headers: Headers) => ctx.app.inject({ url, headers });

describe('file fields', () => {
  it('refuse anything but an upload of the caller: an API URL, a made-up key, another user’s file', async () => {
    const me = await signedIn(ctx.app);
    const other = await signedIn(ctx.app);
    const logout = await profile(me.headers, '/api/v1/users/logout');
    expect(logout.statusCode).toBe(400);
    expect(logout.json().message).toBe(COMMON_MESSAGES.fileInvalid);
    const madeUp = await profile(me.headers, '/api/v1/files/user/00000000-0000-0000-0000-000000000000.png');
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().message).toBe(PROFILE_MESSAGES.imageNotUploaded);
    const theirs = await profile(me.headers, await upload(other.headers));
    expect(theirs.statusCode).toBe(400);
    const wrongFolder = await profile(me.headers, await upload(me.headers, 'company'));
    expect(wrongFolder.statusCode).toBe(400);

    const mine = await upload(me.headers);
    const saved = await profile(me.headers, mine);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.profile_image).toBe(mine);
  });
});

describe('file downloads', () => {
  it('serve a file to its uploader and to who may read the record holding it, never to another company', async () => {
    const acme = await createCompany(ctx.app);
    const globex = await createCompany(ctx.app);
    const owner = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: acme.id });
    const url = await upload(owner.headers);
    // Before it is saved anywhere: its uploader only (the form's preview).
    expect((await download(url, owner.headers)).statusCode).toBe(200);
    const stranger = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: globex.id });
    expect((await download(url, stranger.headers)).statusCode).toBe(404);

    expect((await profile(owner.headers, url)).statusCode).toBe(200);
    const colleague = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: acme.id });
    const staff = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' });
    expect((await download(url, colleague.headers)).statusCode).toBe(200);
    expect((await download(url, staff.headers)).statusCode).toBe(200);
    const denied = await download(url, stranger.headers);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().message).toBe(MASTER_MESSAGES.fileNotFound);
  });
});

describe('upload limits', () => {
  it('slows a user who uploads too fast', async () => {
    const { headers } = await signedIn(ctx.app, { type: 'employee' });
    for (let i = 0; i < THROTTLE_RULES.uploads.max; i++) await upload(headers);
    const data = new FormData();
    data.append('folderName', 'user');
    data.append('file', new Blob([new Uint8Array(samplePng())]), 'me.png');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/master/upload-file',
      headers,
      payload: data,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MASTER_MESSAGES.uploadRate);
  });

  it('stops a user at the daily quota', async () => {
    const { headers } = await signedIn(ctx.app, { type: 'employee' });
    const quota = ctx.app.deps.config.uploadDailyQuotaBytes;
    ctx.app.deps.config.uploadDailyQuotaBytes = samplePng().length * 2;
    try {
      await upload(headers);
      await upload(headers);
      const data = new FormData();
      data.append('folderName', 'user');
      data.append('file', new Blob([new Uint8Array(samplePng())]), 'me.png');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/master/upload-file',
        headers,
        payload: data,
      });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(MASTER_MESSAGES.uploadQuota);
    } finally {
      ctx.app.deps.config.uploadDailyQuotaBytes = quota;
    }
  });

  it('sweeps uploads no record took up within a day, and keeps the attached ones', async () => {
    const { user, headers } = await signedIn(ctx.app);
    const kept = await upload(headers);
    const dropped = await upload(headers);
    expect((await profile(headers, kept)).statusCode).toBe(200);
    await ctx.app.deps.db
      .update(files)
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where(eq(files.uploaded_by, user.id));
    expect(await sweepUnattachedUploads(ctx.app.deps)).toBeGreaterThanOrEqual(1);
    expect((await download(dropped, headers)).statusCode).toBe(404);
    expect((await download(kept, headers)).statusCode).toBe(200);
    const [row] = await ctx.app.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.profile_image).toBe(kept);
  });
});
