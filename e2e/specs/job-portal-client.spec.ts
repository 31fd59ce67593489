// Issue 3's client viewers (spec 000 §6): a client-type user sees only its company's positions and
// applicants, without the company and client columns and filters, without the applicant fields kept
// from clients (phone, e-mail, LinkedIn, resume, internal HR comments, source, current and expected
// CTC), with "CTC" and "CV" for the client CTC and client CV, and another company's records answer
// as not found. A client with role user lacking 'show-client ctc' sees no CTC at all.
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, DEMO_COMPANY, DEMO_PASSWORD } from '../support/accounts';
import { screenshots, signIn } from '../support/app';
import { apiSession, fieldNamed, selectNamed, uniqueSuffix, writeSamplePdf } from '../support/job-portal';

/** Client admin of the demo company (docs/demo-data.md); no other spec changes this user. */
const CLIENT_ADMIN = { email: 'arjun.mehta@northwind-analytics.example', password: DEMO_PASSWORD };
const OTHER_COMPANY = 'Bluepeak Software Inc';

const suffix = uniqueSuffix();
/** A client user with role user and no 'show-client ctc', invited by this spec. */
const CLIENT_USER = {
  email: `tara.bose.${suffix}@northwind-analytics.example`,
  password: 'Viewer@2025',
};
const OWN_POSITION = `Client View Analyst ${suffix}`;
const OTHER_POSITION = `Bluepeak Only Architect ${suffix}`;
const APPLICANT = {
  first_name: 'Meghna',
  last_name: `Pillai ${suffix}`,
  email: `meghna.pillai.${suffix}@mail.example`,
  phone: '+919812345678',
  linkedin: `https://www.linkedin.com/in/meghna-pillai-${suffix}`,
  internal_hr_comments: `Internal note ${suffix}: negotiable on notice.`,
  current_ctc: '1500000',
  expected_ctc: '1900000',
  client_ctc: '2100000',
};
const FULL_NAME = `${APPLICANT.first_name} ${APPLICANT.last_name}`;
const CV = writeSamplePdf(`resume-${suffix}.pdf`, 'Internal resume');
const CLIENT_CV = writeSamplePdf(`profile-${suffix}.pdf`, 'Client profile');

const ids = { ownApplicant: 0, otherApplicant: 0, otherPosition: 0 };

test.describe.configure({ mode: 'serial' });

// The records a client looks at, set up through the API as the super-admin: a position and a fully
// filled applicant at the client's company, and a position and applicant at another company.
test.beforeAll(async () => {
  const api = await apiSession(ADMIN.email, ADMIN.password);
  const own = await api.companyId(DEMO_COMPANY);
  const other = await api.companyId(OTHER_COMPANY);
  const common = {
    position_type_id: [await api.lookupId('position-types', 'position_type', 'Full Time')],
    skill_id: [await api.lookupId('skills', 'skill', 'Python')],
    min_experience: '2',
    min_experience_type: 2,
    max_experience: '5',
    max_experience_type: 2,
    status_id: await api.lookupId('position-status', 'status', 'Open'),
    total_position: '2',
    country_id: await api.lookupId('countries', 'country', 'India'),
  };
  const ownPosition = await api.send('post', 'positions', {
    ...common,
    company_id: own,
    position: OWN_POSITION,
  });
  const otherPosition = await api.send('post', 'positions', {
    ...common,
    company_id: other,
    position: OTHER_POSITION,
  });
  ids.otherPosition = otherPosition.id;

  const cv = await api.upload('cv', CV);
  const clientCv = await api.upload('client_cv', CLIENT_CV);
  const applicant = {
    country_id: common.country_id,
    skill_id: common.skill_id,
    source_id: await api.lookupId('applicant-sources', 'source', 'Referral'),
    current_company: 'Initech',
    notice_period: '45 days',
    total_experience: '4',
    cv: cv.uploaded_url,
    cv_name: cv.original_name,
    interview_status: [
      {
        interview_status: await api.lookupId('interview-status', 'status', 'Shortlisted'),
        comment: 'Shortlisted after the screening call.',
        date: new Date().toISOString().slice(0, 10),
      },
    ],
  };
  const ownApplicant = await api.send('post', 'applicants', {
    ...applicant,
    ...APPLICANT,
    client_cv: clientCv.uploaded_url,
    client_cv_name: clientCv.original_name,
    client_id: own,
    applying_position: ownPosition.id,
  });
  ids.ownApplicant = ownApplicant.id;
  const otherApplicant = await api.send('post', 'applicants', {
    ...applicant,
    first_name: 'Oliver',
    last_name: `Grant ${suffix}`,
    client_id: other,
    applying_position: otherPosition.id,
  });
  ids.otherApplicant = otherApplicant.id;

  await api.inviteUser(
    {
      type_slug: 'client',
      role_slug: 'user',
      first_name: 'Tara',
      last_name: 'Bose',
      email: CLIENT_USER.email,
      company_id: own,
      designation: 'Hiring Coordinator',
      permissions_slug: ['list-positions', 'list-applicants'],
    },
    CLIENT_USER.password,
  );
  await api.dispose();
});

const headers = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).getByRole('columnheader');

/** Waits until the list has answered (no loading row), then answers its rows. */
async function settledRows(page: Page, table: string) {
  const list = page.getByRole('table', { name: table });
  await expect(list).toHaveAttribute('aria-busy', 'false');
  return list.getByRole('row');
}

test('a client admin sees its own positions without the company column and filter', async ({
  page,
}, testInfo) => {
  const shot = screenshots(page, testInfo);
  await signIn(page, CLIENT_ADMIN.email, CLIENT_ADMIN.password);
  await expect(page).toHaveURL(/\/positions$/);
  const filter = page.getByRole('search', { name: 'Filter positions' });
  await expect(filter.getByRole('textbox', { name: 'Search' })).toBeVisible();
  await expect(selectNamed(filter, 'Company')).toHaveCount(0);
  await expect(headers(page, 'Positions')).toHaveText([
    'Position',
    'Skills',
    'Experience',
    'Status',
    /^No\. of\s*Positions$/,
    'Max Salary',
    'Applications',
    'Action',
  ]);
  await expect((await settledRows(page, 'Positions')).filter({ hasText: OWN_POSITION })).toHaveCount(1);
  await shot('client-positions');

  // Another company's position is neither listed nor readable by its URL.
  await filter.getByRole('textbox', { name: 'Search' }).fill(OTHER_POSITION);
  await filter.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText('No data found')).toBeVisible();
  await page.goto(`/positions/view/${ids.otherPosition}`);
  // Another company's record answers 404: the not-found state with the server's message.
  await expect(page.getByRole('heading', { name: 'Record not found' })).toBeVisible();
  await expect(page.getByText('Position not found', { exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Position' })).toHaveCount(0);
  await shot('client-other-company-position');
});

test('a client admin sees applicants without contact details, CTCs but its own, resume or HR notes', async ({
  page,
}, testInfo) => {
  const shot = screenshots(page, testInfo);
  await signIn(page, CLIENT_ADMIN.email, CLIENT_ADMIN.password);
  await page.goto('/applicants');
  const filter = page.getByRole('search', { name: 'Filter applicants' });
  await expect(selectNamed(filter, 'Position')).toBeVisible();
  for (const hidden of ['Client', 'Source']) await expect(selectNamed(filter, hidden)).toHaveCount(0);
  for (const hidden of ['Min CTC', 'Max CTC']) await expect(fieldNamed(filter, hidden)).toHaveCount(0);
  // Expected CTC reads "CTC" for clients and shows the client CTC (spec 000 §6).
  await expect(headers(page, 'Applicants')).toHaveText([
    'Name',
    'Position',
    'Interview Status',
    'Experience',
    'Skills',
    'CTC',
    'Notice Period',
    'Joining Date',
    'Action',
  ]);
  const row = (await settledRows(page, 'Applicants')).filter({ hasText: FULL_NAME });
  await expect(row).toContainText(OWN_POSITION);
  await expect(row).toContainText('2,100,000');
  await expect(row).not.toContainText(APPLICANT.phone);
  await expect(page.getByRole('table', { name: 'Applicants' })).not.toContainText(`Grant ${suffix}`);
  await shot('client-applicants');

  // The view page: no phone, e-mail, LinkedIn, resume, internal HR comments, source or own CTCs.
  await row.getByRole('link', { name: FULL_NAME }).click();
  await expect(page).toHaveURL(new RegExp(`/applicants/view/${ids.ownApplicant}$`));
  const form = page.getByRole('form', { name: 'Applicant' });
  await expect(fieldNamed(form, 'First Name')).toHaveValue(APPLICANT.first_name);
  for (const hidden of ['Email', 'Phone', 'LinkedIn', 'Internal HR Comments', 'Current CTC', 'Expected CTC'])
    await expect(fieldNamed(form, hidden)).toHaveCount(0);
  await expect(selectNamed(form, 'Source')).toHaveCount(0);
  await expect(form.getByText('Resume', { exact: true })).toHaveCount(0);
  await expect(form.getByRole('link', { name: `resume-${suffix}.pdf` })).toHaveCount(0);
  await expect(form).not.toContainText(APPLICANT.internal_hr_comments);
  await expect(fieldNamed(form, 'CTC')).toHaveValue('2,100,000'); // grouped like the list
  await expect(form.getByText('CV', { exact: true })).toBeVisible();
  await expect(form.getByRole('link', { name: `profile-${suffix}.pdf` })).toBeVisible();
  await expect(form.getByText('Client CTC')).toHaveCount(0);
  await expect(form.getByText('Client CV')).toHaveCount(0);
  await shot('client-applicant-view');

  // The server leaves the hidden fields out of its answer, not only off the screen.
  const answer = await page.request.get(`/api/v1/applicants/${ids.ownApplicant}`);
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: Record<string, unknown> };
  for (const field of [
    'phone',
    'email',
    'linkedin',
    'cv',
    'internal_hr_comments',
    'source',
    'current_ctc',
    'expected_ctc',
  ])
    expect(data, `${field} is left out`).not.toHaveProperty(field);
  expect(data.client_ctc).toBe(APPLICANT.client_ctc);

  // Another company's applicant: an error in place of the record.
  await page.goto(`/applicants/view/${ids.otherApplicant}`);
  // Another company's record answers 404: the not-found state with the server's message.
  await expect(page.getByRole('heading', { name: 'Record not found' })).toBeVisible();
  await expect(page.getByText('Applicant not found', { exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Applicant' })).toHaveCount(0);
  await expect(page.getByText(`Grant ${suffix}`)).toHaveCount(0);
  expect((await page.request.get(`/api/v1/applicants/${ids.otherApplicant}`)).status()).toBe(404);
  await shot('client-other-company-applicant');
});

test("a client user without 'show-client ctc' sees no CTC at all", async ({ page }, testInfo) => {
  const shot = screenshots(page, testInfo);
  await signIn(page, CLIENT_USER.email, CLIENT_USER.password);
  await page.goto('/applicants');
  await expect(headers(page, 'Applicants')).toHaveText([
    'Name',
    'Position',
    'Interview Status',
    'Experience',
    'Skills',
    'Notice Period',
    'Joining Date',
    'Action',
  ]);
  const row = (await settledRows(page, 'Applicants')).filter({ hasText: FULL_NAME });
  await expect(row).not.toContainText('2,100,000');
  // Without edit-applicant or delete-applicant, only Open CV is offered.
  await expect(row.getByRole('button')).toHaveCount(1);
  await expect(row.getByRole('button', { name: `Open CV of ${FULL_NAME}` })).toBeVisible();
  await shot('client-user-applicants');

  await row.getByRole('link', { name: FULL_NAME }).click();
  const form = page.getByRole('form', { name: 'Applicant' });
  await expect(fieldNamed(form, 'First Name')).toHaveValue(APPLICANT.first_name);
  await expect(fieldNamed(form, 'CTC')).toHaveCount(0);
  await expect(form).not.toContainText('2100000');
  await expect(form.getByRole('link', { name: `profile-${suffix}.pdf` })).toBeVisible();
  await shot('client-user-applicant-view');
  const { data } = (await (await page.request.get(`/api/v1/applicants/${ids.ownApplicant}`)).json()) as {
    data: Record<string, unknown>;
  };
  expect(data).not.toHaveProperty('client_ctc');
});
