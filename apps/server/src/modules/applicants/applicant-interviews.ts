// Interview rows: the form edits a list, but nothing is ever deleted. A row left out of the form is
// marked removed; a row whose status changed is closed and a new row carries the new status, so
// every status change is its own row with who made it and when. The latest live row (by interview
// date, then entry order) is copied onto the applicant for the list and its filter.
import type { InterviewRowInput } from '@staffdesk/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { param } from '../../lib/list-query';
import { preparedRead } from '../../lib/prepared-read';
import { interviewStatuses } from '../master/master.tables';
import { users } from '../users/users.tables';
import type { InterviewHistoryRow } from './applicants.mapper';
import { applicantInterviews, applicants } from './applicants.tables';

const liveRow = isNull(applicantInterviews.removed_at);

export async function saveInterviewRows(
  tx: Tx,
  applicantId: number,
  rows: InterviewRowInput[],
  userId: number,
) {
  const existing = await tx
    .select()
    .from(applicantInterviews)
    .where(and(eq(applicantInterviews.applicant_id, applicantId), liveRow));
  const byId = new Map(existing.map((row) => [row.id, row]));
  const kept = new Set<number>();
  const inserts: (typeof applicantInterviews.$inferInsert)[] = [];
  const removal = { removed_by: userId, removed_at: sql`now()` };

  for (const row of rows) {
    const current = row.id === undefined ? undefined : byId.get(row.id);
    const values = {
      interview_status_id: row.interview_status,
      comment: row.comment,
      interview_date: row.date,
    };
    if (!current || kept.has(current.id)) {
      inserts.push({ applicant_id: applicantId, ...values, created_by: userId, updated_by: userId });
      continue;
    }
    kept.add(current.id);
    if (current.interview_status_id !== row.interview_status) {
      await tx.update(applicantInterviews).set(removal).where(eq(applicantInterviews.id, current.id));
      inserts.push({ applicant_id: applicantId, ...values, created_by: userId, updated_by: userId });
    } else if (current.comment !== row.comment || current.interview_date !== row.date) {
      await tx
        .update(applicantInterviews)
        .set({ comment: row.comment, interview_date: row.date, updated_by: userId, updated_at: sql`now()` })
        .where(eq(applicantInterviews.id, current.id));
    }
  }
  for (const row of existing) {
    if (!kept.has(row.id)) {
      await tx.update(applicantInterviews).set(removal).where(eq(applicantInterviews.id, row.id));
    }
  }
  if (inserts.length) await tx.insert(applicantInterviews).values(inserts);

  const [latest] = await tx
    .select({ id: applicantInterviews.id, status: applicantInterviews.interview_status_id })
    .from(applicantInterviews)
    .where(and(eq(applicantInterviews.applicant_id, applicantId), liveRow))
    .orderBy(sql`${applicantInterviews.interview_date} desc nulls last`, desc(applicantInterviews.id))
    .limit(1);
  await tx
    .update(applicants)
    .set({ current_interview_id: latest?.id ?? null, current_interview_status_id: latest?.status ?? null })
    .where(eq(applicants.id, applicantId));
}

const historyOf = preparedRead('applicant_interview_history', (db) =>
  db
    .select({
      id: applicantInterviews.id,
      interview_status_id: applicantInterviews.interview_status_id,
      status: interviewStatuses.name,
      comment: applicantInterviews.comment,
      interview_date: applicantInterviews.interview_date,
      created_by: applicantInterviews.created_by,
      created_by_name: sql<
        string | null
      >`nullif(trim(concat(${users.first_name}, ' ', ${users.last_name})), '')`,
      created_at: applicantInterviews.created_at,
      removed_by: applicantInterviews.removed_by,
      removed_at: applicantInterviews.removed_at,
    })
    .from(applicantInterviews)
    .innerJoin(interviewStatuses, eq(interviewStatuses.id, applicantInterviews.interview_status_id))
    .leftJoin(users, eq(users.id, applicantInterviews.created_by))
    .where(eq(applicantInterviews.applicant_id, param('applicantId')))
    .orderBy(
      sql`${applicantInterviews.removed_at} is not null`,
      sql`${applicantInterviews.interview_date} desc nulls last`,
      desc(applicantInterviews.id),
    ),
);

/** Every row of one applicant, removed ones included: live rows first, each group latest first. */
export function interviewHistory(db: DbOrTx, applicantId: number): Promise<InterviewHistoryRow[]> {
  return historyOf(db).execute({ applicantId });
}
