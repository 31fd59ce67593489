// Issue 3's recruiter journey (spec 000 §2, §4, §5, §8): a super-admin creates a position with an
// inline-created skill and city and a JD, creates an applicant for it with a CV and two interview
// rows, follows the position's application count to the applicant list filtered to it, edits the
// applicant, then deletes the applicant and the position.
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, DEMO_COMPANY } from '../support/accounts';
import { screenshots, signIn } from '../support/app';
import {
  createInline,
  fieldNamed,
  pick,
  selectNamed,
  toast,
  typeDate,
  uniqueSuffix,
  writeSamplePdf,
} from '../support/job-portal';

const suffix = uniqueSuffix();
const POSITION = `Playwright Test Lead ${suffix}`;
const SKILL = `Playwright ${suffix}`;
const CITY = `Testnagar ${suffix}`;
const APPLICANT = { first: 'Ishaan', last: `Rao ${suffix}`, email: `ishaan.rao.${suffix}@mail.example` };
const JD = writeSamplePdf(`jd-${suffix}.pdf`, 'Playwright Test Lead');
const CV = writeSamplePdf(`cv-${suffix}.pdf`, 'Ishaan Rao resume');

/** Ten days ago as the date fields show it (DD/MM/YYYY): the first interview happened before today. */
const SCREENED_ON = new Date(Date.now() - 10 * 86_400_000).toLocaleDateString('en-GB');

/** The interview row group of the applicant form ("Interview 1", "Interview 2"). */
const interview = (page: Page, n: number) => page.getByRole('group', { name: `Interview ${n}`, exact: true });

test('the position form answers bad input with the spec messages', async ({ page }, testInfo) => {
  const shot = screenshots(page, testInfo);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/positions/create');
  const form = page.getByRole('form', { name: 'Position' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(selectNamed(form, 'Company')).toHaveAccessibleDescription('Select the company');
  await expect(fieldNamed(form, 'Position')).toHaveAccessibleDescription('Enter the position');
  await expect(selectNamed(form, 'Skills')).toHaveAccessibleDescription('Select or create skill');
  await expect(fieldNamed(form, 'No. of Positions')).toHaveAccessibleDescription(
    'Enter total no. of positions. (eg. 20)',
  );
  await expect(selectNamed(form, 'Country')).toHaveAccessibleDescription('Select or create the country');
  await fieldNamed(form, 'Position').fill('QA');
  await fieldNamed(form, 'Max Salary').fill('12');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(fieldNamed(form, 'Position')).toHaveAccessibleDescription('Position name is too short');
  await expect(fieldNamed(form, 'Max Salary')).toHaveAccessibleDescription(
    'Salary must be a atleast 4 digit number',
  );
  await expect(page).toHaveURL(/\/positions\/create$/);
  await shot('position-form-errors');
});

test('a recruiter creates a position and an applicant, follows the count, edits and deletes', async ({
  page,
}, testInfo) => {
  const shot = screenshots(page, testInfo);
  await signIn(page, ADMIN.email, ADMIN.password);

  // Create the position: a new skill and a new city are created from the typed text.
  await page.goto('/positions');
  await page.getByRole('link', { name: 'Create Position' }).first().click();
  await expect(page).toHaveURL(/\/positions\/create$/);
  const positionForm = page.getByRole('form', { name: 'Position' });
  await pick(page, positionForm, 'Company', DEMO_COMPANY);
  await fieldNamed(positionForm, 'Position').fill(POSITION);
  await pick(page, positionForm, 'Position Type', 'Full Time');
  await pick(page, positionForm, 'Skills', 'TypeScript');
  await createInline(page, positionForm, 'Skills', SKILL);
  await expect(positionForm.getByText(SKILL, { exact: true })).toBeVisible();
  await fieldNamed(positionForm, 'Min Experience').fill('2');
  await fieldNamed(positionForm, 'Max Experience').fill('6');
  await expect(selectNamed(positionForm, 'Status')).toHaveValue('Open');
  await fieldNamed(positionForm, 'No. of Positions').fill('3');
  await fieldNamed(positionForm, 'Max Salary').fill('2500000');
  await pick(page, positionForm, 'Country', 'India');
  await pick(page, positionForm, 'State', 'Karnataka');
  await createInline(page, positionForm, 'City', CITY);
  await expect(selectNamed(positionForm, 'City')).toHaveValue(CITY);
  await positionForm.getByLabel('Job Description').setInputFiles(JD);
  await expect(positionForm.getByRole('link', { name: `jd-${suffix}.pdf` })).toBeVisible();
  await shot('position-create-filled');
  await positionForm.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/positions\/view\/\d+$/);
  await expect(toast(page, 'Position has been created')).toBeVisible();
  await expect(fieldNamed(positionForm, 'Position')).toHaveValue(POSITION);
  await expect(selectNamed(positionForm, 'City')).toHaveValue(CITY);
  await expect(positionForm.getByText(SKILL, { exact: true })).toBeVisible();
  await expect(positionForm.getByRole('link', { name: `jd-${suffix}.pdf` })).toBeVisible();
  await expect(positionForm.getByRole('button', { name: 'Edit' })).toBeVisible();
  await shot('position-view');

  // Create an applicant for it with a CV and two interview rows.
  await page.goto('/applicants/create');
  const applicantForm = page.getByRole('form', { name: 'Applicant' });
  await fieldNamed(applicantForm, 'First Name').fill(APPLICANT.first);
  await fieldNamed(applicantForm, 'Last Name').fill(APPLICANT.last);
  await fieldNamed(applicantForm, 'Email').fill(APPLICANT.email);
  await fieldNamed(applicantForm, 'Phone').fill('+919876543210');
  await pick(page, applicantForm, 'Country', 'India');
  await pick(page, applicantForm, 'Client', DEMO_COMPANY);
  await pick(page, applicantForm, 'Position Applying For', POSITION);
  await pick(page, applicantForm, 'Skills', SKILL);
  await pick(page, applicantForm, 'Source', 'LinkedIn');
  await fieldNamed(applicantForm, 'Current Company').fill('Globex Labs');
  await fieldNamed(applicantForm, 'Total Experience (years)').fill('5');
  await fieldNamed(applicantForm, 'Notice Period').fill('30 days');
  await fieldNamed(applicantForm, 'Expected CTC').fill('2200000');
  await applicantForm.getByLabel(/^Resume/).setInputFiles(CV);
  await expect(applicantForm.getByRole('link', { name: `cv-${suffix}.pdf` })).toBeVisible();

  await pick(page, interview(page, 1), 'Status', 'Screening');
  await typeDate(page, interview(page, 1), 'Date', SCREENED_ON);
  await fieldNamed(interview(page, 1), 'Comment').fill('Profile screened: strong test automation.');
  await applicantForm.getByRole('button', { name: 'Add interview status' }).click();
  await pick(page, interview(page, 2), 'Status', 'Shortlisted');
  await fieldNamed(interview(page, 2), 'Comment').fill('Shortlisted by the hiring manager.');
  await expect(interview(page, 2).getByRole('button', { name: 'Remove interview 2' })).toBeVisible();
  await shot('applicant-create-filled');
  await applicantForm.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/applicants\/view\/\d+$/);
  const applicantUrl = page.url();
  await expect(toast(page, 'Applicant has been created')).toBeVisible();
  await expect(fieldNamed(applicantForm, 'Email')).toHaveValue(APPLICANT.email);
  await expect(selectNamed(applicantForm, 'Position Applying For')).toHaveValue(POSITION);
  await expect(applicantForm.getByRole('link', { name: `cv-${suffix}.pdf` })).toBeVisible();
  await expect(selectNamed(interview(page, 1), 'Status')).toHaveValue('Screening');
  await expect(interview(page, 1).getByRole('group', { name: 'Date' })).toContainText(SCREENED_ON);
  await expect(selectNamed(interview(page, 2), 'Status')).toHaveValue('Shortlisted');
  await shot('applicant-view');

  // The position's application count links to the applicants of that position only.
  await page.goto('/positions');
  const filter = page.getByRole('search', { name: 'Filter positions' });
  await filter.getByRole('textbox', { name: 'Search' }).fill(POSITION);
  await filter.getByRole('button', { name: 'Search' }).click();
  const positionRow = page.getByRole('row').filter({ hasText: POSITION });
  await expect(positionRow).toHaveCount(1);
  const count = positionRow.getByRole('link', { name: `1 applications for ${POSITION}` });
  await expect(count).toHaveText('1');
  await shot('positions-list');
  await count.click();
  await expect(page).toHaveURL(/\/applicants\?(?=.*position=\d+)(?=.*client=\d+)/);
  const applicants = page.getByRole('table', { name: 'Applicants' });
  const applicantRow = applicants
    .getByRole('row')
    .filter({ hasText: `${APPLICANT.first} ${APPLICANT.last}` });
  await expect(applicantRow).toBeVisible();
  await expect(applicants).toHaveAttribute('aria-busy', 'false');
  await expect(applicants.getByRole('row')).toHaveCount(2); // the header and our applicant only
  await expect(applicantRow).toContainText(POSITION);
  await expect(applicantRow).toContainText('Shortlisted');
  await shot('applicants-filtered');

  // Edit: change the notice period, Update → the view page shows it.
  await page.goto(applicantUrl);
  await applicantForm.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/applicants\/edit\/\d+$/);
  await expect(fieldNamed(applicantForm, 'Notice Period')).toHaveValue('30 days');
  await fieldNamed(applicantForm, 'Notice Period').fill('15 days');
  await shot('applicant-edit');
  await applicantForm.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(applicantUrl);
  await expect(toast(page, 'Applicant has been updated')).toBeVisible();
  await expect(fieldNamed(applicantForm, 'Notice Period')).toHaveValue('15 days');
  await shot('applicant-updated');

  // Delete the applicant, then the position, each after the spec's confirmation.
  await page.goto(`/applicants?search=${encodeURIComponent(APPLICANT.email)}`);
  const row = page.getByRole('row').filter({ hasText: `${APPLICANT.first} ${APPLICANT.last}` });
  await row.getByRole('button', { name: `Delete ${APPLICANT.first} ${APPLICANT.last}` }).click();
  const confirmApplicant = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirmApplicant).toContainText('You want to delete the applicant');
  await shot('applicant-delete-confirm');
  await confirmApplicant.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'Applicant has been deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No data found')).toBeVisible();

  await page.goto(`/positions?search=${encodeURIComponent(POSITION)}`);
  const position = page.getByRole('row').filter({ hasText: POSITION });
  await expect(position.getByText('0', { exact: true })).toBeVisible();
  await position.getByRole('button', { name: `Delete ${POSITION}` }).click();
  const confirmPosition = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirmPosition).toContainText('You want to delete the position');
  await confirmPosition.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'Position has been deleted')).toBeVisible();
  await expect(position).toHaveCount(0);
  await shot('position-deleted');
});
