// Payrolls (spec 001 §3, §6, §7; issue 11). hrms lists, reads and writes every payslip; an employee
// lists and reads only its own and never writes. A payslip is a PDF (checked by the content the
// upload registry recorded), one per employee per month; a second for the same month is refused
// unless the caller confirmed the replacement. The employee gets a link by e-mail, never the file.
import {
  AUTH_MESSAGES,
  COMMON_MESSAGES,
  canAccess,
  PAYROLL_MESSAGES,
  type Pagination,
  type Payroll,
  type PayrollEmployeeOption,
  type PayrollFilter,
  type PayrollInput,
  type SessionUser,
  uploadedKeyOf,
} from '@staffdesk/shared';
import { and, desc, eq, gte, isNull, like, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound, requireVersion } from '../../lib/http-error';
import { defineList, latestFirst, listPage, param, scopeConditions } from '../../lib/list-query';
import { searchPattern } from '../../lib/search';
import type { Deps } from '../../plugins/deps';
import { employees } from '../employees/employees.tables';
import { payslipReadyMail } from '../mail/templates';
import { assertUsableFiles } from '../uploads/file-use';
import { files } from '../uploads/uploads.tables';
import { users } from '../users/users.tables';
import { payrolls } from './payrolls.tables';

const M = PAYROLL_MESSAGES;
type ServiceDeps = Pick<Deps, 'db' | 'config' | 'mail'>;

export const isHrms = (viewer: SessionUser) => canAccess(viewer, 'hrms');

/** hrms: every payroll; an employee: its own; anyone else is refused. */
function scopeOf(viewer: SessionUser): SQL | undefined {
  const owner = ownerOf(viewer);
  return owner === undefined ? undefined : eq(payrolls.user_id, owner);
}

/** The first day of the date's month: the unit of "one payslip per month". */
export const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

const selectPayroll = (db: DbOrTx) =>
  db
    .select({
      payroll: {
        id: payrolls.id,
        user_id: payrolls.user_id,
        payslip: payrolls.payslip,
        payslip_name: payrolls.payslip_name,
        payslip_date: payrolls.payslip_date,
        email: users.email,
        profile_image: users.profile_image,
        employee_id: employees.employee_id,
      },
      first_name: users.first_name,
      last_name: users.last_name,
      created_at: payrolls.created_at,
      updated_at: payrolls.updated_at,
    })
    .from(payrolls)
    .innerJoin(users, eq(users.id, payrolls.user_id))
    .leftJoin(employees, and(eq(employees.user_id, payrolls.user_id), isNull(employees.deleted_at)));

type Row = Awaited<ReturnType<ReturnType<typeof selectPayroll>['execute']>>[number];
// Object.assign rather than `{ ...payroll, full_name, … }`: V8 adds keys after a spread through map
// transitions it does not reuse (several µs a row; see leaves.service.ts toListItem).
const toPayroll = ({ payroll, first_name, last_name, created_at, updated_at }: Row): Payroll =>
  Object.assign({}, payroll, {
    full_name: `${first_name} ${last_name}`.trim(),
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  });

/** hrms: every payroll (undefined); an employee: its own user id; anyone else is refused. */
function ownerOf(viewer: SessionUser): number | undefined {
  if (isHrms(viewer)) return undefined;
  if (canAccess(viewer, 'employee-payrolls')) return viewer.id;
  throw forbidden(AUTH_MESSAGES.forbidden);
}

interface PayrollListInput {
  owner: number | undefined;
  filter: PayrollFilter;
}
/** What the list runs with for this viewer (also the bench's input). */
export const payrollListInput = (viewer: SessionUser, filter: PayrollFilter): PayrollListInput => ({
  owner: ownerOf(viewer),
  filter,
});

/** A date bound of the filter; planned per value, as a range's share of the table decides the plan. */
const dateBound = (name: 'from' | 'to', value: (f: PayrollFilter) => string | undefined) => ({
  name,
  planPerValue: true,
  values: ({ filter }: PayrollListInput) => {
    const given = value(filter);
    return given ? { [name]: given } : undefined;
  },
  where: () =>
    name === 'from' ? gte(payrolls.payslip_date, param(name)) : lte(payrolls.payslip_date, param(name)),
});

/**
 * Newest payslip first; the search matches the employee's name, employee ID or e-mails through the
 * employees' trigram-indexed search_text (a prefix of it for 1-2 characters), so the count needs no join.
 */
export const payrollList = defineList({
  name: 'payrolls',
  table: payrolls,
  always: sql`true`,
  conditions: [
    ...scopeConditions('owner', payrolls.user_id, ({ owner }: PayrollListInput) => owner),
    dateBound('from', (f) => f.from_date),
    dateBound('to', (f) => f.to_date),
    {
      name: 'search',
      planPerValue: true,
      values: ({ filter }: PayrollListInput) =>
        filter.search ? { search: searchPattern(filter.search) } : undefined,
      where: () =>
        sql`${payrolls.user_id} in (select ${employees.user_id} from ${employees} where ${employees.deleted_at} is null and ${employees.search_text} like ${param('search')})`,
    },
  ],
  page: (db, where, paging) =>
    selectPayroll(db)
      .where(where)
      .orderBy(desc(payrolls.payslip_date), desc(payrolls.id))
      .limit(paging.limit)
      .offset(paging.offset),
  keyset: latestFirst(
    payrolls.payslip_date,
    payrolls.id,
    (r: { payroll: { payslip_date: string; id: number } }) => [r.payroll.payslip_date, r.payroll.id],
  ),
});

export async function listPayrolls(
  db: DbOrTx,
  viewer: SessionUser,
  filter: PayrollFilter,
  paging: Pagination,
  countCap?: number,
) {
  const result = await payrollList.run(db, payrollListInput(viewer, filter), paging, countCap);
  return listPage(result.rows.map(toPayroll), result, paging.limit);
}

export async function getPayroll(db: DbOrTx, viewer: SessionUser, id: number): Promise<Payroll> {
  const [row] = await selectPayroll(db).where(and(eq(payrolls.id, id), scopeOf(viewer)));
  if (!row) throw notFound(M.notFound);
  return toPayroll(row);
}

/** The live employee behind a user id, with what the mail needs; 400 on user_id otherwise. */
async function employeeUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, first_name: users.first_name, email: users.email })
    .from(users)
    .innerJoin(employees, and(eq(employees.user_id, users.id), isNull(employees.deleted_at)))
    .where(and(eq(users.id, userId), isNull(users.deleted_at)))
    .limit(1);
  if (!row) throw badRequest(M.notEmployee, 'user_id');
  return row;
}

/** A payslip must be a PDF: the registry holds the type recognised from the upload's content. */
async function assertPdf(db: DbOrTx, url: string) {
  const key = uploadedKeyOf(url);
  const [file] = key ? await db.select({ mime: files.mime_type }).from(files).where(eq(files.key, key)) : [];
  if (file?.mime !== 'application/pdf') throw badRequest(M.payslipRequired, 'payslip');
}

export interface SavedPayslip {
  id: number;
  replaced: boolean;
}

/**
 * Writes the month's payslip of an employee in one transaction with its mail: inserts it, or, when
 * `replace` is set, replaces the one the month has (409 without it). The unique index decides races.
 */
export async function savePayslip(
  deps: ServiceDeps,
  viewer: Pick<SessionUser, 'id'>,
  input: { user_id: number; payslip: string; payslip_name: string; payslip_date: string; replace: boolean },
): Promise<SavedPayslip> {
  return deps.db.transaction(async (tx) => {
    const employee = await employeeUser(tx, input.user_id);
    const month = monthOf(input.payslip_date);
    const values = {
      payslip: input.payslip,
      payslip_name: input.payslip_name,
      payslip_date: input.payslip_date,
      payslip_month: month,
    };
    const [existing] = await tx
      .select({ id: payrolls.id })
      .from(payrolls)
      .where(and(eq(payrolls.user_id, input.user_id), eq(payrolls.payslip_month, month)))
      .for('update');
    if (existing && !input.replace) throw conflict(M.duplicate);
    const [row] = existing
      ? await tx
          .update(payrolls)
          .set({ ...values, updated_at: new Date() })
          .where(eq(payrolls.id, existing.id))
          .returning({ id: payrolls.id })
      : await tx
          .insert(payrolls)
          .values({ ...values, user_id: input.user_id, created_by: viewer.id })
          .returning({ id: payrolls.id });
    await deps.mail.enqueue(
      payslipReadyMail(deps.config, employee, { id: row!.id, payslip_date: input.payslip_date }),
      tx,
    );
    return { id: row!.id, replaced: !!existing };
  });
}

export async function createPayroll(deps: ServiceDeps, viewer: SessionUser, input: PayrollInput) {
  await assertUsableFiles(deps.db, viewer, [
    { field: 'payslip', url: input.payslip, folder: 'payslips', message: M.payslipRequired },
  ]);
  await assertPdf(deps.db, input.payslip);
  const saved = await savePayslip(deps, viewer, input);
  return { record: await getPayroll(deps.db, viewer, saved.id), replaced: saved.replaced };
}

export async function updatePayroll(deps: ServiceDeps, viewer: SessionUser, id: number, input: PayrollInput) {
  const [current] = await deps.db.select().from(payrolls).where(eq(payrolls.id, id));
  if (!current) throw notFound(M.notFound);
  const version = new Date(requireVersion(input.updated_at, COMMON_MESSAGES.updatedAtRequired)).getTime();
  await assertUsableFiles(
    deps.db,
    viewer,
    [{ field: 'payslip', url: input.payslip, folder: 'payslips', message: M.payslipRequired }],
    [current.payslip],
  );
  if (input.payslip !== current.payslip) await assertPdf(deps.db, input.payslip);
  const replaced = await deps.db.transaction(async (tx) => {
    // Checked again under the row lock: a save in between makes this form's copy stale.
    const [locked] = await tx
      .select({ updated_at: payrolls.updated_at })
      .from(payrolls)
      .where(eq(payrolls.id, id))
      .for('update');
    if (!locked) throw notFound(M.notFound);
    if (locked.updated_at.getTime() !== version) throw conflict(M.changed);
    const employee = await employeeUser(tx, input.user_id);
    const month = monthOf(input.payslip_date);
    const [other] = await tx
      .select({ id: payrolls.id })
      .from(payrolls)
      .where(
        and(
          eq(payrolls.user_id, input.user_id),
          eq(payrolls.payslip_month, month),
          sql`${payrolls.id} <> ${id}`,
        ),
      );
    // Moving a payslip onto a month that has one: replace that one only when confirmed.
    if (other && !input.replace) throw conflict(M.duplicate);
    if (other) await tx.delete(payrolls).where(eq(payrolls.id, other.id));
    await tx
      .update(payrolls)
      .set({
        user_id: input.user_id,
        payslip: input.payslip,
        payslip_name: input.payslip_name,
        payslip_date: input.payslip_date,
        payslip_month: month,
        updated_at: new Date(),
      })
      .where(eq(payrolls.id, id));
    // A new file (or a new employee) is news to the employee; a corrected name or date is not.
    if (input.payslip !== current.payslip || input.user_id !== current.user_id) {
      await deps.mail.enqueue(
        payslipReadyMail(deps.config, employee, { id, payslip_date: input.payslip_date }),
        tx,
      );
    }
    return !!other;
  });
  return { record: await getPayroll(deps.db, viewer, id), replaced };
}

/** The employees whose e-mail, name or employee ID holds `search`: the form's e-mail choices. */
export async function payrollEmployeeOptions(db: DbOrTx, search: string | undefined) {
  const rows = await db
    .select({
      user_id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      employee_id: employees.employee_id,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.user_id))
    .where(
      and(
        isNull(employees.deleted_at),
        isNull(users.deleted_at),
        search ? like(employees.search_text, searchPattern(search)) : undefined,
      ),
    )
    .orderBy(users.email)
    .limit(20);
  return rows.map(
    ({ first_name, last_name, ...row }): PayrollEmployeeOption => ({
      ...row,
      full_name: `${first_name} ${last_name}`.trim(),
    }),
  );
}

export async function deletePayroll(db: DbOrTx, id: number) {
  const deleted = await db.delete(payrolls).where(eq(payrolls.id, id)).returning({ id: payrolls.id });
  if (!deleted.length) throw notFound(M.notFound);
}
