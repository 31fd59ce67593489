// Applicant rows to wire shapes, per viewer: the fields hidden from the viewer (spec 000 §6) are
// left out of the answer itself, by the rule the web uses too (access/applicant-fields.ts).
import {
  type Applicant,
  type ApplicantListItem,
  type InterviewRow,
  type SessionUser,
  withoutHiddenApplicantFields,
} from '@staffdesk/shared';
import type { ApplicantRow } from './applicants.queries';

export interface InterviewHistoryRow extends InterviewRow {
  created_by: number | null;
  created_by_name: string | null;
  created_at: Date;
  removed_by: number | null;
  removed_at: Date | null;
}

function latestInterview(r: ApplicantRow): InterviewRow[] {
  const current = r.current_interview;
  if (!current?.id || current.interview_status_id === null) return [];
  return [
    {
      id: current.id,
      interview_status_id: current.interview_status_id,
      status: current.status ?? '',
      comment: current.comment ?? '',
      interview_date: current.interview_date,
    },
  ];
}

function listItem(r: ApplicantRow): Required<ApplicantListItem> {
  const a = r.row;
  return {
    id: a.id,
    first_name: a.first_name,
    last_name: a.last_name,
    full_name: `${a.first_name} ${a.last_name}`,
    client_id: a.client_id,
    company_name: r.company_name,
    company_logo: r.company_logo,
    applying_position: a.applying_position,
    position: r.position,
    interview_status: latestInterview(r),
    total_experience: a.total_experience,
    skills: r.skill_items.map((s) => s.skill).join(', '),
    notice_period: a.notice_period,
    joining_date: a.joining_date,
    client_cv: a.client_cv,
    client_cv_name: a.client_cv_name,
    created_at: a.created_at.toISOString(),
    phone: a.phone,
    email: a.email,
    linkedin: a.linkedin,
    current_ctc: a.current_ctc,
    expected_ctc: a.expected_ctc,
    client_ctc: a.client_ctc,
    cv: a.cv,
    cv_name: a.cv_name,
    internal_hr_comments: a.internal_hr_comments,
    source_id: a.source_id,
    source: r.source,
  };
}

export const toApplicantListItem = (r: ApplicantRow, viewer: SessionUser): ApplicantListItem =>
  withoutHiddenApplicantFields(listItem(r), viewer);

/** One applicant; `interviews` are all its rows, live ones first, each group latest first. */
export function toApplicant(
  r: ApplicantRow,
  interviews: InterviewHistoryRow[],
  viewer: SessionUser,
): Applicant {
  const a = r.row;
  const full: Applicant = {
    ...listItem(r),
    applied_date: a.applied_date,
    country_id: a.country_id,
    country: r.country,
    state_id: a.state_id,
    state: r.state,
    city_id: a.city_id,
    city: r.city,
    skill_id: r.skill_items.map((s) => s.id),
    skill_items: r.skill_items,
    current_position: a.current_position,
    current_company: a.current_company,
    position_deleted: r.position_deleted,
    interview_status: interviews
      .filter((i) => i.removed_at === null)
      .map(({ id, interview_status_id, status, comment, interview_date }) => ({
        id,
        interview_status_id,
        status,
        comment,
        interview_date,
      })),
    interview_history: [...interviews]
      .sort((x, y) => y.id - x.id)
      .map((i) => ({
        ...i,
        created_at: i.created_at.toISOString(),
        removed_at: i.removed_at?.toISOString() ?? null,
      })),
    updated_at: a.updated_at.toISOString(),
  };
  return withoutHiddenApplicantFields(full, viewer);
}
