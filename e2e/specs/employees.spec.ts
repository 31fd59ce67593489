// Issue 9's journey: hrms creates an employee (documents, leave counts, the company e-mail check),
// the invitation is followed, the employee signs in, lands on /employee/profile and finds the
// fields of spec 001 §6 read-only; hrms blocks them and their next request goes to /login; a
// client admin sees the reduced company view. Screens at 1280 and 375 px.
import { expect, type Page, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { ADMIN, DEMO_COMPANY, DEMO_PASSWORD, ORG_EMAIL, ORG_NAME } from '../support/accounts';
import { screenshots, signIn } from '../support/app';
import { createInline, fieldNamed, pick, toast, uniqueSuffix, writeSamplePdf } from '../support/job-portal';
import { linkIn, waitForMail } from '../support/mail-catcher';

const suffix = uniqueSuffix();
const EMPLOYEE = {
  first_name: 'Priya',
  last_name: `Nair ${suffix}`,
  email: `priya.nair.${suffix}@staffdesk.local`,
  employee_id: `E2E-${suffix}`,
  password: 'Welcome@2025',
};
const CLIENT_ADMIN = { email: 'arjun.mehta@northwind-analytics.example', password: DEMO_PASSWORD };

async function atWidths(page: Page, shot: (name: string) => Promise<void>, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(`${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(`${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('hrms creates an employee who signs in to a read-only profile until blocked', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const shot = screenshots(page, testInfo);
  const since = Date.now();

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/hrms/employees');
  await expect(page.getByRole('heading', { name: 'Employees', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Employees' })).toContainText('Vikram Singh');
  await atWidths(page, shot, 'hrms-list');

  await page.getByRole('link', { name: 'Create Employee' }).first().click();
  await expect(page).toHaveURL(/\/hrms\/employees\/create$/);
  const form = page.getByRole('form', { name: 'Employee' });
  await fieldNamed(form, 'First Name').fill(EMPLOYEE.first_name);
  await fieldNamed(form, 'Last Name').fill(EMPLOYEE.last_name);
  await fieldNamed(form, 'Phone').fill('+919876543210');
  await pick(page, form, 'Client', DEMO_COMPANY);
  await fieldNamed(form, ORG_EMAIL).fill(`priya.${suffix}@gmail.com`);
  await fieldNamed(form, 'Company Email').fill(`priya.${suffix}@northwind-analytics.example`);
  await fieldNamed(form, 'Employee ID').fill(EMPLOYEE.employee_id);
  await fieldNamed(form, 'Designation').fill('Data Engineer');
  await createInline(page, form, 'Reporting Manager(s)', 'ananya.iyer@staffdesk.local');
  await fieldNamed(form, 'CTC').fill('1500000');
  await fieldNamed(form, 'Account Number').fill('50100234567891');
  await fieldNamed(form, 'IFSC Code').fill('HDFC0000521');
  await fieldNamed(form, 'PAN Number').fill('ABCPN1234K');
  await fieldNamed(form, 'Aadhaar Number').fill('2341 2341 2346');
  await form.getByRole('button', { name: 'Add document' }).click();
  await pick(page, form, 'Document type 1', 'PAN Card');
  await form.getByLabel('Document 1').setInputFiles(writeSamplePdf(`pan-${suffix}.pdf`));
  await expect(form.getByRole('link', { name: `pan-${suffix}.pdf` })).toBeVisible();
  await form.getByRole('textbox', { name: 'Casual Leave count' }).fill('10');
  // Work from home has no balance: its count cannot be changed.
  await expect(form.getByRole('textbox', { name: 'Work From Home count' })).toHaveAttribute('readonly', '');

  // The company e-mail must be on the staffing company's own domain; nothing is saved.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${ORG_NAME} email is not a valid ${ORG_NAME} Email`)).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);
  await fieldNamed(form, ORG_EMAIL).fill(EMPLOYEE.email);
  await shot('hrms-create-filled');
  await form.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`You are about to create a new User with email id ${EMPLOYEE.email}`);
  await confirm.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/hrms\/employees\/view\/\d+$/);
  const viewUrl = page.url();
  await expect(fieldNamed(form, 'PAN Number')).toHaveValue('ABCPN1234K');
  await expect(form.getByRole('link', { name: `pan-${suffix}.pdf` })).toBeVisible();
  const leaves = form.getByRole('table', { name: 'Leave counts' });
  await expect(leaves.getByRole('row', { name: /Casual Leave/ })).toContainText('10');
  await expect(page.getByRole('button', { name: 'Block Profile' })).toBeVisible();
  await atWidths(page, shot, 'hrms-view');

  // The invitation goes to the flipkoins e-mail: verify, then choose a password.
  const invitation = await waitForMail(EMPLOYEE.email, /invited/, { since });
  await page.context().clearCookies();
  await page.goto(linkIn(invitation, `${BASE_URL}/verify?token=`));
  await expect(page.getByRole('status').filter({ hasText: 'Your email has been verified' })).toBeVisible();
  const setPassword = await waitForMail(EMPLOYEE.email, /^Set your/, { since });
  await page.goto(linkIn(setPassword, `${BASE_URL}/reset-password?token=`));
  await page.getByRole('textbox', { name: /^New password/ }).fill(EMPLOYEE.password);
  await page.getByRole('textbox', { name: /^Confirm password/ }).fill(EMPLOYEE.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been set' })).toBeVisible();

  // The employee lands on its own profile: no Close, read-only professional and account fields.
  await signIn(page, EMPLOYEE.email, EMPLOYEE.password);
  await expect(page).toHaveURL(/\/employee\/profile$/);
  const own = page.getByRole('form', { name: 'Employee' });
  await expect(fieldNamed(own, 'Employee ID')).toHaveValue(EMPLOYEE.employee_id);
  await expect(fieldNamed(own, 'PAN Number')).toHaveValue('XXXX-XXXX-234K');
  await expect(own.getByRole('link', { name: 'Close' })).toHaveCount(0);
  await expect(own).not.toContainText('Company HR Detail');
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Your Details' }),
  ).toBeVisible();
  await atWidths(page, shot, 'employee-profile');

  await page.getByRole('tab', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/employee\/profile\/edit$/);
  await expect(fieldNamed(own, 'Employee ID')).toHaveAttribute('readonly', '');
  await expect(fieldNamed(own, ORG_EMAIL)).toHaveAttribute('readonly', '');
  await expect(fieldNamed(own, 'Designation')).toHaveAttribute('readonly', '');
  await expect(fieldNamed(own, 'First Name')).not.toHaveAttribute('readonly', '');
  await fieldNamed(own, 'LinkedIn').fill('https://linkedin.com/in/priya-e2e');
  await atWidths(page, shot, 'employee-profile-edit');
  await own.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Employee has been updated')).toBeVisible();
  await expect(page).toHaveURL(/\/employee\/profile$/);

  // hrms blocks the employee from another browser: the employee's next request goes to /login.
  const hrms = await browser.newPage();
  await signIn(hrms, ADMIN.email, ADMIN.password);
  await hrms.goto(viewUrl);
  await hrms.getByRole('button', { name: 'Block Profile' }).click();
  await expect(hrms.getByRole('dialog')).toContainText('You want to block employee profile access');
  await hrms.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(toast(hrms, 'Employee profile access has been blocked')).toBeVisible();
  await expect(hrms.getByRole('button', { name: 'Unblock Profile' })).toBeVisible();
  await hrms.close();

  // The employee's open page makes its next call and is sent to /login: the update, or already
  // the edit page's reload of the record when the cached one went stale while hrms was blocking.
  await page.getByRole('tab', { name: 'Edit Profile' }).click();
  const update = (async () => {
    await fieldNamed(own, 'LinkedIn').fill('https://linkedin.com/in/priya-blocked');
    await own.getByRole('button', { name: 'Update' }).click();
  })().catch(() => undefined);
  await Promise.race([update, page.waitForURL(/\/login$/)]);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill(EMPLOYEE.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(EMPLOYEE.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Your profile access has been blocked. Please contact HR.')).toBeVisible();
  await shot('blocked-sign-in');

  // The client admin of the employee's company sees the reduced company view.
  await signIn(page, CLIENT_ADMIN.email, CLIENT_ADMIN.password);
  await page.goto('/company/employees');
  const row = page.getByRole('row').filter({ hasText: EMPLOYEE.last_name });
  await expect(row).toBeVisible();
  await atWidths(page, shot, 'company-list');
  await row.getByRole('button', { name: /^View / }).click();
  await expect(page).toHaveURL(/\/company\/employees\/view\/\d+$/);
  const reduced = page.getByRole('form', { name: 'Employee' });
  await expect(fieldNamed(reduced, 'Employee ID')).toHaveValue(EMPLOYEE.employee_id);
  for (const hidden of [ORG_EMAIL, 'PAN Number', 'CTC', 'Company HR CTC']) {
    await expect(fieldNamed(reduced, hidden)).toHaveCount(0);
  }
  await expect(reduced).not.toContainText('Account Detail');
  await expect(reduced).not.toContainText('Documents');
  await expect(page.getByRole('button', { name: 'Block Profile' })).toHaveCount(0);
  await atWidths(page, shot, 'company-view');
});
