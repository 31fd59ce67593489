// Spec 000 §5 "Applicant form" and the applicant filter, message by message.
import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '../common';
import { FILE_FIELD_MESSAGES } from '../file-fields';
import {
  applicantBody,
  applicantBodyFor,
  applicantFilterBody,
  applicantViewerIssues,
  APPLICANT_MESSAGES as M,
} from './applicants.schemas';

const valid = {
  first_name: 'Asha',
  last_name: 'R',
  email: 'asha@example.com',
  linkedin: '',
  phone: '+919876543210',
  applied_date: '2025-03-01',
  country_id: 101,
  state_id: '',
  city_id: '',
  skill_id: [1, 2],
  source_id: 2,
  current_position: 'Engineer',
  current_company: 'Acme',
  notice_period: '30 days',
  joining_date: null,
  current_ctc: '500000',
  expected_ctc: 700000,
  client_ctc: '',
  total_experience: '4.5',
  internal_hr_comments: 'Strong in Node',
  cv: '/api/v1/files/cv/3f2a9c1e-5b7d-4e8a-9c0f-1a2b3c4d5e6f.pdf',
  cv_name: 'asha.pdf',
  client_id: 3,
  applying_position: 7,
  interview_status: [{ interview_status: 1, comment: 'Screened', date: '2025-03-02T00:00:00.000Z' }],
};

const messages = (value: unknown, schema: { safeParse(v: unknown): unknown } = applicantBody) => {
  const result = schema.safeParse(value) as { success: boolean; error?: { issues: { message: string }[] } };
  return result.success ? [] : result.error!.issues.map((i) => i.message);
};

describe('applicant form', () => {
  it('accepts a complete form and normalises it', () => {
    expect(applicantBody.parse(valid)).toMatchObject({
      state_id: null,
      linkedin: null,
      expected_ctc: '700000',
      client_ctc: null,
      total_experience: 4.5,
      joining_date: null,
      interview_status: [{ interview_status: 1, comment: 'Screened', date: '2025-03-02' }],
    });
  });

  it.each([
    ['first_name', '', M.firstNameRequired],
    ['first_name', 'As', M.firstNameShort],
    ['first_name', 'A'.repeat(21), M.firstNameLong],
    ['last_name', '', M.lastNameRequired],
    ['last_name', 'x'.repeat(51), M.lastNameLong],
    ['email', 'asha@', M.emailInvalid],
    ['phone', '98765-43210', M.phoneInvalid],
    ['phone', '987654321', M.phoneShort],
    ['phone', '9'.repeat(16), M.phoneLong],
    ['country_id', '', M.countryRequired],
    ['skill_id', [], M.skillsRequired],
    ['notice_period', '', M.noticePeriodRequired],
    ['notice_period', '30 days or so', M.noticePeriodTooLong],
    ['current_ctc', '500', M.ctcInvalid],
    ['expected_ctc', '50k00', M.ctcInvalid],
    ['client_ctc', '1'.repeat(21), M.ctcTooLong],
    ['total_experience', '', M.totalExperienceRequired],
    ['total_experience', '101', M.totalExperienceInvalid],
    ['internal_hr_comments', 'x'.repeat(5001), M.commentsTooLong],
    ['client_id', null, M.clientRequired],
    ['applying_position', undefined, M.positionRequired],
    ['interview_status', [], M.interviewStatusRequired],
  ])('%s = %j answers %s', (field, value, message) => {
    expect(messages({ ...valid, [field]: value })).toContain(message);
  });

  it('reads an empty interview row id as a new row', () => {
    const rows = [
      { id: null, interview_status: 1, comment: 'x', date: '2025-01-01' },
      { id: '', interview_status: 2, comment: 'y', date: '2025-01-02' },
    ];
    expect(
      applicantBody
        .parse({ ...valid, interview_status: rows, updated_at: null })
        .interview_status.map((r) => r.id),
    ).toEqual([undefined, undefined]);
  });

  it.each([
    ['interview_status', '', M.interviewStatusRequired],
    ['comment', '', M.commentRequired],
    ['comment', 'x'.repeat(4001), M.commentTooLong],
    ['date', '', M.dateRequired],
  ])('interview row %s = %j answers %s', (field, value, message) => {
    const row = { ...valid.interview_status[0], [field]: value };
    expect(messages({ ...valid, interview_status: [row] })).toContain(message);
  });
});

describe('rules that depend on the viewer', () => {
  const superAdmin = { type_slug: 'super-admin', role_slug: 'admin', permissions_slug: [] };
  const client = { type_slug: 'client', role_slug: 'admin', permissions_slug: [] };

  it('a super-admin must upload a resume and choose a source', () => {
    expect(applicantViewerIssues({ cv: null, source_id: null }, superAdmin)).toEqual([
      { path: 'source_id', message: M.sourceRequired },
      { path: 'cv', message: M.resumeRequired },
    ]);
    expect(messages({ ...valid, cv: '' }, applicantBodyFor(superAdmin))).toEqual([M.resumeRequired]);
  });

  it('a client viewer needs neither (both fields are hidden from them)', () => {
    expect(applicantViewerIssues({ cv: null, source_id: null }, client)).toEqual([]);
  });
});

describe('applicant filter', () => {
  it('needs the minimum CTC below the maximum', () => {
    expect(messages({ min_ctc: '800000', max_ctc: '600000' }, applicantFilterBody)).toEqual([M.ctcRange]);
    expect(messages({ min_ctc: '6000', max_ctc: '800000' }, applicantFilterBody)).toEqual([]);
  });

  it('treats empty controls as no filter', () => {
    expect(applicantFilterBody.parse({ search: '', position_id: '', skill_id: [] })).toEqual({});
  });
});

describe('file and link fields (issue 7)', () => {
  it('take only an uploaded_url in a file field and only an http(s) URL in LinkedIn', () => {
    for (const cv of ['/api/v1/users/logout', 'https://evil.example/a.pdf', '/api/v1/files/../x.pdf']) {
      expect(messages({ ...valid, cv }, applicantBody), cv).toEqual([COMMON_MESSAGES.fileInvalid]);
    }
    for (const linkedin of ['javascript:alert(1)', 'linkedin.com/in/x', '/api/v1/users/logout']) {
      expect(messages({ ...valid, linkedin }, applicantBody), linkedin).toEqual([
        FILE_FIELD_MESSAGES.urlInvalid,
      ]);
    }
    expect(messages({ ...valid, linkedin: 'https://www.linkedin.com/in/asha' }, applicantBody)).toEqual([]);
  });
});
