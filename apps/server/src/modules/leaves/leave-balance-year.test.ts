// Leave balances of a chosen year (issue 22): GET employee-leaves?year and remaining-leaves/{id}?year
// count the leaves whose from date falls in that year; the current year when left out.
import { COMMON_MESSAGES } from '@staffdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, errorsOf, type Headers } from '../../test/api-call';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, createEmployee, signedIn } from '../../test/factories';

let ctx: TestContext;
let hrms: Headers;
let otherAdmin: Headers;
let employeeId: number;
let employeeHeaders: Headers;
const call = apiCaller(() => ctx.app);
const YEAR = new Date().getUTCFullYear();
const LEAD = 'lead@example.com';

/** The first Monday of `month` in `year`, plus days (YYYY-MM-DD). */
function monday(year: number, month: number, plusDays = 0) {
  const d = new Date(Date.UTC(year, month - 1, 1));
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7) + plusDays);
  return d.toISOString().slice(0, 10);
}

const casual = (rows: { slug: string }[]) => rows.find((r) => r.slug === 'casual-leave');

beforeAll(async () => {
  ctx = await buildTestApp();
  const acme = await createCompany(ctx.app, { company_name: 'Acme Corp' });
  const other = await createCompany(ctx.app, { company_name: 'Globex' });
  hrms = (await signedIn(ctx.app, { type: 'super-admin', role: 'admin' })).headers;
  otherAdmin = (await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: other.id })).headers;
  const { user, headers } = await signedIn(ctx.app, { type: 'employee', email: 'year@flipkoins.com' });
  employeeHeaders = headers;
  employeeId = (
    await createEmployee(ctx.app, { user_id: user.id, client_id: acme.id, reporting_manager: LEAD })
  ).id;
  // Two days this year, three next year.
  for (const [from, to] of [
    [monday(YEAR, 6), monday(YEAR, 6, 1)],
    [monday(YEAR + 1, 2), monday(YEAR + 1, 2, 2)],
  ]) {
    const res = await call('POST', 'leaves', headers, {
      leave_type_slug: 'casual-leave',
      approver_email: [LEAD],
      from_date: from,
      to_date: to,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
});
afterAll(() => ctx.close());

describe('leave balance of a year', () => {
  it('counts the leaves of the year asked for, the current year by default', async () => {
    const now = (await call('GET', 'employee-leaves', employeeHeaders)).body.data;
    expect(casual(now)).toMatchObject({ count: 12, approved_leaves: 2, remaining_leaves: 10 });
    const same = (await call('GET', `employee-leaves?year=${YEAR}`, employeeHeaders)).body.data;
    expect(same).toEqual(now);
    const next = (await call('GET', `employee-leaves?year=${YEAR + 1}`, employeeHeaders)).body.data;
    expect(casual(next)).toMatchObject({ count: 12, approved_leaves: 3, remaining_leaves: 9 });
    const past = (await call('GET', `employee-leaves?year=${YEAR - 1}`, employeeHeaders)).body.data;
    expect(casual(past)).toMatchObject({ approved_leaves: 0, remaining_leaves: 12 });
  });

  it('gives hrms the same rows for the employee, and another company nothing', async () => {
    const mine = await call('GET', `employee-leaves?year=${YEAR + 1}`, employeeHeaders);
    const hr = await call('GET', `remaining-leaves/${employeeId}?year=${YEAR + 1}`, hrms);
    expect(hr.status).toBe(200);
    expect(hr.body.data).toEqual(mine.body.data);
    const foreign = await call('GET', `remaining-leaves/${employeeId}?year=${YEAR + 1}`, otherAdmin);
    expect(foreign.status).toBe(404);
  });

  it('refuses a year that is not a whole year from 1970 to 9999', async () => {
    for (const year of ['1969', '10000', 'soon', '2026.5', '']) {
      for (const url of [`employee-leaves?year=${year}`, `remaining-leaves/${employeeId}?year=${year}`]) {
        const res = await call('GET', url, url.startsWith('employee') ? employeeHeaders : hrms);
        expect(res.status, url).toBe(400);
        expect(errorsOf(res.body), url).toEqual({ year: COMMON_MESSAGES.yearInvalid });
      }
    }
  });
});
