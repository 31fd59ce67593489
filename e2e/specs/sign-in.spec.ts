// Spec 000 §2, §5, §8: the super-admin signs in, the header dropdown offers Profile and Sign out,
// and signing out goes back to /login. Bad input shows the shared schema's messages; a wrong
// password shows the server's message in error style.
import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { loginForm, openAccountMenu, screenshots } from '../support/app';

test('the super-admin signs in, sees the account menu and signs out', async ({ page }, testInfo) => {
  const shot = screenshots(page, testInfo);
  const form = loginForm(page);

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await shot('login');

  // Empty form: the required messages, and no call to the server.
  await form.submit.click();
  await expect(form.email).toHaveAccessibleDescription('Please enter your email');
  await expect(form.password).toHaveAccessibleDescription('Please enter your password');
  await shot('login-required');

  await form.email.fill('not-an-email');
  await form.password.fill('whatever');
  await form.submit.click();
  await expect(form.email).toHaveAccessibleDescription('Please enter valid email');
  await expect(form.email).toHaveAttribute('aria-invalid', 'true');
  await shot('login-invalid-email');

  // A wrong password: the server's message in error style; editing a field clears it.
  await form.email.fill(ADMIN.email);
  await form.password.fill('Wrong@12345');
  await form.submit.click();
  const alert = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
  await expect(alert).toBeVisible();
  await expect(alert).toHaveClass(/alert-error/);
  await shot('login-wrong-password');
  await form.password.fill(ADMIN.password);
  await expect(alert).toBeHidden();

  await form.submit.click();
  // The super-admin admin is hrms and accounts: the dashboard is its landing page (issue 25).
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await shot('dashboard-after-login');

  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Sign out']);
  await shot('account-menu');

  await menu.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(form.submit).toBeVisible();
  await shot('login-after-sign-out');

  // Signed out for real: the shell sends the browser back to /login.
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login$/);
});
