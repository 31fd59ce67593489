// Leaves through the API (spec 001 §3, §5 Leave, §6, §7 Leaves; issue 10's Tests list).
import { canAccess, LEAVE_MESSAGES as M, PERMISSION_SLUGS } from '@staffdesk/shared';
import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, errorsOf, type Headers } from '../../test/api-call';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, createEmployee, createUser, signedIn } from '../../test/factories';
import { employees } from '../employees/employees.tables';
import { mailOutbox } from '../mail/mail.tables';
import { leaveActionTokens } from './leaves.tables';

let ctx: TestContext;
let hrms: Headers;
let hrmsEmail: string;
let acmeAdmin: Headers;
let acmeAdminEmail: string;
let globexAdmin: Headers;
let sequence = 0;

const LEAD = 'lead@example.com';

/** Dates in the current leave year (the balance table shows it): the first Monday of a month, plus days. */
const YEAR = new Date().getUTCFullYear();
function monday(month: number, plusDays = 0) {
  const d = new Date(Date.UTC(YEAR, month - 1, 1));
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7) + plusDays);
  return d.toISOString().slice(0, 10);
}

const call = apiCaller(() => ctx.app);

/** An employee of `companyId` with its own sign-in. */
async function employee(companyId: number) {
  const n = ++sequence;
  const { user, headers } = await signedIn(ctx.app, { type: 'employee', email: `emp${n}@flipkoins.com` });
  const row = await createEmployee(ctx.app, {
    user_id: user.id,
    client_id: companyId,
    reporting_manager: LEAD,
  });
  return { id: row.id, email: user.email, headers };
}

const mailsTo = (to: string) =>
  ctx.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
const allMails = async () => (await ctx.app.deps.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;

/** The token of the newest leave e-mail to `approver`, as the link carries it. */
async function tokenFor(approver: string) {
  const [mail] = await mailsTo(approver);
  const match = mail?.text.match(/action=approved&em=([^&\s]+)&key=([^\s]+)/);
  expect(match, mail?.text).toBeTruthy();
  expect(decodeURIComponent(match![2]!)).toBe(approver);
  return decodeURIComponent(match![1]!);
}

const apply = (headers: Headers, body: object) =>
  call('POST', 'leaves', headers, { leave_type_slug: 'casual-leave', approver_email: [LEAD], ...body });

let acmeId: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  acmeId = (await createCompany(ctx.app, { company_name: 'Acme Corp' })).id;
  const globex = await createCompany(ctx.app, { company_name: 'Globex' });
  let u: Awaited<ReturnType<typeof signedIn>>;
  u = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' });
  hrms = u.headers;
  hrmsEmail = u.user.email;
  u = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: acmeId });
  acmeAdmin = u.headers;
  acmeAdminEmail = u.user.email;
  ({ headers: globexAdmin } = await signedIn(ctx.app, {
    type: 'client',
    role: 'admin',
    company_id: globex.id,
  }));
  // A mandatory holiday on the Wednesday of March's first full week, an optional one on its Thursday.
  await call('POST', 'holidays', hrms, { date: monday(3, 2), holiday: 'Festival', type: 'mandatory' });
  await call('POST', 'holidays', hrms, { date: monday(3, 3), holiday: 'Optional day', type: 'optional' });
});
afterAll(() => ctx.close());

describe('POST leaves: input', () => {
  it('answers the spec messages', async () => {
    const e = await employee(acmeId);
    const empty = await call('POST', 'leaves', e.headers, {});
    expect(empty.status).toBe(400);
    expect(errorsOf(empty.body)).toMatchObject({
      leave_type_slug: M.typeRequired,
      from_date: M.fromRequired,
      to_date: M.toRequired,
      approver_email: M.approverRequired,
    });
    const back = await apply(e.headers, { from_date: monday(3, 9), to_date: monday(3, 8) });
    expect(errorsOf(back.body)).toEqual({ to_date: M.toBeforeFrom });
    const early = await apply(e.headers, { from_date: '1969-12-31', to_date: '1970-01-02' });
    expect(errorsOf(early.body)).toMatchObject({ from_date: M.fromTooEarly });
    const unknownType = await apply(e.headers, {
      leave_type_slug: 'nap',
      from_date: monday(3),
      to_date: monday(3),
    });
    expect(errorsOf(unknownType.body)).toEqual({ leave_type_slug: M.typeRequired });
    const weekend = await apply(e.headers, { from_date: monday(3, 5), to_date: monday(3, 6) });
    expect(errorsOf(weekend.body)).toEqual({ to_date: M.noWorkingDays });
  });

  it('needs the status and the employee from hrms and the company, and a reason to reject', async () => {
    const e = await employee(acmeId);
    const body = { employee_id: e.id, from_date: monday(3), to_date: monday(3) };
    expect(errorsOf((await apply(hrms, body)).body)).toEqual({ status_slug: M.statusRequired });
    expect(
      errorsOf((await apply(acmeAdmin, { ...body, employee_id: '', status_slug: 'approved' })).body),
    ).toEqual({
      employee_id: M.employeeRequired,
    });
    const reject = await apply(hrms, { ...body, status_slug: 'rejected' });
    expect(errorsOf(reject.body)).toEqual({ reason: M.rejectionRequired });
    expect((await apply(globexAdmin, { ...body, status_slug: 'approved' })).status).toBe(404);
  });
});

describe('approvers', () => {
  it('are the reporting managers, hrms users and the client’s admins, never the employee', async () => {
    const e = await employee(acmeId);
    const { body } = await call('GET', 'leaves/approvers', e.headers);
    const emails = body.data.map((a: { email: string }) => a.email);
    expect(emails).toEqual(
      expect.arrayContaining([LEAD, hrmsEmail.toLowerCase(), acmeAdminEmail.toLowerCase()]),
    );
    expect(emails).not.toContain(e.email);
    const other = await apply(e.headers, {
      approver_email: ['friend@gmail.com'],
      from_date: monday(3),
      to_date: monday(3),
    });
    expect(errorsOf(other.body)).toEqual({ approver_email: M.approverNotAllowed });
    const self = await apply(e.headers, {
      approver_email: [e.email],
      from_date: monday(3),
      to_date: monday(3),
    });
    expect(errorsOf(self.body)).toEqual({ approver_email: M.approverNotAllowed });
    expect((await call('GET', `leaves/approvers?employee_id=${e.id}`, globexAdmin)).status).toBe(404);
  });

  it('answers at most 50, narrowed by a search of name or e-mail, and still accepts one past the 50', async () => {
    const e = await employee(acmeId);
    for (let i = 0; i < 55; i++) {
      const email = `zz.approver${i}@staffdesk.example`;
      await createUser(ctx.app, { type: 'super-admin', role: 'admin', company_id: null, email });
    }
    // Not approvers: other clients' users and users of the agency's other roles.
    await createUser(ctx.app, { type: 'client', role: 'admin', email: 'zz.elsewhere@other.example' });
    await createUser(ctx.app, {
      type: 'super-admin',
      role: 'user',
      email: 'zz.agency.user@staffdesk.example',
    });
    const all = (await call('GET', 'leaves/approvers', e.headers)).body.data;
    expect(all).toHaveLength(50);
    const found = (await call('GET', 'leaves/approvers?search=ZZ.APPROVER5', e.headers)).body.data;
    expect(found.map((a: { email: string }) => a.email)).toEqual([
      'zz.approver5@staffdesk.example',
      'zz.approver50@staffdesk.example',
      'zz.approver51@staffdesk.example',
      'zz.approver52@staffdesk.example',
      'zz.approver53@staffdesk.example',
      'zz.approver54@staffdesk.example',
    ]);
    expect((await call('GET', 'leaves/approvers?search=zz.', e.headers)).body.data).toHaveLength(50);
    expect((await call('GET', 'leaves/approvers?search=zz.elsewhere', e.headers)).body.data).toEqual([]);
    expect((await call('GET', 'leaves/approvers?search=zz.agency', e.headers)).body.data).toEqual([]);
    const res = await apply(e.headers, {
      approver_email: ['zz.approver54@staffdesk.example'],
      from_date: monday(5),
      to_date: monday(5),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});

describe('the approvers’ SQL narrowing', () => {
  it('keeps every type and role that canAccess lets into the hrms or company area', () => {
    const types = ['super-admin', 'client', 'partners_client', 'partners', 'employee', 'other'];
    const roles = ['admin', 'user', 'employee', 'other'];
    const allPermissions = [...PERMISSION_SLUGS];
    for (const type_slug of types) {
      for (const role_slug of roles) {
        const subject = { type_slug, role_slug, permissions_slug: allPermissions };
        const inSql =
          (type_slug === 'super-admin' && role_slug === 'admin') ||
          type_slug === 'client' ||
          type_slug === 'partners_client';
        if (canAccess(subject, 'hrms'))
          expect(type_slug === 'super-admin' && role_slug === 'admin').toBe(true);
        if (canAccess(subject, 'company')) expect(inSql, `${type_slug}/${role_slug}`).toBe(true);
      }
    }
  });
});

describe('working days and balances', () => {
  it('leaves out weekends and mandatory holidays, not optional ones', async () => {
    const e = await employee(acmeId);
    // Friday before to the Tuesday after that week: 8 weekdays, one of them the mandatory holiday.
    const res = await apply(e.headers, {
      leave_type_slug: 'work-from-home',
      from_date: monday(3, -3),
      to_date: monday(3, 8),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      message: M.created,
      data: { total_days: 7, status_slug: 'pending', status: 'Pending' },
    });
  });

  it('refuses days beyond the balance on the server', async () => {
    const e = await employee(acmeId);
    // Sick leave: 6 days by default; Monday to the next Wednesday is 7 working days with the holiday.
    const res = await apply(e.headers, {
      leave_type_slug: 'sick-leave',
      from_date: monday(3),
      to_date: monday(3, 9),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.exceeded);
    expect(errorsOf(res.body)).toEqual({ leave_type_slug: M.available(6) });
  });

  it('lets only one of two applications at once take the last days', async () => {
    const e = await employee(acmeId);
    // 4 days each, on dates that do not overlap (overlapping leaves are refused before the balance).
    const body = { leave_type_slug: 'sick-leave', from_date: monday(4), to_date: monday(4, 3) };
    const later = { ...body, from_date: monday(5), to_date: monday(5, 3) };
    const results = await Promise.all([apply(e.headers, body), apply(e.headers, later)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    const rows = (await call('GET', 'employee-leaves', e.headers)).body.data;
    expect(rows.find((r: { slug: string }) => r.slug === 'sick-leave')).toMatchObject({
      approved_leaves: 4,
      remaining_leaves: 2,
    });
  });
});

describe('the e-mail action', () => {
  it('approves once; a second click changes nothing and sends nothing', async () => {
    const e = await employee(acmeId);
    const res = await apply(e.headers, {
      approver_email: [LEAD, acmeAdminEmail],
      from_date: monday(5),
      to_date: monday(5, 1),
      leave_reason: 'Family function',
    });
    expect(res.status).toBe(201);
    const leaveId = res.body.data.id;
    const lead = await tokenFor(LEAD);
    const admin = await tokenFor(acmeAdminEmail.toLowerCase());
    const [stored] = await ctx.app.deps.db
      .select()
      .from(leaveActionTokens)
      .where(eq(leaveActionTokens.leave_id, leaveId));
    expect(stored!.token_hash).not.toContain(lead);

    const forged = await call('PUT', 'leaves/action', undefined, {
      em: 'x'.repeat(43),
      action: 'approved',
      approved_by_email: LEAD,
    });
    expect(forged).toMatchObject({ status: 403, body: { message: M.tokenInvalid } });
    const otherApprover = await call('PUT', 'leaves/action', undefined, {
      em: lead,
      action: 'approved',
      approved_by_email: acmeAdminEmail,
    });
    expect(otherApprover.status).toBe(403);

    const approved = await call('PUT', 'leaves/action', undefined, {
      em: lead,
      action: 'approved',
      approved_by_email: LEAD,
    });
    expect(approved).toMatchObject({
      status: 200,
      body: { message: M.approvedMessage, data: { status: 'approved' } },
    });
    const mails = await allMails();
    const again = await call('PUT', 'leaves/action', undefined, {
      em: lead,
      action: 'approved',
      approved_by_email: LEAD,
    });
    expect(again.body.message).toBe(M.alreadyDone('approved'));
    const late = await call('PUT', 'leaves/action', undefined, {
      em: admin,
      action: 'rejected',
      rejected_by_email: acmeAdminEmail,
      reason: 'Too late',
    });
    expect(late.body.message).toBe(M.alreadyDone('approved'));
    expect(await allMails()).toBe(mails);

    const view = await call('GET', `leaves/${leaveId}`, e.headers);
    expect(view.body.data).toMatchObject({ status_slug: 'approved', approved_by_email: LEAD, comment: [] });
    expect(view.body.data.approved_at).toBeTruthy();
    const [notice] = await mailsTo(e.email);
    expect(notice!.subject).toBe('Your leave has been approved');
  });

  it('rejects with a reason kept in the comments; the balance is given back', async () => {
    const e = await employee(acmeId);
    const res = await apply(e.headers, { from_date: monday(6), to_date: monday(6, 2) });
    const token = await tokenFor(LEAD);
    const before = (await call('GET', 'employee-leaves', e.headers)).body.data[0];
    expect(before).toMatchObject({ slug: 'casual-leave', approved_leaves: 3, remaining_leaves: 9 });

    const noReason = await call('PUT', 'leaves/action', undefined, {
      em: token,
      action: 'rejected',
      rejected_by_email: LEAD,
    });
    expect(errorsOf(noReason.body)).toEqual({ reason: M.landingReasonRequired });
    const rejected = await call('PUT', 'leaves/action', undefined, {
      em: token,
      action: 'rejected',
      rejected_by_email: LEAD,
      reason: 'Release week',
    });
    expect(rejected.body.message).toBe(M.rejectedMessage);
    const view = await call('GET', `leaves/${res.body.data.id}`, e.headers);
    expect(view.body.data).toMatchObject({
      status_slug: 'rejected',
      rejected_by_email: LEAD,
      comment: [{ rejectedBy: LEAD, reason: 'Release week' }],
    });
    expect((await mailsTo(e.email))[0]!.text).toContain('Reason for rejection: Release week');
    const after = (await call('GET', 'employee-leaves', e.headers)).body.data[0];
    expect(after).toMatchObject({ approved_leaves: 0, remaining_leaves: 12 });
  });

  it('refuses an expired link, and a link to a leave edited since it was sent', async () => {
    const e = await employee(acmeId);
    const res = await apply(e.headers, { from_date: monday(7), to_date: monday(7) });
    const first = await tokenFor(LEAD);
    const edited = await call('PUT', `leaves/${res.body.data.id}`, e.headers, {
      leave_type_slug: 'casual-leave',
      approver_email: LEAD,
      from_date: monday(7),
      to_date: monday(7, 1),
    });
    expect(edited.body).toMatchObject({ message: M.updated, data: { total_days: 2 } });
    const outdated = await call('PUT', 'leaves/action', undefined, {
      em: first,
      action: 'approved',
      approved_by_email: LEAD,
    });
    expect(outdated).toMatchObject({ status: 409, body: { message: M.tokenOutdated } });

    const second = await tokenFor(LEAD);
    expect(second).not.toBe(first);
    await ctx.app.deps.db
      .update(leaveActionTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(like(leaveActionTokens.approver_email, LEAD));
    const expired = await call('PUT', 'leaves/action', undefined, {
      em: second,
      action: 'approved',
      approved_by_email: LEAD,
    });
    expect(expired.status).toBe(403);
    expect((await call('GET', `leaves/${res.body.data.id}`, e.headers)).body.data.status_slug).toBe(
      'pending',
    );
  });
});

describe('scope and status', () => {
  it('shows a leave only to its employee, its company and hrms', async () => {
    const e = await employee(acmeId);
    const other = await employee(acmeId);
    const res = await apply(e.headers, { from_date: monday(8), to_date: monday(8) });
    const id = res.body.data.id;
    expect((await call('GET', `leaves/${id}`, other.headers)).status).toBe(404);
    expect((await call('GET', `leaves/${id}`, globexAdmin)).status).toBe(404);
    expect((await call('GET', `leaves/${id}`, acmeAdmin)).body.data.company_name).toBe('Acme Corp');
    const otherList = await call('POST', 'filters/leaves', other.headers, {});
    expect(otherList.body.data.list.map((l: { id: number }) => l.id)).not.toContain(id);
    const filtered = await call('POST', 'filters/leaves?skip=0&limit=10', hrms, {
      employee_id: e.id,
      status_slug: 'pending',
    });
    expect(filtered.body.data).toMatchObject({
      count: 1,
      numberOfPages: 1,
      list: [{ id, leave_type: 'Casual Leave' }],
    });
  });

  it('lets hrms reject in the form with a reason, and tells the employee', async () => {
    const e = await employee(acmeId);
    const res = await apply(e.headers, { from_date: monday(9), to_date: monday(9) });
    const body = {
      leave_type_slug: 'casual-leave',
      approver_email: LEAD,
      from_date: monday(9),
      to_date: monday(9),
    };
    expect(
      (
        await call('PUT', `leaves/${res.body.data.id}`, hrms, {
          ...body,
          status_slug: 'rejected',
          reason: 'No',
        })
      ).status,
    ).toBe(400);
    const done = await call('PUT', `leaves/${res.body.data.id}`, hrms, {
      ...body,
      status_slug: 'rejected',
      reason: 'Audit week',
    });
    expect(done.body.data).toMatchObject({
      status_slug: 'rejected',
      rejected_by_email: hrmsEmail,
      comment: [{ reason: 'Audit week' }],
    });
    expect((await mailsTo(e.email))[0]!.subject).toBe('Your leave has been rejected');
    expect((await call('PUT', `leaves/${res.body.data.id}`, e.headers, body)).status).toBe(403);
    const statuses = await call('GET', 'master/statuses', e.headers);
    expect(statuses.body.data.map((s: { slug: string }) => s.slug)).toEqual([
      'pending',
      'approved',
      'rejected',
      'cancelled',
    ]);
  });
});

describe('the hrms list filters', () => {
  it('finds by name (short text from the start), type, status and overlapping dates', async () => {
    const e = await employee(acmeId);
    const [row] = await ctx.app.deps.db
      .update(employees)
      // The list searches the employee's search_text, which the employee service keeps; set it too.
      .set({ first_name: 'Zubin', last_name: `Quill${sequence}`, search_text: `zubin quill${sequence}` })
      .where(eq(employees.id, e.id))
      .returning();
    const first = await apply(e.headers, { from_date: monday(10), to_date: monday(10, 2) });
    await apply(e.headers, { leave_type_slug: 'work-from-home', from_date: monday(11), to_date: monday(11) });
    const ids = async (filter: object) =>
      (await call('POST', 'filters/leaves?skip=0&limit=10', hrms, filter)).body.data.list.map(
        (l: { id: number }) => l.id,
      );
    const name = `${row!.first_name} ${row!.last_name}`;
    expect(await ids({ search: name })).toHaveLength(2);
    expect(await ids({ search: 'Zu', employee_id: e.id })).toHaveLength(2);
    // Two letters match the start of a name only: 'ub' is inside 'Zubin'.
    expect(await ids({ search: 'ub', employee_id: e.id })).toEqual([]);
    // The type's name matches too, anywhere, or its start for two letters.
    expect(await ids({ search: 'from home', employee_id: e.id })).toHaveLength(1);
    expect(await ids({ search: 'Wo', employee_id: e.id })).toHaveLength(1);
    expect(await ids({ search: name, leave_type_slug: 'casual-leave' })).toEqual([first.body.data.id]);
    expect(await ids({ employee_id: e.id, from_date: monday(10, 2), to_date: monday(10, 2) })).toEqual([
      first.body.data.id,
    ]);
    expect(await ids({ employee_id: e.id, from_date: monday(10, 3), to_date: monday(10, 6) })).toEqual([]);
    expect(await ids({ employee_id: e.id, status_slug: 'approved' })).toEqual([]);
    // A company sees only its employees, whatever it asks for.
    const globexView = await call('POST', 'filters/leaves', globexAdmin, { employee_id: e.id });
    expect(globexView.body.data).toMatchObject({ count: 0, list: [] });
    // Its search: its own employees that match (one id array of both, by name or two letters).
    const companyIds = async (headers: Headers, search: string) =>
      (await call('POST', 'filters/leaves?skip=0&limit=10', headers, { search })).body.data.list.map(
        (l: { id: number }) => l.id,
      );
    expect(await companyIds(acmeAdmin, name)).toHaveLength(2);
    expect(await companyIds(acmeAdmin, 'Zu')).toHaveLength(2);
    expect(await companyIds(acmeAdmin, 'ub')).toEqual([]);
    expect(await companyIds(globexAdmin, name)).toEqual([]);
  });
});

describe('cancel', () => {
  const casual = async (headers: Headers) =>
    (await call('GET', 'employee-leaves', headers)).body.data.find(
      (r: { slug: string }) => r.slug === 'casual-leave',
    );

  it('gives the days back, and the approver’s outstanding link then changes nothing', async () => {
    const e = await employee(acmeId);
    const before = await casual(e.headers);
    const res = await apply(e.headers, { from_date: monday(12), to_date: monday(12, 1) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const leave = res.body.data;
    expect((await casual(e.headers)).remaining_leaves).toBe(before.remaining_leaves - 2);
    const token = await tokenFor(LEAD);

    const url = `leaves/${leave.id}/cancel`;
    expect((await call('PUT', url, e.headers, {})).status).toBe(400);
    const stale = await call('PUT', url, e.headers, { updated_at: '2000-01-01T00:00:00.000Z' });
    expect(stale).toMatchObject({ status: 409, body: { message: M.changed } });
    const other = await employee(acmeId);
    expect((await call('PUT', url, other.headers, { updated_at: leave.updated_at })).status).toBe(404);
    expect((await call('PUT', url, hrms, { updated_at: leave.updated_at })).status).toBe(403);

    const done = await call('PUT', url, e.headers, { updated_at: leave.updated_at });
    expect(done).toMatchObject({
      status: 200,
      body: { message: M.cancelled, data: { status_slug: 'cancelled', status: 'Cancelled' } },
    });
    expect(await casual(e.headers)).toEqual(before);
    // The approver who has not acted is told, through the outbox, that nothing is needed any more.
    const [told] = await mailsTo(LEAD);
    expect(told!.subject).toMatch(/^Leave cancelled by /);
    expect(told!.text).toContain('It needs no action from you any more.');
    expect(told!.text).not.toContain('leave-action');

    const mails = await allMails();
    const late = await call('PUT', 'leaves/action', undefined, {
      em: token,
      action: 'approved',
      approved_by_email: LEAD,
    });
    expect(late.body.message).toBe(M.alreadyDone('cancelled'));
    expect(await allMails()).toBe(mails);
    expect((await call('GET', `leaves/${leave.id}`, e.headers)).body.data).toMatchObject({
      status_slug: 'cancelled',
      approved_by_email: null,
    });
    const again = await call('PUT', url, e.headers, { updated_at: done.body.data.updated_at });
    expect(again).toMatchObject({ status: 400, body: { message: M.cannotCancel } });
  });

  it('takes an approved leave that has not started, not one that has', async () => {
    const e = await employee(acmeId);
    const approve = async (from: string) => {
      const res = await apply(e.headers, {
        leave_type_slug: 'work-from-home',
        from_date: from,
        to_date: from,
      });
      const body = {
        leave_type_slug: 'work-from-home',
        approver_email: LEAD,
        from_date: from,
        to_date: from,
      };
      return (await call('PUT', `leaves/${res.body.data.id}`, hrms, { ...body, status_slug: 'approved' }))
        .body.data;
    };
    const started = await approve(monday(1, -7));
    const refused = await call('PUT', `leaves/${started.id}/cancel`, e.headers, {
      updated_at: started.updated_at,
    });
    expect(refused).toMatchObject({ status: 400, body: { message: M.cannotCancel } });
    const ahead = new Date(Date.now() + 40 * 86_400_000);
    while ([0, 6].includes(ahead.getUTCDay())) ahead.setUTCDate(ahead.getUTCDate() + 1);
    const future = await approve(ahead.toISOString().slice(0, 10));
    const ok = await call('PUT', `leaves/${future.id}/cancel`, e.headers, { updated_at: future.updated_at });
    expect(ok.body.data.status_slug).toBe('cancelled');
  });

  it('tells the approver who approved it that the approved leave is cancelled', async () => {
    const e = await employee(acmeId);
    const ahead = new Date(Date.now() + 50 * 86_400_000);
    while ([0, 6].includes(ahead.getUTCDay())) ahead.setUTCDate(ahead.getUTCDate() + 1);
    const day = ahead.toISOString().slice(0, 10);
    const res = await apply(e.headers, { leave_type_slug: 'work-from-home', from_date: day, to_date: day });
    const em = await tokenFor(LEAD);
    const approved = await call('PUT', 'leaves/action', undefined, {
      em,
      action: 'approved',
      approved_by_email: LEAD,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const current = (await call('GET', `leaves/${res.body.data.id}`, e.headers)).body.data;
    const before = (await mailsTo(LEAD)).length;
    const ok = await call('PUT', `leaves/${current.id}/cancel`, e.headers, {
      updated_at: current.updated_at,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const mails = await mailsTo(LEAD);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.text).toContain('has cancelled the leave you approved.');
  });
});

describe('GET leaves/calendar', () => {
  it('answers the month’s pending and approved leaves in the viewer’s scope', async () => {
    const globex = await createCompany(ctx.app, { company_name: 'Initech' });
    const acme = await employee(acmeId);
    const other = await employee(globex.id);
    const month = `${YEAR}-06`;
    // May's last weekday to June: a leave that starts before the month still shows.
    const mayEnd = new Date(Date.UTC(YEAR, 4, 31));
    while ([0, 6].includes(mayEnd.getUTCDay())) mayEnd.setUTCDate(mayEnd.getUTCDate() - 1);
    const across = await apply(acme.headers, {
      from_date: mayEnd.toISOString().slice(0, 10),
      to_date: monday(6, 1),
    });
    expect(across.status, JSON.stringify(across.body)).toBe(201);
    const theirs = await apply(other.headers, { from_date: monday(6, 7), to_date: monday(6, 7) });
    const rejected = await apply(acme.headers, { from_date: monday(6, 14), to_date: monday(6, 14) });
    await call('PUT', `leaves/${rejected.body.data.id}`, hrms, {
      leave_type_slug: 'casual-leave',
      approver_email: LEAD,
      from_date: monday(6, 14),
      to_date: monday(6, 14),
      status_slug: 'rejected',
      reason: 'Stocktake',
    });
    const july = await apply(acme.headers, { from_date: monday(7), to_date: monday(7) });

    const ids = async (headers: Headers) => {
      const res = await call('GET', `leaves/calendar?month=${month}`, headers);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.leaves.map((l: { id: number }) => l.id);
    };
    const all = await ids(hrms);
    expect(all).toEqual(expect.arrayContaining([across.body.data.id, theirs.body.data.id]));
    expect(all).not.toContain(rejected.body.data.id);
    expect(all).not.toContain(july.body.data.id);
    const acmeSees = await ids(acmeAdmin);
    expect(acmeSees).toContain(across.body.data.id);
    expect(acmeSees).not.toContain(theirs.body.data.id);
    expect(await ids(globexAdmin)).not.toContain(across.body.data.id);
    expect(await ids(acme.headers)).toEqual([across.body.data.id]);

    const bad = await call('GET', 'leaves/calendar?month=2026-13', hrms);
    expect(bad).toMatchObject({ status: 400, body: { message: M.monthInvalid } });
  });
});
