// Issue 10, the company side and the cancel: an employee applies and cancels (the days come back),
// applies again; its client's admin sees the leave in /company/leaves and on the leave calendar, and
// hrms sees everyone's month with the filter kept in the URL. Screens at 1280 and 375 px.
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD } from '../support/accounts';
import { screenshots, signIn, signOut } from '../support/app';
import { typeDate } from '../support/job-portal';
import { monday } from '../support/leave-days';

const EMPLOYEE = { email: 'sneha.kulkarni@staffdesk.local', password: DEMO_PASSWORD, name: 'Sneha Kulkarni' };
const CLIENT_ADMIN = { email: 'arjun.mehta@northwind-analytics.example', password: DEMO_PASSWORD };

async function atWidths(page: Page, shot: (name: string) => Promise<void>, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(`${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(`${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const casualRow = (page: Page) =>
  page.getByRole('table', { name: 'Leave balance' }).getByRole('row', { name: /Casual Leave/ });

async function applyCasual(page: Page, from: string, to: string) {
  await page.goto('/employee/leaves/create');
  await page.getByRole('combobox', { name: 'Leave Type' }).click();
  await page.getByRole('option', { name: 'Casual Leave' }).click();
  await typeDate(page, page, 'From date', from.split('-').reverse().join('/'));
  await typeDate(page, page, 'To date', to.split('-').reverse().join('/'));
  await page.getByRole('combobox', { name: 'Approver(s)' }).click();
  await page.getByRole('option', { name: new RegExp(CLIENT_ADMIN.email) }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/employee\/leaves\/view\/\d+$/);
}

test('an employee cancels a leave; its company and hrms see the month on the calendar', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const shot = screenshots(page, testInfo);
  const kept = monday(4, 2);
  const month = kept.slice(0, 7);

  await signIn(page, EMPLOYEE.email, EMPLOYEE.password);
  await page.goto('/employee/leaves');
  await expect(casualRow(page)).toBeVisible();
  const balanceBefore = await casualRow(page).textContent();

  // Apply, then cancel: asked first, 'Success!', status Cancelled and the days back.
  await applyCasual(page, monday(3), monday(3, 1));
  await page.getByRole('button', { name: 'Cancel leave' }).click();
  const ask = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(ask).toContainText('You want to cancel this leave?');
  await ask.getByRole('button', { name: 'Yes, cancel it' }).click();
  const done = page.getByRole('dialog', { name: 'Success!' });
  await expect(done).toContainText('Leave has been cancelled');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel leave' })).toHaveCount(0);
  await atWidths(page, shot, 'employee-leave-cancelled');
  await page.goto('/employee/leaves');
  await expect.poll(() => casualRow(page).textContent()).toBe(balanceBefore);

  // A leave that stays pending, for the company to see.
  await applyCasual(page, kept, kept);
  await signOut(page);

  // The client's admin: its employees' leaves and the calendar.
  await signIn(page, CLIENT_ADMIN.email, CLIENT_ADMIN.password);
  await page.goto('/company/leaves');
  const table = page.getByRole('table', { name: 'Leaves' });
  await expect(table.getByRole('row', { name: new RegExp(EMPLOYEE.name) }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /filters/ })).toHaveCount(0);
  await atWidths(page, shot, 'company-leaves');
  await page.getByRole('link', { name: 'Leave calendar' }).click();
  await expect(page).toHaveURL(/\/company\/leaves\/calendar/);
  await page.goto(`/company/leaves/calendar?month=${month}`);
  await expect(page.getByRole('heading', { name: 'Leave calendar', level: 1 })).toBeVisible();
  await expect(page.getByText(`${EMPLOYEE.name} · Casual Leave (Pending)`).first()).toBeVisible();
  await expect(page.getByText(/^Your employees away in /)).toBeVisible();
  await atWidths(page, shot, 'company-leave-calendar');
  // Opened on a phone, the calendar starts on the agenda: a readable list of who is away.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Agenda' })).toHaveClass(/rbc-active/);
  await expect(page.getByText(`${EMPLOYEE.name} · Casual Leave (Pending)`).first()).toBeVisible();
  await shot('company-leave-calendar-agenda-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signOut(page);

  // hrms: everyone's month, and the list's filter kept in the URL.
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/hrms/leaves/calendar?month=${month}`);
  await expect(page.getByText(`${EMPLOYEE.name} · Casual Leave (Pending)`).first()).toBeVisible();
  await atWidths(page, shot, 'hrms-leave-calendar');
  await page.goto('/hrms/leaves');
  // The filter panel is open on a wide screen.
  const filters = page.getByRole('search', { name: 'Leave filters' });
  await filters.getByRole('textbox', { name: 'Search' }).fill('Sneha');
  await filters.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Cancelled' }).click();
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=Sneha.*status_slug=cancelled/);
  await expect(table.getByRole('row', { name: new RegExp(EMPLOYEE.name) }).first()).toBeVisible();
  await expect(table).not.toContainText('Pending');
  await atWidths(page, shot, 'hrms-leaves-filtered');
});
