// Applicants (spec 000 §2 Applicants, §5 Applicant form, §6 client viewers): list, read, create,
// edit and soft-delete within the viewer's scope, never reading or writing a field hidden from it.
import {
  APPLICANT_MESSAGES,
  type Applicant,
  type ApplicantFilter,
  type ApplicantInput,
  applicantViewerIssues,
  COMMON_MESSAGES,
  hiddenApplicantFields,
  isClientViewer,
  type Pagination,
  type SessionUser,
} from '@staffdesk/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { readAll } from '../../db/read-all';
import { badRequest, conflict, HttpError, notFound, requireVersion } from '../../lib/http-error';
import { listPage, param } from '../../lib/list-query';
import { preparedRead } from '../../lib/prepared-read';
import { companies } from '../companies/companies.tables';
import { employeeOfApplicant } from '../employees/employee-applicant';
import { skills } from '../master/master.tables';
import { rethrowForeignKey } from '../positions/db-errors';
import { scopedCompanyId } from '../positions/positions.scope';
import { positions } from '../positions/positions.tables';
import { assertUsableFiles, type FileFieldValue } from '../uploads/file-use';
import { interviewHistory, saveInterviewRows } from './applicant-interviews';
import { toApplicant, toApplicantListItem } from './applicants.mapper';
import { applicantIds, applicantList, liveApplicant, selectApplicants } from './applicants.queries';
import { applicantSkills, applicants } from './applicants.tables';
import { noticePeriodDays } from './notice-period';

const M = APPLICANT_MESSAGES;

/** The form field each foreign key belongs to, for a 400 when an id names no row. */
const FOREIGN_KEYS = {
  country_id: M.countryRequired,
  state_id: 'Select or create the state',
  city_id: 'Select or create the city',
  source_id: M.sourceRequired,
  interview_status_id: M.interviewStatusRequired,
  skill_id: M.skillsRequired,
};

/** One page, newest first, and its count capped past the page (lib/list-query.ts). */
export async function listApplicants(
  db: DbOrTx,
  viewer: SessionUser,
  filter: ApplicantFilter,
  paging: Pagination,
  countCap?: number,
) {
  const result = await applicantList.run(db, { filter, viewer }, paging, countCap);
  return listPage(
    result.rows.map((row) => toApplicantListItem(row, viewer)),
    result,
    paging.limit,
  );
}

function scoped(viewer: SessionUser) {
  const companyId = scopedCompanyId(viewer);
  return companyId === null ? undefined : eq(applicants.client_id, companyId);
}

// The view's applicant, prepared once (lib/prepared-read.ts): staff see any live applicant, a
// client viewer its own company's (scoped as placeholders).
const applicantById = preparedRead('applicant_view', (db) =>
  selectApplicants(db, applicantIds(db).where(and(eq(applicants.id, param('id')), liveApplicant))),
);
const clientApplicantById = preparedRead('applicant_view_client', (db) =>
  selectApplicants(
    db,
    applicantIds(db).where(
      and(eq(applicants.id, param('id')), liveApplicant, eq(applicants.client_id, param('client'))),
    ),
  ),
);

/** A live applicant the viewer may see; 404 otherwise, whether it exists elsewhere or not. */
export async function getApplicant(db: DbOrTx, viewer: SessionUser, id: number): Promise<Applicant> {
  const companyId = scopedCompanyId(viewer);
  const [row] =
    companyId === null
      ? await applicantById(db).execute({ id })
      : await clientApplicantById(db).execute({ id, client: companyId });
  if (!row) throw notFound(M.notFound);
  // The link to the employee hired from this applicant is for staff, like the interview history.
  const staff = !isClientViewer(viewer);
  const [history, employeeId] = await readAll(db, [
    () => interviewHistory(db, id),
    async () => (staff ? employeeOfApplicant(db, id) : null),
  ]);
  const answer = toApplicant(row, history, viewer);
  return staff ? { ...answer, employee_id: employeeId } : answer;
}

/** The client (a client viewer's own, whatever the form sent) and a position of that client. */
async function checkClientAndPosition(
  tx: Tx,
  viewer: SessionUser,
  input: ApplicantInput,
  keepPosition: number | null,
) {
  const clientId = scopedCompanyId(viewer) ?? input.client_id;
  const [client] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, clientId), isNull(companies.deleted_at)));
  if (!client) throw badRequest(M.clientRequired, 'client_id');
  const [position] = await tx
    .select({ company_id: positions.company_id, deleted_at: positions.deleted_at })
    .from(positions)
    .where(eq(positions.id, input.applying_position));
  // A deleted position can be kept (the applicant applied before it closed) but not newly chosen.
  const usable = position && (position.deleted_at === null || input.applying_position === keepPosition);
  if (!usable || position.company_id !== clientId) {
    throw badRequest(M.positionRequired, 'applying_position');
  }
  return clientId;
}

async function skillNames(tx: Tx, ids: number[]) {
  const rows = await tx.select({ name: skills.name }).from(skills).where(inArray(skills.id, ids));
  if (rows.length !== ids.length) throw badRequest(M.skillsRequired, 'skill_id');
  return rows.map((r) => r.name);
}

function assertViewerRules(input: ApplicantInput, viewer: SessionUser) {
  const issues = applicantViewerIssues(input, viewer);
  if (issues.length) throw new HttpError(400, issues[0]!.message, issues);
}

const lower = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ').toLowerCase();

/**
 * The columns a viewer writes. Fields hidden from it are left out: on create they stay empty, on
 * update they keep their stored value (the viewer never saw them, so it cannot have meant to clear
 * them), and the contact search text is only rebuilt when the contact fields are written.
 */
function columns(input: ApplicantInput, viewer: SessionUser, clientId: number, names: string[]) {
  const values: Partial<typeof applicants.$inferInsert> = {
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email,
    linkedin: input.linkedin,
    phone: input.phone,
    applied_date: input.applied_date,
    country_id: input.country_id,
    state_id: input.state_id,
    city_id: input.city_id,
    source_id: input.source_id,
    current_position: input.current_position,
    current_company: input.current_company,
    notice_period: input.notice_period,
    notice_period_days: noticePeriodDays(input.notice_period),
    joining_date: input.joining_date,
    current_ctc: input.current_ctc,
    expected_ctc: input.expected_ctc,
    client_ctc: input.client_ctc,
    total_experience: input.total_experience,
    internal_hr_comments: input.internal_hr_comments,
    cv: input.cv,
    cv_name: input.cv ? input.cv_name : null,
    client_cv: input.client_cv,
    client_cv_name: input.client_cv ? input.client_cv_name : null,
    client_id: clientId,
    applying_position: input.applying_position,
    search_text: lower(input.first_name, input.last_name, input.current_company, ...names),
    contact_text: lower(input.email, input.phone),
  };
  const hidden = hiddenApplicantFields(viewer);
  for (const field of hidden) delete (values as Record<string, unknown>)[field];
  if (hidden.has('email') || hidden.has('phone')) delete values.contact_text;
  return values;
}

async function writeSkills(tx: Tx, applicantId: number, skillIds: number[]) {
  await tx.delete(applicantSkills).where(eq(applicantSkills.applicant_id, applicantId));
  await tx
    .insert(applicantSkills)
    .values(skillIds.map((skill_id) => ({ applicant_id: applicantId, skill_id })));
}

/** The applicant's file fields, for assertUsableFiles. */
const cvFiles = (input: ApplicantInput): FileFieldValue[] => [
  { field: 'cv', url: input.cv, folder: 'cv', message: M.resumeNotUploaded },
  { field: 'client_cv', url: input.client_cv, folder: 'client_cv', message: M.clientCvNotUploaded },
];

export async function createApplicant(
  db: DbOrTx,
  viewer: SessionUser,
  input: ApplicantInput,
): Promise<Applicant> {
  assertViewerRules(input, viewer);
  await assertUsableFiles(db, viewer, cvFiles(input));
  return getApplicant(db, viewer, await insertApplicant(db, viewer, input));
}

/**
 * Stores a new applicant with its skills and interview rows, without the form rules that depend on
 * the viewer (the demo seed adds applicants without a resume, so "Open CV" can show its message).
 */
export async function insertApplicant(
  db: DbOrTx,
  viewer: SessionUser,
  input: ApplicantInput,
): Promise<number> {
  return db
    .transaction(async (tx) => {
      const clientId = await checkClientAndPosition(tx, viewer, input, null);
      const names = await skillNames(tx, input.skill_id);
      const values = columns(input, viewer, clientId, names);
      const [created] = await tx
        .insert(applicants)
        .values({
          ...(values as typeof applicants.$inferInsert),
          created_by: viewer.id,
          updated_by: viewer.id,
        })
        .returning({ id: applicants.id });
      await writeSkills(tx, created!.id, input.skill_id);
      await saveInterviewRows(tx, created!.id, input.interview_status, viewer.id);
      return created!.id;
    })
    .catch((error) => rethrowForeignKey(error, FOREIGN_KEYS));
}

export async function updateApplicant(
  db: DbOrTx,
  viewer: SessionUser,
  id: number,
  input: ApplicantInput,
): Promise<Applicant> {
  await db
    .transaction(async (tx) => {
      const [current] = await tx
        .select({
          updated_at: applicants.updated_at,
          applying_position: applicants.applying_position,
          cv: applicants.cv,
          client_cv: applicants.client_cv,
        })
        .from(applicants)
        .where(and(eq(applicants.id, id), liveApplicant, scoped(viewer)))
        .for('update');
      if (!current) throw notFound(M.notFound);
      const version = requireVersion(input.updated_at, COMMON_MESSAGES.updatedAtRequired);
      if (new Date(version).getTime() !== current.updated_at.getTime()) {
        throw conflict(M.changed);
      }
      assertViewerRules(input, viewer);
      await assertUsableFiles(tx, viewer, cvFiles(input), [current.cv, current.client_cv]);
      const clientId = await checkClientAndPosition(tx, viewer, input, current.applying_position);
      const names = await skillNames(tx, input.skill_id);
      await tx
        .update(applicants)
        .set({ ...columns(input, viewer, clientId, names), updated_by: viewer.id, updated_at: sql`now()` })
        .where(eq(applicants.id, id));
      await writeSkills(tx, id, input.skill_id);
      await saveInterviewRows(tx, id, input.interview_status, viewer.id);
    })
    .catch((error) => rethrowForeignKey(error, FOREIGN_KEYS));
  return getApplicant(db, viewer, id);
}

/** Soft delete: the row and its interview history stay, recoverable. */
export async function deleteApplicant(db: DbOrTx, viewer: SessionUser, id: number) {
  const [deleted] = await db
    .update(applicants)
    .set({ deleted_at: sql`now()`, updated_by: viewer.id })
    .where(and(eq(applicants.id, id), liveApplicant, scoped(viewer)))
    .returning({ id: applicants.id });
  if (!deleted) throw notFound(M.notFound);
}
