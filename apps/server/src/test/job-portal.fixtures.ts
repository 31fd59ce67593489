// Test data for the job portal tests: lookup ids, and valid position and applicant forms.
import type { ApplicantBody, PositionBody } from '@staffdesk/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { App } from '../app';
import {
  applicantSources,
  countries,
  interviewStatuses,
  positionStatuses,
  positionTypes,
  skills,
} from '../modules/master/master.tables';
import { files } from '../modules/uploads/uploads.tables';

export type Headers = Record<string, string>;

/**
 * CVs the forms reference, registered as files the server added itself (no uploader), so every
 * test user may attach them (uploads/file-use.ts); the files themselves are never read.
 */
export const FIXTURE_FILES = {
  cv: '/api/v1/files/cv/fixture-asha-cv.pdf',
  clientCv: '/api/v1/files/client_cv/fixture-asha-client-cv.pdf',
  jd: '/api/v1/files/jd/fixture-backend-jd.pdf',
};

export async function jobPortalLookups(app: App) {
  const db = app.deps.db;
  await db
    .insert(files)
    .values(
      [
        ['cv', FIXTURE_FILES.cv],
        ['client_cv', FIXTURE_FILES.clientCv],
        ['jd', FIXTURE_FILES.jd],
      ].map(([folder, url]) => ({
        key: url!.replace('/api/v1/files/', ''),
        folder: folder!,
        original_name: 'asha.pdf',
        mime_type: 'application/pdf',
        size: 1,
      })),
    )
    .onConflictDoNothing();
  const skillNames = ['React', 'Node.js', 'PostgreSQL', 'Java'];
  await db
    .insert(skills)
    .values(skillNames.map((name) => ({ name })))
    .onConflictDoNothing();
  const skillRows = await db.select().from(skills).where(inArray(skills.name, skillNames));
  const skill = Object.fromEntries(skillRows.map((s) => [s.name, s.id])) as Record<string, number>;
  const [india] = await db.select().from(countries).where(eq(countries.iso2, 'IN'));
  const [state] = await db
    .execute<{ id: number }>(sql`select id from states where country_id = ${india!.id} order by id limit 1`)
    .then((r) => r.rows);
  const [city] = await db
    .execute<{ id: number }>(sql`select id from cities where state_id = ${state!.id} order by id limit 1`)
    .then((r) => r.rows);
  const statuses = await db.select().from(positionStatuses);
  const types = await db.select().from(positionTypes);
  const interview = await db.select().from(interviewStatuses);
  const sources = await db.select().from(applicantSources);
  const byName = <T extends { name: string; id: number }>(rows: T[], name: string) =>
    rows.find((r) => r.name === name)!.id;
  return {
    skill,
    country: india!.id,
    state: Number(state!.id),
    city: Number(city!.id),
    open: byName(statuses, 'Open'),
    onHold: byName(statuses, 'On Hold'),
    fullTime: byName(types, 'Full Time'),
    contract: byName(types, 'Contract'),
    screening: byName(interview, 'Screening'),
    shortlisted: byName(interview, 'Shortlisted'),
    offered: byName(interview, 'Offered'),
    linkedin: byName(sources, 'LinkedIn'),
    referral: byName(sources, 'Referral'),
  };
}
export type Lookups = Awaited<ReturnType<typeof jobPortalLookups>>;

export const positionForm = (
  l: Lookups,
  companyId: number,
  overrides: Partial<PositionBody> = {},
): PositionBody => ({
  company_id: companyId,
  position: 'Backend Engineer',
  position_type_id: [l.fullTime, l.contract],
  skill_id: [l.skill['Node.js']!, l.skill.PostgreSQL!],
  min_experience: '2',
  min_experience_type: 2,
  max_experience: '6',
  max_experience_type: 2,
  status_id: l.open,
  total_position: '3',
  max_salary: '1500000',
  country_id: l.country,
  state_id: l.state,
  city_id: l.city,
  job_description: FIXTURE_FILES.jd,
  job_description_original: 'backend.pdf',
  ...overrides,
});

export const applicantForm = (
  l: Lookups,
  clientId: number,
  positionId: number,
  overrides: Partial<ApplicantBody> = {},
): ApplicantBody => ({
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha.rao@example.com',
  linkedin: 'https://linkedin.com/in/asharao',
  phone: '+919876543210',
  applied_date: '2025-03-01',
  country_id: l.country,
  state_id: l.state,
  city_id: l.city,
  skill_id: [l.skill.React!, l.skill['Node.js']!],
  source_id: l.linkedin,
  current_position: 'Senior Engineer',
  current_company: 'Globex',
  notice_period: '30 days',
  joining_date: '',
  current_ctc: '1200000',
  expected_ctc: '1600000',
  client_ctc: '1800000',
  total_experience: '5',
  internal_hr_comments: 'Strong on Node; wants remote.',
  cv: FIXTURE_FILES.cv,
  cv_name: 'asha.pdf',
  client_cv: FIXTURE_FILES.clientCv,
  client_cv_name: 'asha-client.pdf',
  client_id: clientId,
  applying_position: positionId,
  interview_status: [{ interview_status: l.screening, comment: 'Phone screen done', date: '2025-03-02' }],
  ...overrides,
});
