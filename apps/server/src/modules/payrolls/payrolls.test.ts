// API tests for payrolls (spec 001 §3, §6, §7, §8; issue 11): scope, one payslip per month, PDFs
// only, scoped payslip downloads, the e-mailed link, and the bulk upload's per-file answer.
import { BULK_MAX_FILES, COMMON_MESSAGES, PAYROLL_MESSAGES as M } from '@staffdesk/shared';
import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { signedIn } from '../../test/factories';
import { employeeUser, type Headers, uploadFile } from '../../test/payroll.fixtures';
import { samplePdf, samplePng } from '../../test/sample-files';
import { mailOutbox } from '../mail/mail.tables';

let ctx: TestContext;
let hrms: Headers;
let asha: Awaited<ReturnType<typeof employeeUser>>;
let ravi: Awaited<ReturnType<typeof employeeUser>>;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers?: Headers, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1/${url}`, headers, payload });

async function payslip(name = 'payslip.pdf') {
  return uploadFile(ctx, hrms, 'payslips', samplePdf('Payslip'), name);
}

async function create(user_id: number, payslip_date: string, extra: object = {}) {
  return call('POST', 'payrolls', hrms, {
    user_id,
    payslip: await payslip(),
    payslip_name: 'payslip.pdf',
    payslip_date,
    ...extra,
  });
}

beforeAll(async () => {
  ctx = await buildTestApp();
  ({ headers: hrms } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' }));
  asha = await employeeUser(ctx, 'FK-101');
  ravi = await employeeUser(ctx, 'FK-102');
});
afterAll(() => ctx.close());

describe('POST payrolls', () => {
  it('creates the payslip, answers it with the employee, and e-mails a link, not the file', async () => {
    const res = await create(asha.user.id, '2026-10-31');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: M.created,
      data: {
        user_id: asha.user.id,
        payslip_name: 'payslip.pdf',
        payslip_date: '2026-10-31',
        email: asha.user.email,
      },
    });
    const id = res.json().data.id;
    const mails = await ctx.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, asha.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your payslip for October 2026 is ready');
    expect(mails[0]!.text).toContain(`/employee/payrolls/view/${id}`);
    expect(mails[0]!.text).not.toContain('/api/v1/files/');
  });

  it('refuses a second payslip for the month unless replace is confirmed', async () => {
    const again = await create(asha.user.id, '2026-10-01');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.duplicate);
    const replaced = await create(asha.user.id, '2026-10-01', { replace: true });
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json().message).toBe(M.replaced);
    const list = await call('POST', 'filters/payrolls', hrms, { search: 'FK-101' });
    expect(list.json().data.count).toBe(1);
    expect(list.json().data.list[0].payslip_date).toBe('2026-10-01');
  });

  it('answers the spec messages for bad input', async () => {
    const res = await call('POST', 'payrolls', hrms, { user_id: '', payslip: '', payslip_name: '' });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([M.employeeRequired, M.payslipRequired, M.payslipDateRequired]),
    );
  });

  it('takes only PDFs (by content) uploaded into payslips, and only employees', async () => {
    const image = await uploadFile(ctx, hrms, 'payslips', samplePng(), 'payslip.pdf');
    const notPdf = await call('POST', 'payrolls', hrms, {
      user_id: ravi.user.id,
      payslip: image,
      payslip_name: 'payslip.pdf',
      payslip_date: '2026-09-30',
    });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().message).toBe(M.payslipRequired);
    const notEmployee = await create(
      (await signedIn(ctx.app, { type: 'super-admin', role: 'admin' })).user.id,
      '2026-09-30',
    );
    expect(notEmployee.statusCode).toBe(400);
    expect(notEmployee.json().message).toBe(M.notEmployee);
  });

  it('is refused to an employee (403)', async () => {
    const res = await call('POST', 'payrolls', asha.headers, {});
    expect(res.statusCode).toBe(403);
  });
});

describe('reading payrolls', () => {
  it('an employee lists and reads only its own payslips, and downloads only its own file', async () => {
    const mine = (await create(ravi.user.id, '2026-08-31')).json().data;
    const others = (await create(asha.user.id, '2026-08-31')).json().data;
    const list = await call('POST', 'filters/payrolls', ravi.headers, {});
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.list.map((p: { user_id: number }) => p.user_id)).toEqual([ravi.user.id]);
    expect((await call('GET', `payrolls/${others.id}`, ravi.headers)).statusCode).toBe(404);
    expect((await call('GET', `payrolls/${mine.id}`, ravi.headers)).statusCode).toBe(200);
    const file = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
    expect((await file(mine.payslip, ravi.headers)).statusCode).toBe(200);
    expect((await file(others.payslip, ravi.headers)).statusCode).toBe(404);
    expect((await file(others.payslip, asha.headers)).statusCode).toBe(200);
    expect((await file(others.payslip, hrms)).statusCode).toBe(200);
    const client = await signedIn(ctx.app, { type: 'client', role: 'admin' });
    expect((await file(others.payslip, client.headers)).statusCode).toBe(404);
    expect((await call('PUT', `payrolls/${mine.id}`, ravi.headers, {})).statusCode).toBe(403);
    expect((await call('DELETE', `payrolls/${mine.id}`, ravi.headers)).statusCode).toBe(403);
  });

  it('filters by date range and refuses a range that ends before it starts', async () => {
    const res = await call('POST', 'filters/payrolls', hrms, {
      from_date: '2026-08-01',
      to_date: '2026-08-31',
    });
    expect(
      res.json().data.list.every((p: { payslip_date: string }) => p.payslip_date.startsWith('2026-08')),
    ).toBe(true);
    expect(res.json().data.count).toBe(2);
    const bad = await call('POST', 'filters/payrolls', hrms, {
      from_date: '2026-08-31',
      to_date: '2026-08-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.toBeforeFrom);
  });

  it('updates with the version it loaded, refuses a stale or missing one, and deletes (hrms)', async () => {
    const created = (await create(ravi.user.id, '2026-07-31')).json().data;
    const body = (payslip_name: string, updated_at?: string) => ({
      user_id: ravi.user.id,
      payslip: created.payslip,
      payslip_name,
      payslip_date: '2026-07-30',
      updated_at,
    });
    const unversioned = await call('PUT', `payrolls/${created.id}`, hrms, body('July.pdf'));
    expect(unversioned.statusCode).toBe(400);
    expect(unversioned.json().message).toBe(COMMON_MESSAGES.updatedAtRequired);
    const updated = await call('PUT', `payrolls/${created.id}`, hrms, body('July.pdf', created.updated_at));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().message).toBe(M.updated);
    expect(updated.json().data).toMatchObject({ payslip_name: 'July.pdf', payslip_date: '2026-07-30' });
    // A second form still holding the first version is refused and changes nothing.
    const stale = await call('PUT', `payrolls/${created.id}`, hrms, body('Stale.pdf', created.updated_at));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(M.changed);
    expect((await call('GET', `payrolls/${created.id}`, hrms)).json().data.payslip_name).toBe('July.pdf');
    const removed = await call('DELETE', `payrolls/${created.id}`, hrms);
    expect(removed.json().message).toBe(M.deleted);
    expect((await call('GET', `payrolls/${created.id}`, hrms)).statusCode).toBe(404);
  });

  it('answers replaced when an edit moves a payslip onto a month that has one, once confirmed', async () => {
    await create(ravi.user.id, '2026-03-31');
    const april = (await create(ravi.user.id, '2026-04-30')).json().data;
    const body = { user_id: ravi.user.id, payslip: april.payslip, payslip_name: 'March.pdf' };
    const moved = { ...body, payslip_date: '2026-03-15', updated_at: april.updated_at };
    expect((await call('PUT', `payrolls/${april.id}`, hrms, moved)).statusCode).toBe(409);
    const res = await call('PUT', `payrolls/${april.id}`, hrms, { ...moved, replace: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.replaced);
  });
});

describe('GET payrolls/employees', () => {
  it('offers employees by e-mail or employee ID with their user id, to hrms only', async () => {
    const res = await call('GET', `payrolls/employees?search=${encodeURIComponent(asha.user.email)}`, hrms);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { user_id: asha.user.id, email: asha.user.email, full_name: expect.any(String), employee_id: 'FK-101' },
    ]);
    const byId = await call('GET', 'payrolls/employees?search=FK-102', hrms);
    expect(byId.json().data.map((e: { user_id: number }) => e.user_id)).toEqual([ravi.user.id]);
    expect((await call('GET', 'payrolls/employees', asha.headers)).statusCode).toBe(403);
  });
});

describe('POST payrolls/bulk', () => {
  const bulk = (date: string, files: { name: string; buffer: Buffer }[]) => {
    const data = new FormData();
    data.append('payslip_date', date);
    for (const f of files) data.append('files', new Blob([new Uint8Array(f.buffer)]), f.name);
    return ctx.app.inject({ method: 'POST', url: '/api/v1/payrolls/bulk', headers: hrms, payload: data });
  };
  /** The upload answers a job at once; its results are read as the screen reads them, once it is done. */
  async function bulkResults(date: string, files: { name: string; buffer: Buffer }[]) {
    const started = await bulk(date, files);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toEqual({
      message: M.bulkStarted,
      data: { id: expect.any(Number), total: expect.any(Number) },
    });
    await ctx.app.deps.jobs.runPending();
    const job = await call('GET', `jobs/${started.json().data.id}`, hrms);
    expect(job.json().data).toMatchObject({ state: 'done', failed: 0, total: started.json().data.total });
    return job.json().data.items.map((item: { result: object }) => item.result);
  }
  const mailsTo = async (email: string) =>
    (await ctx.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;

  it('matches by employee ID or e-mail, reports unmatched files, and replaces a month’s payslip', async () => {
    const results = await bulkResults('2026-06-30', [
      { name: 'FK-101_June.pdf', buffer: samplePdf('Asha') },
      { name: `${ravi.user.email}.pdf`, buffer: samplePdf('Ravi') },
      { name: 'nobody.pdf', buffer: samplePdf('Nobody') },
      { name: 'FK-101-notes.txt', buffer: Buffer.from('not a pdf') },
    ]);
    expect(results).toEqual([
      { file: 'FK-101_June.pdf', status: 'created', id: expect.any(Number) },
      { file: `${ravi.user.email}.pdf`, status: 'created', id: expect.any(Number) },
      { file: 'nobody.pdf', status: 'unmatched', reason: M.unmatched },
      { file: 'FK-101-notes.txt', status: 'unmatched', reason: M.notPdf },
    ]);
    // The same month again, as one zip: Asha's is replaced; a second file for her is not taken.
    const zip = Buffer.from(
      zipSync({
        'june/FK-101.pdf': new Uint8Array(samplePdf('Asha v2')),
        'june/fk-101 copy.pdf': new Uint8Array(samplePdf('Asha v3')),
      }),
    );
    const second = await bulkResults('2026-06-15', [{ name: 'june.zip', buffer: zip }]);
    expect(second).toEqual([
      { file: 'FK-101.pdf', status: 'replaced', id: results[0].id },
      { file: 'fk-101 copy.pdf', status: 'unmatched', reason: M.sameEmployeeTwice },
    ]);
    const ashas = await call('POST', 'filters/payrolls', asha.headers, {
      from_date: '2026-06-01',
      to_date: '2026-06-30',
    });
    expect(ashas.json().data.list).toHaveLength(1);
    expect(ashas.json().data.list[0].payslip_date).toBe('2026-06-15');
  });

  it('matches a PDF whose file name names nobody by the employee ID or e-mail in its text', async () => {
    const [ashas, ravis, nobodys] = await bulkResults('2026-04-30', [
      { name: 'scan-0001.pdf', buffer: samplePdf('Payslip April 2026 - Employee ID FK-101') },
      { name: 'scan-0002.pdf', buffer: samplePdf(`Payslip April 2026 - ${ravi.user.email}`) },
      { name: 'scan-0003.pdf', buffer: samplePdf('Payslip April 2026 - Employee ID FK-1019') },
    ]);
    expect(ashas).toEqual({ file: 'scan-0001.pdf', status: 'created', id: expect.any(Number) });
    expect(ravis).toEqual({ file: 'scan-0002.pdf', status: 'created', id: expect.any(Number) });
    expect(nobodys).toEqual({ file: 'scan-0003.pdf', status: 'unmatched', reason: M.unmatched });
    // Each is its employee's own: Asha reads hers, Ravi does not.
    expect((await call('GET', `payrolls/${ashas.id}`, asha.headers)).json().data.user_id).toBe(asha.user.id);
    expect((await call('GET', `payrolls/${ashas.id}`, ravi.headers)).statusCode).toBe(404);
  });

  it('answers "unchanged" and e-mails nobody when an upload is run again with the same files', async () => {
    const files = [
      { name: 'FK-101.pdf', buffer: samplePdf('Asha February') },
      { name: 'FK-102.pdf', buffer: samplePdf('Ravi February') },
    ];
    const first = await bulkResults('2026-02-28', files);
    expect(first.map((r: { status: string }) => r.status)).toEqual(['created', 'created']);
    const mails = [await mailsTo(asha.user.email), await mailsTo(ravi.user.email)];
    // Run again after a crash: Asha's file is byte for byte the stored one, Ravi's was corrected.
    const again = await bulkResults('2026-02-28', [
      files[0]!,
      { name: 'FK-102.pdf', buffer: samplePdf('Ravi Feb v2') },
    ]);
    expect(again).toEqual([
      { file: 'FK-101.pdf', status: 'unchanged', id: first[0].id, reason: M.unchanged },
      { file: 'FK-102.pdf', status: 'replaced', id: first[1].id },
    ]);
    expect(await mailsTo(asha.user.email)).toBe(mails[0]);
    expect(await mailsTo(ravi.user.email)).toBe(mails[1]! + 1);
  });

  it('counts a zip’s files against the limit and refuses a zip that unpacks past its budget', async () => {
    const entries = Object.fromEntries(
      Array.from({ length: BULK_MAX_FILES + 1 }, (_, i) => [`p/${i}.txt`, new Uint8Array([65])]),
    );
    const tooMany = await bulk('2026-01-31', [{ name: 'many.zip', buffer: Buffer.from(zipSync(entries)) }]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(M.bulkTooMany);
    // A zip bomb: 40 KiB that unpack to 40 MiB of zeros, more than a file may be.
    const bomb = Buffer.from(zipSync({ 'FK-101.pdf': new Uint8Array(40 * 1024 * 1024) }, { level: 9 }));
    expect(bomb.length).toBeLessThan(100 * 1024);
    const refused = await bulk('2026-01-31', [{ name: 'bomb.zip', buffer: bomb }]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(M.zipEntryTooLarge);
    // A zip that is no zip is reported as not a PDF, like any other file.
    const broken = await bulkResults('2026-01-31', [
      { name: 'broken.zip', buffer: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64, 7)]) },
    ]);
    expect(broken).toEqual([{ file: 'broken.zip', status: 'unmatched', reason: M.notPdf }]);
  });

  it('takes as many files as the limit allows, each its own part, and refuses one more', async () => {
    // Text files are refused on arrival (not a PDF), so the upload alone is measured here.
    const files = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `${i}.txt`, buffer: Buffer.from('x') }));
    const full = await bulk('2026-03-31', files(BULK_MAX_FILES));
    expect(full.statusCode, full.body).toBe(202);
    expect(full.json().data.total).toBe(BULK_MAX_FILES);
    const over = await bulk('2026-03-31', files(BULK_MAX_FILES + 1));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(M.bulkTooMany);
  });

  it('asks for the date and the files', async () => {
    const res = await bulk('', [{ name: 'FK-101.pdf', buffer: samplePdf() }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.payslipDateRequired);
    const none = await bulk('2026-05-31', []);
    expect(none.json().message).toBe(M.bulkFilesRequired);
  });
});
