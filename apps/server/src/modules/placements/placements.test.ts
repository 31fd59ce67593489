// Placements (issue 24): who sees which rate, overlapping placements refused (by the service and by
// the placements_no_overlap constraint), a stale edit answers 409, approvers are the client's users.
import { PLACEMENT_MESSAGES as M } from '@staffdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, errorsOf, type Headers } from '../../test/api-call';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import {
  createCompany,
  createEmployee,
  createPartnersAccount,
  createUser,
  loginAs,
  signedIn,
} from '../../test/factories';
import { placements } from './placements.tables';

let ctx: TestContext;
let hrms: Headers;
let sequence = 0;
const call = apiCaller(() => ctx.app);
const dmy = (iso: string) => iso.split('-').reverse().join('/');

async function employeeAt(clientId: number) {
  const n = ++sequence;
  const { user, headers } = await signedIn(ctx.app, { type: 'employee', email: `placed${n}@flipkoins.com` });
  const row = await createEmployee(ctx.app, { user_id: user.id, client_id: clientId });
  return { id: row.id, headers };
}

async function clientWithApprover() {
  const client = await createCompany(ctx.app, { company_name: `Client ${++sequence}` });
  const approver = await createUser(ctx.app, { type: 'client', role: 'admin', company_id: client.id });
  return { client, approver, headers: await loginAs(ctx.app, approver) };
}

const form = (values: Record<string, unknown>) => ({
  start_date: '2030-01-01',
  end_date: '2030-06-30',
  bill_rate: '9000.50',
  bill_unit: 'day',
  pay_rate: '6000.25',
  pay_unit: 'day',
  notes: 'Billing contact: Priya',
  ...values,
});

beforeAll(async () => {
  ctx = await buildTestApp();
  ({ headers: hrms } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' }));
});
afterAll(() => ctx.close());

describe('placements: who sees which rate', () => {
  let id: number;
  let client: Awaited<ReturnType<typeof clientWithApprover>>;
  let employee: Awaited<ReturnType<typeof employeeAt>>;
  let partner: Headers;
  let otherPartner: Headers;
  let otherClient: Headers;

  beforeAll(async () => {
    client = await clientWithApprover();
    employee = await employeeAt(client.client.id);
    const account = await createPartnersAccount(ctx.app, { account_name: 'Supply Co' });
    ({ headers: partner } = await signedIn(ctx.app, {
      type: 'partners',
      role: 'admin',
      partners_account_id: account.id,
    }));
    ({ headers: otherPartner } = await signedIn(ctx.app, { type: 'partners', role: 'admin' }));
    ({ headers: otherClient } = await signedIn(ctx.app, { type: 'client', role: 'admin' }));
    const created = await call(
      'POST',
      'placements',
      hrms,
      form({
        employee_id: employee.id,
        client_id: client.client.id,
        partners_account_id: account.id,
        approver_ids: [client.approver.id],
      }),
    );
    expect(created.status).toBe(201);
    id = created.body.data.id;
  });

  it('hrms sees both rates, the margin and the notes', async () => {
    const { body } = await call('GET', `placements/${id}`, hrms);
    expect(body.data).toMatchObject({
      bill_rate: '9000.50',
      pay_rate: '6000.25',
      margin: '3000.25',
      notes: 'Billing contact: Priya',
      partner_name: 'Supply Co',
      status: 'upcoming',
      currency: 'INR',
    });
    expect(body.data.approvers).toEqual([
      { id: client.approver.id, name: expect.any(String), email: client.approver.email },
    ]);
  });

  it('the client sees the bill rate, never the pay rate, the margin, the notes or the partner', async () => {
    for (const url of [`placements/${id}`, 'placements']) {
      const { status, body } = await call('GET', url, client.headers);
      expect(status).toBe(200);
      const record =
        url === 'placements' ? body.data.list.find((p: { id: number }) => p.id === id) : body.data;
      expect(record.bill_rate).toBe('9000.50');
      expect(record).not.toHaveProperty('pay_rate');
      expect(record).not.toHaveProperty('margin');
      expect(record).not.toHaveProperty('notes');
      expect(record.partner_name).toBeNull();
      expect(JSON.stringify(body)).not.toContain('6000.25');
    }
  });

  it('the partner sees the pay rate, never the bill rate or the approvers e-mails', async () => {
    const { body } = await call('GET', `placements/${id}`, partner);
    expect(body.data.pay_rate).toBe('6000.25');
    expect(body.data).not.toHaveProperty('bill_rate');
    expect(body.data).not.toHaveProperty('margin');
    expect(body.data.approvers[0]).not.toHaveProperty('email');
    const list = await call('GET', 'placements', partner);
    expect(list.body.data.list.map((p: { id: number }) => p.id)).toEqual([id]);
    expect(JSON.stringify(list.body)).not.toContain('9000.50');
  });

  it('the employee sees its own placement without either rate', async () => {
    const { body } = await call('GET', `placements/${id}`, employee.headers);
    expect(body.data.client_name).toBe(client.client.company_name);
    for (const key of ['bill_rate', 'pay_rate', 'margin', 'notes']) expect(body.data).not.toHaveProperty(key);
    const list = await call('GET', 'placements', employee.headers);
    expect(JSON.stringify(list.body)).not.toMatch(/9000|6000/);
  });

  it('another client, another partner and another employee get 404 for it and none in their list', async () => {
    const stranger = await employeeAt(client.client.id);
    for (const headers of [otherClient, otherPartner, stranger.headers]) {
      expect((await call('GET', `placements/${id}`, headers)).status).toBe(404);
      expect((await call('GET', 'placements', headers)).body.data.count).toBe(0);
    }
  });

  it('only hrms writes and lists approvers', async () => {
    for (const headers of [client.headers, partner, employee.headers]) {
      expect((await call('POST', 'placements', headers, form({}))).status).toBe(403);
      expect((await call('GET', `placements/approvers?client_id=${client.client.id}`, headers)).status).toBe(
        403,
      );
    }
  });
});

describe('placements: rules', () => {
  it('refuses an overlapping placement at the same client, naming it; another client is fine', async () => {
    const { client, approver } = await clientWithApprover();
    const other = await clientWithApprover();
    const employee = await employeeAt(client.id);
    const base = { employee_id: employee.id, client_id: client.id, approver_ids: [approver.id] };
    expect((await call('POST', 'placements', hrms, form({ ...base, end_date: null }))).status).toBe(201);
    const overlap = await call(
      'POST',
      'placements',
      hrms,
      form({ ...base, start_date: '2031-03-01', end_date: '' }),
    );
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toBe(M.overlap(client.company_name, '2030-01-01', null));
    expect(overlap.body.message).toContain(`from ${dmy('2030-01-01')} with no end date`);
    const elsewhere = await call(
      'POST',
      'placements',
      hrms,
      form({ ...base, client_id: other.client.id, approver_ids: [other.approver.id] }),
    );
    expect(elsewhere.status).toBe(201);
  });

  it('the database refuses an overlap the service did not check (placements_no_overlap)', async () => {
    const { client, approver } = await clientWithApprover();
    const employee = await employeeAt(client.id);
    const base = { employee_id: employee.id, client_id: client.id, approver_ids: [approver.id] };
    expect((await call('POST', 'placements', hrms, form(base))).status).toBe(201);
    const write = ctx.app.deps.db.insert(placements).values({
      employee_id: employee.id,
      client_id: client.id,
      start_date: '2030-06-30',
      bill_rate: '1.00',
      bill_unit: 'day',
      pay_rate: '1.00',
      pay_unit: 'day',
    });
    await expect(write).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23P01' }) });
    const [{ count }] = (
      await ctx.app.deps.db.execute(
        sql`select count(*)::int as count from placements where employee_id = ${employee.id}`,
      )
    ).rows as [{ count: number }];
    expect(count).toBe(1);
  });

  it('two placements racing for the same dates: one is created, the other answers 409', async () => {
    const { client, approver } = await clientWithApprover();
    const employee = await employeeAt(client.id);
    const body = form({ employee_id: employee.id, client_id: client.id, approver_ids: [approver.id] });
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', 'placements', hrms, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  });

  it('a stale edit answers 409; the current version saves', async () => {
    const { client, approver } = await clientWithApprover();
    const employee = await employeeAt(client.id);
    const body = form({ employee_id: employee.id, client_id: client.id, approver_ids: [approver.id] });
    const created = (await call('POST', 'placements', hrms, body)).body.data;
    const first = await call('PUT', `placements/${created.id}`, hrms, {
      ...body,
      bill_rate: '9500',
      updated_at: created.updated_at,
    });
    expect(first.status).toBe(200);
    expect(first.body.data.bill_rate).toBe('9500.00');
    const stale = await call('PUT', `placements/${created.id}`, hrms, {
      ...body,
      pay_rate: '1',
      updated_at: created.updated_at,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(M.changed);
    expect((await call('PUT', `placements/${created.id}`, hrms, body)).status).toBe(400);
    expect((await call('GET', `placements/${created.id}`, hrms)).body.data.pay_rate).toBe('6000.25');
  });

  it("approvers must be the client's users; the picker lists only them", async () => {
    const { client, approver } = await clientWithApprover();
    const other = await clientWithApprover();
    const employee = await employeeAt(client.id);
    const agencyUser = await createUser(ctx.app, { type: 'super-admin', role: 'admin' });
    for (const ids of [[other.approver.id], [approver.id, agencyUser.id], []]) {
      const res = await call(
        'POST',
        'placements',
        hrms,
        form({ employee_id: employee.id, client_id: client.id, approver_ids: ids }),
      );
      expect(res.status).toBe(400);
      expect(errorsOf(res.body).approver_ids).toBe(ids.length ? M.approverNotAllowed : M.approverRequired);
    }
    const picker = await call('GET', `placements/approvers?client_id=${client.id}`, hrms);
    expect(picker.body.data.map((a: { id: number }) => a.id)).toEqual([approver.id]);
    const searched = await call(
      'GET',
      `placements/approvers?client_id=${client.id}&search=nobody-like-this`,
      hrms,
    );
    expect(searched.body.data).toEqual([]);
  });

  it('validates the form with its messages', async () => {
    const res = await call('POST', 'placements', hrms, {
      start_date: '2030-05-01',
      end_date: '2030-04-01',
      bill_rate: '',
      bill_unit: 'week',
      approver_ids: [],
    });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toMatchObject({
      employee_id: M.employeeRequired,
      client_id: M.clientRequired,
      bill_rate: M.billRateRequired,
      bill_unit: M.unitRequired,
      pay_rate: M.payRateRequired,
      approver_ids: M.approverRequired,
    });
  });

  it('filters by status, client and search', async () => {
    const { client, approver } = await clientWithApprover();
    const employee = await employeeAt(client.id);
    const base = { employee_id: employee.id, client_id: client.id, approver_ids: [approver.id] };
    await call(
      'POST',
      'placements',
      hrms,
      form({ ...base, start_date: '2020-01-01', end_date: '2020-12-31' }),
    );
    await call('POST', 'placements', hrms, form({ ...base, start_date: '2021-01-01', end_date: null }));
    const byStatus = async (status: string) =>
      (await call('GET', `placements?client_id=${client.id}&status=${status}`, hrms)).body.data.list.map(
        (p: { start_date: string; status: string }) => `${p.start_date} ${p.status}`,
      );
    expect(await byStatus('ended')).toEqual(['2020-01-01 ended']);
    expect(await byStatus('active')).toEqual(['2021-01-01 active']);
    expect(await byStatus('upcoming')).toEqual([]);
    const searched = await call('GET', `placements?search=${encodeURIComponent(client.company_name)}`, hrms);
    expect(searched.body.data.count).toBe(2);
    const own = await call('GET', `placements?employee_id=${employee.id}`, hrms);
    expect(own.body.data.count).toBe(2);
    const byAnother = await call(
      'GET',
      `placements?employee_id=${employee.id}`,
      (await employeeAt(client.id)).headers,
    );
    expect(byAnother.body.data.count).toBe(0);
  });
});
