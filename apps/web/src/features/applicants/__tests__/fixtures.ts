// Answers of the applicants API and its lookups for the screen tests.
import {
  APPLICANT_MESSAGES,
  type Applicant,
  type ApplicantListItem,
  type SessionUser,
} from '@staffdesk/shared';
import { superAdmin } from '../../../components/testing/render-app';

export const lookupHandlers = {
  'GET companies': () => ({
    data: [
      { id: 3, company_name: 'Acme', company_logo: null },
      { id: 4, company_name: 'Globex', company_logo: null },
    ],
    message: 'Companies',
  }),
  'GET company-positions/*': ({ path }: { path: string }) => ({
    data: path.endsWith('/3')
      ? [
          { id: 5, position: 'Backend Engineer' },
          { id: 6, position: 'QA Engineer' },
        ]
      : [{ id: 9, position: 'Data Engineer' }],
    message: '',
  }),
  'GET master/skills': () => ({ data: [{ id: 4, skill: 'Java' }], message: '' }),
  'GET master/applicant-sources': () => ({ data: [{ id: 1, source: 'LinkedIn' }], message: '' }),
  'GET master/interview-status': () => ({
    data: [
      { id: 1, status: 'Screening' },
      { id: 2, status: 'Offered' },
    ],
    message: '',
  }),
  'GET master/countries': () => ({ data: [{ id: 101, country: 'India' }], message: '' }),
  'GET master/states': () => ({ data: [], message: '' }),
  'GET master/cities': () => ({ data: [], message: '' }),
};

export const listItem = (over: Partial<ApplicantListItem> = {}): ApplicantListItem => ({
  id: 11,
  first_name: 'Priya',
  last_name: 'Sharma',
  full_name: 'Priya Sharma',
  client_id: 3,
  company_name: 'Acme',
  company_logo: null,
  applying_position: 5,
  position: 'Backend Engineer',
  interview_status: [
    { id: 1, interview_status_id: 2, status: 'Offered', comment: 'ok', interview_date: '2025-01-05' },
  ],
  total_experience: 4,
  skills: 'Java',
  notice_period: '30 days',
  joining_date: '2025-02-01',
  client_cv: null,
  client_cv_name: null,
  created_at: '2025-01-01T00:00:00.000Z',
  phone: '9876543210',
  email: 'priya@example.com',
  current_ctc: '1200000',
  expected_ctc: '1500000',
  client_ctc: '1700000',
  cv: null,
  source: 'LinkedIn',
  source_id: 1,
  ...over,
});

export const sampleApplicant = (over: Partial<Applicant> = {}): Applicant => ({
  ...listItem(),
  applied_date: '2025-01-01',
  country_id: 101,
  country: 'India',
  state_id: null,
  state: null,
  city_id: null,
  city: null,
  skill_id: [4],
  skill_items: [{ id: 4, skill: 'Java' }],
  current_position: 'Developer',
  current_company: 'Initech',
  position_deleted: false,
  linkedin: null,
  internal_hr_comments: 'Strong on Java',
  cv: '/api/v1/files/cv/0b6f3c2a-1d4e-4f5a-8b7c-9d0e1f2a3b4c.pdf',
  cv_name: 'priya.pdf',
  updated_at: '2025-01-02T03:04:05.000Z',
  ...over,
});

/** What a client viewer gets: the hidden fields are left out of the answer (spec 000 §6). */
export const forClient = <T extends object>(record: T): T => {
  const copy = { ...record } as Record<string, unknown>;
  for (const key of [
    'phone',
    'email',
    'linkedin',
    'current_ctc',
    'expected_ctc',
    'cv',
    'cv_name',
    'internal_hr_comments',
    'source',
    'source_id',
  ])
    delete copy[key];
  return copy as T;
};

export const applicantsPage = (list: ApplicantListItem[]) => ({
  data: { list, count: list.length, numberOfPages: 1 },
  message: APPLICANT_MESSAGES.listed,
});

export const clientUser = (over: Partial<SessionUser> = {}): SessionUser => ({
  ...superAdmin,
  id: 30,
  type_slug: 'client',
  role_slug: 'admin',
  company_id: 3,
  permissions_slug: [],
  ...over,
});
