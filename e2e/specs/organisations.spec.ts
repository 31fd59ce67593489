// Issue 8's journey: a super-admin creates a client with a logo, two documents (one of an
// inline-created type) and a billing address, edits and views it; creates a partner account with
// bank details and a partners-type user for it; that user signs in, lands on /partners/profile,
// edits it, and cannot reach /hrms/clients. Screens at 1280 and 375 px.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { ADMIN } from '../support/accounts';
import { screenshots, signIn, signOut } from '../support/app';
import { createInline, fieldNamed, pick, toast, uniqueSuffix, writeSamplePdf } from '../support/job-portal';
import { linkIn, waitForMail } from '../support/mail-catcher';

const suffix = uniqueSuffix();
const CLIENT = `Orion Freight ${suffix}`;
const PARTNER = `Bright Hire ${suffix}`;
const DOC_TYPE = `Rate Card ${suffix}`;
const USER = {
  first: 'Meera',
  last: `Iyer ${suffix}`,
  email: `meera.${suffix}@brighthire.example`,
  password: 'Welcome@2025',
};
const MSA = writeSamplePdf(`msa-${suffix}.pdf`, 'Master service agreement');
const RATES = writeSamplePdf(`rates-${suffix}.pdf`, 'Rate card');
/** A 1×1 PNG for the logo. */
const LOGO = path.join(os.tmpdir(), `logo-${suffix}.png`);
fs.writeFileSync(
  LOGO,
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

async function narrow(page: Page, shot: (name: string) => Promise<void>, name: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(`${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('clients and partners from creation to a partner user editing its own profile', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const shot = screenshots(page, testInfo);
  const since = Date.now();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN.email, ADMIN.password);

  // A client with a logo, two documents (one type created inline) and a billing address.
  await page.goto('/hrms/clients');
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
  await page.getByRole('link', { name: 'Create Client' }).first().click();
  const form = page.getByRole('form', { name: 'Client' });
  await form.getByLabel('Company Logo').setInputFiles(LOGO);
  await fieldNamed(form, 'Company Name').fill(CLIENT);
  await fieldNamed(form, 'Primary Email').fill(`hello.${suffix}@orion.example`);
  await fieldNamed(form, 'Phone').fill('+918041234567');
  await fieldNamed(form, 'Website').fill('https://orion.example');
  await fieldNamed(form, 'Address').fill('12 Residency Road');
  await pick(page, form, 'Country', 'India');
  await pick(page, form, 'State', 'Karnataka');
  await pick(page, form, 'City', 'Bengaluru');
  await fieldNamed(form, 'Zipcode').fill('560025');
  await fieldNamed(form, 'Billing Email').fill(`billing.${suffix}@orion.example`);
  await fieldNamed(form, 'Billing Address').fill('14 Residency Road');
  await pick(page, form, 'Billing Country', 'India');
  await pick(page, form, 'Billing State', 'Karnataka');
  await pick(page, form, 'Billing City', 'Bengaluru');
  await fieldNamed(form, 'Billing Zipcode').fill('560025');
  await pick(page, form, 'Document type 1', 'Master Service Agreement');
  await form.getByLabel('Document 1').setInputFiles(MSA);
  await expect(form.getByRole('link', { name: `msa-${suffix}.pdf` })).toBeVisible();
  await form.getByRole('button', { name: 'Add document' }).click();
  await createInline(page, form, 'Document type 2', DOC_TYPE);
  await form.getByLabel('Document 2').setInputFiles(RATES);
  await expect(form.getByRole('link', { name: `rates-${suffix}.pdf` })).toBeVisible();
  await shot('client-create-filled');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/hrms\/clients\/view\/\d+$/);
  await expect(toast(page, 'Client has been created')).toBeVisible();
  await expect(form.getByText(DOC_TYPE)).toBeVisible();
  await expect(form.getByRole('link', { name: `rates-${suffix}.pdf` })).toBeVisible();
  await shot('client-view');
  await narrow(page, shot, 'client-view');

  // Edit and view again.
  await form.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/hrms\/clients\/edit\/\d+$/);
  await fieldNamed(form, 'Industry').fill('Logistics');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Client has been updated')).toBeVisible();
  await expect(page).toHaveURL(/\/hrms\/clients\/view\/\d+$/);
  await expect(fieldNamed(form, 'Industry')).toHaveValue('Logistics');

  await page.goto(`/hrms/clients?search=${encodeURIComponent(CLIENT)}`);
  await expect(page.getByRole('row').filter({ hasText: CLIENT })).toBeVisible();
  await shot('clients-list');
  await narrow(page, shot, 'clients-list');

  // A partner account with bank details.
  await page.goto('/partners/create');
  const partnerForm = page.getByRole('form', { name: 'Partner' });
  await fieldNamed(partnerForm, 'Account Name').fill(PARTNER);
  await fieldNamed(partnerForm, 'Primary Email').fill(`accounts.${suffix}@brighthire.example`);
  await fieldNamed(partnerForm, 'Address').fill('7 Marine Drive');
  await pick(page, partnerForm, 'Country', 'India');
  await pick(page, partnerForm, 'State', 'Karnataka');
  await pick(page, partnerForm, 'City', 'Bengaluru');
  await fieldNamed(partnerForm, 'Zipcode').fill('560001');
  await fieldNamed(partnerForm, 'Bank Account Number').fill('123456781234');
  await fieldNamed(partnerForm, 'IFSC Code').fill('HDFC0000521');
  await fieldNamed(partnerForm, 'SWIFT Code').fill('HDFCINBB');
  await shot('partner-create-filled');
  await partnerForm.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/partners\/view\/\d+$/);
  await expect(toast(page, 'Partner has been created')).toBeVisible();
  await expect(fieldNamed(partnerForm, 'IFSC Code')).toHaveValue('HDFC0000521');
  await shot('partner-view');

  await page.goto(`/partners?search=${encodeURIComponent(PARTNER)}`);
  await expect(page.getByRole('row').filter({ hasText: PARTNER })).toContainText('•••• 1234');
  await shot('partners-list');
  await narrow(page, shot, 'partners-list');

  // A partners-type user for it.
  await page.goto('/users/create');
  await page.getByRole('combobox', { name: /^User Type/ }).click();
  await page.getByRole('option', { name: 'Partners', exact: true }).click();
  await page.getByRole('combobox', { name: /^User Role/ }).click();
  await page.getByRole('option', { name: 'Admin', exact: true }).click();
  await page.getByRole('textbox', { name: /^First Name/ }).fill(USER.first);
  await page.getByRole('textbox', { name: /^Last Name/ }).fill(USER.last);
  await page.getByRole('textbox', { name: /^Email/ }).fill(USER.email);
  await pick(page, page.getByRole('form', { name: 'User' }), 'Partners Account Name', PARTNER);
  await page.getByRole('form', { name: 'User' }).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/users\/view\/\d+$/);
  await signOut(page);

  const invitation = await waitForMail(USER.email, /invited/, { since });
  await page.goto(linkIn(invitation, `${BASE_URL}/verify?token=`));
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
  const setPassword = await waitForMail(USER.email, /^Set your/, { since });
  await page.goto(linkIn(setPassword, `${BASE_URL}/reset-password?token=`));
  await page.getByRole('textbox', { name: /^New password/ }).fill(USER.password);
  await page.getByRole('textbox', { name: /^Confirm password/ }).fill(USER.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  // The partner user lands on its own profile, edits it and cannot reach the clients.
  await signIn(page, USER.email, USER.password);
  await expect(page).toHaveURL(/\/partners\/profile$/);
  const profile = page.getByRole('form', { name: 'Partner' });
  await expect(fieldNamed(profile, 'Account Name')).toHaveValue(PARTNER);
  await expect(profile.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await shot('partner-profile');
  await narrow(page, shot, 'partner-profile');
  await profile.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/partners\/profile\/edit$/);
  await fieldNamed(profile, 'Industry').fill('Staffing');
  await fieldNamed(profile, 'Bank Account Number').fill('999988887777');
  // A bank change asks for the password again and then waits for a second person (issue 21).
  await profile.getByLabel(/^Current Password/).fill(USER.password);
  await profile.getByRole('button', { name: 'Update' }).click();
  await expect(
    toast(page, 'Profile has been updated. The bank change is pending confirmation'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/partners\/profile$/);
  await expect(profile.getByText('Bank change pending confirmation')).toBeVisible();
  await expect(fieldNamed(profile, 'Bank Account Number')).toHaveValue('123456781234');
  await shot('partner-profile-updated');

  await page.goto('/hrms/clients');
  await expect(page.getByText('Please request permissions from Admin')).toBeVisible();
});
