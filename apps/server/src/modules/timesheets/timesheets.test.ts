// Timesheets through the API (issue 24): pre-fill on the client calendar with an approved leave,
// edits and their quantities, submit, the e-mail links (forged, repeated, stale after an edit,
// another approver's), the lock after approval, reopen, and who sees what.
import { TIMESHEET_MESSAGES as M } from '@staffdesk/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Headers } from '../../test/api-call';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, createEmployee, signedIn } from '../../test/factories';
import { leaves } from '../leaves/leaves.tables';
import { mailOutbox } from '../mail/mail.tables';
import { leaveTypes } from '../master/master.tables';
import { placementApprovers, placements } from '../placements/placements.tables';

let ctx: TestContext;
let hrms: Headers;
let employee: Headers;
/** An employee without a placement. */
let otherEmployee: Headers;
let approverA: { headers: Headers; email: string };
let approverB: { headers: Headers; email: string };
let bystander: Headers;
let otherClient: Headers;
let placementId: number;
const call = apiCaller(() => ctx.app);

/** The newest approval e-mail's token to `email`, as its Approve link carries it. */
async function tokenFor(email: string) {
  const [mail] = await ctx.app.deps.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const match = mail?.text.match(/timesheet-action\?action=approve&token=([^\s&]+)/);
  expect(match, mail?.text).toBeTruthy();
  return decodeURIComponent(match![1]!);
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const acme = await createCompany(ctx.app, { company_name: 'Acme Corp' });
  const globex = await createCompany(ctx.app, { company_name: 'Globex' });
  ({ headers: hrms } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' }));
  const a = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: acme.id });
  const b = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: acme.id });
  approverA = { headers: a.headers, email: a.user.email };
  approverB = { headers: b.headers, email: b.user.email };
  ({ headers: bystander } = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: acme.id }));
  ({ headers: otherClient } = await signedIn(ctx.app, {
    type: 'client',
    role: 'admin',
    company_id: globex.id,
  }));
  ({ headers: otherEmployee } = await signedIn(ctx.app, {
    type: 'employee',
    email: 'ts-other@flipkoins.com',
  }));
  const e = await signedIn(ctx.app, { type: 'employee', email: 'ts-emp@flipkoins.com' });
  employee = e.headers;
  const db = ctx.app.deps.db;
  const row = await createEmployee(ctx.app, {
    user_id: e.user.id,
    first_name: 'Asha',
    last_name: 'Rao',
    client_id: acme.id,
    reporting_manager: a.user.email,
  });
  const [placement] = await db
    .insert(placements)
    .values({
      employee_id: row.id,
      client_id: acme.id,
      start_date: '2026-01-01',
      bill_rate: '8000.00',
      bill_unit: 'day',
      pay_rate: '6000.00',
      pay_unit: 'day',
    })
    .returning();
  placementId = placement!.id;
  await db.insert(placementApprovers).values([
    { placement_id: placementId, user_id: a.user.id },
    { placement_id: placementId, user_id: b.user.id },
  ]);
  const [casual] = await db.select().from(leaveTypes).where(eq(leaveTypes.slug, 'casual-leave'));
  // Approved leave on Monday 5 and Tuesday 6 October 2026.
  await db.insert(leaves).values({
    employee_id: row.id,
    leave_type_id: casual!.id,
    from_date: '2026-10-05',
    to_date: '2026-10-06',
    total_days: 2,
    approver_email: a.user.email,
    status: 'approved',
  });
});
afterAll(() => ctx.close());

describe('timesheets', () => {
  let id: number;

  it('is created once per placement and month, pre-filled from the calendar with the approved leave at 0', async () => {
    const first = await call('POST', 'timesheets', hrms, { placement_id: placementId, month: '2026-10' });
    expect(first.status).toBe(200);
    id = first.body.data.id;
    // October 2026: 22 weekdays, 2 of them on leave.
    expect(first.body.data).toMatchObject({
      status: 'draft',
      unit: 'day',
      total_quantity: 20,
      month: '2026-10',
    });
    const entries = first.body.data.entries as {
      date: string;
      kind: string;
      quantity: number;
      name?: string;
      leave_id?: number;
    }[];
    expect(entries).toHaveLength(31);
    expect(entries.find((d) => d.date === '2026-10-05')).toMatchObject({
      kind: 'working',
      quantity: 0,
      name: 'Casual Leave',
    });
    expect(entries.find((d) => d.date === '2026-10-05')?.leave_id).toBeTypeOf('number');
    expect(entries.find((d) => d.date === '2026-10-03')).toMatchObject({ kind: 'weekly_off', quantity: 0 });
    expect(entries.find((d) => d.date === '2026-10-07')).toMatchObject({ kind: 'working', quantity: 1 });
    const again = await call('POST', 'timesheets', employee, { placement_id: placementId, month: '2026-10' });
    expect(again.body.data.id).toBe(id);
    const before = await call('POST', 'timesheets', hrms, { placement_id: placementId, month: '2025-12' });
    expect(before).toMatchObject({ status: 400, body: { message: M.notActive } });
  });

  it('is seen by its sides only', async () => {
    expect((await call('GET', `timesheets/${id}`, employee)).status).toBe(200);
    expect((await call('GET', `timesheets/${id}`, approverA.headers)).status).toBe(200);
    expect((await call('GET', `timesheets/${id}`, otherClient)).status).toBe(404);
    const list = await call('GET', 'timesheets?month=2026-10', approverA.headers);
    expect(list.body.data.list.map((t: { id: number }) => t.id)).toEqual([id]);
    expect((await call('GET', 'timesheets?month=2026-10', otherClient)).body.data.count).toBe(0);
    const ids = async (query: string, headers: Headers) =>
      (await call('GET', `timesheets?${query}`, headers)).body.data.list.map((t: { id: number }) => t.id);
    expect(await ids('month=2026-10', employee)).toEqual([id]);
    expect(await ids(`placement_id=${placementId}&status=draft`, hrms)).toEqual([id]);
    expect(await ids(`placement_id=${placementId}&status=approved`, hrms)).toEqual([]);
  });

  it('takes quantities of its unit, and e-mails each approver on submit', async () => {
    const current = await call('GET', `timesheets/${id}`, employee);
    const bad = await call('PUT', `timesheets/${id}`, employee, {
      entries: [{ date: '2026-10-07', quantity: 0.25 }],
      updated_at: current.body.data.updated_at,
    });
    expect(bad).toMatchObject({ status: 400, body: { message: M.dayQuantityInvalid } });
    const saved = await call('PUT', `timesheets/${id}`, employee, {
      entries: [{ date: '2026-10-07', quantity: 0.5 }],
      updated_at: current.body.data.updated_at,
    });
    expect(saved.body.data.total_quantity).toBe(19.5);
    const stale = await call('PUT', `timesheets/${id}`, employee, {
      entries: [{ date: '2026-10-08', quantity: 0 }],
      updated_at: current.body.data.updated_at,
    });
    expect(stale).toMatchObject({ status: 409, body: { message: M.changed } });
    const submitted = await call('POST', `timesheets/${id}/submit`, employee, {});
    expect(submitted.body).toMatchObject({ message: M.submitted, data: { status: 'submitted' } });
    expect(await tokenFor(approverA.email)).not.toBe(await tokenFor(approverB.email));
  });

  it('refuses forged and stale links, takes one once, and another approver’s then changes nothing', async () => {
    const forged = await call('POST', 'timesheets/action', undefined, {
      token: 'x'.repeat(43),
      action: 'approve',
    });
    expect(forged).toMatchObject({ status: 403, body: { message: M.tokenInvalid } });
    const old = await tokenFor(approverA.email);
    const current = await call('GET', `timesheets/${id}`, employee);
    await call('PUT', `timesheets/${id}`, employee, {
      entries: [{ date: '2026-10-08', quantity: 0.5 }],
      updated_at: current.body.data.updated_at,
    });
    const outdated = await call('POST', 'timesheets/action', undefined, { token: old, action: 'approve' });
    expect(outdated).toMatchObject({ status: 409, body: { message: M.tokenOutdated } });
    const noReason = await call('POST', 'timesheets/action', undefined, {
      token: await tokenFor(approverA.email),
      action: 'reject',
    });
    expect(noReason.status).toBe(400);
    const approved = await call('POST', 'timesheets/action', undefined, {
      token: await tokenFor(approverA.email),
      action: 'approve',
    });
    expect(approved.body).toMatchObject({ message: M.approved, data: { status: 'approved' } });
    const repeated = await call('POST', 'timesheets/action', undefined, {
      token: await tokenFor(approverA.email),
      action: 'reject',
      reason: 'Too late',
    });
    expect(repeated.body).toMatchObject({ message: M.alreadyDone('approved'), data: { status: 'approved' } });
    const other = await call('POST', 'timesheets/action', undefined, {
      token: await tokenFor(approverB.email),
      action: 'reject',
      reason: 'Not right',
    });
    expect(other.body).toMatchObject({ message: M.alreadyDone('approved'), data: { status: 'approved' } });
    const view = await call('GET', `timesheets/${id}`, hrms);
    expect(view.body.data.history.filter((h: { action: string }) => h.action === 'approved')).toEqual([
      expect.objectContaining({ by: approverA.email }),
    ]);
  });

  it('is locked once approved; the agency reopens it with a reason, and it needs a new approval', async () => {
    const current = await call('GET', `timesheets/${id}`, employee);
    const locked = await call('PUT', `timesheets/${id}`, employee, {
      entries: [{ date: '2026-10-09', quantity: 0 }],
      updated_at: current.body.data.updated_at,
    });
    expect(locked).toMatchObject({ status: 409, body: { message: M.locked } });
    expect((await call('POST', `timesheets/${id}/reopen`, employee, { reason: 'Fix it' })).status).toBe(403);
    expect((await call('POST', `timesheets/${id}/reopen`, hrms, {})).status).toBe(400);
    const reopened = await call('POST', `timesheets/${id}/reopen`, hrms, {
      reason: 'Client asked for a correction',
    });
    expect(reopened.body.data.status).toBe('draft');
    expect(reopened.body.data.history.at(-1)).toMatchObject({
      action: 'reopened',
      reason: 'Client asked for a correction',
    });
    await call('POST', `timesheets/${id}/submit`, employee, {});
    expect((await call('POST', `timesheets/${id}/approve`, bystander, {})).status).toBe(403);
    expect((await call('POST', `timesheets/${id}/reject`, approverB.headers, {})).status).toBe(400);
    const rejected = await call('POST', `timesheets/${id}/reject`, approverB.headers, {
      reason: 'The 8th was a holiday',
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected' });
    expect(rejected.body.data.history.at(-1)).toMatchObject({
      action: 'rejected',
      reason: 'The 8th was a holiday',
    });
  });
});

describe('the screens’ reads', () => {
  it('lists the month’s placements with no timesheet to the agency, and to an employee its own', async () => {
    const missing = await call('GET', 'timesheets/missing?month=2026-11', hrms);
    expect(missing.status).toBe(200);
    expect(missing.body.data.list).toEqual([
      expect.objectContaining({
        placement_id: placementId,
        employee_name: 'Asha Rao',
        client_name: 'Acme Corp',
      }),
    ]);
    const made = await call('GET', 'timesheets/missing?month=2026-10', hrms);
    expect(made.body.data.count).toBe(0);
    expect((await call('GET', 'timesheets/missing?month=2025-06', hrms)).body.data.count).toBe(0);
    const own = await call('GET', 'timesheets/missing?month=2026-11', employee);
    expect(own.body.data.list.map((p: { placement_id: number }) => p.placement_id)).toEqual([placementId]);
    expect((await call('GET', 'timesheets/missing?month=2026-11', otherEmployee)).body.data.count).toBe(0);
    expect((await call('GET', 'timesheets/missing?month=2026-11', approverA.headers)).status).toBe(403);
    expect((await call('GET', 'timesheets/missing', hrms)).status).toBe(400);
  });

  it('lets an employee start its own month once the month has begun, and no one else’s', async () => {
    const nextMonth = new Date();
    nextMonth.setUTCDate(1);
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
    const ahead = await call('POST', 'timesheets', employee, {
      placement_id: placementId,
      month: nextMonth.toISOString().slice(0, 7),
    });
    expect(ahead).toMatchObject({ status: 400, body: { message: M.notStarted } });
    const notTheirs = await call('POST', 'timesheets', otherEmployee, {
      placement_id: placementId,
      month: '2026-09',
    });
    expect(notTheirs).toMatchObject({ status: 404, body: { message: M.placementNotFound } });
    const started = await call('POST', 'timesheets', employee, {
      placement_id: placementId,
      month: '2026-09',
    });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ month: '2026-09', status: 'draft' });
    expect((await call('GET', 'timesheets/missing?month=2026-09', employee)).body.data.count).toBe(0);
  });

  it('shows what a link is about without acting, and says when it can no longer act', async () => {
    const created = await call('POST', 'timesheets', hrms, { placement_id: placementId, month: '2026-09' });
    await call('POST', `timesheets/${created.body.data.id}/submit`, employee, {});
    const token = await tokenFor(approverA.email);
    const preview = await call('POST', 'timesheets/action/preview', undefined, { token });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({
      employee_name: 'Asha Rao',
      client_name: 'Acme Corp',
      month: '2026-09',
      status: 'submitted',
      actionable: true,
    });
    expect(preview.body.data.entries).toHaveLength(30);
    expect((await call('GET', `timesheets/${created.body.data.id}`, hrms)).body.data.status).toBe(
      'submitted',
    );
    const forged = await call('POST', 'timesheets/action/preview', undefined, { token: 'y'.repeat(43) });
    expect(forged).toMatchObject({ status: 403, body: { message: M.tokenInvalid } });
    await call('POST', 'timesheets/action', undefined, { token, action: 'approve' });
    const used = await call('POST', 'timesheets/action/preview', undefined, { token });
    expect(used.body.data).toMatchObject({ actionable: false, message: M.alreadyDone('approved') });
  });
});
