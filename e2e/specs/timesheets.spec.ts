// Issue 24's timesheet journey: hrms opens the timesheet of the month before last (September on the
// day this was written: the billing run's and the partners' bills' specs approve last month's) for a placed employee from the month's "No timesheet yet" list; the employee changes a
// day, saves and submits; the client's approver sees it under Company > Timesheets, then approves
// it from the e-mail's link in a fresh browser (no session), and the used and a forged link say so;
// hrms sees it approved and locked. Screens at 1280 and 375 px.
import { expect, type Page, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { ADMIN, DEMO_PASSWORD } from '../support/accounts';
import { atWidths, screenshots, signIn, signOut } from '../support/app';
import { toast } from '../support/job-portal';
import { linkIn, waitForMail } from '../support/mail-catcher';

// Vikram is placed at Northwind (the demo data) for months, with Arjun as the timesheet approver.
const EMPLOYEE = { email: 'vikram.singh@staffdesk.local', name: 'Vikram Singh' };
const APPROVER = 'arjun.mehta@northwind-analytics.example';

const now = new Date();
// Two months back: billing-run.spec and partner-bills.spec (run before this one) approve last month's
// Northwind timesheets, Vikram's among them; his placement began 240 days ago and the demo
// bills only the months before this one (seed/demo-billing.ts), so this month is his, without a timesheet.
const MONTH = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1)).toISOString().slice(0, 7);
const MONTH_LABEL = new Date(`${MONTH}-01T00:00:00Z`).toLocaleString('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

async function openFromMenu(page: Page, group: string, path: RegExp) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const entry = menu.getByRole('link', { name: 'Timesheets' });
  // The group holding the current page opens by itself: open it only when it is still closed.
  const button = menu.getByRole('button', { name: group });
  await expect(button).toBeVisible();
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await entry.click();
  await expect(page).toHaveURL(path);
}

const total = (page: Page) => page.getByTestId('timesheet-total');
const days = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('the employee fills and submits a past month; the client approves from the e-mail; hrms sees it approved', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const shot = screenshots(page, testInfo);

  // hrms: the month's placements without a timesheet, and Create for the employee's.
  await signIn(page, ADMIN.email, ADMIN.password);
  await openFromMenu(page, 'HRMS', /\/hrms\/timesheets$/);
  await expect(page.getByRole('heading', { name: 'Timesheets', level: 1 })).toBeVisible();
  await atWidths(page, shot, 'hrms-list');
  await page.goto(`/hrms/timesheets?month=${MONTH}&status=missing`);
  const missing = page.getByRole('table', { name: 'Placements without a timesheet' });
  await expect(page.getByRole('group', { name: `${MONTH_LABEL} at a glance` })).toBeVisible();
  await atWidths(page, shot, 'hrms-missing');
  await missing.getByRole('button', { name: new RegExp(`Create the timesheet of ${EMPLOYEE.name}`) }).click();
  await expect(page).toHaveURL(/\/hrms\/timesheets\/view\/\d+$/);
  const viewPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: MONTH_LABEL })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Days of the month' })).toBeVisible();
  await signOut(page);

  // The employee: Your Details > Timesheets, the month, one day at half, Save, Submit.
  await signIn(page, EMPLOYEE.email, DEMO_PASSWORD);
  await openFromMenu(page, 'Your Details', /\/employee\/timesheets$/);
  const list = page.getByRole('table', { name: 'Timesheets' });
  await expect(list.getByText(MONTH_LABEL)).toBeVisible();
  await atWidths(page, shot, 'employee-list');
  await list.getByText(MONTH_LABEL).click();
  await expect(page).toHaveURL(/\/employee\/timesheets\/view\/\d+$/);
  const grid = page.getByRole('table', { name: 'Days of the month' });
  await expect(grid.getByText('Weekly off').first()).toBeVisible();
  const before = days(await total(page).textContent());
  // The first day worked in full (a working day, not on leave) becomes half a day.
  const fullDay = await grid
    .getByRole('combobox')
    .evaluateAll((all) =>
      all.find((s) => (s as HTMLSelectElement).value === '1')?.getAttribute('aria-label'),
    );
  expect(fullDay).toBeTruthy();
  await grid.getByRole('combobox', { name: fullDay! }).selectOption('0.5');
  await expect(total(page)).toHaveText(`${before - 0.5} days`);
  await atWidths(page, shot, 'employee-grid');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Timesheet has been saved')).toBeVisible();
  const since = Date.now();
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(toast(page, 'Timesheet has been submitted for approval')).toBeVisible();
  await expect(page.getByText(/waiting for the client's approval/)).toBeVisible();
  await expect(total(page)).toHaveText(`${before - 0.5} days`);
  await atWidths(page, shot, 'employee-submitted');
  await signOut(page);

  // The approver sees it under Company > Timesheets with Approve and Reject (and leaves it there).
  await signIn(page, APPROVER, DEMO_PASSWORD);
  await openFromMenu(page, 'Company', /\/company\/timesheets$/);
  const companyList = page.getByRole('table', { name: 'Timesheets' });
  await expect(companyList.getByText(EMPLOYEE.name).first()).toBeVisible();
  await atWidths(page, shot, 'company-list');
  await page.goto(viewPath.replace('/hrms/', '/company/'));
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reject' })).toBeVisible();
  await atWidths(page, shot, 'company-view');
  await signOut(page);

  // The e-mail's Approve link in a fresh browser: the timesheet first, then the confirm.
  const mail = await waitForMail(APPROVER, new RegExp(`Timesheet for approval: ${EMPLOYEE.name}`), { since });
  const approveLink = linkIn(mail, `${BASE_URL}/timesheet-action?action=approve`);
  const context = await browser.newContext();
  const approver = await context.newPage();
  const approverShot = screenshots(approver, testInfo);
  await approver.goto(approveLink);
  await expect(approver.getByRole('heading', { name: 'Approve timesheet' })).toBeVisible();
  await expect(approver.getByText(`${EMPLOYEE.name}, ${MONTH_LABEL}`)).toBeVisible();
  await expect(approver.getByTestId('preview-total')).toHaveText(`${before - 0.5} days`);
  await atWidths(approver, approverShot, 'action-confirm');
  await approver.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(approver.getByText('Timesheet has been approved')).toBeVisible();
  await atWidths(approver, approverShot, 'action-done');
  // The same link again, and a forged one.
  await approver.goto(approveLink);
  await expect(approver.getByText('This timesheet has already been approved')).toBeVisible();
  await expect(approver.getByRole('button', { name: 'Confirm approval' })).toHaveCount(0);
  await approver.goto(`/timesheet-action?action=approve&token=${'x'.repeat(43)}`);
  await expect(approver.getByText('This link is not valid or has expired')).toBeVisible();
  await atWidths(approver, approverShot, 'action-forged');
  await context.close();

  // hrms: approved, locked, and reopenable.
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/hrms/timesheets?month=${MONTH}&status=approved`);
  const approved = page.getByRole('table', { name: 'Timesheets' });
  await expect(approved.getByRole('row', { name: new RegExp(`${EMPLOYEE.name}.*Approved`) })).toBeVisible();
  await atWidths(page, shot, 'hrms-approved');
  await page.goto(viewPath);
  await expect(page.getByText(/An approved timesheet is locked/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: fullDay! })).toHaveCount(0);
  await atWidths(page, shot, 'hrms-view-approved');
});
