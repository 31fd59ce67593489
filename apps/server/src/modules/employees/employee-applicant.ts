// Hire from an applicant: an applicant whose latest interview status is the joined (or selected)
// one becomes an employee with the applicant's details pre-filled; the two stay linked
// (employees.applicant_id), and the applicant's interview history is the employee's.
import { EMPLOYEE_MESSAGES, type EmployeeDraft, isHiredStatus } from '@staffdesk/shared';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/read-all';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { param } from '../../lib/list-query';
import { preparedRead } from '../../lib/prepared-read';
import { applicantInterviews, applicantSkills, applicants } from '../applicants/applicants.tables';
import { interviewStatuses } from '../master/master.tables';
import { positions } from '../positions/positions.tables';
import { employees } from './employees.tables';

const M = EMPLOYEE_MESSAGES;

const historyOf = preparedRead('applicant_live_history', (db) =>
  db
    .select({
      status: interviewStatuses.name,
      comment: applicantInterviews.comment,
      interview_date: applicantInterviews.interview_date,
    })
    .from(applicantInterviews)
    .innerJoin(interviewStatuses, eq(interviewStatuses.id, applicantInterviews.interview_status_id))
    .where(
      and(eq(applicantInterviews.applicant_id, param('applicantId')), isNull(applicantInterviews.removed_at)),
    )
    .orderBy(sql`${applicantInterviews.interview_date} desc nulls last`, desc(applicantInterviews.id)),
);

/** The applicant's live interview rows, latest first (removed rows are the recruiters' audit trail). */
export function applicantHistory(db: DbOrTx, applicantId: number) {
  return historyOf(db).execute({ applicantId });
}

/** 404 for no such applicant, 400 unless it has joined, 409 when it is already an employee. */
export async function assertHireable(db: DbOrTx, applicantId: number) {
  const [row] = await db
    .select({ applicant: applicants, status: interviewStatuses.name, position: positions.position })
    .from(applicants)
    .innerJoin(positions, eq(positions.id, applicants.applying_position))
    .leftJoin(interviewStatuses, eq(interviewStatuses.id, applicants.current_interview_status_id))
    .where(and(eq(applicants.id, applicantId), isNull(applicants.deleted_at)));
  if (!row) throw notFound('Applicant not found');
  if (!isHiredStatus(row.status)) {
    throw badRequest(M.applicantNotJoined, 'applicant_id');
  }
  const [hired] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.applicant_id, applicantId), isNull(employees.deleted_at)));
  if (hired) throw conflict(M.applicantAlreadyHired);
  return row;
}

/** The employee form pre-filled from a joined applicant. */
export async function employeeDraftFromApplicant(db: DbOrTx, applicantId: number): Promise<EmployeeDraft> {
  const { applicant: a, position } = await assertHireable(db, applicantId);
  const [skills, history] = await readAll(db, [
    () =>
      db
        .select({ id: applicantSkills.skill_id })
        .from(applicantSkills)
        .where(eq(applicantSkills.applicant_id, applicantId))
        .orderBy(asc(applicantSkills.skill_id)),
    () => applicantHistory(db, applicantId),
  ]);
  return {
    applicant_id: a.id,
    first_name: a.first_name,
    last_name: a.last_name,
    phone: a.phone,
    personal_email: a.email,
    linkedin: a.linkedin,
    skill_id: skills.map((s) => s.id),
    client_id: a.client_id,
    country_id: a.country_id,
    state_id: a.state_id,
    city_id: a.city_id,
    resume: a.cv,
    resume_name: a.cv_name,
    joining_date: a.joining_date,
    designation: position,
    interview_status: history,
  };
}

const employeeOf = preparedRead('employee_of_applicant', (db) =>
  db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.applicant_id, param('applicantId')), isNull(employees.deleted_at))),
);

/** The employee hired from each applicant, for the applicant's link back. */
export async function employeeOfApplicant(db: DbOrTx, applicantId: number): Promise<number | null> {
  const [row] = await employeeOf(db).execute({ applicantId });
  return row?.id ?? null;
}
