// The dashboard's summary (issue 25) on a fixed day: each figure counts what its list would show
// (this month's timesheets by status, active placements by client, approved leaves covering the day,
// open positions, applicants by their current stage, aging totals, revenue and margin by month),
// and only hrms and accounts get it.
import { DASHBOARD_MESSAGES } from '@staffdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Headers } from '../../test/api-call';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, createEmployee, signedIn } from '../../test/factories';
import { applicantForm, jobPortalLookups, positionForm } from '../../test/job-portal.fixtures';
import { leaves } from '../leaves/leaves.tables';
import { leaveTypes } from '../master/master.tables';
import { placements } from '../placements/placements.tables';
import { timesheets } from '../timesheets/timesheets.tables';

let ctx: TestContext;
let admin: Headers;
let screening: number[] = [];
let lookups: Awaited<ReturnType<typeof jobPortalLookups>>;
let acmeId: number;
let roleId: number;
let testerRole: number;
const call = apiCaller(() => ctx.app);
const DAY = '2026-10-15';

async function employee(clientId: number, first: string) {
  return (await createEmployee(ctx.app, { first_name: first, last_name: 'Das', client_id: clientId })).id;
}

async function placement(clientId: number, first: string, start: string, end: string | null) {
  const employeeId = await employee(clientId, first);
  const [row] = await ctx.app.deps.db
    .insert(placements)
    .values({
      employee_id: employeeId,
      client_id: clientId,
      start_date: start,
      end_date: end,
      bill_rate: '1000.00',
      bill_unit: 'day',
      pay_rate: '800.00',
      pay_unit: 'day',
    })
    .returning();
  return { id: row!.id, employeeId };
}

beforeAll(async () => {
  ctx = await buildTestApp();
  ({ headers: admin } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' }));
  const db = ctx.app.deps.db;
  const acme = (await createCompany(ctx.app, { company_name: 'Acme Dash' })).id;
  const bolt = (await createCompany(ctx.app, { company_name: 'Bolt Dash' })).id;
  // Active on the day: two at Acme, one at Bolt; one ended and one not started are not.
  const a1 = await placement(acme, 'Asha', '2026-01-01', null);
  const a2 = await placement(acme, 'Bala', '2026-10-15', '2026-12-31');
  await placement(bolt, 'Chitra', '2026-09-01', '2026-10-15');
  await placement(bolt, 'Dev', '2026-01-01', '2026-10-14');
  await placement(bolt, 'Esha', '2026-10-16', null);
  // October's timesheets: one approved (cost 800 × 10), one submitted; September's is not counted.
  const entries = [{ date: '2026-10-01', kind: 'working' as const, quantity: 1 }];
  await db.insert(timesheets).values([
    {
      placement_id: a1.id,
      month: '2026-10-01',
      client_id: acme,
      employee_id: a1.employeeId,
      unit: 'day',
      status: 'approved',
      entries,
      total_quantity: 10,
    },
    {
      placement_id: a2.id,
      month: '2026-10-01',
      client_id: acme,
      employee_id: a2.employeeId,
      unit: 'day',
      status: 'submitted',
      entries,
      total_quantity: 3,
    },
    {
      placement_id: a2.id,
      month: '2026-09-01',
      client_id: acme,
      employee_id: a2.employeeId,
      unit: 'day',
      status: 'draft',
      entries,
      total_quantity: 3,
    },
  ]);
  // Leaves: approved ones covering the day count; pending, cancelled and other days do not.
  const [type] = await db.select().from(leaveTypes).limit(1);
  const leave = (
    employeeId: number,
    from: string,
    to: string,
    status: 'approved' | 'pending' | 'cancelled',
  ) => ({
    employee_id: employeeId,
    leave_type_id: type!.id,
    from_date: from,
    to_date: to,
    total_days: 1,
    approver_email: 'boss@example.com',
    status,
  });
  await db
    .insert(leaves)
    .values([
      leave(a1.employeeId, '2026-10-14', '2026-10-16', 'approved'),
      leave(a2.employeeId, '2026-10-15', '2026-10-15', 'approved'),
      leave(await employee(acme, 'Farah'), '2026-10-15', '2026-10-15', 'pending'),
      leave(await employee(acme, 'Gita'), '2026-10-15', '2026-10-15', 'cancelled'),
      leave(await employee(acme, 'Hari'), '2026-10-16', '2026-10-17', 'approved'),
    ]);
  // Two open positions (3 + 2 openings), one on hold; applicants at two stages.
  const l = await jobPortalLookups(ctx.app);
  const post = async (url: string, body: object) => {
    const res = await call('POST', url, admin, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id as number;
  };
  const p1 = await post('positions', positionForm(l, acme));
  testerRole = await post('positions', positionForm(l, acme, { total_position: '2', position: 'Tester' }));
  await post('positions', positionForm(l, bolt, { status_id: l.onHold }));
  screening = [
    await post('applicants', applicantForm(l, acme, p1)),
    await post('applicants', applicantForm(l, acme, p1, { email: 'b@example.com' })),
  ];
  [lookups, acmeId, roleId] = [l, acme, p1];
  await post(
    'applicants',
    applicantForm(l, acme, p1, {
      email: 'c@example.com',
      interview_status: [{ interview_status: l.offered, comment: 'Offer', date: '2025-03-05' }],
    }),
  );
});
afterAll(() => ctx.close());

describe('GET reports/dashboard', () => {
  it('answers each figure as an aggregate on the day asked', async () => {
    const res = await call('GET', `reports/dashboard?as_of=${DAY}`, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(DASHBOARD_MESSAGES.fetched);
    const d = res.body.data;
    expect(d.as_of).toBe(DAY);
    expect(d.month).toBe('2026-10');
    expect(d.timesheets_by_status).toEqual([
      { status: 'draft', count: 0 },
      { status: 'submitted', count: 1 },
      { status: 'approved', count: 1 },
      { status: 'rejected', count: 0 },
    ]);
    expect(d.placements_by_client.total).toBe(3);
    expect(
      d.placements_by_client.clients.map((c: { client_name: string; count: number }) => [
        c.client_name,
        c.count,
      ]),
    ).toEqual([
      ['Acme Dash', 2],
      ['Bolt Dash', 1],
    ]);
    expect(d.on_leave_today.count).toBe(2);
    expect(d.on_leave_today.people.map((p: { name: string }) => p.name)).toEqual(['Asha Das', 'Bala Das']);
    expect(d.open_positions).toMatchObject({ count: 2, openings: 5 });
    const stages = Object.fromEntries(
      d.applicants_by_stage.map((s: { status: string; count: number }) => [s.status, s.count]),
    );
    expect(stages).toEqual({ Screening: 2, Offered: 1 });
    expect(d.revenue_by_month.map((m: { month: string }) => m.month)).toEqual([
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
    ]);
    expect(d.revenue_by_month[5]).toEqual({
      month: '2026-10',
      revenue: '0.00',
      cost: '8000.00',
      margin: '-8000.00',
      margin_percent: null,
    });
    expect(d.aging).toMatchObject({ invoices: 0, total: '0.00' });
  });

  it('keeps applicants by stage and open positions as they move, are deleted and are added', async () => {
    const dashboard = async () => {
      const res = await call('GET', `reports/dashboard?as_of=${DAY}`, admin);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    };
    const stages = async () =>
      Object.fromEntries(
        (await dashboard()).applicants_by_stage.map((s: { status: string; count: number }) => [
          s.status,
          s.count,
        ]),
      );
    // One of the two in screening is offered (an update), the other deleted.
    const [moved, deleted] = screening as [number, number];
    const loaded = (await call('GET', `applicants/${moved}`, admin)).body.data;
    const update = await call('PUT', `applicants/${moved}`, admin, {
      ...applicantForm(lookups, acmeId, roleId),
      interview_status: [{ interview_status: lookups.offered, comment: 'Offer', date: '2025-03-06' }],
      updated_at: loaded.updated_at,
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    expect((await call('DELETE', `applicants/${deleted}`, admin)).status).toBe(200);
    // A stage nobody is at any more is not listed.
    expect(await stages()).toEqual({ Offered: 2 });
    // A new applicant starts in screening again.
    const added = await call(
      'POST',
      'applicants',
      admin,
      applicantForm(lookups, acmeId, roleId, { email: 'd@example.com' }),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(await stages()).toEqual({ Screening: 1, Offered: 2 });
    // A deleted open position takes its openings with it.
    expect((await call('DELETE', `positions/${testerRole}`, admin)).status).toBe(200);
    expect((await dashboard()).open_positions).toMatchObject({ count: 1, openings: 3 });
  });

  it('is refused to a client, an employee and a super-admin user without hrms and accounts', async () => {
    const client = await signedIn(ctx.app, { type: 'client', role: 'admin' });
    const employee = await signedIn(ctx.app, { type: 'employee' });
    const staff = await signedIn(ctx.app, {
      type: 'super-admin',
      role: 'user',
      permissions: ['list-positions'],
    });
    for (const { headers } of [client, employee, staff]) {
      expect((await call('GET', 'reports/dashboard', headers)).status).toBe(403);
    }
  });
});
