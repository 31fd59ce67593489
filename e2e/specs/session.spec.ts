// Spec 000 §2, §8: a 401 from any call sends the browser to /login, / goes to /positions, and an
// unknown path shows the not-found page.
import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { screenshots, signIn } from '../support/app';

test('signed out, the shell sends every path to /login', async ({ page }, testInfo) => {
  const shot = screenshots(page, testInfo);
  for (const path of ['/', '/positions', '/users/create', '/profile']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await shot('login');
});

test('/ goes to the dashboard (hrms and accounts) and an unknown path shows the not-found page', async ({
  page,
}, testInfo) => {
  const shot = screenshots(page, testInfo);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await shot('not-found');
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a call answered 401 after the session ended sends the browser to /login', async ({
  page,
}, testInfo) => {
  const shot = screenshots(page, testInfo);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/users');
  await expect(page.getByText(/^Showing 1 to 10 of \d+ entries$/)).toBeVisible();
  await shot('users');

  // The session ends on the server (another tab signed out); the page still holds the user, so the
  // next screen's call is the one that meets the 401.
  const logout = await page.request.post('/api/v1/users/logout');
  expect(logout.ok()).toBe(true);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await shot('login-after-401');
});

test('a browser without its session cookie is sent to /login', async ({ page, context }, testInfo) => {
  const shot = screenshots(page, testInfo);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
  await shot('profile');

  await context.clearCookies();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('button', { name: 'Admin' }).click();
  await nav.getByRole('link', { name: 'User Management' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // A fresh load checks the session first and goes to /login as well.
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login$/);
});
