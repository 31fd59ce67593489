// Issue 24's placement journey: hrms places a demo employee at a client with bill and pay rates and
// the client's approver; the same dates again are refused with the placement in the way; the
// client's admin sees the placement with the bill rate and no pay rate. Screens at 1280 and 375 px.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, DEMO_COMPANY, DEMO_PASSWORD } from '../support/accounts';
import { atWidths, openFromMenu, screenshots, signIn, signOut } from '../support/app';
import { fieldNamed, pick, selectNamed, toast, typeDate } from '../support/job-portal';

const CLIENT_ADMIN = 'arjun.mehta@northwind-analytics.example';

/** Types into a field whose options the server finds, and picks the one named. */
async function choose(page: Page, form: Locator, label: string, typed: string, option: RegExp) {
  const field = selectNamed(form, label);
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

async function fillPlacement(page: Page, form: Locator) {
  await choose(page, form, 'Employee', 'Rohan', /^Rohan Mehta/);
  await pick(page, form, 'Client', DEMO_COMPANY);
  await typeDate(page, form, 'Start Date', '01/02/2027');
  await typeDate(page, form, 'End Date', '31/12/2027');
  await fieldNamed(form, 'Bill Rate').fill('9000');
  await fieldNamed(form, 'Pay Rate').fill('6100.50');
  await choose(page, form, "Approvers (the client's users)", 'Arjun', /^Arjun Mehta/);
}

test('hrms places an employee at a client; an overlap is refused; the client sees the bill rate only', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const shot = screenshots(page, testInfo);

  await signIn(page, ADMIN.email, ADMIN.password);
  await openFromMenu(page, 'HRMS', 'Placements');
  await expect(page).toHaveURL(/\/hrms\/placements$/);
  const table = page.getByRole('table', { name: 'Placements' });
  await expect(table.getByRole('columnheader', { name: 'Margin' })).toBeVisible();
  await atWidths(page, shot, 'hrms-list');

  await page.getByRole('link', { name: 'Create Placement' }).first().click();
  const form = page.getByRole('form', { name: 'Placement' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please select the employee')).toBeVisible();
  await expect(form.getByText('Please select at least one timesheet approver')).toBeVisible();
  await fillPlacement(page, form);
  await atWidths(page, shot, 'hrms-create');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/hrms\/placements\/view\/\d+$/);
  await expect(toast(page, 'Placement has been created')).toBeVisible();
  await expect(fieldNamed(form, 'Pay Rate')).toHaveValue('6100.50');
  await expect(form.getByText('Upcoming')).toBeVisible();
  // No position and no partner: a dash for the one, no row for the other, never an empty box.
  await expect(form.getByRole('textbox', { name: 'Position' })).toHaveValue('—');
  await expect(form.getByRole('textbox', { name: 'Partner' })).toHaveCount(0);
  await atWidths(page, shot, 'hrms-view');

  // The same employee at the same client on overlapping dates is refused, naming the one in the way.
  await page.goto('/hrms/placements/create');
  await fillPlacement(page, form);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    toast(
      page,
      "These dates overlap this employee's placement at Northwind Analytics Pvt Ltd from 01/02/2027 to 31/12/2027",
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/hrms\/placements\/create$/);
  await shot('hrms-overlap-1280');
  await signOut(page);

  // The client's admin sees it under Company, with the bill rate and without the pay rate.
  await signIn(page, CLIENT_ADMIN, DEMO_PASSWORD);
  await page.goto('/company/placements?search=Rohan');
  const clientTable = page.getByRole('table', { name: 'Placements' });
  await expect(clientTable.getByText('₹9,000.00 / day')).toBeVisible();
  await expect(clientTable.getByRole('columnheader', { name: 'Pay Rate' })).toHaveCount(0);
  await expect(page.getByText('6,100.50')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Edit Placement/ })).toHaveCount(0);
  await atWidths(page, shot, 'company-list');
  await clientTable.getByText('₹9,000.00 / day').click();
  await expect(page).toHaveURL(/\/company\/placements\/view\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Bill Rate' })).toHaveValue('₹9,000.00 / day');
  await expect(page.getByRole('textbox', { name: 'Pay Rate' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Edit Placement/ })).toHaveCount(0);
  await atWidths(page, shot, 'company-view');
});
