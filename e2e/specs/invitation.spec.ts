// Issue 2's main journey: the super-admin invites a client user with a few permissions, the user
// follows the invitation and set-password e-mails (captured by a real SMTP server), signs in and
// sees exactly the menu those permissions allow (spec 000 §2, §4, §6).
import { expect, type Page, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { ADMIN, DEMO_COMPANY } from '../support/accounts';
import { screenshots, signIn, signOut } from '../support/app';
import { linkIn, waitForMail } from '../support/mail-catcher';

const NEW_USER = {
  first_name: 'Priya',
  last_name: 'Raman',
  email: 'priya.raman@northwind-analytics.example',
  designation: 'Talent Partner',
  password: 'Welcome@2025',
};
const PERMISSIONS = ['List Positions', 'List Applicants', 'Create Applicant'];

/** Picks an option of an MUI select, found by its label. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an invited client user verifies, sets a password and sees only what they may', async ({
  page,
}, testInfo) => {
  const shot = screenshots(page, testInfo);
  const since = Date.now();

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/users/create');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await choose(page, 'User Type', 'Client');
  await choose(page, 'User Role', 'User');
  await page.getByRole('textbox', { name: /^First Name/ }).fill(NEW_USER.first_name);
  await page.getByRole('textbox', { name: /^Last Name/ }).fill(NEW_USER.last_name);
  await page.getByRole('textbox', { name: /^Email/ }).fill(NEW_USER.email);
  // A company option is named by the company alone (its logo is hidden from screen readers).
  await choose(page, 'Company Name', DEMO_COMPANY);
  await page.getByRole('textbox', { name: /^Designation/ }).fill(NEW_USER.designation);
  const form = page.getByRole('form', { name: 'User' });
  // A new client user starts with the list permissions on, said above the toggles.
  await expect(form.getByText(/starts with List Positions and List Applicants switched on/)).toBeVisible();
  await expect(form.getByLabel('List Positions', { exact: true })).toBeChecked();
  await expect(form.getByLabel('Create Applicant', { exact: true })).not.toBeChecked();
  for (const permission of PERMISSIONS) {
    await form.getByLabel(permission, { exact: true }).check();
  }
  await shot('create-user-filled');
  await form.getByRole('button', { name: 'Save' }).click();

  // Create success: a toast, then the new user's view page.
  await expect(page).toHaveURL(/\/users\/view\/\d+$/);
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(NEW_USER.email);
  for (const permission of PERMISSIONS) {
    await expect(form.getByLabel(permission, { exact: true })).toBeChecked();
  }
  await expect(form.getByLabel('Edit Position', { exact: true })).not.toBeChecked();
  await shot('user-view');

  await page.goto('/users');
  const row = page.getByRole('row').filter({ hasText: NEW_USER.email });
  await expect(row).toContainText(`${NEW_USER.first_name} ${NEW_USER.last_name}`);
  await expect(row).toContainText('Client');
  await expect(row).toContainText(NEW_USER.designation);
  await shot('users-list');
  await signOut(page);

  // The invitation: the verify screen shows the server's message, then /login after 2.5 s.
  const invitation = await waitForMail(NEW_USER.email, /invited/, { since });
  await page.goto(linkIn(invitation, `${BASE_URL}/verify?token=`));
  const verified = page.getByRole('status').filter({ hasText: 'Your email has been verified' });
  await expect(verified).toBeVisible();
  const shownAt = Date.now();
  await shot('verify-done');
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1_500);

  // Verifying sends the link to choose the first password: message, then /login after 3 s.
  const setPassword = await waitForMail(NEW_USER.email, /^Set your/, { since });
  await page.goto(linkIn(setPassword, `${BASE_URL}/reset-password?token=`));
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await page.getByRole('textbox', { name: /^New password/ }).fill(NEW_USER.password);
  await page.getByRole('textbox', { name: /^Confirm password/ }).fill(NEW_USER.password);
  await shot('set-password');
  // A first password: nothing on the screen speaks of a reset.
  await expect(page.getByRole('button', { name: 'Reset password' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been set' })).toBeVisible();
  await expect(page.getByText(/has been reset/)).toHaveCount(0);
  const resetAt = Date.now();
  await shot('set-password-done');
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
  expect(Date.now() - resetAt).toBeGreaterThan(2_000);

  // Signed in, the user sees Job Portal (Positions, Applicants) and Profile, nothing of Admin.
  await signIn(page, NEW_USER.email, NEW_USER.password);
  await expect(page).toHaveURL(/\/positions$/);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('button')).toHaveText(['Job Portal']);
  await expect(nav.getByRole('link')).toHaveText(['Positions', 'Applicants', 'Profile']);
  await expect(nav).not.toContainText('Admin');
  await expect(nav).not.toContainText('User Management');
  await shot('client-user-home');

  await page.goto('/users');
  await expect(page.getByText('Please request permissions from Admin')).toBeVisible();
  await shot('client-user-users-denied');
});
