// Issue 10's journey: hrms adds a mandatory holiday and edits the note; an employee sees both,
// applies for leave; the approver's e-mail arrives over SMTP, the approver opens the Reject link
// (not signed in), gives a reason, sees 'Success!' and lands on /login; the employee sees the
// rejection with its reason and the balance unchanged. Screens at 1280 and 375 px.
import { expect, type Page, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { ADMIN, DEMO_PASSWORD } from '../support/accounts';
import { screenshots, signIn, signOut } from '../support/app';
import { typeDate, uniqueSuffix } from '../support/job-portal';
import { monday } from '../support/leave-days';
import { linkIn, waitForMail } from '../support/mail-catcher';

const suffix = uniqueSuffix();
const EMPLOYEE = { email: 'vikram.singh@staffdesk.local', password: DEMO_PASSWORD };
const APPROVER = 'ananya.iyer@staffdesk.local';
const HOLIDAY = `Founders Day ${suffix}`.slice(0, 40);
const NOTE = `Offices close on mandatory holidays ${suffix}.`;

/** YYYY-MM-DD as every date field and table of the app reads: DD/MM/YYYY. */
const dayFirst = (iso: string) => iso.split('-').reverse().join('/');

async function atWidths(page: Page, shot: (name: string) => Promise<void>, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(`${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(`${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const casualRow = (page: Page) =>
  page.getByRole('table', { name: 'Leave balance' }).getByRole('row', { name: /Casual Leave/ });

test('an employee applies, the approver rejects from the e-mail, and holidays are shared', async ({
  page,
  browser,
}, testInfo) => {
  // Generous: the machine running the suite may be loaded (the journey passes in about a minute).
  test.setTimeout(150_000);
  const shot = screenshots(page, testInfo);
  // The holiday is in the current year so the list shows it without changing the year, and never
  // on a day of the leave below: a mandatory holiday is not charged, and 'Total days: 2' would fail.
  const leaveDays = [monday(2), monday(2, 1)];
  const firstDay = 10 + (Number(suffix.replace(/\D/g, '').slice(-1)) || 0);
  const holidayDate = [0, 1, 2]
    .map((k) => `${new Date().getUTCFullYear()}-12-${String(firstDay + k).padStart(2, '0')}`)
    .find((day) => !leaveDays.includes(day)) as string;

  // hrms: a holiday and the note.
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/hrms/holidays');
  await expect(page.getByRole('heading', { name: 'Holidays', level: 1 })).toBeVisible();
  // The form loads when opened (issue 23: the list's first load stays light).
  await page.getByRole('button', { name: 'Add Holiday' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please choose the date')).toBeVisible();
  await expect(page.getByText('Please enter the holiday', { exact: true })).toBeVisible();
  await typeDate(page, page, 'Date', dayFirst(holidayDate));
  await page.getByRole('textbox', { name: 'Holiday', exact: true }).fill(HOLIDAY);
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Mandatory' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('table', { name: 'Holidays' })).toContainText(HOLIDAY);
  await expect(page.getByRole('row', { name: new RegExp(HOLIDAY) })).toContainText(dayFirst(holidayDate));
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  // The note is edited in the rich text editor (Tiptap): typed text, then a bold word from the toolbar.
  const noteEditor = page.getByRole('textbox', { name: 'Holiday note' });
  await noteEditor.fill(NOTE);
  await page.getByRole('button', { name: 'Bold' }).click();
  await noteEditor.pressSequentially(' Closed');
  await atWidths(page, shot, 'hrms-holiday-note-editor');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByTestId('holiday-note')).toHaveText(`${NOTE} Closed`);
  await expect(page.getByTestId('holiday-note').locator('strong')).toHaveText('Closed');
  await atWidths(page, shot, 'hrms-holidays');
  await signOut(page);

  // The employee: holidays read-only, then a leave.
  await signIn(page, EMPLOYEE.email, EMPLOYEE.password);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Leaves' })).toBeVisible();
  // Holidays is a group of its own in the employee's menu (spec 000 §2).
  await menu.getByRole('button', { name: 'Holidays' }).click();
  await menu.getByRole('link', { name: 'Holidays' }).click();
  await expect(page).toHaveURL(/\/employee\/holidays$/);
  await expect(page.getByRole('table', { name: 'Holidays' })).toContainText(HOLIDAY);
  await expect(page.getByTestId('holiday-note')).toHaveText(`${NOTE} Closed`);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await atWidths(page, shot, 'employee-holidays');

  await page.goto('/employee/leaves');
  await expect(casualRow(page)).toBeVisible();
  const balanceBefore = await casualRow(page).textContent();
  await page.getByRole('link', { name: 'Apply Leave' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please select the Leave Type')).toBeVisible();
  await expect(page.getByText('Please select the leave approver(s)')).toBeVisible();
  await page.getByRole('combobox', { name: 'Leave Type' }).click();
  await page.getByRole('option', { name: 'Casual Leave' }).click();
  // Typed day-first like every other date of the app, not in the browser's month-first order.
  await typeDate(page, page, 'From date', dayFirst(leaveDays[0]));
  await typeDate(page, page, 'To date', dayFirst(leaveDays[1]));
  const fromSections = page.getByRole('group', { name: /^From date/ }).getByRole('spinbutton');
  await expect(fromSections).toHaveText(dayFirst(leaveDays[0]).split('/'));
  expect(await fromSections.evaluateAll((all) => all.map((s) => s.getAttribute('aria-label')))).toEqual([
    'Day',
    'Month',
    'Year',
  ]);
  await expect(page.getByText('Total days: 2')).toBeVisible();
  await expect(page.getByText(/^Available leave: \d+/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Approver(s)' }).click();
  await page.getByRole('option', { name: new RegExp(APPROVER) }).click();
  await page.getByLabel('Leave reason').fill('Family function');
  await atWidths(page, shot, 'employee-apply');
  const since = Date.now();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/employee\/leaves\/view\/\d+$/);
  const viewUrl = page.url();
  await expect(page.getByText('Pending')).toBeVisible();
  await expect(page.getByText(dayFirst(leaveDays[0]), { exact: true })).toBeVisible();

  // The approver, not signed in, follows the Reject link of the e-mail.
  const mail = await waitForMail(APPROVER, /Leave request from/, { since });
  const rejectLink = linkIn(mail, `${BASE_URL}/leave-action?action=rejected`);
  const approver = await browser.newPage();
  const approverShot = screenshots(approver, testInfo);
  await approver.goto(rejectLink);
  const dialog = approver.getByRole('dialog', { name: 'Reject leave' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toContainText('Please enter the reason for leave rejection');
  await dialog.getByLabel('Reason for rejection').fill('Release week, please move it');
  await atWidths(approver, approverShot, 'leave-action-reason');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  const result = approver.getByRole('dialog', { name: 'Success!' });
  await expect(result).toContainText('Leave has been rejected');
  await approverShot('leave-action-success-1280');
  await result.getByRole('button', { name: 'OK' }).click();
  await expect(approver).toHaveURL(/\/login$/);
  await approver.close();

  // The employee sees the rejection and the reason; the balance is what it was.
  await waitForMail(EMPLOYEE.email, /Your leave has been rejected/, { since });
  await page.goto(viewUrl);
  await expect(page.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(page.getByText(`${APPROVER}: Release week, please move it`)).toBeVisible();
  await atWidths(page, shot, 'employee-leave-rejected');
  await page.goto('/employee/leaves');
  await expect.poll(() => casualRow(page).textContent()).toBe(balanceBefore);
  await atWidths(page, shot, 'employee-leaves');
});
