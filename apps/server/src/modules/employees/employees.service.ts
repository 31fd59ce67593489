// Employees (spec 001 §2 variants, §3, §4, §5, §6): list, read, create (with its user and the
// invitation), update per area, and block/unblock profile access. The area comes from the viewer
// (access/employee-fields.ts); its scope and field rules are enforced here, not only in the web.
import {
  AUTH_MESSAGES,
  COMMON_MESSAGES,
  EMPLOYEE_MESSAGES,
  type Employee,
  type EmployeeArea,
  type EmployeeFilter,
  type EmployeeInput,
  type EmployeeProfileInput,
  employeeArea,
  employeeHrmsIssues,
  hiddenEmployeeFields,
  type Pagination,
  revealsAccountDetail,
  type SessionUser,
} from '@staffdesk/shared';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { readAll } from '../../db/read-all';
import { type DocumentTable, documentsOf, replaceDocuments } from '../../lib/document-rows';
import { conflict, forbidden, HttpError, notFound, requireVersion } from '../../lib/http-error';
import { listPage, param } from '../../lib/list-query';
import { preparedRead } from '../../lib/prepared-read';
import type { Deps } from '../../plugins/deps';
import { lastSensitiveChange } from '../audit/sensitive-changes.service';
import { endOtherSessions } from '../auth/sessions.service';
import { issueToken } from '../auth/tokens.service';
import {
  pendingBankChange,
  requestBankChange,
  withoutBankFields,
} from '../bank-changes/bank-changes.service';
import { companies } from '../companies/companies.tables';
import { invitationMail } from '../mail/templates';
import { rethrowForeignKey } from '../positions/db-errors';
import { assertUsableFiles } from '../uploads/file-use';
import { planEmailChange } from '../users/email-change';
import { users } from '../users/users.tables';
import { applicantHistory, assertHireable } from './employee-applicant';
import { EMPLOYEE_BANK } from './employee-bank';
import { employeeFiles, heldEmployeeFiles } from './employee-file-values';
import { employeeLeaveRows, saveLeaveCounts } from './employee-leaves';
import { writeReportingManagers } from './employee-managers';
import { toEmployee, toEmployeeListItem } from './employees.mapper';
import { employeeList, liveEmployee, selectEmployee } from './employees.queries';
import { employeeDocuments, employeeSkills, employees } from './employees.tables';

const M = EMPLOYEE_MESSAGES;
const ENTITY = 'employees';
type ServiceDeps = Pick<Deps, 'db' | 'config' | 'mail'>;

/** The form field each foreign key belongs to, for a 400 when an id names no row. */
const FOREIGN_KEYS = {
  client_id: M.clientRequired,
  country_id: 'Select or create the country',
  state_id: 'Select or create the state',
  city_id: 'Select or create the city',
  contract_type_id: 'Please choose the contract type',
  skill_id: 'Please select the skill(s)',
};

/** The viewer's area; a user without one (a client's role user, a partner) is refused. */
export function areaOf(viewer: SessionUser): EmployeeArea {
  const area = employeeArea(viewer);
  if (!area) throw forbidden(AUTH_MESSAGES.forbidden);
  return area;
}

/** hrms sees every employee, a company only its own, an employee only itself. */
function scopeOf(viewer: SessionUser, area: EmployeeArea): SQL | undefined {
  if (area === 'hrms') return undefined;
  if (area === 'company') return eq(employees.client_id, viewer.company_id ?? 0);
  return eq(employees.user_id, viewer.id);
}

export async function listEmployees(
  db: DbOrTx,
  viewer: SessionUser,
  filter: EmployeeFilter,
  paging: Pagination,
  countCap?: number,
) {
  const area = areaOf(viewer);
  if (area === 'employee') throw forbidden(AUTH_MESSAGES.forbidden);
  const companyScope = area === 'company' ? (viewer.company_id ?? null) : undefined;
  const result = await employeeList.run(db, { filter, companyScope }, paging, countCap);
  return listPage(result.rows.map(toEmployeeListItem), result, paging.limit);
}

async function findEmployeeId(db: DbOrTx, viewer: SessionUser, area: EmployeeArea, id: number | null) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(id === null ? undefined : eq(employees.id, id), liveEmployee, scopeOf(viewer, area)))
    .limit(1);
  if (!row) throw notFound(M.notFound);
  return row.id;
}

/** The employee's documents; their types come from the 'employee' group of document types. */
const DOCUMENTS: DocumentTable = {
  table: employeeDocuments,
  owner: employeeDocuments.employee_id,
  ownerKey: 'employee_id',
  groupKey: 'employee',
};

// The view's employee by area, prepared once (lib/prepared-read.ts), scopeOf's conditions as
// placeholders: hrms any live employee, the company area its client's, an employee its own.
const employeeById = preparedRead('employee_view', (db) =>
  selectEmployee(db, and(eq(employees.id, param('id')), liveEmployee)!),
);
const companyEmployeeById = preparedRead('employee_view_company', (db) =>
  selectEmployee(
    db,
    and(eq(employees.id, param('id')), liveEmployee, eq(employees.client_id, param('scope')))!,
  ),
);
const ownEmployeeById = preparedRead('employee_view_own', (db) =>
  selectEmployee(
    db,
    and(eq(employees.id, param('id')), liveEmployee, eq(employees.user_id, param('scope')))!,
  ),
);

function viewedEmployee(db: DbOrTx, viewer: SessionUser, area: EmployeeArea, id: number) {
  if (area === 'hrms') return employeeById(db).execute({ id });
  if (area === 'company') return companyEmployeeById(db).execute({ id, scope: viewer.company_id ?? 0 });
  return ownEmployeeById(db).execute({ id, scope: viewer.id });
}

/** A live employee the viewer may see, shaped for its area; 404 otherwise. */
export async function getEmployee(db: DbOrTx, viewer: SessionUser, id: number): Promise<Employee> {
  const area = areaOf(viewer);
  const [row] = await viewedEmployee(db, viewer, area, id);
  if (!row) throw notFound(M.notFound);
  const hidden = hiddenEmployeeFields(area);
  const applicantId = row.row.applicant_id;
  const seesBank = !hidden.has('account_number');
  const [documents, leaves, interview_status, bank_details_changed, bank_change_pending] = await readAll(db, [
    async () => (hidden.has('documents') ? [] : documentsOf(db, DOCUMENTS, id)),
    () => employeeLeaveRows(db, id),
    async () => (hidden.has('interview_status') || !applicantId ? [] : applicantHistory(db, applicantId)),
    async () => (seesBank ? lastSensitiveChange(db, ENTITY, id) : undefined),
    async () => (seesBank ? pendingBankChange(db, EMPLOYEE_BANK, id, revealsAccountDetail(area)) : undefined),
  ]);
  return toEmployee(
    row,
    { documents, leaves, interview_status, bank_details_changed, bank_change_pending },
    area,
  );
}

/** The signed-in employee's own record (404 for a user that is not an employee). */
export async function getOwnEmployee(db: DbOrTx, viewer: SessionUser): Promise<Employee> {
  return getEmployee(db, viewer, await findEmployeeId(db, viewer, areaOf(viewer), null));
}

/** The leave rows of an employee the viewer may see, for one leave year (the current one by default). */
export async function remainingLeaves(db: DbOrTx, viewer: SessionUser, employeeId: number, year?: number) {
  return employeeLeaveRows(db, await findEmployeeId(db, viewer, areaOf(viewer), employeeId), year);
}

/** The signed-in employee's own leave rows for one leave year (the current one by default). */
export async function ownLeaves(db: DbOrTx, viewer: SessionUser, year?: number) {
  const area = areaOf(viewer);
  if (area !== 'employee') throw notFound(M.notFound);
  return employeeLeaveRows(db, await findEmployeeId(db, viewer, area, null), year);
}

const lower = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ').toLowerCase();

/** The columns of the form that an area writes; fields hidden from it keep their stored values. */
function columns(input: EmployeeInput, area: EmployeeArea) {
  const values: Partial<typeof employees.$inferInsert> = {
    first_name: input.first_name,
    last_name: input.last_name,
    dob: input.dob,
    personal_email: input.personal_email,
    phone: input.phone,
    company_email: input.company_email,
    linkedin: input.linkedin,
    country_id: input.country_id,
    state_id: input.state_id,
    city_id: input.city_id,
    resume: input.resume,
    resume_name: input.resume ? input.resume_name : null,
    employee_id: input.employee_id,
    contract_type_id: input.contract_type_id,
    joining_date: input.joining_date,
    end_date: input.end_date,
    designation: input.designation,
    current_project: input.current_project,
    reporting_manager: input.reporting_manager.join(','),
    ctc: input.ctc,
    laptop_detail: input.laptop_detail,
    contract: input.contract,
    contract_name: input.contract ? input.contract_name : null,
    current_address: input.current_address,
    permanent_address: input.permanent_address,
    general_note: input.general_note,
    company_hr_ctc: input.company_hr_ctc,
    company_hr_laptop_detail: input.company_hr_laptop_detail,
    company_hr_contract: input.company_hr_contract,
    company_hr_contract_name: input.company_hr_contract ? input.company_hr_contract_name : null,
    name_as_per_bank: input.name_as_per_bank,
    bank_name: input.bank_name,
    bank_address: input.bank_address,
    account_number: input.account_number,
    ifsc_code: input.ifsc_code,
    swift_code: input.swift_code,
    pan_number: input.pan_number,
    aadhar_number: input.aadhar_number,
  };
  if (input.client_id) values.client_id = input.client_id;
  for (const field of hiddenEmployeeFields(area)) delete (values as Record<string, unknown>)[field];
  return values;
}

const searchText = (e: {
  first_name: string;
  last_name: string;
  employee_id: string;
  email: string;
  company_email: string | null;
  personal_email: string | null;
  phone: string | null;
}) => lower(e.first_name, e.last_name, e.employee_id, e.email, e.company_email, e.personal_email, e.phone);

function assertHrmsRules(deps: ServiceDeps, input: EmployeeInput) {
  const issues = employeeHrmsIssues(input, {
    name: deps.config.orgName,
    emailDomain: deps.config.orgEmailDomain,
  });
  if (issues.length) throw new HttpError(400, issues[0]!.message, issues);
}

async function assertLiveClient(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deleted_at)));
  if (!row) throw new HttpError(400, M.clientRequired, [{ path: 'client_id', message: M.clientRequired }]);
}

async function assertEmailFree(tx: Tx, email: string, exceptUserId?: number) {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNull(users.deleted_at),
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(M.emailTaken);
}

async function assertEmployeeIdFree(tx: Tx, employeeId: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        liveEmployee,
        sql`lower(${employees.employee_id}) = ${employeeId.toLowerCase()}`,
        exceptId ? ne(employees.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(M.employeeIdTaken);
}

/** A unique index still answers 409 when two saves race past the checks above. */
function rethrow(error: unknown): never {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string };
    if (pg.code === '23505') {
      if (pg.constraint?.includes('employee_id')) throw conflict(M.employeeIdTaken);
      if (pg.constraint?.includes('applicant')) throw conflict(M.applicantAlreadyHired);
      throw conflict(M.emailTaken);
    }
  }
  return rethrowForeignKey(error, FOREIGN_KEYS);
}

async function writeSkills(tx: Tx, employeeId: number, skillIds: number[]) {
  await tx.delete(employeeSkills).where(eq(employeeSkills.employee_id, employeeId));
  if (skillIds.length) {
    await tx
      .insert(employeeSkills)
      .values(skillIds.map((skill_id) => ({ employee_id: employeeId, skill_id })));
  }
}

async function invite(deps: ServiceDeps, tx: Tx, user: { id: number; first_name: string; email: string }) {
  const token = await issueToken(tx, user.id, 'verify-email');
  await deps.mail.enqueue(invitationMail(deps.config, user, token), tx);
}

/**
 * Creates the employee and its user (type and role employee, no password) in one transaction, and
 * queues the invitation to the flipkoins e-mail: verify, then choose a password.
 */
export async function createEmployee(deps: ServiceDeps, viewer: SessionUser, input: EmployeeInput) {
  if (areaOf(viewer) !== 'hrms') throw forbidden(AUTH_MESSAGES.forbidden);
  assertHrmsRules(deps, input);
  const email = input.flipkoins_email!.toLowerCase();
  const id = await deps.db
    .transaction(async (tx) => {
      await assertLiveClient(tx, input.client_id!);
      await assertEmailFree(tx, email);
      await assertEmployeeIdFree(tx, input.employee_id);
      // A hire from an applicant carries the applicant's CV over, uploaded by whoever added it.
      const hired = input.applicant_id ? await assertHireable(tx, input.applicant_id) : null;
      await assertUsableFiles(tx, viewer, employeeFiles(input, 'hrms'), [hired?.applicant.cv]);
      const [user] = await tx
        .insert(users)
        .values({
          first_name: input.first_name,
          last_name: input.last_name,
          email,
          type_slug: 'employee',
          role_slug: 'employee',
          phone: input.phone,
          designation: input.designation,
          created_by: viewer.id,
        })
        .returning();
      const [created] = await tx
        .insert(employees)
        .values({
          ...(columns(input, 'hrms') as typeof employees.$inferInsert),
          user_id: user!.id,
          applicant_id: input.applicant_id,
          search_text: searchText({ ...input, email }),
          created_by: viewer.id,
          updated_by: viewer.id,
        })
        .returning({ id: employees.id });
      await writeSkills(tx, created!.id, input.skill_id);
      await writeReportingManagers(tx, created!.id, input.reporting_manager);
      await replaceDocuments(tx, DOCUMENTS, created!.id, input.documents);
      await saveLeaveCounts(tx, created!.id, input.leave_types, true);
      await invite(deps, tx, user!);
      return created!.id;
    })
    .catch(rethrow);
  return getEmployee(deps.db, viewer, id);
}

/** Locks the employee row of the viewer's scope and checks the form's version (required). */
async function lockForUpdate(
  tx: Tx,
  viewer: SessionUser,
  area: EmployeeArea,
  id: number | null,
  updatedAt?: string | null,
) {
  const [current] = await tx
    .select({
      id: employees.id,
      user_id: employees.user_id,
      updated_at: employees.updated_at,
      employee: employees,
      email: users.email,
      pending_email: users.pending_email,
      email_verified_at: users.email_verified_at,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.user_id))
    .where(and(id === null ? undefined : eq(employees.id, id), liveEmployee, scopeOf(viewer, area)))
    .for('update', { of: employees });
  if (!current) throw notFound(M.notFound);
  // Required, so an API client's edit never silently overwrites another's (issue 7).
  const version = requireVersion(updatedAt, COMMON_MESSAGES.updatedAtRequired);
  if (new Date(version).getTime() !== current.updated_at.getTime()) throw conflict(M.changed);
  return current;
}

/**
 * hrms updates everything; the company area everything it sees except leave counts (hrms sets
 * them), so the client, HR, account, documents, company HR and flipkoins e-mail keep their values.
 */
export async function updateEmployee(
  deps: ServiceDeps,
  viewer: SessionUser,
  id: number,
  input: EmployeeInput,
) {
  const area = areaOf(viewer);
  if (area === 'employee') throw forbidden(AUTH_MESSAGES.forbidden);
  if (area === 'hrms') assertHrmsRules(deps, input);
  await deps.db
    .transaction(async (tx) => {
      const current = await lockForUpdate(tx, viewer, area, id, input.updated_at);
      // The sign-in address follows the rule of every user's address (users/email-change.ts).
      const emailChange = await planEmailChange(
        deps,
        tx,
        viewer,
        { id: current.user_id, email: current.email, pending_email: current.pending_email },
        area === 'hrms' ? input.flipkoins_email! : current.email,
      );
      const { email } = emailChange.columns;
      if (area === 'hrms') await assertLiveClient(tx, input.client_id!);
      await assertEmployeeIdFree(tx, input.employee_id, id);
      const held = heldEmployeeFiles(current.employee, await documentsOf(tx, DOCUMENTS, id));
      await assertUsableFiles(tx, viewer, employeeFiles(input, area), held);
      const values = columns(input, area);
      const merged = { ...current.employee, ...values };
      // Bank fields reach the record only when a second person confirms them (modules/bank-changes).
      await tx
        .update(employees)
        .set({
          ...withoutBankFields(EMPLOYEE_BANK, values),
          search_text: searchText({ ...merged, email }),
          updated_by: viewer.id,
          updated_at: sql`now()`,
        })
        .where(eq(employees.id, id));
      const [user] = await tx
        .update(users)
        .set({
          first_name: input.first_name,
          last_name: input.last_name,
          phone: input.phone,
          ...emailChange.columns,
          updated_at: new Date(),
        })
        .where(eq(users.id, current.user_id))
        .returning();
      await emailChange.notify(tx, user!);
      await writeSkills(tx, id, input.skill_id);
      if (values.reporting_manager !== undefined) {
        await writeReportingManagers(tx, id, input.reporting_manager);
      }
      if (area === 'hrms') {
        // A new account for the salary waits for a second person; told to the address the
        // employee had before this save.
        await requestBankChange(deps, tx, EMPLOYEE_BANK, {
          id,
          recordName: `${current.employee.first_name} ${current.employee.last_name}`,
          notifyTo: current.email,
          before: current.employee,
          after: values,
          by: viewer,
        });
        await replaceDocuments(tx, DOCUMENTS, id, input.documents);
        await saveLeaveCounts(tx, id, input.leave_types, false);
        // An invitation that went to the old address is useless: send it to the new one.
        if (emailChange.applied && !current.email_verified_at) await invite(deps, tx, user!);
      }
    })
    .catch(rethrow);
  return getEmployee(deps.db, viewer, id);
}

/**
 * The employee's own profile: only the fields of `employeeProfileBody` are written; the read-only
 * ones (spec §6) are not part of that body, so whatever else a PUT sends is ignored.
 */
export async function updateOwnProfile(db: DbOrTx, viewer: SessionUser, input: EmployeeProfileInput) {
  const area = areaOf(viewer);
  if (area !== 'employee') throw notFound(M.notFound);
  const id = await db
    .transaction(async (tx) => {
      const current = await lockForUpdate(tx, viewer, area, null, input.updated_at);
      await assertUsableFiles(tx, viewer, employeeFiles(input, area), [current.employee.resume]);
      const values = {
        first_name: input.first_name,
        last_name: input.last_name,
        dob: input.dob,
        phone: input.phone,
        linkedin: input.linkedin,
        country_id: input.country_id,
        state_id: input.state_id,
        city_id: input.city_id,
        resume: input.resume,
        resume_name: input.resume ? input.resume_name : null,
      };
      const merged = { ...current.employee, ...values };
      await tx
        .update(employees)
        .set({
          ...values,
          search_text: searchText({ ...merged, email: current.email }),
          updated_by: viewer.id,
          updated_at: sql`now()`,
        })
        .where(eq(employees.id, current.id));
      await tx
        .update(users)
        .set({
          first_name: input.first_name,
          last_name: input.last_name,
          phone: input.phone,
          updated_at: new Date(),
        })
        .where(eq(users.id, current.user_id));
      return current.id;
    })
    .catch(rethrow);
  return getEmployee(db, viewer, id);
}

/** Blocks (Y) or unblocks (N) the employee's sign-in; blocking ends its sessions at once. */
export async function setProfileAccess(
  db: DbOrTx,
  viewer: SessionUser,
  employeeId: number,
  revoked: boolean,
) {
  if (areaOf(viewer) !== 'hrms') throw forbidden(AUTH_MESSAGES.forbidden);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ user_id: employees.user_id })
      .from(employees)
      .where(and(eq(employees.id, employeeId), liveEmployee))
      .for('update');
    if (!row) throw notFound(M.notFound);
    await tx
      .update(users)
      .set({ blocked_at: revoked ? sql`coalesce(${users.blocked_at}, now())` : null, updated_at: new Date() })
      .where(eq(users.id, row.user_id));
    if (revoked) await endOtherSessions(tx, row.user_id);
  });
}
