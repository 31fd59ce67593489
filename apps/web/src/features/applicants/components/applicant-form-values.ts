// Between the loaded applicant, the form's fields and the body sent to POST/PUT applicants.
import type { Applicant, ApplicantBody } from '@staffdesk/shared';
import dayjs from 'dayjs';

export type InterviewRowValues = ApplicantBody['interview_status'][number];

/** A new interview row: the status and comment to fill in, dated today. */
export const newInterviewRow = (): InterviewRowValues => ({
  interview_status: '',
  comment: '',
  date: dayjs().format('YYYY-MM-DD'),
});

/** Empty form: selects start unset so the schema's "Please …" messages apply; one interview row. */
export const emptyApplicantValues = (clientId?: number | null): ApplicantBody => ({
  first_name: '',
  last_name: '',
  email: '',
  linkedin: '',
  phone: '',
  applied_date: dayjs().format('YYYY-MM-DD'),
  country_id: '',
  state_id: '',
  city_id: '',
  skill_id: [],
  source_id: '',
  current_position: '',
  current_company: '',
  notice_period: '',
  joining_date: '',
  current_ctc: '',
  expected_ctc: '',
  client_ctc: '',
  total_experience: '',
  internal_hr_comments: '',
  cv: null,
  cv_name: null,
  client_cv: null,
  client_cv_name: null,
  client_id: clientId ?? '',
  applying_position: '',
  interview_status: [newInterviewRow()],
});

/** The record's interview rows come latest first; the form lists them in the order they happened. */
export const applicantToFormValues = (a: Applicant): ApplicantBody => ({
  first_name: a.first_name,
  last_name: a.last_name,
  email: a.email ?? '',
  linkedin: a.linkedin ?? '',
  phone: a.phone ?? '',
  applied_date: a.applied_date ?? '',
  country_id: a.country_id,
  state_id: a.state_id ?? '',
  city_id: a.city_id ?? '',
  skill_id: a.skill_id,
  source_id: a.source_id ?? '',
  current_position: a.current_position ?? '',
  current_company: a.current_company ?? '',
  notice_period: a.notice_period,
  joining_date: a.joining_date ?? '',
  current_ctc: a.current_ctc ?? '',
  expected_ctc: a.expected_ctc ?? '',
  client_ctc: a.client_ctc ?? '',
  total_experience: String(a.total_experience),
  internal_hr_comments: a.internal_hr_comments ?? '',
  cv: a.cv ?? null,
  cv_name: a.cv_name ?? null,
  client_cv: a.client_cv,
  client_cv_name: a.client_cv_name,
  client_id: a.client_id,
  applying_position: a.applying_position,
  interview_status: a.interview_status.length
    ? [...a.interview_status].reverse().map((row) => ({
        id: row.id,
        interview_status: row.interview_status_id,
        comment: row.comment,
        date: row.interview_date ?? '',
      }))
    : [newInterviewRow()],
  updated_at: a.updated_at,
});
