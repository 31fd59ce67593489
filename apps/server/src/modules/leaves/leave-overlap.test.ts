// Overlapping leaves (issue 21): refused with the dates of the leave in the way, under concurrency
// too, by the service and by the leaves_no_overlap constraint; the migration settles old overlaps.
import fs from 'node:fs';
import path from 'node:path';
import { LEAVE_MESSAGES as M } from '@staffdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/client';
import { apiCaller, type Headers } from '../../test/api-call';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, createEmployee, signedIn } from '../../test/factories';
import { mailOutbox } from '../mail/mail.tables';
import { leaveTypes } from '../master/master.tables';
import { leaves } from './leaves.tables';

let ctx: TestContext;
let hrms: Headers;
let companyId: number;
let sequence = 0;
const LEAD = 'overlap-lead@example.com';
const YEAR = new Date().getUTCFullYear() + 1;
const call = apiCaller(() => ctx.app);

/** The first Monday of a month of next year, plus days (next year: no leave has started). */
function monday(month: number, plusDays = 0) {
  const d = new Date(Date.UTC(YEAR, month - 1, 1));
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7) + plusDays);
  return d.toISOString().slice(0, 10);
}
const dmy = (iso: string) => iso.split('-').reverse().join('/');

async function employee() {
  const n = ++sequence;
  const { user, headers } = await signedIn(ctx.app, { type: 'employee', email: `ovl${n}@flipkoins.com` });
  const row = await createEmployee(ctx.app, {
    user_id: user.id,
    client_id: companyId,
    reporting_manager: LEAD,
  });
  return { id: row.id, headers };
}

const apply = (headers: Headers, body: object) =>
  call('POST', 'leaves', headers, { leave_type_slug: 'casual-leave', approver_email: [LEAD], ...body });
const mailsToLead = async () =>
  (await ctx.app.deps.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, LEAD)))
    .length;
const statusesOf = async (employeeId: number) =>
  (
    await ctx.app.deps.db
      .select({ status: leaves.status })
      .from(leaves)
      .where(eq(leaves.employee_id, employeeId))
      .orderBy(leaves.id)
  ).map((r) => r.status);

beforeAll(async () => {
  ctx = await buildTestApp();
  companyId = (await createCompany(ctx.app, { company_name: 'Overlap Ltd' })).id;
  ({ headers: hrms } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' }));
});
afterAll(() => ctx.close());

describe('overlapping leaves', () => {
  it('refuses the same leave twice and an overlapping third, naming the dates; one set of e-mails', async () => {
    const e = await employee();
    const mailsBefore = await mailsToLead();
    const first = await apply(e.headers, { from_date: monday(2), to_date: monday(2, 2) });
    expect(first.status).toBe(201);
    const again = await apply(e.headers, { from_date: monday(2), to_date: monday(2, 2) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `These dates overlap a pending leave from ${dmy(monday(2))} to ${dmy(monday(2, 2))}`,
    );
    const third = await apply(e.headers, { from_date: monday(2, 2), to_date: monday(2, 4) });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(M.overlaps('Pending', monday(2), monday(2, 2)));
    expect(await statusesOf(e.id)).toEqual(['pending']);
    expect((await mailsToLead()) - mailsBefore).toBe(1);
    // The day after is free, and so are the dates of a leave that holds none (rejected).
    expect((await apply(e.headers, { from_date: monday(2, 3), to_date: monday(2, 3) })).status).toBe(201);
  });

  it('lets exactly one of 20 overlapping applications at once through', async () => {
    const e = await employee();
    const mailsBefore = await mailsToLead();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        apply(e.headers, { from_date: monday(3, i % 3), to_date: monday(3, 3 + (i % 2)) }),
      ),
    );
    const won = results.filter((r) => r.status === 201);
    expect(won).toHaveLength(1);
    const { from_date, to_date } = won[0]!.body.data;
    for (const lost of results.filter((r) => r.status !== 201)) {
      expect(lost.status).toBe(409);
      expect(lost.body.message).toBe(M.overlaps('Pending', from_date, to_date));
    }
    expect(await statusesOf(e.id)).toEqual(['pending']);
    expect((await mailsToLead()) - mailsBefore).toBe(1);
  });

  it('checks an edit and a status change against the other leaves, not against itself', async () => {
    const e = await employee();
    const a = (await apply(e.headers, { from_date: monday(4), to_date: monday(4, 1) })).body.data;
    const b = (await apply(e.headers, { from_date: monday(4, 3), to_date: monday(4, 4) })).body.data;
    const edit = (id: number, body: object) =>
      call('PUT', `leaves/${id}`, hrms, {
        leave_type_slug: 'casual-leave',
        approver_email: [LEAD],
        status_slug: 'pending',
        ...body,
      });
    expect((await edit(b.id, { from_date: monday(4, 2), to_date: monday(4, 4) })).status).toBe(200);
    const onto = await edit(b.id, { from_date: monday(4, 1), to_date: monday(4, 4) });
    expect(onto.status).toBe(409);
    expect(onto.body.message).toBe(M.overlaps('Pending', monday(4), monday(4, 1)));
    // Rejected, `a` holds no days: `b` may take them, and `a` cannot come back over `b` as approved.
    const reject = await edit(a.id, {
      from_date: monday(4),
      to_date: monday(4, 1),
      status_slug: 'rejected',
      reason: 'Busy week',
    });
    expect(reject.status).toBe(200);
    expect((await edit(b.id, { from_date: monday(4, 1), to_date: monday(4, 4) })).status).toBe(200);
    const back = await edit(a.id, { from_date: monday(4), to_date: monday(4, 1), status_slug: 'approved' });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe(M.overlaps('Pending', monday(4, 1), monday(4, 4)));
    // hrms may record a rejected leave on taken dates: it holds no days.
    const rejected = await call('POST', 'leaves', hrms, {
      employee_id: e.id,
      leave_type_slug: 'casual-leave',
      approver_email: [LEAD],
      from_date: monday(4, 1),
      to_date: monday(4, 1),
      status_slug: 'rejected',
      reason: 'Already on leave',
    });
    expect(rejected.status).toBe(201);
  });

  it('is enforced by the database for a write that skips the service', async () => {
    const e = await employee();
    const [type] = await ctx.app.deps.db.select().from(leaveTypes).where(eq(leaveTypes.slug, 'casual-leave'));
    const row = {
      employee_id: e.id,
      leave_type_id: type!.id,
      total_days: 1,
      approver_email: LEAD,
      from_date: monday(6),
      to_date: monday(6, 2),
    };
    await ctx.app.deps.db.insert(leaves).values(row);
    const error = await ctx.app.deps.db
      .insert(leaves)
      .values({ ...row, from_date: monday(6, 2), to_date: monday(6, 3), status: 'approved' })
      .catch((e: unknown) => e);
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).toContain('leaves_no_overlap');
    await ctx.app.deps.db.insert(leaves).values({ ...row, status: 'cancelled' });
  });

  it('migrates leaves that overlapped before: approved kept before pending, the earlier first', async () => {
    const db = ctx.app.deps.db;
    const e = await employee();
    const [type] = await db.select().from(leaveTypes).where(eq(leaveTypes.slug, 'casual-leave'));
    const at = (from: string, to: string, status: 'pending' | 'approved') => ({
      employee_id: e.id,
      leave_type_id: type!.id,
      total_days: 1,
      approver_email: LEAD,
      from_date: from,
      to_date: to,
      status,
    });
    await db.execute(sql`alter table leaves drop constraint leaves_no_overlap`);
    await db.insert(leaves).values([
      at(monday(7), monday(7, 2), 'pending'), // the same leave twice: the second goes
      at(monday(7), monday(7, 2), 'pending'),
      at(monday(7, 2), monday(7, 3), 'approved'), // approved: kept, so both pending above go
      at(monday(8), monday(8), 'pending'), // alone: kept
      at(monday(9), monday(9, 1), 'pending'), // a chain: the first is kept, the second goes,
      at(monday(9, 1), monday(9, 2), 'pending'),
      at(monday(9, 2), monday(9, 3), 'pending'), // and the third then overlaps nothing kept
    ]);
    const file = fs.readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith('_leaves_no_overlap.sql'));
    const migration = fs.readFileSync(path.join(MIGRATIONS_DIR, file!), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    expect(await statusesOf(e.id)).toEqual([
      'cancelled',
      'cancelled',
      'approved',
      'pending',
      'pending',
      'cancelled',
      'pending',
    ]);
  });
});
