import { MASTER_MESSAGES } from '@staffdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { signedIn } from '../../test/factories';
import { sampleDocx, sampleExe, samplePdf, samplePng } from '../../test/sample-files';
import { attachmentHeader, sanitizeFileName } from './file-checks';
import { uploadedTodayQuery } from './uploads.service';
import { files } from './uploads.tables';

type Headers = Record<string, string>;
let ctx: TestContext;
let headers: Headers;

beforeAll(async () => {
  ctx = await buildTestApp();
  ({ headers } = await signedIn(ctx.app, { type: 'client', role: 'user' }));
});
afterAll(() => ctx.close());

function form(folderName: string | null, file?: { bytes: Buffer; name: string; type?: string }) {
  const data = new FormData();
  if (folderName !== null) data.append('folderName', folderName);
  if (file) data.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.name);
  return data;
}

const upload = (app: TestContext['app'], payload: FormData, h: Headers = headers) =>
  app.inject({ method: 'POST', url: '/api/v1/master/upload-file', headers: h, payload });

describe('POST master/upload-file', () => {
  it('stores a real PNG under a random key and gives the url and the original name', async () => {
    const png = samplePng();
    const res = await upload(ctx.app, form('user', { bytes: png, name: 'My photo.png', type: 'image/png' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(MASTER_MESSAGES.uploaded);
    expect(body.data.original_name).toBe('My photo.png');
    expect(body.data.uploaded_url).toMatch(/^\/api\/v1\/files\/user\/[0-9a-f-]{36}\.png$/);

    const download = await ctx.app.inject({ method: 'GET', url: body.data.uploaded_url, headers });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(png)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="My photo.png"; filename*=UTF-8''My%20photo.png`,
    );
  });

  it('accepts a PDF, a Word document and a CSV for document folders, whatever order the parts come in', async () => {
    const pdf = await upload(ctx.app, form('cv', { bytes: samplePdf(), name: 'résumé.pdf' }));
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().data.uploaded_url).toMatch(/\/cv\/.+\.pdf$/);
    const download = await ctx.app.inject({ method: 'GET', url: pdf.json().data.uploaded_url, headers });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(`filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`);

    const docx = await upload(ctx.app, form('documents', { bytes: sampleDocx(), name: 'offer.docx' }));
    expect(docx.statusCode).toBe(201);
    expect(docx.json().data.uploaded_url).toMatch(/\.docx$/);

    const fileFirst = new FormData();
    fileFirst.append('file', new Blob(['name,amount\nA,10\n']), 'invoice.csv');
    fileFirst.append('folderName', 'invoices');
    const csv = await upload(ctx.app, fileFirst);
    expect(csv.statusCode).toBe(201);
    expect(csv.json().data.original_name).toBe('invoice.csv');
  });

  it('judges the type by content: a renamed program or web page is refused', async () => {
    for (const bytes of [sampleExe(), Buffer.from('<html><script>alert(1)</script></html>')]) {
      const res = await upload(ctx.app, form('cv', { bytes, name: 'resume.pdf', type: 'application/pdf' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MASTER_MESSAGES.fileTypeNotAllowed);
    }
    const binaryText = await upload(
      ctx.app,
      form('cv', { bytes: Buffer.from([0x41, 0, 0x42]), name: 'notes.txt' }),
    );
    expect(binaryText.json().message).toBe(MASTER_MESSAGES.fileTypeNotAllowed);
  });

  it('names a file by the type found in it: a PDF sent as poly.html is stored and served as poly.pdf', async () => {
    const res = await upload(
      ctx.app,
      form('cv', { bytes: samplePdf(), name: 'poly.html', type: 'text/html' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.original_name).toBe('poly.pdf');
    const download = await ctx.app.inject({ method: 'GET', url: res.json().data.uploaded_url, headers });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="poly.pdf"; filename*=UTF-8''poly.pdf`,
    );

    // A row stored before this rule is served under its type's extension too.
    const key = res.json().data.uploaded_url.split('/files/')[1];
    await ctx.database.db.update(files).set({ original_name: 'poly.html' }).where(eq(files.key, key));
    const old = await ctx.app.inject({ method: 'GET', url: res.json().data.uploaded_url, headers });
    expect(old.headers['content-disposition']).toBe(
      `attachment; filename="poly.pdf"; filename*=UTF-8''poly.pdf`,
    );
  });

  it('takes images only in the picture folders', async () => {
    const text = await upload(ctx.app, form('company', { bytes: Buffer.from('hello'), name: 'logo.txt' }));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(MASTER_MESSAGES.fileTypeNotAllowed);
    const pdf = await upload(ctx.app, form('partners', { bytes: samplePdf(), name: 'logo.pdf' }));
    expect(pdf.json().message).toBe(MASTER_MESSAGES.fileTypeNotAllowed);
  });

  it('answers the spec messages for an unknown folder or a missing file', async () => {
    const folder = await upload(ctx.app, form('secrets', { bytes: samplePng(), name: 'a.png' }));
    expect(folder.statusCode).toBe(400);
    expect(folder.json().message).toBe(MASTER_MESSAGES.folderInvalid);
    const noFolder = await upload(ctx.app, form(null, { bytes: samplePng(), name: 'a.png' }));
    expect(noFolder.json().message).toBe(MASTER_MESSAGES.folderInvalid);
    const noFile = await upload(ctx.app, form('jd'));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(MASTER_MESSAGES.fileRequired);
    const empty = await upload(ctx.app, form('jd', { bytes: Buffer.alloc(0), name: 'a.pdf' }));
    expect(empty.json().message).toBe(MASTER_MESSAGES.fileRequired);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/master/upload-file',
      headers,
      payload: { folderName: 'jd' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('refuses an anonymous caller', async () => {
    const res = await upload(ctx.app, form('jd', { bytes: samplePdf(), name: 'jd.pdf' }), {});
    expect(res.statusCode).toBe(401);
  });

  it('answers 413 for a file over the limit', async () => {
    const small = await buildTestApp({ uploadMaxBytes: 1024 });
    try {
      const { headers: h } = await signedIn(small.app);
      const res = await upload(
        small.app,
        form('cv', { bytes: samplePdf('x'.repeat(4000)), name: 'big.pdf' }),
        h,
      );
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(MASTER_MESSAGES.fileTooLarge);
      const fits = await upload(small.app, form('cv', { bytes: samplePdf(), name: 'small.pdf' }), h);
      expect(fits.statusCode).toBe(201);
    } finally {
      await small.close();
    }
  });
});

describe('GET files/<key>', () => {
  it('answers 404 for an unknown key and 401 to an anonymous caller', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/v1/files/cv/nope.pdf', headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MASTER_MESSAGES.fileNotFound);
    const traversal = await ctx.app.inject({ method: 'GET', url: '/api/v1/files/../../etc/passwd', headers });
    expect(traversal.statusCode).toBe(404);
    const res = await upload(ctx.app, form('jd', { bytes: samplePdf(), name: 'jd.pdf' }));
    const anonymous = await ctx.app.inject({ method: 'GET', url: res.json().data.uploaded_url });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('file names', () => {
  it('keeps what the user named the file, without folders or unsafe characters', () => {
    expect(sanitizeFileName('C:\\Users\\me\\cv.pdf', 'pdf')).toBe('cv.pdf');
    expect(sanitizeFileName('../../etc/passwd', 'txt')).toBe('passwd.txt');
    expect(sanitizeFileName('poly.html', 'pdf')).toBe('poly.pdf');
    expect(sanitizeFileName('photo.JPEG', 'jpg')).toBe('photo.JPEG');
    expect(sanitizeFileName('scan.svg', 'png')).toBe('scan.png');
    expect(sanitizeFileName('a\u0000b<"c>.pdf', 'pdf')).toBe('abc.pdf');
    expect(sanitizeFileName('...', 'png')).toBe('file.png');
    expect(sanitizeFileName(`${'n'.repeat(300)}.docx`, 'docx')).toMatch(/^n{195}\.docx$/);
    expect(attachmentHeader('Offer "final".pdf')).toBe(
      `attachment; filename="Offer _final_.pdf"; filename*=UTF-8''Offer%20%22final%22.pdf`,
    );
  });
});

describe('the daily quota', () => {
  // Checked before every upload (2,000 times in one bulk payslip job): a range of
  // files_uploader_day_idx, not a scan of every file. Sequential scans are priced out so the
  // planner shows whether the index can serve the query at all (a test table is too small to prefer it).
  it('sums the user’s uploads of the day from files_uploader_day_idx', async () => {
    const { app } = ctx;
    const plan = await app.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = uploadedTodayQuery(tx, 1).toSQL();
      const { rows } = await tx.execute(
        sql.raw(
          `explain (format json) ${query.sql.replace(/\$(\d+)/g, (_, n) => String(query.params[n - 1]))}`,
        ),
      );
      return JSON.stringify(rows);
    });
    expect(plan).toContain('files_uploader_day_idx');
  });
});
