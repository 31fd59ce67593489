// The timesheets' scheduler (issue 24) with fixed dates, on two app instances sharing one database
// (two processes' pools on PostgreSQL): the month's timesheets queued once and created by the job
// runner, idempotently; the approvers' and the employee's reminders counted on the client calendar,
// each sent once.
import { TIMESHEET_MESSAGES as M } from '@staffdesk/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import type { Database } from '../../db/client';
import { apiCaller, type Headers } from '../../test/api-call';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, createEmployee, signedIn } from '../../test/factories';
import { jobs } from '../jobs/jobs.tables';
import { mailOutbox } from '../mail/mail.tables';
import { placementApprovers, placements } from '../placements/placements.tables';
import { queueMonthTimesheets, sendTimesheetReminders } from './timesheet-schedule';
import { timesheets } from './timesheets.tables';

let ctx: TestContext;
let second: App;
let secondDb: Database;
let hrms: Headers;
let approver: { headers: Headers; email: string };
let worker: { headers: Headers; email: string };
let hourly: { headers: Headers; email: string };
const ids = { ongoing: 0, ended: 0, hourly: 0 };
let acmeId: number;
let globexId: number;
const call = apiCaller(() => ctx.app);

async function employeeWithPlacement(
  clientId: number,
  email: string,
  placement: { start_date: string; end_date?: string; bill_unit?: 'day' | 'hour' },
) {
  const db = ctx.app.deps.db;
  const e = await signedIn(ctx.app, { type: 'employee', email });
  const row = await createEmployee(ctx.app, { user_id: e.user.id, client_id: clientId });
  const [created] = await db
    .insert(placements)
    .values({
      employee_id: row.id,
      client_id: clientId,
      bill_rate: '8000.00',
      bill_unit: placement.bill_unit ?? 'day',
      pay_rate: '6000.00',
      pay_unit: 'day',
      start_date: placement.start_date,
      end_date: placement.end_date ?? null,
    })
    .returning();
  return { id: created!.id, headers: e.headers, email: e.user.email };
}

const mailsTo = (email: string) =>
  ctx.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));
const remindBoth = async (day: string) => {
  const [a, b] = await Promise.all([
    sendTimesheetReminders(ctx.app.deps, day),
    sendTimesheetReminders(second.deps, day),
  ]);
  return { approvers: a.approvers + b.approvers, employees: a.employees + b.employees };
};
const timesheetOf = async (placementId: number, month: string) =>
  (
    await ctx.app.deps.db
      .select()
      .from(timesheets)
      .where(and(eq(timesheets.placement_id, placementId), eq(timesheets.month, `${month}-01`)))
  )[0];

beforeAll(async () => {
  ctx = await buildTestApp();
  secondDb = await ctx.openAgain();
  second = await buildApp(ctx.config, { database: secondDb });
  await second.ready();
  acmeId = (await createCompany(ctx.app, { company_name: 'Acme Corp' })).id;
  globexId = (await createCompany(ctx.app, { company_name: 'Globex' })).id;
  ({ headers: hrms } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' }));
  const a = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: acmeId });
  approver = { headers: a.headers, email: a.user.email };
  const ongoing = await employeeWithPlacement(acmeId, 'sched-worker@flipkoins.com', {
    start_date: '2026-01-01',
  });
  const ended = await employeeWithPlacement(acmeId, 'sched-ended@flipkoins.com', {
    start_date: '2026-01-01',
    end_date: '2026-09-30',
  });
  const late = await employeeWithPlacement(globexId, 'sched-hourly@flipkoins.com', {
    start_date: '2026-10-15',
    bill_unit: 'hour',
  });
  ids.ongoing = ongoing.id;
  ids.ended = ended.id;
  ids.hourly = late.id;
  worker = ongoing;
  hourly = late;
  const g = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: globexId });
  await ctx.app.deps.db.insert(placementApprovers).values([
    { placement_id: ids.ongoing, user_id: a.user.id },
    { placement_id: ids.ended, user_id: a.user.id },
    { placement_id: ids.hourly, user_id: g.user.id },
  ]);
  // Acme is closed on Friday 9 October; Globex on Monday 2 November.
  for (const [client, holiday] of [
    [acmeId, { date: '2026-10-09', name: 'Foundation Day', half_day: false }],
    [globexId, { date: '2026-11-02', name: 'Annual Day', half_day: false }],
  ] as const) {
    const saved = await call('PUT', `clients/${client}/calendar`, hrms, {
      weekly_offs: [
        { weekday: 0, weeks: null },
        { weekday: 6, weeks: null },
      ],
      holidays: [holiday],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
});
afterAll(async () => {
  await second.close();
  await secondDb.close();
  await ctx.close();
});

describe('the month’s timesheets', () => {
  it('are queued once by two instances and created in a job, one per placement active in the month', async () => {
    const before = await call('POST', 'timesheets', hrms, { placement_id: ids.ongoing, month: '2026-10' });
    expect(before.status).toBe(200);
    const queued = await Promise.all([
      queueMonthTimesheets(ctx.app.deps, '2026-10-01'),
      queueMonthTimesheets(second.deps, '2026-10-01'),
    ]);
    const jobIds = queued.filter((id) => id !== null);
    expect(jobIds).toHaveLength(1);
    await Promise.all([ctx.app.deps.jobs.runPending(), second.deps.jobs.runPending()]);
    const [job] = await ctx.app.deps.db.select().from(jobs).where(eq(jobs.id, jobIds[0]!));
    expect(job).toMatchObject({ state: 'done', total: 2, done: 2, failed: 0, created_by: null });

    const october = await ctx.app.deps.db.select().from(timesheets).where(eq(timesheets.month, '2026-10-01'));
    expect(october.map((t) => t.placement_id).sort()).toEqual([ids.ongoing, ids.hourly].sort());
    // The one created on demand before is kept; the late starter's first half is at 0.
    expect((await timesheetOf(ids.ongoing, '2026-10'))!.id).toBe(before.body.data.id);
    const late = await timesheetOf(ids.hourly, '2026-10');
    expect(late).toMatchObject({ unit: 'hour', status: 'draft' });
    expect(late!.entries.find((d) => d.date === '2026-10-14')?.quantity).toBe(0);
    expect(late!.entries.find((d) => d.date === '2026-10-15')?.quantity).toBe(8);
    const view = await call('GET', `timesheets/${late!.id}`, hrms);
    expect(view.body.data.history[0]).toMatchObject({ action: 'created', by: 'Staffdesk' });

    expect(await queueMonthTimesheets(ctx.app.deps, '2026-10-15')).toBeNull();
  });
});

describe('reminders', () => {
  it('send a submitted timesheet to its approvers again once, after 3 working days of the client calendar', async () => {
    const id = (await timesheetOf(ids.ongoing, '2026-10'))!.id;
    const submitted = await call('POST', `timesheets/${id}/submit`, worker.headers, {});
    expect(submitted.status).toBe(200);
    const firstMail = (await mailsTo(approver.email))[0]!;
    // Submitted on Wednesday 7 October: Thursday 8, (Friday 9 is Acme's holiday), Monday 12, Tuesday 13.
    await ctx.app.deps.db
      .update(timesheets)
      .set({ submitted_at: new Date('2026-10-07T09:30:00Z') })
      .where(eq(timesheets.id, id));
    expect(await remindBoth('2026-10-08')).toEqual({ approvers: 0, employees: 0 });
    expect(await remindBoth('2026-10-13')).toEqual({ approvers: 0, employees: 0 });
    expect(await remindBoth('2026-10-14')).toEqual({ approvers: 1, employees: 0 });
    expect(await remindBoth('2026-10-15')).toEqual({ approvers: 0, employees: 0 });
    expect(await remindBoth('2026-10-30')).toEqual({ approvers: 0, employees: 0 });

    const [reminder, ...older] = await mailsTo(approver.email);
    expect(older[0]!.id).toBe(firstMail.id);
    expect(reminder!.subject).toBe(firstMail.subject);
    const token = decodeURIComponent(reminder!.text.match(/action=approve&token=([^\s&]+)/)![1]!);
    expect(firstMail.text).not.toContain(encodeURIComponent(token));
    const view = await call('GET', `timesheets/${id}`, hrms);
    expect(view.body.data.history.at(-1)).toMatchObject({
      action: 'reminded',
      by: 'Staffdesk',
      reason: M.approversReminded,
    });
    // The reminder's new link works, once.
    const approved = await call('POST', 'timesheets/action', undefined, { token, action: 'approve' });
    expect(approved.body).toMatchObject({ message: M.approved, data: { status: 'approved' } });
  });

  it('remind the employee once of a draft not submitted when the 3rd working day of the next month has passed', async () => {
    const id = (await timesheetOf(ids.hourly, '2026-10'))!.id;
    // November at Globex: Monday 2 is a holiday, so the 3rd working day is Thursday 5.
    expect(await remindBoth('2026-10-31')).toEqual({ approvers: 0, employees: 0 });
    expect(await remindBoth('2026-11-05')).toEqual({ approvers: 0, employees: 0 });
    expect(await remindBoth('2026-11-06')).toEqual({ approvers: 0, employees: 1 });
    expect(await remindBoth('2026-11-07')).toEqual({ approvers: 0, employees: 0 });
    const mails = (await mailsTo(hourly.email)).filter((m) => m.subject.startsWith('Reminder'));
    expect(mails.map((m) => m.subject)).toEqual(['Reminder: your timesheet for 2026-10 is not submitted']);
    expect(mails[0]!.text).toContain('/employee/timesheets?month=2026-10');
    const view = await call('GET', `timesheets/${id}`, hrms);
    expect(view.body.data.history.at(-1)).toMatchObject({ action: 'reminded', reason: M.employeeReminded });
    // The submitted-then-approved timesheet of the other placement is not a draft: no reminder.
    expect((await mailsTo(worker.email)).filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(0);
  });
});
