// Issue 6's rough edges a new user met, each checked in the real browser so it cannot come back:
// landing pages without dead ends, bad record ids, human messages, phone cards with their actions
// in view, the first error of a long form brought into view, the client's name in the applicants
// list and a profile image shown by its original name.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, DEMO_COMPANY, DEMO_PASSWORD } from '../support/accounts';
import { loginForm, screenshots, signIn } from '../support/app';
import { apiSession, uniqueSuffix } from '../support/job-portal';

const EMPLOYEE = { email: 'vikram.singh@staffdesk.local', password: DEMO_PASSWORD };
const PARTNER = { email: 'sanjay.gupta@talentbridge.example', password: DEMO_PASSWORD };
const suffix = uniqueSuffix();
const POSITION = `Phone Card Engineer ${suffix}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const api = await apiSession(ADMIN.email, ADMIN.password);
  const country_id = await api.lookupId('countries', 'country', 'India');
  const skill_id = [await api.lookupId('skills', 'skill', 'React')];
  const company_id = await api.companyId(DEMO_COMPANY);
  const position = await api.send('post', 'positions', {
    company_id,
    position: POSITION,
    position_type_id: [await api.lookupId('position-types', 'position_type', 'Full Time')],
    skill_id,
    min_experience: '1',
    min_experience_type: 2,
    max_experience: '3',
    max_experience_type: 2,
    status_id: await api.lookupId('position-status', 'status', 'Open'),
    total_position: '1',
    country_id,
  });
  await api.send('post', 'applicants', {
    first_name: 'Nila',
    last_name: `Das ${suffix}`,
    country_id,
    skill_id,
    source_id: await api.lookupId('applicant-sources', 'source', 'Referral'),
    notice_period: '15 days',
    total_experience: '2',
    cv: (await api.upload('cv', writePdf())).uploaded_url,
    client_id: company_id,
    applying_position: position.id,
    interview_status: [
      {
        interview_status: await api.lookupId('interview-status', 'status', 'Shortlisted'),
        comment: 'Screened.',
        date: new Date().toISOString().slice(0, 10),
      },
    ],
  });
  await api.dispose();
});

function writePdf() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-e2e-')), 'cv.pdf');
  fs.writeFileSync(file, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return file;
}

/** Every link of the page that stays in the app, once each. */
async function appLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => !href.startsWith('/api/')))];
}

// Employees and partners land on their own area's profile (spec 000 §2, spec 001 §2).
for (const [user, home] of [
  [EMPLOYEE, '/employee/profile'],
  [PARTNER, '/partners/profile'],
] as const) {
  test(`${user.email} lands on ${home} and no link leads to a missing page`, async ({ page }, testInfo) => {
    const shot = screenshots(page, testInfo);
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(new RegExp(`${home}$`));
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await shot('landing');
    // Open every group of the side menu, so each of its links is followed.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const group of await menu.getByRole('button', { expanded: false }).all()) await group.click();
    const links = await appLinks(page);
    // The area's own Profile entry (one Profile in the side menu; /profile is in the account menu).
    expect(links).toContain(home);
    expect(links.length).toBeGreaterThan(2);
    for (const link of links) {
      await page.goto(link);
      await expect(page.getByText('Page not found'), `${link} is a dead end`).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`${home}$`));
  });
}

test('a bad record id shows "Record not found" with a way back to its list', async ({ page }, testInfo) => {
  const shot = screenshots(page, testInfo);
  await signIn(page, ADMIN.email, ADMIN.password);
  for (const [url, list] of [
    ['/positions/view/abc', '/positions'],
    ['/positions/edit/abc', '/positions'],
    ['/positions/view/0', '/positions'],
    ['/applicants/view/abc', '/applicants'],
    ['/users/view/abc', '/users'],
    ['/positions/view/99999999', '/positions'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Record not found' })).toBeVisible();
    await expect(page.getByText(/Too small|expected/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', list);
  }
  await shot('record-not-found');
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/\/positions$/);
});

test('over-long and wrong values answer human messages', async ({ page }) => {
  await page.goto('/login');
  const form = loginForm(page);
  await form.email.fill(`${'a'.repeat(95)}@example.com`);
  await form.password.fill('Secret#123');
  await form.submit.click();
  await expect(page.getByText('Email must be at most 100 characters')).toBeVisible();
  await expect(page.getByText('Please enter your email')).toHaveCount(0);

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/positions');
  const filters = page.getByRole('search', { name: 'Filter positions' });
  await filters.getByRole('textbox', { name: 'Min Salary' }).fill('abc');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(filters.getByText('Salary must be a valid number (eg. 500000)')).toBeVisible();

  await page.goto('/applicants');
  const applicantFilters = page.getByRole('search', { name: 'Filter applicants' });
  await applicantFilters.getByRole('textbox', { name: 'Min CTC' }).fill('abc');
  await applicantFilters.getByRole('button', { name: 'Search' }).click();
  await expect(applicantFilters.getByText('CTC must be at least 4 digit number (eg. 5000)')).toBeVisible();

  await page.goto('/users/create');
  await page.getByRole('textbox', { name: /^Phone/ }).fill('1'.repeat(25));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Phone number must be at most 20 digits')).toBeVisible();
  await expect(page.getByText(/Too big/)).toHaveCount(0);
});

test('Save with errors brings the first one into view and focuses it', async ({ page }, testInfo) => {
  const shot = screenshots(page, testInfo);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/applicants/create');
  const firstName = page.getByRole('textbox', { name: /^First Name/ });
  await page.getByRole('textbox', { name: /^Total Experience/ }).fill('4');
  // Save sits at the foot of the long form: scrolled there, the first field is far above.
  await page.getByRole('button', { name: 'Save' }).scrollIntoViewIfNeeded();
  await expect(firstName).not.toBeInViewport();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(firstName).toBeFocused();
  await expect(firstName).toBeInViewport();
  await expect(firstName).toHaveAccessibleDescription('Please enter the first name');

  // The user form asks for the company at the first Save.
  await page.goto('/users/create');
  await page.getByRole('combobox', { name: /^User Type/ }).click();
  await page.getByRole('option', { name: 'Client', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please select the company')).toBeVisible();
  await shot('user-form-errors');
});

test('on a phone every list shows cards with their actions in view', async ({ page }, testInfo) => {
  const shot = screenshots(page, testInfo);
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, ADMIN.email, ADMIN.password);
  for (const [list, name] of [
    ['/positions', 'Positions'],
    ['/applicants', 'Applicants'],
    ['/users', 'Users'],
  ] as const) {
    await page.goto(list);
    const cards = page.getByRole('list', { name }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const edit = cards.first().getByRole('button', { name: /^Edit / });
    await expect(edit).toBeInViewport();
    const box = await edit.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(`${name.toLowerCase()}-cards`);
  }
});

test('the applicants list names the client beside its logo', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/applicants?search=${encodeURIComponent(suffix)}`);
  const row = page.getByRole('row').filter({ hasText: `Nila Das ${suffix}` });
  await expect(row.getByRole('cell', { name: DEMO_COMPANY })).toBeVisible();
});

/** A 1×1 PNG, so the upload's content check sees a real image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a stored profile image shows the name it was uploaded with', async ({ page }) => {
  await signIn(page, EMPLOYEE.email, EMPLOYEE.password);
  await page.goto('/profile');
  const personal = page.getByRole('form', { name: 'Personal details' });
  await personal
    .getByLabel('Profile image')
    .setInputFiles({ name: 'my-face.png', mimeType: 'image/png', buffer: PNG });
  await expect(personal.getByRole('link', { name: 'my-face.png' })).toBeVisible();
  await personal.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Profile has been updated')).toBeVisible();
  await page.reload();
  await expect(personal.getByRole('link', { name: 'my-face.png' })).toBeVisible();
  await expect(personal.getByText(/\.png$/).filter({ hasNotText: 'my-face' })).toHaveCount(0);
});
