// Issue 22: with the server out of reach, a save says so in words (never "Failed to fetch" or
// nothing), keeps what was typed, and offers Retry; the sign-in page says the same. The request is
// made to fail in the browser (Playwright aborts it), as a dropped connection or a stopped server does.
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, DEMO_COMPANY } from '../support/accounts';
import { loginForm, screenshots, signIn } from '../support/app';
import { apiSession, fieldNamed, toast, uniqueSuffix } from '../support/job-portal';

const UNREACHABLE =
  'The server cannot be reached. Check your connection and try again; nothing you typed is lost.';
const suffix = uniqueSuffix();
let positionId = 0;

test.beforeAll(async () => {
  const api = await apiSession(ADMIN.email, ADMIN.password);
  const position = await api.send('post', 'positions', {
    company_id: await api.companyId(DEMO_COMPANY),
    position: `Reachable Analyst ${suffix}`,
    position_type_id: [await api.lookupId('position-types', 'position_type', 'Full Time')],
    skill_id: [await api.lookupId('skills', 'skill', 'Python')],
    min_experience: '2',
    min_experience_type: 2,
    max_experience: '5',
    max_experience_type: 2,
    status_id: await api.lookupId('position-status', 'status', 'Open'),
    total_position: '1',
    max_salary: '1800000',
    country_id: await api.lookupId('countries', 'country', 'India'),
  });
  positionId = position.id;
  await api.dispose();
});

async function atWidths(page: Page, shot: (name: string) => Promise<void>, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(`${name}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(`${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a save without the server keeps the form and offers Retry, which saves', async ({ page }, testInfo) => {
  const shot = screenshots(page, testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/positions/edit/${positionId}`);
  const form = page.getByRole('form', { name: 'Position' });
  const renamed = `Unreachable Analyst ${suffix}`;
  await fieldNamed(form, 'Position').fill(renamed);

  const update = `**/api/v1/positions/${positionId}`;
  await page.route(update, (route) =>
    route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await form.getByRole('button', { name: 'Update' }).click();
  const failed = toast(page, UNREACHABLE);
  await expect(failed).toBeVisible();
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/positions/edit/${positionId}$`));
  await expect(fieldNamed(form, 'Position')).toHaveValue(renamed);
  await atWidths(page, shot, 'save-unreachable');

  await page.unroute(update);
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(toast(page, 'Position has been updated')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/positions/view/${positionId}$`));
  await expect(fieldNamed(page.getByRole('form', { name: 'Position' }), 'Position')).toHaveValue(renamed);
});

test('sign-in without the server says so and signs in on the next try', async ({ page }, testInfo) => {
  const shot = screenshots(page, testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  const form = loginForm(page);
  await form.email.fill(ADMIN.email);
  await form.password.fill(ADMIN.password);
  await page.route('**/api/v1/users/login', (route) => route.abort('connectionrefused'));
  await form.submit.click();
  await expect(page.getByRole('alert')).toHaveText(UNREACHABLE);
  await expect(form.email).toHaveValue(ADMIN.email);
  await expect(form.password).toHaveValue(ADMIN.password);
  await atWidths(page, shot, 'sign-in-unreachable');

  await page.unroute('**/api/v1/users/login');
  await form.submit.click();
  await expect(page).not.toHaveURL(/\/login/);
});
