// Leaves (spec 001 §3 Leave, §5 Leave, §6; issue 10): apply, edit, list, approvers and the e-mail
// action. Balances are checked inside the write's transaction with the employee row locked, so two
// applications at once cannot both take the last days. Scope: hrms all, a company its employees,
// an employee itself; anything else answers 404.
import {
  AUTH_MESSAGES,
  BALANCED_LEAVE_TYPES,
  COMMON_MESSAGES,
  calendarDays,
  canAccess,
  canCancelLeave,
  countWorkingDays,
  type EmployeeArea,
  LEAVE_STATUSES,
  LEAVE_TYPES,
  type LeaveActionInput,
  type LeaveCancelInput,
  type LeaveDaysQuery,
  type LeaveFilter,
  type LeaveInput,
  type LeaveStatus,
  LEAVE_MESSAGES as M,
  type Pagination,
  type SessionUser,
} from '@staffdesk/shared';
import {
  and,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { badRequest, conflict, forbidden, HttpError, notFound, requireVersion } from '../../lib/http-error';
import { defineList, equalTo, latestFirst, listPage, param } from '../../lib/list-query';
import { preparedRead } from '../../lib/prepared-read';
import { isShortSearch, searchPattern } from '../../lib/search';
import { hashToken, newToken } from '../../lib/tokens';
import type { Deps } from '../../plugins/deps';
import { calendarClientOf, calendarFor } from '../client-calendars/client-calendars.service';
import { companies } from '../companies/companies.tables';
import { currentLeaveYear, leaveCountOf } from '../employees/employee-leaves';
import { areaOf } from '../employees/employees.service';
import { employees } from '../employees/employees.tables';
import { leaveTypes } from '../master/master.tables';
import { users } from '../users/users.tables';
import { LEAVE_LINK_TTL_DAYS, leaveCancelledMail, leaveDecisionMail, leaveRequestMail } from './leave-mails';
import { assertNoOverlap, refusingOverlap } from './leave-overlap';
import { leaveActionTokens, leaveRejections, leaves } from './leaves.tables';

type ServiceDeps = Pick<Deps, 'db' | 'config' | 'mail'>;
const statusLabel = (slug: LeaveStatus) => LEAVE_STATUSES.find((s) => s.slug === slug)?.status ?? slug;

function scopeOf(viewer: SessionUser, area: EmployeeArea): SQL | undefined {
  if (area === 'hrms') return undefined;
  if (area === 'company') return eq(employees.client_id, viewer.company_id ?? 0);
  return eq(employees.user_id, viewer.id);
}
const liveEmployee = isNull(employees.deleted_at);

const leaveColumns = {
  row: leaves,
  joined: {
    leave_type_slug: leaveTypes.slug,
    leave_type: leaveTypes.type,
    first_name: employees.first_name,
    last_name: employees.last_name,
    company_email: employees.company_email,
    company_name: companies.company_name,
  },
};
export const selectLeaves = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(leaveColumns)
    .from(leaves)
    .innerJoin(employees, eq(employees.id, leaves.employee_id))
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaves.leave_type_id))
    .leftJoin(companies, eq(companies.id, employees.client_id))
    .where(where);
type LeaveRow = Awaited<ReturnType<typeof selectLeaves>>[number];

// One Object.assign rather than `{ ...row, ...joined, … }`: V8 builds an object from two spreads, or
// a spread and then new keys, through map transitions it does not reuse (~20 µs a row against ~2
// measured), which made this the leave list's largest CPU cost.
export const toListItem = ({ row, joined }: LeaveRow) =>
  Object.assign({}, row, joined, {
    status_slug: row.status,
    status: statusLabel(row.status),
    approved_at: row.approved_at?.toISOString() ?? null,
    rejected_at: row.rejected_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });

// ---------------------------------------------------------------- reading

/**
 * The viewer's scope as the employee ids a list row's `employee_id` must be among. An id array
 * (`= any(array(…))`), not `in (select …)`: the hashed subplan kept the planner off
 * leaves_employee_idx and the count read the whole table (docs/performance.md).
 */
const employeesWhere = (column: typeof employees.client_id | typeof employees.user_id, value: Placeholder) =>
  sql`${leaves.employee_id} = any(array(select ${employees.id} from ${employees} where ${column} = ${value}))`;

interface LeaveListInput {
  area: EmployeeArea;
  viewer: SessionUser;
  filter: LeaveFilter;
}

/**
 * The leave list on lib/list-query.ts: every condition is on the leaves row (the scope and the
 * search through subqueries on employees and leave types), so the capped count reads leaves alone.
 */
export const leaveList = defineList<LeaveListInput, LeaveRow>({
  name: 'leaves',
  table: leaves,
  always: sql`true`,
  conditions: [
    {
      name: 'company',
      values: (input) =>
        input.area === 'company' && !companySearch(input)
          ? { company: input.viewer.company_id ?? 0 }
          : undefined,
      // Its live employees: employees_client_idx is partial on them, as the employee list is.
      where: () =>
        sql`${leaves.employee_id} = any(array(select ${employees.id} from ${employees} where ${employees.client_id} = ${param('company')} and ${employees.deleted_at} is null))`,
    },
    {
      name: 'self',
      values: ({ area, viewer }) => (area === 'employee' ? { self: viewer.id } : undefined),
      where: () => employeesWhere(employees.user_id, param('self')),
    },
    // The search matches the live employee's trigram-indexed search_text (name, employee ID, e-mails,
    // phone; its start for one or two characters, lib/search.ts) or the leave type's name. The types
    // are the seeded constants, so which of them match is known before the query: a search that names
    // no type (most do) has no OR for the planner to misjudge (it took `leave_type_id = any(…)` for
    // the whole table and read every leave). Id arrays let it use leaves_employee_idx.
    {
      name: 'search',
      planPerValue: true,
      values: (input) =>
        input.filter.search &&
        !isShortSearch(input.filter.search) &&
        !typesMatching(input.filter.search) &&
        !companySearch(input)
          ? { search: searchPattern(input.filter.search) }
          : undefined,
      where: () => searchedEmployees(param('search')),
    },
    // A one- or two-character search matches the start of a fifth of all employees ('a': 10,045 of
    // 50,000, their 100,450 leaves): as an id array PostgreSQL read all of those leaves and sorted
    // them for a page of ten (32,400 buffers, 237 ms at load 33). As a semi-join it walks the
    // leaves newest first and checks each one's employee, and a common prefix fills the page within
    // a few hundred leaves (2,400 buffers). A longer search matches few employees, which the array
    // serves better (docs/performance.md).
    {
      name: 'searchStart',
      planPerValue: true,
      values: (input) =>
        input.filter.search &&
        isShortSearch(input.filter.search) &&
        !typesMatching(input.filter.search) &&
        !companySearch(input)
          ? { searchStart: searchPattern(input.filter.search) }
          : undefined,
      where: () =>
        sql`exists (select 1 from ${employees} where ${employees.id} = ${leaves.employee_id} and ${employees.deleted_at} is null and ${employees.search_text} like ${param('searchStart')})`,
    },
    // A company's search as one id array of its matching employees: two arrays on employee_id (the
    // company's, the search's) made PostgreSQL 15 probe leaves_employee_idx for every pair of
    // their values (1,115 × 1,431 at 1M applicants: 250 ms for a two-letter search; bench).
    {
      name: 'companySearch',
      planPerValue: true,
      values: (input) =>
        companySearch(input)
          ? {
              companySearchCompany: input.viewer.company_id ?? 0,
              companySearchPattern: searchPattern(input.filter.search!),
            }
          : undefined,
      where: () =>
        sql`${leaves.employee_id} = any(array(select ${employees.id} from ${employees} where ${employees.client_id} = ${param('companySearchCompany')} and ${employees.deleted_at} is null and ${employees.search_text} like ${param('companySearchPattern')}))`,
    },
    {
      name: 'searchOrType',
      planPerValue: true,
      values: ({ filter }) => {
        const types = filter.search ? typesMatching(filter.search) : undefined;
        return types ? { search: searchPattern(filter.search!), searchTypes: types } : undefined;
      },
      where: () =>
        or(
          searchedEmployees(param('search')),
          sql`${leaves.leave_type_id} = any(array(select ${leaveTypes.id} from ${leaveTypes} where ${leaveTypes.slug} = any(string_to_array(${param('searchTypes')}, ','))))`,
        ),
    },
    equalTo('employee', leaves.employee_id, ({ filter }) => filter.employee_id ?? undefined),
    {
      name: 'type',
      values: ({ filter }) => (filter.leave_type_slug ? { type: filter.leave_type_slug } : undefined),
      // The slug is unique: one id, compared as a value so leaves_type_idx serves it.
      where: () =>
        sql`${leaves.leave_type_id} = (select ${leaveTypes.id} from ${leaveTypes} where ${leaveTypes.slug} = ${param('type')})`,
    },
    equalTo('status', leaves.status, ({ filter }) => filter.status_slug ?? undefined),
    // A leave is in the range when it overlaps it: ends on or after From and starts on or before To.
    {
      name: 'from',
      planPerValue: true,
      values: ({ filter }) => (filter.from_date ? { from: filter.from_date } : undefined),
      where: () => gte(leaves.to_date, sql`${param('from')}::date`),
    },
    {
      name: 'to',
      planPerValue: true,
      values: ({ filter }) => (filter.to_date ? { to: filter.to_date } : undefined),
      where: () => lte(leaves.from_date, sql`${param('to')}::date`),
    },
  ],
  // The page's ids first, from leaves alone, then their joins: a company's thousands of leaves are
  // sorted as ids, not joined to employees, types and companies before the sort threw them away.
  page: (db, where, paging) =>
    selectLeaves(
      db,
      sql`${leaves.id} in (select ${leaves.id} from ${leaves} where ${where}
        order by ${leaves.from_date} desc, ${leaves.id} desc limit ${paging.limit}::int + ${paging.offset}::int)`,
    )
      .orderBy(desc(leaves.from_date), desc(leaves.id))
      .limit(paging.limit)
      .offset(paging.offset),
  keyset: latestFirst(leaves.from_date, leaves.id, (r) => [r.row.from_date, r.row.id]),
});

/** A company viewer's search that names no leave type: its employees and the search in one array. */
const companySearch = ({ area, filter }: LeaveListInput) =>
  area === 'company' && !!filter.search && !typesMatching(filter.search);

const searchedEmployees = (pattern: Placeholder) =>
  sql`${leaves.employee_id} = any(array(select ${employees.id} from ${employees} where ${employees.deleted_at} is null and ${employees.search_text} like ${pattern}))`;

/** The slugs (comma-joined) of the leave types whose name the search matches, as ilike would. */
function typesMatching(search: string): string | undefined {
  const text = search.toLowerCase();
  const short = isShortSearch(search);
  const slugs = LEAVE_TYPES.filter((t) =>
    short ? t.type.toLowerCase().startsWith(text.trim()) : t.type.toLowerCase().includes(text),
  ).map((t) => t.slug);
  return slugs.length ? slugs.join(',') : undefined;
}

export async function listLeaves(
  db: DbOrTx,
  viewer: SessionUser,
  filter: LeaveFilter,
  paging: Pagination,
  countCap?: number,
) {
  const result = await leaveList.run(db, { area: areaOf(viewer), viewer, filter }, paging, countCap);
  return listPage(result.rows.map(toListItem), result, paging.limit);
}

export async function getLeave(db: DbOrTx, viewer: SessionUser, id: number) {
  const [row] = await selectLeaves(db, and(eq(leaves.id, id), scopeOf(viewer, areaOf(viewer))));
  if (!row) throw notFound(M.notFound);
  const comments = await db
    .select()
    .from(leaveRejections)
    .where(eq(leaveRejections.leave_id, id))
    .orderBy(leaveRejections.id);
  return {
    ...toListItem(row),
    comment: comments.map((c) => ({
      rejectedBy: c.rejected_by,
      reason: c.reason,
      created_at: c.created_at.toISOString(),
    })),
  };
}

export const leaveStatuses = () => LEAVE_STATUSES.map((s) => ({ ...s }));

// ---------------------------------------------------------------- approvers

type EmployeeRow = typeof employees.$inferSelect;

/** The employee the viewer names (hrms, company) or is (employee); 404 outside the scope. */
async function employeeFor(db: DbOrTx, viewer: SessionUser, area: EmployeeArea, id: number | null) {
  if (area !== 'employee' && !id) throw badRequest(M.employeeRequired, 'employee_id');
  const [row] = await db
    .select({ employee: employees, email: users.email })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.user_id))
    .where(and(area === 'employee' ? undefined : eq(employees.id, id!), liveEmployee, scopeOf(viewer, area)))
    .limit(1);
  if (!row) throw notFound(M.notFound);
  return row;
}

/** At most this many approvers per answer: the form narrows the rest by typing (the search). */
export const APPROVERS_LIMIT = 50;

/**
 * The live, unblocked users who may hold the hrms area (a super-admin admin) or the employee's company area (its
 * client's client and partners_client users): a superset of what canAccess allows, narrowed in SQL
 * so the candidates are the agency's admins and one client's users rather than every user
 * (leaves.test.ts checks it against canAccess for every type and role). `client` is the employee's
 * client id, or a placeholder for it.
 */
const approverCandidates = (client: number | Placeholder | null) =>
  and(
    isNull(users.deleted_at),
    isNull(users.blocked_at),
    or(
      and(eq(users.type_slug, 'super-admin'), eq(users.role_slug, 'admin')),
      client !== null
        ? and(eq(users.company_id, client), inArray(users.type_slug, ['client', 'partners_client']))
        : undefined,
    ),
  );

const approverColumns = {
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  type_slug: users.type_slug,
  role_slug: users.role_slug,
  permissions_slug: users.permissions_slug,
  company_id: users.company_id,
};
/** Name or e-mail containing the search (a LIKE pattern, already lower case). */
const approverSearch = (pattern: string | Placeholder) =>
  sql`lower(${users.email} || ' ' || ${users.first_name} || ' ' || ${users.last_name}) like ${pattern}`;

/**
 * The approvers form's read, asked as the user types: prepared once per shape (with or without a
 * client, with or without a search; lib/prepared-read.ts).
 */
const approverReads = new Map(
  [false, true].flatMap((withClient) =>
    [false, true].map((withSearch) => {
      const key = `${withClient}:${withSearch}`;
      const read = preparedRead(
        `leave_approvers${withClient ? '_client' : ''}${withSearch ? '_search' : ''}`,
        (db) =>
          db
            .select(approverColumns)
            .from(users)
            .where(
              and(
                approverCandidates(withClient ? param('client') : null),
                withSearch ? approverSearch(param('pattern')) : undefined,
              ),
            )
            .orderBy(users.email)
            .limit(APPROVERS_LIMIT + 10),
      );
      return [key, read] as const;
    }),
  ),
);

interface ApproverQuery {
  /** Part of the name or e-mail, any case. */
  search?: string;
  /** Only these e-mails (checking the ones a form sent). */
  emails?: readonly string[];
}

/** What the approvers of an employee depend on: its client, managers and own addresses. */
type ApproverSubject = Pick<
  EmployeeRow,
  'client_id' | 'reporting_manager' | 'company_email' | 'personal_email'
>;

/**
 * Who may approve this employee's leave: its reporting managers, the hrms users and its client's
 * admins, sorted by e-mail, at most APPROVERS_LIMIT unless `emails` names them. Never the employee
 * itself. The server checks every named approver against it.
 */
async function approversOf(
  db: DbOrTx,
  employee: ApproverSubject,
  ownEmail: string,
  query: ApproverQuery = {},
) {
  const search = query.search?.trim().toLowerCase() ?? '';
  const pattern = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
  const emails = query.emails?.map((e) => e.toLowerCase());
  const candidates = emails
    ? await db
        .select(approverColumns)
        .from(users)
        .where(
          and(
            approverCandidates(employee.client_id || null),
            inArray(sql`lower(${users.email})`, emails),
            search ? approverSearch(pattern) : undefined,
          ),
        )
        .orderBy(users.email)
        .limit(emails.length)
    : await approverReads.get(`${Boolean(employee.client_id)}:${search !== ''}`)!(db).execute({
        client: employee.client_id,
        pattern,
      });
  const found = new Map<string, string>();
  for (const email of employee.reporting_manager.split(',')) {
    const e = email.trim().toLowerCase();
    if (e && (!search || e.includes(search)) && (!emails || emails.includes(e))) found.set(e, e);
  }
  for (const u of candidates) {
    const subject = { ...u, permissions_slug: u.permissions_slug ? u.permissions_slug.split(',') : [] };
    const isHrms = canAccess(subject, 'hrms');
    const isClientAdmin = u.company_id === employee.client_id && canAccess(subject, 'company');
    if (isHrms || isClientAdmin) found.set(u.email.toLowerCase(), `${u.first_name} ${u.last_name}`.trim());
  }
  const own = new Set([
    ownEmail.toLowerCase(),
    employee.company_email?.toLowerCase(),
    employee.personal_email?.toLowerCase(),
  ]);
  return [...found]
    .filter(([email]) => !own.has(email))
    .map(([email, name]) => ({ email, name }))
    .sort((a, b) => a.email.localeCompare(b.email))
    .slice(0, emails ? undefined : APPROVERS_LIMIT);
}

/**
 * The employee an approvers read is for, by the viewer's area (employeeFor's scope as
 * placeholders), with only what its approvers depend on: prepared once per area.
 */
const approverSubjectColumns = {
  employee: {
    client_id: employees.client_id,
    reporting_manager: employees.reporting_manager,
    company_email: employees.company_email,
    personal_email: employees.personal_email,
  },
  email: users.email,
};
const approverSubjectFrom = (db: DbOrTx, where: SQL) =>
  db
    .select(approverSubjectColumns)
    .from(employees)
    .innerJoin(users, eq(users.id, employees.user_id))
    .where(and(where, liveEmployee))
    .limit(1);
const approverSubjects = {
  hrms: preparedRead('leave_approver_subject', (db) =>
    approverSubjectFrom(db, eq(employees.id, param('id'))),
  ),
  company: preparedRead('leave_approver_subject_company', (db) =>
    approverSubjectFrom(db, and(eq(employees.id, param('id')), eq(employees.client_id, param('scope')))!),
  ),
  employee: preparedRead('leave_approver_subject_own', (db) =>
    approverSubjectFrom(db, eq(employees.user_id, param('scope'))),
  ),
};

export async function listApprovers(
  db: DbOrTx,
  viewer: SessionUser,
  employeeId: number | null,
  search?: string,
) {
  const area = areaOf(viewer);
  if (area !== 'employee' && !employeeId) throw badRequest(M.employeeRequired, 'employee_id');
  const [row] = await approverSubjects[area](db).execute({
    id: employeeId,
    scope: area === 'company' ? (viewer.company_id ?? 0) : viewer.id,
  });
  if (!row) throw notFound(M.notFound);
  return approversOf(db, row.employee, row.email, { search });
}

// ---------------------------------------------------------------- writing

/**
 * Days charged: the working days between the dates on the contractor's client calendar (its weekly
 * offs and holidays, a half-day holiday counting half, and the agency's mandatory holidays;
 * docs/decisions.md "Client working calendars").
 */
async function countedDays(db: DbOrTx, employee: EmployeeRow, from: string, to: string) {
  const client = await calendarClientOf(db, employee, from);
  return countWorkingDays(calendarDays(from, to, await calendarFor(db, client, from, to)));
}
async function chargedDays(db: DbOrTx, employee: EmployeeRow, from: string, to: string) {
  const days = await countedDays(db, employee, from, to);
  if (days === 0) throw badRequest(M.noWorkingDays, 'to_date');
  return days;
}

/** GET leaves/days: what a leave of the viewer's employee (or its own) would spend, as charged. */
export async function leaveDaysOf(db: DbOrTx, viewer: SessionUser, query: LeaveDaysQuery) {
  const { employee } = await employeeFor(db, viewer, areaOf(viewer), query.employee_id);
  return { total_days: await countedDays(db, employee, query.from, query.to) };
}

/**
 * Checks a leave that will hold days (pending or approved) against the employee's other leaves. The
 * employee row is locked first, so a second application waits for the first to commit and then sees
 * it; the leaves_no_overlap constraint holds even for a write that skips this.
 */
async function assertFits(
  tx: Tx,
  employeeId: number,
  type: { id: number; slug: string },
  input: { from_date: string; to_date: string; days: number },
  exceptLeave?: number,
) {
  await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId)).for('update');
  await assertNoOverlap(tx, employeeId, input, exceptLeave);
  await assertBalance(tx, employeeId, type, input, exceptLeave);
}

/**
 * Refuses days beyond the balance of a balanced type. Pending and approved leaves of the leave year
 * both hold days (the table's Taken/Pending column).
 */
async function assertBalance(
  tx: Tx,
  employeeId: number,
  type: { id: number; slug: string },
  input: { from_date: string; days: number },
  exceptLeave?: number,
) {
  if (!BALANCED_LEAVE_TYPES.includes(type.slug)) return;
  const year = currentLeaveYear(new Date(`${input.from_date}T00:00:00Z`));
  const [used] = await tx
    .select({ days: sql<number>`coalesce(sum(${leaves.total_days}), 0)::float` })
    .from(leaves)
    .where(
      and(
        eq(leaves.employee_id, employeeId),
        eq(leaves.leave_type_id, type.id),
        inArray(leaves.status, ['pending', 'approved']),
        gte(leaves.from_date, year.from),
        lte(leaves.from_date, year.to),
        exceptLeave ? ne(leaves.id, exceptLeave) : undefined,
      ),
    );
  const available = (await leaveCountOf(tx, employeeId, type.id)) - (used?.days ?? 0);
  if (input.days > available) {
    throw new HttpError(400, M.exceeded, [
      { path: 'leave_type_slug', message: M.available(Math.max(available, 0)) },
    ]);
  }
}

async function typeOf(db: DbOrTx, slug: string) {
  const [type] = await db.select().from(leaveTypes).where(eq(leaveTypes.slug, slug));
  if (!type) throw badRequest(M.typeRequired, 'leave_type_slug');
  return type;
}

/** Sends each approver its own single-use links for this version of the leave. */
async function mailApprovers(deps: ServiceDeps, tx: Tx, leave: typeof leaves.$inferSelect, summary: Summary) {
  const expires = new Date(Date.now() + LEAVE_LINK_TTL_DAYS * 86_400_000);
  for (const approver of leave.approver_email.split(',')) {
    const token = newToken();
    await tx.insert(leaveActionTokens).values({
      leave_id: leave.id,
      approver_email: approver,
      token_hash: hashToken(token),
      leave_version: leave.version,
      expires_at: expires,
    });
    await deps.mail.enqueue(leaveRequestMail(deps.config, approver, summary, token), tx);
  }
}

type Summary = Parameters<typeof leaveRequestMail>[2];
const summaryOf = (
  employee: EmployeeRow,
  type: { type: string },
  leave: typeof leaves.$inferSelect,
): Summary => ({
  employee: `${employee.first_name} ${employee.last_name}`,
  type: type.type,
  from_date: leave.from_date,
  to_date: leave.to_date,
  total_days: leave.total_days,
  leave_reason: leave.leave_reason,
});

/** A stored leave's mail summary and its employee's e-mail. */
async function summaryFor(tx: Tx, leave: typeof leaves.$inferSelect) {
  const [row] = await tx
    .select({ employee: employees, email: users.email, type: leaveTypes.type })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.user_id))
    .innerJoin(leaveTypes, eq(leaveTypes.id, leave.leave_type_id))
    .where(eq(employees.id, leave.employee_id));
  return { email: row!.email, summary: summaryOf(row!.employee, { type: row!.type }, leave) };
}

/** Records a decision (who and when) and the rejection's reason, and tells the employee. */
async function decide(
  deps: ServiceDeps,
  tx: Tx,
  leave: typeof leaves.$inferSelect,
  decision: { status: 'approved' | 'rejected'; by: string; reason?: string | null },
  notify: { to: string; summary: Summary },
) {
  const now = new Date();
  await tx
    .update(leaves)
    .set(
      decision.status === 'approved'
        ? { status: 'approved', approved_by_email: decision.by, approved_at: now, updated_at: now }
        : { status: 'rejected', rejected_by_email: decision.by, rejected_at: now, updated_at: now },
    )
    .where(eq(leaves.id, leave.id));
  if (decision.status === 'rejected') {
    await tx
      .insert(leaveRejections)
      .values({ leave_id: leave.id, rejected_by: decision.by, reason: decision.reason ?? '' });
  }
  await deps.mail.enqueue(leaveDecisionMail(deps.config, notify.to, notify.summary, decision), tx);
}

/** The status the form may set: an employee's leave is always pending; hrms and company choose. */
function statusFrom(area: EmployeeArea, input: LeaveInput): LeaveStatus {
  if (area === 'employee') return 'pending';
  if (!input.status_slug) throw badRequest(M.statusRequired, 'status_slug');
  return input.status_slug;
}

async function checkedApprovers(db: DbOrTx, employee: EmployeeRow, email: string, sent: string[]) {
  const allowed = new Set((await approversOf(db, employee, email, { emails: sent })).map((a) => a.email));
  if (!sent.every((e) => allowed.has(e))) throw badRequest(M.approverNotAllowed, 'approver_email');
  return sent.join(',');
}

export async function applyLeave(deps: ServiceDeps, viewer: SessionUser, input: LeaveInput) {
  const area = areaOf(viewer);
  const { employee, email } = await employeeFor(deps.db, viewer, area, input.employee_id);
  const status = statusFrom(area, input);
  const type = await typeOf(deps.db, input.leave_type_slug);
  const approver_email = await checkedApprovers(deps.db, employee, email, input.approver_email);
  const days = await chargedDays(deps.db, employee, input.from_date, input.to_date);
  const dates = { from_date: input.from_date, to_date: input.to_date };
  const id = await refusingOverlap(deps.db, employee.id, dates, undefined, () =>
    deps.db.transaction(async (tx) => {
      if (status !== 'rejected' && status !== 'cancelled') {
        await assertFits(tx, employee.id, type, { ...dates, days });
      }
      const [leave] = await tx
        .insert(leaves)
        .values({
          // A leave entered as rejected or cancelled holds no days from the start (the constraint).
          status: status === 'rejected' || status === 'cancelled' ? status : 'pending',
          employee_id: employee.id,
          leave_type_id: type.id,
          from_date: input.from_date,
          to_date: input.to_date,
          total_days: days,
          approver_email,
          leave_reason: input.leave_reason,
          created_by: viewer.id,
          updated_by: viewer.id,
        })
        .returning();
      const summary = summaryOf(employee, type, leave!);
      if (status === 'pending') await mailApprovers(deps, tx, leave!, summary);
      else if (status === 'approved' || status === 'rejected') {
        await decide(
          deps,
          tx,
          leave!,
          { status, by: viewer.email, reason: input.reason },
          { to: email, summary },
        );
      } else await tx.update(leaves).set({ status }).where(eq(leaves.id, leave!.id));
      return leave!.id;
    }),
  );
  return getLeave(deps.db, viewer, id);
}

/**
 * Edits a leave. Every edit bumps its version, so links mailed before it stop working; a leave that
 * is still pending gets fresh links. An employee may edit only its own pending leave.
 */
export async function updateLeave(deps: ServiceDeps, viewer: SessionUser, id: number, input: LeaveInput) {
  const area = areaOf(viewer);
  const current = await getLeave(deps.db, viewer, id);
  if (area === 'employee' && current.status_slug !== 'pending') throw forbidden(AUTH_MESSAGES.forbidden);
  const { employee, email } = await employeeFor(
    deps.db,
    viewer,
    area === 'employee' ? area : 'hrms',
    current.employee_id,
  );
  const status = statusFrom(area, input);
  const type = await typeOf(deps.db, input.leave_type_slug);
  const approver_email = await checkedApprovers(deps.db, employee, email, input.approver_email);
  const days = await chargedDays(deps.db, employee, input.from_date, input.to_date);
  const dates = { from_date: input.from_date, to_date: input.to_date };
  await refusingOverlap(deps.db, employee.id, dates, id, () =>
    deps.db.transaction(async (tx) => {
      if (status === 'pending' || status === 'approved') {
        await assertFits(tx, employee.id, type, { ...dates, days }, id);
      }
      const [leave] = await tx
        .update(leaves)
        .set({
          leave_type_id: type.id,
          from_date: input.from_date,
          to_date: input.to_date,
          total_days: days,
          approver_email,
          leave_reason: input.leave_reason,
          status: status === current.status_slug ? status : current.status_slug,
          version: sql`${leaves.version} + 1`,
          updated_by: viewer.id,
          updated_at: new Date(),
        })
        .where(eq(leaves.id, id))
        .returning();
      const summary = summaryOf(employee, type, leave!);
      if (status === current.status_slug) {
        if (status === 'pending') await mailApprovers(deps, tx, leave!, summary);
      } else if (status === 'approved' || status === 'rejected') {
        await decide(
          deps,
          tx,
          leave!,
          { status, by: viewer.email, reason: input.reason },
          { to: email, summary },
        );
      } else await tx.update(leaves).set({ status }).where(eq(leaves.id, id));
    }),
  );
  return getLeave(deps.db, viewer, id);
}

/**
 * The employee cancels its own pending leave, or an approved one that has not started. The days go
 * back to the balance (only pending and approved leaves hold days) and the version moves, so the
 * approvers' links still outstanding answer 'already cancelled' and change nothing. Each approver
 * is e-mailed (through the outbox, with the change) so nobody keeps a request that needs nothing.
 */
export async function cancelLeave(
  deps: ServiceDeps,
  viewer: SessionUser,
  id: number,
  input: LeaveCancelInput,
) {
  if (areaOf(viewer) !== 'employee') throw forbidden(AUTH_MESSAGES.forbidden);
  const version = requireVersion(input.updated_at, COMMON_MESSAGES.updatedAtRequired);
  await getLeave(deps.db, viewer, id);
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(leaves).where(eq(leaves.id, id)).for('update');
    if (!current) throw notFound(M.notFound);
    if (new Date(version).getTime() !== current.updated_at.getTime()) throw conflict(M.changed);
    if (!canCancelLeave({ status_slug: current.status, from_date: current.from_date })) {
      throw badRequest(M.cannotCancel);
    }
    const now = new Date();
    await tx
      .update(leaves)
      .set({
        status: 'cancelled',
        cancelled_at: now,
        cancelled_by: viewer.id,
        version: sql`${leaves.version} + 1`,
        updated_by: viewer.id,
        updated_at: now,
      })
      .where(eq(leaves.id, id));
    // Every approver hears of it, in the same transaction: those who have not acted need do nothing.
    const { summary } = await summaryFor(tx, current);
    for (const approver of current.approver_email.split(',')) {
      const acted = approver === current.approved_by_email;
      await deps.mail.enqueue(leaveCancelledMail(deps.config, approver, summary, acted), tx);
    }
  });
  return getLeave(deps.db, viewer, id);
}

// ---------------------------------------------------------------- the e-mail action

/**
 * PUT leaves/action: the link's token is the only authority. It must exist (by its hash), be
 * unexpired, belong to the approver named in the request and to the leave's current version. A
 * token already used, or a leave already decided, answers that without changing or sending anything.
 */
export async function leaveAction(deps: ServiceDeps, input: LeaveActionInput) {
  const actor = (input.action === 'approved' ? input.approved_by_email : input.rejected_by_email) ?? '';
  const [token] = await deps.db
    .select()
    .from(leaveActionTokens)
    .where(eq(leaveActionTokens.token_hash, hashToken(input.em)));
  if (!token || token.expires_at < new Date() || token.approver_email !== actor) {
    throw new HttpError(403, M.tokenInvalid);
  }
  return deps.db.transaction(async (tx) => {
    const [leave] = await tx.select().from(leaves).where(eq(leaves.id, token.leave_id)).for('update');
    if (!leave) throw new HttpError(403, M.tokenInvalid);
    const [used] = await tx
      .select({ used_at: leaveActionTokens.used_at })
      .from(leaveActionTokens)
      .where(eq(leaveActionTokens.id, token.id));
    if (used?.used_at || leave.status !== 'pending') {
      return { status: leave.status, message: M.alreadyDone(leave.status) };
    }
    if (leave.version !== token.leave_version) throw new HttpError(409, M.tokenOutdated);
    await tx
      .update(leaveActionTokens)
      .set({ used_at: new Date(), used_action: input.action })
      .where(eq(leaveActionTokens.id, token.id));
    const { email, summary } = await summaryFor(tx, leave);
    await decide(
      deps,
      tx,
      leave,
      { status: input.action, by: actor, reason: input.reason },
      { to: email, summary },
    );
    return {
      status: input.action,
      message: input.action === 'approved' ? M.approvedMessage : M.rejectedMessage,
    };
  });
}
