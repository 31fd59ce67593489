// The leave calendar of a busy month stays small (issue 23): per-day counts and, past
// LEAVE_CALENDAR_NAMES leaves, no names; a day's leaves come a page at a time.
import { LEAVE_CALENDAR_NAMES, LEAVE_MESSAGES as M, type SessionUser } from '@staffdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, errorsOf, type Headers } from '../../test/api-call';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, signedIn } from '../../test/factories';
import { employees } from '../employees/employees.tables';
import { leaveTypes } from '../master/master.tables';
import { users } from '../users/users.tables';
import { monthSpansQuery } from './leave-calendar';
import { leaves } from './leaves.tables';

let ctx: TestContext;
let hrms: Headers;
let hrmsUser: SessionUser;
let acmeAdmin: Headers;
let acmeEmployee: number;
const call = apiCaller(() => ctx.app);
const MONTH = '2031-03';
const EMPLOYEES = 1500;

/** Every employee away from Monday 3 to Friday 7 March 2031, half approved; Acme has the first one. */
beforeAll(async () => {
  ctx = await buildTestApp();
  const acme = await createCompany(ctx.app, { company_name: 'Acme Corp' });
  const busy = await createCompany(ctx.app, { company_name: 'Busy Ltd' });
  const admin = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' });
  hrms = admin.headers;
  hrmsUser = admin.user as unknown as SessionUser;
  acmeAdmin = (await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: acme.id })).headers;
  const db = ctx.app.deps.db;
  const [type] = await db.select().from(leaveTypes).limit(1);
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: EMPLOYEES }, (_, i) => ({
        first_name: 'Person',
        last_name: 'Busy',
        email: `busy${i}@flipkoins.com`,
        type_slug: 'employee',
        role_slug: '',
      })),
    )
    .returning({ id: users.id });
  const staff = await db
    .insert(employees)
    .values(
      people.map((user, i) => ({
        user_id: user.id,
        first_name: `Person${String(i).padStart(4, '0')}`,
        last_name: 'Busy',
        client_id: i === 0 ? acme.id : busy.id,
        employee_id: `BUSY-${i}`,
        reporting_manager: 'lead@example.com',
      })),
    )
    .returning({ id: employees.id });
  acmeEmployee = staff[0]!.id;
  const rows = staff.map((e, i) => ({
    employee_id: e.id,
    leave_type_id: type!.id,
    from_date: '2031-03-03',
    to_date: '2031-03-07',
    total_days: 5,
    approver_email: 'lead@example.com',
    status: i % 2 ? ('approved' as const) : ('pending' as const),
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(leaves).values(rows.slice(i, i + 500));
}, 120_000);
afterAll(() => ctx.close());

describe('GET leaves/calendar of a busy month', () => {
  it('answers per-day counts and no names, a few KB whatever the month holds', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/leaves/calendar?month=${MONTH}` });
    expect(res.statusCode).toBe(401);
    const answer = await call('GET', `leaves/calendar?month=${MONTH}`, hrms);
    expect(answer.status).toBe(200);
    const bytes = JSON.stringify(answer.body).length;
    console.info(`leaves/calendar, ${EMPLOYEES} leaves in the month: ${bytes} bytes`);
    expect(bytes).toBeLessThan(8_000);
    expect(answer.body.data.total).toBe(EMPLOYEES);
    expect(answer.body.data.leaves).toEqual([]);
    // Weekdays only: 3-7 March, every one of them away.
    expect(answer.body.data.days).toEqual(
      ['03', '04', '05', '06', '07'].map((d) => ({
        date: `2031-03-${d}`,
        approved: EMPLOYEES / 2,
        pending: EMPLOYEES / 2,
      })),
    );
  });

  it('names the leaves of a quiet month, in the viewer’s scope', async () => {
    const answer = await call('GET', `leaves/calendar?month=${MONTH}`, acmeAdmin);
    expect(answer.body.data.total).toBe(1);
    expect(answer.body.data.leaves).toMatchObject([
      {
        employee_id: acmeEmployee,
        first_name: 'Person0000',
        from_date: '2031-03-03',
        status_slug: 'pending',
      },
    ]);
    expect(answer.body.data.days[0]).toEqual({ date: '2031-03-03', approved: 0, pending: 1 });
    expect(LEAVE_CALENDAR_NAMES).toBeLessThan(EMPLOYEES);
    const empty = await call('GET', 'leaves/calendar?month=2031-04', hrms);
    expect(empty.body.data).toEqual({ month: '2031-04', total: 0, days: [], leaves: [] });
  });

  it('pages through the leaves of one day, bounded by the page size', async () => {
    const first = await call('GET', 'leaves/calendar/day?date=2031-03-05&skip=0&limit=20', hrms);
    expect(first.status).toBe(200);
    expect(first.body.data.count).toBe(EMPLOYEES);
    expect(first.body.data.numberOfPages).toBe(EMPLOYEES / 20);
    expect(first.body.data.list).toHaveLength(20);
    expect(first.body.data.list[0]).toMatchObject({ first_name: 'Person0000', last_name: 'Busy' });
    const last = await call(
      'GET',
      `leaves/calendar/day?date=2031-03-05&skip=${EMPLOYEES - 5}&limit=20`,
      hrms,
    );
    expect(last.body.data.list.map((l: { first_name: string }) => l.first_name)).toEqual(
      [1495, 1496, 1497, 1498, 1499].map((n) => `Person${n}`),
    );
    expect(JSON.stringify(first.body).length).toBeLessThan(8_000);
    // A weekend day in the leave's span and a day outside it hold nobody; a company sees its own.
    const saturday = await call('GET', 'leaves/calendar/day?date=2031-03-08', hrms);
    expect(saturday.body.data).toMatchObject({ count: 0, list: [] });
    const acme = await call('GET', 'leaves/calendar/day?date=2031-03-05', acmeAdmin);
    expect(acme.body.data.list.map((l: { employee_id: number }) => l.employee_id)).toEqual([acmeEmployee]);
    const bad = await call('GET', 'leaves/calendar/day?date=2031-02-30', hrms);
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)).toEqual({ date: M.dayInvalid });
    const tooMany = await call('GET', 'leaves/calendar/day?date=2031-03-05&limit=51', hrms);
    expect(tooMany.status).toBe(400);
    expect(errorsOf(tooMany.body)).toEqual({ limit: M.dayLimitInvalid });
  });
});

describe('a leave longer than a month', () => {
  // Leaves of LEAVE_SHORT_SPAN days or more are found by their date range, not by the bounded
  // window before the month that finds the short ones.
  it('counts every weekday of a month it spans, and a day inside it names it', async () => {
    const [type] = await ctx.app.deps.db.select().from(leaveTypes).limit(1);
    await ctx.app.deps.db.insert(leaves).values({
      employee_id: acmeEmployee,
      leave_type_id: type!.id,
      from_date: '2031-05-20',
      to_date: '2031-07-10',
      total_days: 37,
      approver_email: 'lead@example.com',
      status: 'approved',
    });
    const june = await call('GET', 'leaves/calendar?month=2031-06', acmeAdmin);
    expect(june.body.data.total).toBe(1);
    expect(june.body.data.leaves).toMatchObject([{ employee_id: acmeEmployee, from_date: '2031-05-20' }]);
    expect(june.body.data.days).toHaveLength(21);
    expect(june.body.data.days[0]).toEqual({ date: '2031-06-02', approved: 1, pending: 0 });
    expect(june.body.data.days.at(-1)).toEqual({ date: '2031-06-30', approved: 1, pending: 0 });
    const day = await call('GET', 'leaves/calendar/day?date=2031-06-18', hrms);
    expect(day.body.data.list.map((l: { to_date: string }) => l.to_date)).toEqual(['2031-07-10']);
  });
});

describe('the SQL of a busy month', () => {
  // The month's leaves come from a bounded range of leaves_shown_short_idx and the long ones from
  // leaves_shown_long_idx, not from every leave that ended after the month's first day (1.2-2.2 s
  // at 500k leaves before). Sequential scans are priced out so the planner shows whether the
  // indexes can serve the query at all (a test table is too small to prefer them).
  it('finds the month’s leaves through the calendar’s two indexes', async () => {
    const plan = await ctx.app.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = monthSpansQuery(tx, hrmsUser, MONTH).toSQL();
      const { rows } = await tx.execute(
        sql.raw(
          `explain (format json) ${query.sql.replace(/\$(\d+)/g, (_, n) => `'${query.params[n - 1]}'`)}`,
        ),
      );
      return JSON.stringify(rows);
    });
    expect(plan).toContain('leaves_shown_short_idx');
    expect(plan).toContain('leaves_shown_long_idx');
  });
});
