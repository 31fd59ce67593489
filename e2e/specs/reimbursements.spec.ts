// Issue 11's reimbursement journey: an employee files a claim of two expenses, each with its
// receipt, and sees the claimed total summed exactly; hrms finds it by employee and status, and
// approves it; the employee sees the status and gets the e-mail. Screens at 1280 and 375 px.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD } from '../support/accounts';
import { atWidths, openFromMenu, screenshots, signIn, signOut } from '../support/app';
import { fieldNamed, pick, typeDate, uniqueSuffix, writeSamplePdf } from '../support/job-portal';
import { waitForMail } from '../support/mail-catcher';

const suffix = uniqueSuffix();
const EMPLOYEE = { email: 'sneha.kulkarni@staffdesk.local', password: DEMO_PASSWORD, name: 'Sneha Kulkarni' };
const DESCRIPTION = `Client visit to Pune ${suffix}`;

async function fillExpense(
  page: Page,
  form: Locator,
  n: number,
  line: { date: string; category: string; amount: string },
) {
  const group = form.getByRole('group', { name: `Expense ${n}` });
  await typeDate(page, group, 'Expense Date', line.date);
  await pick(page, group, 'Category', line.category);
  await fieldNamed(group, 'Amount').fill(line.amount);
  await group.getByLabel(`Receipt ${n}`).setInputFiles(writeSamplePdf(`receipt-${n}-${suffix}.pdf`));
  await expect(group.getByRole('link', { name: `receipt-${n}-${suffix}.pdf` })).toBeVisible();
}

test('an employee files a claim with two receipts, hrms approves it, the employee is told', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const shot = screenshots(page, testInfo);

  // The employee files the claim.
  await signIn(page, EMPLOYEE.email, EMPLOYEE.password);
  await openFromMenu(page, 'Reimbursements', 'Reimbursements');
  await expect(page).toHaveURL(/\/employee\/reimbursements$/);
  await expect(page.getByRole('heading', { name: 'Reimbursements', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Create Reimbursement' }).first().click();
  await expect(page).toHaveURL(/\/employee\/reimbursements\/create$/);
  const form = page.getByRole('form', { name: 'Reimbursement' });
  await expect(form.getByRole('combobox', { name: /^Status/ })).toHaveCount(0);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please select from date')).toBeVisible();
  await expect(form.getByText('Please select to date')).toBeVisible();
  await expect(form.getByText('Please enter the description')).toBeVisible();

  await typeDate(page, form, 'From Date', '01/10/2026');
  await typeDate(page, form, 'To Date', '31/10/2026');
  await fieldNamed(form, 'Description').fill(DESCRIPTION);
  await fillExpense(page, form, 1, { date: '02/10/2026', category: 'Travel', amount: '1200.10' });
  await form.getByRole('button', { name: 'Add expense' }).click();
  await fillExpense(page, form, 2, { date: '03/10/2026', category: 'Meals', amount: '0.20' });
  await expect(form.getByTestId('claimed-total')).toHaveText('Claimed total: ₹1,200.30');
  await atWidths(page, shot, 'employee-create');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/employee\/reimbursements\/view\/\d+$/);
  const id = page.url().split('/').pop();
  await expect(form.getByRole('link', { name: `receipt-2-${suffix}.pdf` })).toBeVisible();
  await atWidths(page, shot, 'employee-view-submitted');
  await page.goto('/employee/reimbursements');
  const table = page.getByRole('table', { name: 'Reimbursements' });
  await expect(table.getByRole('button', { name: 'Edit claim 01/10/2026 to 31/10/2026' })).toBeVisible();
  await atWidths(page, shot, 'employee-list-submitted');
  await signOut(page);

  // hrms finds it by employee and status, and approves it in full.
  const since = Date.now();
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/hrms/reimbursements');
  const filters = page.getByRole('search', { name: 'Reimbursement filters' });
  await pick(page, filters, 'Employee', new RegExp(EMPLOYEE.email));
  await pick(page, filters, 'Status', 'Submitted');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/user_id=\d+.*status_id=\d+|status_id=\d+.*user_id=\d+/);
  const row = page.getByRole('table', { name: 'Reimbursements' }).getByRole('row', { name: /01\/10\/2026/ });
  await expect(row).toContainText(EMPLOYEE.name);
  await expect(row).toContainText('₹1,200.30');
  await atWidths(page, shot, 'hrms-list-filtered');
  await page.goto(`/hrms/reimbursements/edit/${id}`);
  const decision = page.getByRole('form', { name: 'Reimbursement' });
  await expect(fieldNamed(decision, 'Description')).toHaveValue(DESCRIPTION);
  // A select with a value is named by its label and the value ('Status * Submitted').
  await statusSelect(decision).click();
  await page.getByRole('option', { name: 'Approved', exact: true }).click();
  await atWidths(page, shot, 'hrms-edit');
  await decision.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(new RegExp(`/hrms/reimbursements/view/${id}$`));
  await expect(statusSelect(decision)).toContainText('Approved');
  await atWidths(page, shot, 'hrms-view-approved');
  await signOut(page);

  // The employee sees the status and got the e-mail.
  const mail = await waitForMail(EMPLOYEE.email, /Your reimbursement claim is Approved/, { since });
  expect(mail.text).toContain('Approved amount: 1200.30 INR');
  await signIn(page, EMPLOYEE.email, EMPLOYEE.password);
  await page.goto('/employee/reimbursements');
  const approved = page
    .getByRole('table', { name: 'Reimbursements' })
    .getByRole('row', { name: /01\/10\/2026/ });
  await expect(approved).toContainText('Approved');
  // No longer Submitted: neither edit nor delete is offered.
  await expect(approved.getByRole('button', { name: /^Edit claim/ })).toHaveCount(0);
  await expect(approved.getByRole('button', { name: /^Delete claim/ })).toHaveCount(0);
  await atWidths(page, shot, 'employee-list-approved');
  await page.goto(`/employee/reimbursements/view/${id}`);
  await expect(fieldNamed(page.getByRole('form', { name: 'Reimbursement' }), 'Approved Amount')).toHaveValue(
    '₹1,200.30',
  );
  await atWidths(page, shot, 'employee-view-approved');
});

const statusSelect = (form: Locator) => form.getByRole('combobox', { name: /^Status/ });
