// Client working calendars through the API (issue 24): the weekly offs by week of the month, half-day
// holidays, the agency's holidays on top, who may read and edit, and leaves counted on the calendar.
import { LEAVE_MESSAGES, CALENDAR_MESSAGES as M } from '@staffdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, errorsOf, type Headers } from '../../test/api-call';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, createEmployee, signedIn } from '../../test/factories';
import { placements } from '../placements/placements.tables';
import { calendarFor } from './client-calendars.service';

let ctx: TestContext;
let hrms: Headers;
let acmeAdmin: Headers;
let globexAdmin: Headers;
let acmeId: number;
let globexId: number;
const call = apiCaller(() => ctx.app);

/** Sundays, the 2nd and 4th Saturdays; Christmas a full holiday, its eve a half day. */
const INDIAN_CALENDAR = {
  weekly_offs: [
    { weekday: 0, weeks: null },
    { weekday: 6, weeks: [2, 4] },
  ],
  holidays: [
    { date: '2026-12-25', name: 'Christmas', half_day: false },
    { date: '2026-12-24', name: 'Christmas Eve', half_day: true },
  ],
};

beforeAll(async () => {
  ctx = await buildTestApp();
  acmeId = (await createCompany(ctx.app, { company_name: 'Acme Corp' })).id;
  const globex = await createCompany(ctx.app, { company_name: 'Globex' });
  globexId = globex.id;
  ({ headers: hrms } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' }));
  ({ headers: acmeAdmin } = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: acmeId }));
  ({ headers: globexAdmin } = await signedIn(ctx.app, {
    type: 'client',
    role: 'admin',
    company_id: globex.id,
  }));
  await call('POST', 'holidays', hrms, { date: '2026-12-31', holiday: 'Year end', type: 'mandatory' });
  await call('POST', 'holidays', hrms, { date: '2026-12-30', holiday: 'Optional day', type: 'optional' });
});
afterAll(() => ctx.close());

describe('client calendar', () => {
  it('starts with Saturday and Sunday off and no holidays', async () => {
    const res = await call('GET', `clients/${acmeId}/calendar`, hrms);
    expect(res.body).toMatchObject({
      message: M.fetched,
      data: {
        weekly_offs: [
          { weekday: 0, weeks: null },
          { weekday: 6, weeks: null },
        ],
        holidays: [],
        updated_at: null,
      },
    });
    const days = await call('GET', `clients/${acmeId}/working-days?from=2026-11-01&to=2026-11-30`, hrms);
    expect(days.body.data.working_days).toBe(21);
  });

  it('answers the messages for bad input', async () => {
    const bad = await call('PUT', `clients/${acmeId}/calendar`, hrms, {
      weekly_offs: [{ weekday: 7, weeks: [6] }],
      holidays: [{ date: '2026-02-30', name: '', half_day: 'yes' }],
    });
    expect(bad.status).toBe(400);
    expect(Object.values(errorsOf(bad.body))).toEqual(
      expect.arrayContaining([
        M.weekdayInvalid,
        M.weeksInvalid,
        M.holidayDateRequired,
        M.holidayNameRequired,
        M.halfDayInvalid,
      ]),
    );
    const twice = await call('PUT', `clients/${acmeId}/calendar`, hrms, {
      weekly_offs: [],
      holidays: [
        { date: '2026-12-25', name: 'A', half_day: false },
        { date: '2026-12-25', name: 'B', half_day: true },
      ],
    });
    expect(Object.values(errorsOf(twice.body))).toContain(M.holidayTwice);
    const range = await call('GET', `clients/${acmeId}/working-days?from=2026-12-31&to=2026-12-01`, hrms);
    expect(range.status).toBe(400);
  });

  it('counts the 2nd and 4th Saturdays, a half-day holiday and the agency’s mandatory holidays', async () => {
    const saved = await call('PUT', `clients/${acmeId}/calendar`, hrms, {
      ...INDIAN_CALENDAR,
      updated_at: null,
    });
    expect(saved.body).toMatchObject({
      message: M.updated,
      data: { holidays: [{ date: '2026-12-24' }, { date: '2026-12-25' }] },
    });
    const res = await call('GET', `clients/${acmeId}/working-days?from=2026-12-01&to=2026-12-31`, acmeAdmin);
    const kinds = Object.fromEntries(
      res.body.data.days.map((d: { date: string; kind: string }) => [d.date, d.kind]),
    );
    expect(kinds).toMatchObject({
      '2026-12-05': 'working', // 1st Saturday
      '2026-12-12': 'weekly_off', // 2nd
      '2026-12-19': 'working', // 3rd
      '2026-12-26': 'weekly_off', // 4th
      '2026-12-27': 'weekly_off', // Sunday
      '2026-12-24': 'half_day',
      '2026-12-25': 'holiday',
      '2026-12-30': 'working', // the agency's optional holiday is the employee's choice
      '2026-12-31': 'holiday',
    });
    expect(res.body.data.days.find((d: { date: string }) => d.date === '2026-12-31').name).toBe('Year end');
    // 31 days − 4 Sundays − 2 Saturdays − Christmas − Year end − half of Christmas Eve.
    expect(res.body.data.working_days).toBe(22.5);
  });

  it('refuses a stale save, and other companies and employees', async () => {
    const current = await call('GET', `clients/${acmeId}/calendar`, hrms);
    const stale = await call('PUT', `clients/${acmeId}/calendar`, hrms, {
      ...INDIAN_CALENDAR,
      updated_at: '2020-01-01T00:00:00.000Z',
    });
    expect(stale).toMatchObject({ status: 409, body: { message: M.changed } });
    expect((await call('PUT', `clients/${acmeId}/calendar`, hrms, INDIAN_CALENDAR)).status).toBe(400);
    expect(
      (
        await call('PUT', `clients/${acmeId}/calendar`, hrms, {
          ...INDIAN_CALENDAR,
          updated_at: current.body.data.updated_at,
        })
      ).status,
    ).toBe(200);
    expect((await call('GET', `clients/${acmeId}/calendar`, globexAdmin)).status).toBe(404);
    expect(
      (await call('GET', `clients/${acmeId}/working-days?from=2026-12-01&to=2026-12-31`, globexAdmin)).status,
    ).toBe(404);
    expect((await call('PUT', `clients/${acmeId}/calendar`, acmeAdmin, INDIAN_CALENDAR)).status).toBe(403);
    const { headers: employee } = await signedIn(ctx.app, { type: 'employee' });
    expect((await call('GET', `clients/${acmeId}/calendar`, employee)).status).toBe(404);
  });

  it('charges a leave across a client holiday and weekly offs only for the working days', async () => {
    const { user, headers } = await signedIn(ctx.app, { type: 'employee', email: 'cal-emp@flipkoins.com' });
    // The record names Globex (Saturday and Sunday off); the placement active then is at Acme.
    const employee = await createEmployee(ctx.app, { user_id: user.id, client_id: globexId });
    await ctx.app.deps.db.insert(placements).values({
      employee_id: employee.id,
      client_id: acmeId,
      start_date: '2026-11-01',
      bill_rate: '1000.00',
      bill_unit: 'day',
      pay_rate: '800.00',
      pay_unit: 'day',
    });
    // Thu 24 (half day) … Mon 28: 0.5 + Christmas 0 + 4th Saturday 0 + Sunday 0 + Monday 1.
    // The form asks first (its "Total days"), and is told what the application is then charged.
    const asked = await call('GET', 'leaves/days?from=2026-12-24&to=2026-12-28', headers);
    expect(asked.body).toMatchObject({ message: LEAVE_MESSAGES.daysCounted, data: { total_days: 1.5 } });
    const { headers: hrms } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' });
    const forIt = await call(
      'GET',
      `leaves/days?employee_id=${employee.id}&from=2026-12-24&to=2026-12-28`,
      hrms,
    );
    expect(forIt.body.data.total_days).toBe(1.5);
    const { headers: stranger } = await signedIn(ctx.app, { type: 'client', role: 'admin' });
    expect(
      (await call('GET', `leaves/days?employee_id=${employee.id}&from=2026-12-24&to=2026-12-28`, stranger))
        .status,
    ).toBe(404);
    expect((await call('GET', 'leaves/days?from=2026-12-28&to=2026-12-24', headers)).status).toBe(400);
    const leave = await call('POST', 'leaves', headers, {
      leave_type_slug: 'casual-leave',
      approver_email: ['lead@example.com'],
      from_date: '2026-12-24',
      to_date: '2026-12-28',
    });
    expect(leave.status).toBe(201);
    expect(leave.body.data.total_days).toBe(1.5);
    const holidayOnly = await call('POST', 'leaves', headers, {
      leave_type_slug: 'casual-leave',
      approver_email: ['lead@example.com'],
      from_date: '2026-12-25',
      to_date: '2026-12-27',
    });
    expect(holidayOnly.status).toBe(400);
  });
});

describe('calendarFor inside a transaction', () => {
  // A leave or timesheet write counts its days with its own transaction. A transaction has one
  // connection: reads sent side by side there made node-postgres queue them and warn that pg 9 will
  // refuse ("client.query() when already executing"). They must go one after another.
  it('sends its reads one at a time on the transaction’s connection', async () => {
    const inFlight = await ctx.app.deps.db.transaction(async (tx) => {
      // biome-ignore lint/suspicious/noExplicitAny: drizzle's session holds the transaction's client
      const client = (tx as any).session.client as { query: (...args: unknown[]) => Promise<unknown> };
      const query = client.query;
      let now = 0;
      let most = 0;
      client.query = async (...args: unknown[]) => {
        most = Math.max(most, ++now);
        try {
          return await query.apply(client, args);
        } finally {
          now--;
        }
      };
      try {
        const rules = await calendarFor(tx, acmeId, '2026-12-01', '2026-12-31');
        expect(rules.weekly_offs.length).toBeGreaterThan(0);
      } finally {
        client.query = query;
      }
      return most;
    });
    expect(inFlight).toBe(1);
  });
});
