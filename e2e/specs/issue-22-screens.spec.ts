// Issue 22's screens that landed without a browser test: the company's Attendance page and its menu
// entry, one holiday's view and edit routes, the overlapping-leave message as the browser shows it,
// and the leave balance of a chosen year. Screens at 1280 and 375 px.
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD } from '../support/accounts';
import { screenshots, signIn } from '../support/app';
import { fieldNamed, typeDate } from '../support/job-portal';

const CLIENT_ADMIN = { email: 'arjun.mehta@northwind-analytics.example', password: DEMO_PASSWORD };
const EMPLOYEE = { email: 'vikram.singh@staffdesk.local', password: DEMO_PASSWORD };
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

async function atWidths(page: Page, shot: (name: string) => Promise<void>, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(`${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(`${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The first Monday of June next year, plus days (YYYY-MM-DD): far from the weeks other specs take. */
function juneNextYear(plusDays = 0) {
  const d = new Date(Date.UTC(NEXT_YEAR, 5, 1));
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7) + plusDays);
  return d.toISOString().slice(0, 10);
}
const dmy = (iso: string) => iso.split('-').reverse().join('/');

async function applyCasual(page: Page, from: string, to: string) {
  await page.goto('/employee/leaves/create');
  await page.getByRole('combobox', { name: 'Leave Type' }).click();
  await page.getByRole('option', { name: 'Casual Leave' }).click();
  await typeDate(page, page, 'From date', dmy(from));
  await typeDate(page, page, 'To date', dmy(to));
  await page.getByRole('combobox', { name: 'Approver(s)' }).click();
  await page.getByRole('option', { name: new RegExp(CLIENT_ADMIN.email) }).click();
  await page.getByRole('button', { name: 'Save' }).click();
}

test('the company admin opens Attendance from the Company menu', async ({ page }, testInfo) => {
  const shot = screenshots(page, testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, CLIENT_ADMIN.email, CLIENT_ADMIN.password);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const company = menu.getByRole('button', { name: 'Company' });
  if ((await company.getAttribute('aria-expanded')) !== 'true') await company.click();
  await menu.getByRole('link', { name: 'Attendance' }).click();
  await expect(page).toHaveURL(/\/company\/attendance$/);
  await expect(page.getByRole('heading', { name: 'Attendance', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No attendance to show yet' })).toBeVisible();
  await atWidths(page, shot, 'company-attendance');
  await page.getByRole('link', { name: "See your employees' leaves" }).click();
  await expect(page).toHaveURL(/\/company\/leaves$/);
});

test('hrms opens one holiday at its view and edit routes and updates it', async ({ page }, testInfo) => {
  const shot = screenshots(page, testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/hrms/holidays');
  await page.getByRole('button', { name: 'View Christmas' }).click();
  await expect(page).toHaveURL(/\/hrms\/holidays\/view\/\d+$/);
  const id = page.url().split('/').pop();
  const view = page.getByRole('form', { name: 'Holiday' });
  await expect(fieldNamed(view, 'Holiday')).toHaveValue('Christmas');
  await expect(fieldNamed(view, 'Day of the week')).not.toHaveValue('');
  await atWidths(page, shot, 'holiday-view');

  await page.goto(`/hrms/holidays/edit/${id}`);
  await expect(page.getByRole('tab', { name: 'Edit Holiday' })).toHaveAttribute('aria-selected', 'true');
  const edit = page.getByRole('form', { name: 'Holiday' });
  await fieldNamed(edit, 'Holiday').fill('Christmas Day');
  await atWidths(page, shot, 'holiday-edit');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(new RegExp(`/hrms/holidays/view/${id}$`));
  await expect(fieldNamed(page.getByRole('form', { name: 'Holiday' }), 'Holiday')).toHaveValue(
    'Christmas Day',
  );
  await page.goto('/hrms/holidays');
  await expect(page.getByRole('table', { name: 'Holidays' })).toContainText('Christmas Day');
});

test('an overlapping leave is refused in words, and the balance shows the year picked', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const shot = screenshots(page, testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, EMPLOYEE.email, EMPLOYEE.password);

  // Two days next June, then a leave over the second of them.
  await applyCasual(page, juneNextYear(), juneNextYear(1));
  await expect(page).toHaveURL(/\/employee\/leaves\/view\/\d+$/);
  await applyCasual(page, juneNextYear(1), juneNextYear(2));
  const message = `These dates overlap a pending leave from ${dmy(juneNextYear())} to ${dmy(juneNextYear(1))}`;
  await expect(page.getByText(message).first()).toBeVisible();
  await expect(page).toHaveURL(/\/employee\/leaves\/create$/);
  await atWidths(page, shot, 'leave-overlap-refused');

  // The balance: this year by default; next year counts the two days of June.
  await page.goto('/employee/leaves');
  const thisYear = new Date().getUTCFullYear();
  const casual = (year: number) =>
    page.getByRole('table', { name: `Leave balance ${year}` }).getByRole('row', { name: /Casual Leave/ });
  await expect(casual(thisYear)).toBeVisible();
  const initial = (await casual(thisYear).getByRole('cell').nth(1).textContent()) ?? '';
  await page.getByRole('combobox', { name: 'Leave year' }).click();
  await page.getByRole('option', { name: String(NEXT_YEAR) }).click();
  const next = casual(NEXT_YEAR).getByRole('cell');
  await expect(next).toHaveText(['Casual Leave', initial, '2', String(Number(initial) - 2)]);
  await atWidths(page, shot, 'leave-balance-next-year');
});
