// API tests for reimbursements (spec 001 §3, §5, §6; issue 11): messages, scope of records and
// receipts, exact totals, the status rules and the e-mail on each status change.
import { COMMON_MESSAGES, REIMBURSEMENT_MESSAGES as M, MONEY_MESSAGES } from '@staffdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { signedIn } from '../../test/factories';
import { employeeUser, type Headers, uploadFile } from '../../test/payroll.fixtures';
import { samplePdf } from '../../test/sample-files';
import { mailOutbox } from '../mail/mail.tables';

let ctx: TestContext;
let hrms: Headers;
let asha: Awaited<ReturnType<typeof employeeUser>>;
let ravi: Awaited<ReturnType<typeof employeeUser>>;
let statuses: Record<string, number>;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers?: Headers, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1/${url}`, headers, payload });

async function claim(headers: Headers, overrides: object = {}) {
  const receipt = () => uploadFile(ctx, headers, 'documents', samplePdf('Receipt'), 'receipt.pdf');
  return {
    from_date: '2026-10-01',
    to_date: '2026-10-31',
    description: 'Client visit to Pune',
    documentList: [
      {
        expense_date: '2026-10-02',
        category: 'Travel',
        amount: '1200.10',
        currency: 'INR',
        document: await receipt(),
        document_name: 'train.pdf',
      },
      {
        expense_date: '2026-10-03',
        category: 'Meals',
        amount: '0.20',
        currency: 'INR',
        document: await receipt(),
        document_name: 'lunch.pdf',
      },
    ],
    ...overrides,
  };
}

async function submit(who = asha) {
  const res = await call('POST', 'reimbursements', who.headers, await claim(who.headers));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const mailsTo = (to: string) => ctx.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

beforeAll(async () => {
  ctx = await buildTestApp();
  ({ headers: hrms } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' }));
  asha = await employeeUser(ctx);
  ravi = await employeeUser(ctx);
  const res = await call('GET', 'master/reimbursement-statuses', hrms);
  statuses = Object.fromEntries(res.json().data.map((s: { slug: string; id: number }) => [s.slug, s.id]));
});
afterAll(() => ctx.close());

describe('GET master/reimbursement-statuses', () => {
  it('lists the seeded statuses', async () => {
    const res = await call('GET', 'master/reimbursement-statuses', asha.headers);
    expect(res.json().data.map((s: { status: string }) => s.status)).toEqual([
      'Submitted',
      'Approved',
      'Rejected',
      'Paid',
    ]);
  });
});

describe('POST reimbursements', () => {
  it('submits a claim with an exact total, Submitted whatever status was sent', async () => {
    const res = await call(
      'POST',
      'reimbursements',
      asha.headers,
      await claim(asha.headers, { reimbursement_status_id: statuses.paid }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'Submitted',
      claimed_total: '1200.30',
      currency: 'INR',
      approved_amount: null,
      documentList: [
        { category: 'Travel', amount: '1200.10', document_name: 'train.pdf' },
        { category: 'Meals' },
      ],
    });
  });

  it('answers the spec messages', async () => {
    const res = await call('POST', 'reimbursements', asha.headers, { description: '', documentList: [] });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([M.fromRequired, M.toRequired, M.descriptionRequired, M.linesRequired]),
    );
    const body = await claim(asha.headers, { from_date: '2026-10-10', to_date: '2026-10-01' });
    const reversed = await call('POST', 'reimbursements', asha.headers, body);
    expect(reversed.json().errors.map((e: { message: string }) => e.message)).toContain(M.toBeforeFrom);
    const lines = (await claim(asha.headers)).documentList;
    const badLines = await call('POST', 'reimbursements', asha.headers, {
      ...body,
      from_date: '2026-10-01',
      to_date: '2026-10-31',
      documentList: [
        { ...lines[0], amount: 0.1 + 0.2 },
        { ...lines[1], currency: 'USD', category: 'Gifts' },
      ],
    });
    const bad = badLines.json().errors.map((e: { message: string }) => e.message);
    expect(bad).toEqual(expect.arrayContaining([MONEY_MESSAGES.invalid, M.categoryRequired]));
    // Rules across the lines are checked once every line is valid.
    const mixed = await call('POST', 'reimbursements', asha.headers, {
      ...body,
      from_date: '2026-10-01',
      to_date: '2026-10-31',
      documentList: [lines[0], { ...lines[1], currency: 'USD', expense_date: '2026-11-02' }],
    });
    const mixedMessages = mixed.json().errors.map((e: { message: string }) => e.message);
    expect(mixedMessages).toEqual(expect.arrayContaining([M.currencyMixed, M.lineDateOutside]));
    const longText = await call('POST', 'reimbursements', asha.headers, {
      ...(await claim(asha.headers)),
      description: 'x'.repeat(5001),
    });
    expect(longText.json().message).toBe(M.descriptionTooLong);
  });

  it('refuses a receipt someone else uploaded', async () => {
    const others = await claim(ravi.headers);
    const res = await call('POST', 'reimbursements', asha.headers, others);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.receiptRequired);
  });
});

describe('scope', () => {
  it('an employee reads only its own claims and receipts; hrms reads all', async () => {
    const mine = await submit(ravi);
    const list = await call('GET', 'reimbursements', asha.headers);
    expect(list.json().data.list.every((c: { user_id: number }) => c.user_id === asha.user.id)).toBe(true);
    expect((await call('GET', `reimbursements/${mine.id}`, asha.headers)).statusCode).toBe(404);
    const receipt = mine.documentList[0].document;
    const file = (headers: Headers) => ctx.app.inject({ method: 'GET', url: receipt, headers });
    expect((await file(asha.headers)).statusCode).toBe(404);
    expect((await file(ravi.headers)).statusCode).toBe(200);
    expect((await file(hrms)).statusCode).toBe(200);
    const filtered = await call(
      'GET',
      `reimbursements?user_id=${ravi.user.id}&status_id=${statuses.submitted}`,
      hrms,
    );
    expect(filtered.json().data.list.map((c: { id: number }) => c.id)).toContain(mine.id);
    expect(filtered.json().data.list.every((c: { user_id: number }) => c.user_id === ravi.user.id)).toBe(
      true,
    );
  });
});

describe('status', () => {
  it('hrms approves in part with a reason; the employee is e-mailed and can no longer edit or delete', async () => {
    const created = await submit(asha);
    const body = await call('GET', `reimbursements/${created.id}`, asha.headers).then((r) => r.json().data);
    const form = { ...body, reimbursement_status_id: statuses.approved, approved_amount: '1000' };
    const noReason = await call('PUT', `reimbursements/${created.id}`, hrms, form);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(M.reasonRequired);
    const tooMuch = await call('PUT', `reimbursements/${created.id}`, hrms, {
      ...form,
      approved_amount: '1200.31',
    });
    expect(tooMuch.json().message).toBe(M.approvedTooHigh);
    const before = (await mailsTo(asha.user.email)).length;
    const approved = await call('PUT', `reimbursements/${created.id}`, hrms, {
      ...form,
      approval_reason: 'Meals are not covered',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'Approved',
      approved_amount: '1000.00',
      approval_reason: 'Meals are not covered',
    });
    const mails = await mailsTo(asha.user.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe('Your reimbursement claim is Approved');
    expect(mails.at(-1)!.text).toContain('Approved amount: 1000.00 INR');
    const edit = await call('PUT', `reimbursements/${created.id}`, asha.headers, {
      ...body,
      description: 'Changed',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(M.notSubmitted);
    expect((await call('DELETE', `reimbursements/${created.id}`, asha.headers)).statusCode).toBe(409);
    const backwards = await call('PUT', `reimbursements/${created.id}`, hrms, {
      ...form,
      reimbursement_status_id: statuses.submitted,
    });
    expect(backwards.json().message).toBe(M.transitionInvalid);
  });

  it('the employee edits and deletes its claim while Submitted, and its status value is ignored', async () => {
    const created = await submit(asha);
    const body = await call('GET', `reimbursements/${created.id}`, asha.headers).then((r) => r.json().data);
    const edit = await call('PUT', `reimbursements/${created.id}`, asha.headers, {
      ...body,
      description: 'Corrected',
      reimbursement_status_id: statuses.approved,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ description: 'Corrected', status: 'Submitted' });
    const removed = await call('DELETE', `reimbursements/${created.id}`, asha.headers);
    expect(removed.json().message).toBe(M.deleted);
  });

  it('a rejection needs a reason', async () => {
    const created = await submit(ravi);
    const body = await call('GET', `reimbursements/${created.id}`, hrms).then((r) => r.json().data);
    const res = await call('PUT', `reimbursements/${created.id}`, hrms, {
      ...body,
      reimbursement_status_id: statuses.rejected,
    });
    expect(res.json().message).toBe(M.reasonRequired);
  });
});

describe('PUT reimbursements/{id} versions', () => {
  it('needs the updated_at it loaded and refuses a stale one with 409', async () => {
    const created = await submit(asha);
    const { updated_at, ...body } = await call('GET', `reimbursements/${created.id}`, asha.headers).then(
      (r) => r.json().data,
    );
    const unversioned = await call('PUT', `reimbursements/${created.id}`, asha.headers, body);
    expect(unversioned.statusCode).toBe(400);
    expect(unversioned.json().message).toBe(COMMON_MESSAGES.updatedAtRequired);
    const first = await call('PUT', `reimbursements/${created.id}`, asha.headers, {
      ...body,
      updated_at,
      description: 'First save',
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await call('PUT', `reimbursements/${created.id}`, hrms, {
      ...body,
      updated_at,
      reimbursement_status_id: statuses.approved,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(M.changed);
    const fresh = await call('GET', `reimbursements/${created.id}`, hrms).then((r) => r.json().data);
    expect(fresh).toMatchObject({ description: 'First save', status: 'Submitted' });
  });
});

describe('GET reimbursements/claimants', () => {
  it('gives hrms the employees with claims for its filter, and refuses an employee', async () => {
    await submit(asha);
    const res = await call('GET', 'reimbursements/claimants', hrms);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ user_id: asha.user.id, email: asha.user.email })]),
    );
    expect((await call('GET', 'reimbursements/claimants', asha.headers)).statusCode).toBe(403);
  });

  it("ignores an employee's employee filter: its list stays its own", async () => {
    const res = await call('GET', `reimbursements?user_id=${ravi.user.id}`, asha.headers);
    expect(res.statusCode).toBe(200);
    const owners = res.json().data.list.map((c: { user_id: number }) => c.user_id);
    expect(owners.length).toBeGreaterThan(0);
    expect(owners.every((id: number) => id === asha.user.id)).toBe(true);
  });
});
