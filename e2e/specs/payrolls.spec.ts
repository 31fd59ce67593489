// Issue 11's payroll journey: hrms bulk-uploads a month's payslips (one named by employee ID, one
// whose name says nothing but whose text names the employee, one nobody's) and reads the per-file
// result; hrms creates a payslip through the form and replaces one after the confirmation; the
// employee finds its payslip in its list and opens it in a new window. Screens at 1280 and 375 px.
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD } from '../support/accounts';
import { screenshots, signIn, signOut } from '../support/app';
import { toast, typeDate, writeSamplePdf } from '../support/job-portal';

const VIKRAM = { email: 'vikram.singh@staffdesk.local', password: DEMO_PASSWORD, id: 'SD-1001' };
const ROHAN = 'rohan.mehta@staffdesk.local';
const SNEHA = { email: 'sneha.kulkarni@staffdesk.local', id: 'SD-1003' };

async function atWidths(page: Page, shot: (name: string) => Promise<void>, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(`${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(`${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function chooseEmployee(page: Page, search: string, email: string) {
  await page.getByRole('combobox', { name: /Employee Email/ }).fill(search);
  await page.getByRole('option', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
}

test('hrms uploads a month of payslips and one by the form; the employee opens its own', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const shot = screenshots(page, testInfo);

  // hrms: the bulk upload of May's payslips.
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/hrms/payrolls');
  await expect(page.getByRole('heading', { name: 'Payrolls', level: 1 })).toBeVisible();
  // The upload loads when opened (issue 23: the list's first load stays light).
  await page.getByRole('button', { name: 'Bulk upload payslips' }).click();
  const bulk = page.getByRole('region', { name: 'Bulk upload' });
  await typeDate(page, bulk, 'Payslip month', '05/2026');
  await bulk
    .getByLabel('Payslip files')
    .setInputFiles([
      writeSamplePdf(`${VIKRAM.id}-May-2026.pdf`, 'Payslip May 2026'),
      writeSamplePdf('scan-0042.pdf', `Payslip May 2026 for ${ROHAN}`),
      writeSamplePdf('unknown-person.pdf', 'Payslip May 2026'),
    ]);
  await bulk.getByRole('button', { name: 'Upload' }).click();
  await expect(bulk.getByRole('alert')).toHaveText('2 created, 0 replaced, 0 unchanged, 1 not matched');
  const results = bulk.getByRole('table', { name: 'Upload results' });
  await expect(
    results.getByRole('row', { name: new RegExp(`${VIKRAM.id}-May-2026\\.pdf created`) }),
  ).toBeVisible();
  await expect(results.getByRole('row', { name: /scan-0042\.pdf created/ })).toBeVisible();
  await expect(
    results.getByRole('row', { name: /unknown-person\.pdf unmatched No employee matches/ }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payrolls' })).toContainText(ROHAN);
  await atWidths(page, shot, 'hrms-bulk-result');

  // hrms: one payslip through the form; the spec's messages first.
  await page.getByRole('link', { name: 'Create Payroll' }).first().click();
  await expect(page).toHaveURL(/\/hrms\/payrolls\/create$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please choose the employee by e-mail')).toBeVisible();
  await expect(page.getByText('Please select the payslip date')).toBeVisible();
  await chooseEmployee(page, SNEHA.id, SNEHA.email);
  await typeDate(page, page, 'Payslip Date', '30/04/2026');
  await page
    .getByLabel('Payslip', { exact: true })
    .setInputFiles(writeSamplePdf('Sneha-April-2026.pdf', 'Payslip April 2026'));
  await expect(page.getByRole('link', { name: 'Sneha-April-2026.pdf' })).toBeVisible();
  await atWidths(page, shot, 'hrms-create-form');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Payroll has been created')).toBeVisible();
  await expect(page).toHaveURL(/\/hrms\/payrolls\/view\/\d+$/);
  await expect(page.getByRole('combobox', { name: /Employee Email/ })).toHaveValue(SNEHA.email);
  await atWidths(page, shot, 'hrms-view');

  // A second payslip for Vikram's May replaces the bulk one only after the confirmation.
  await page.goto('/hrms/payrolls/create');
  await chooseEmployee(page, VIKRAM.id, VIKRAM.email);
  await typeDate(page, page, 'Payslip Date', '31/05/2026');
  await page
    .getByLabel('Payslip', { exact: true })
    .setInputFiles(writeSamplePdf('Vikram-May-2026-corrected.pdf', 'Corrected'));
  await expect(page.getByRole('link', { name: 'Vikram-May-2026-corrected.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This employee already has a payslip for that month. Replace it?');
  await shot('hrms-replace-confirm-1280');
  await dialog.getByRole('button', { name: 'Replace' }).click();
  await expect(toast(page, 'Payroll has been replaced')).toBeVisible();
  await expect(page).toHaveURL(/\/hrms\/payrolls\/view\/\d+$/);
  await signOut(page);

  // The employee: its payslip (the corrected one) in its list, opened in a new window.
  await signIn(page, VIKRAM.email, VIKRAM.password);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Payrolls' }).click();
  await menu.getByRole('link', { name: 'Payrolls' }).click();
  await expect(page).toHaveURL(/\/employee\/payrolls$/);
  const list = page.getByRole('table', { name: 'Payrolls' });
  const link = list.getByRole('link', { name: 'Vikram-May-2026-corrected.pdf' });
  await expect(link).toBeVisible();
  await expect(list.getByRole('link', { name: `${VIKRAM.id}-May-2026.pdf` })).toHaveCount(0);
  await expect(list).not.toContainText('Sneha-April-2026.pdf');
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await atWidths(page, shot, 'employee-payrolls');
  // A new window asks for the file (a PDF may be shown or downloaded there, as the browser likes).
  const [popup, opened] = await Promise.all([
    page.waitForEvent('popup'),
    page.context().waitForEvent('request', (r) => r.url().includes('/api/v1/files/payslips/')),
    link.click(),
  ]);
  expect(opened.frame().page()).toBe(popup);
  const file = await page.request.get((await link.getAttribute('href')) as string);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  await popup.close();
});
