// Steps every spec repeats: full-page screenshots of each screen, signing in and out, the side menu.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../screenshots');
/** Screens taken so far per spec file, so the tests of one file number their pictures in one run. */
const taken = new Map<string, number>();

/**
 * Returns shot(name): a full-page screenshot into e2e/screenshots/<spec>/<nn>-<name>.png, numbered
 * in the order the spec's tests visit screens so a reviewer can page through them.
 */
export function screenshots(page: Page, testInfo: TestInfo) {
  const spec = path.basename(testInfo.file, '.spec.ts');
  const dir = path.join(SCREENSHOT_DIR, spec);
  fs.mkdirSync(dir, { recursive: true });
  return async (name: string) => {
    const n = (taken.get(spec) ?? 0) + 1;
    taken.set(spec, n);
    const file = path.join(dir, `${String(n).padStart(2, '0')}-${name}.png`);
    // A picture of the screen, not of its spinner: lists and lookups have answered first.
    const loading = page.getByRole('progressbar').or(page.getByText('Loading…', { exact: true }));
    await expect(loading.filter({ visible: true })).toHaveCount(0);
    // From the top: a page scrolled to reach a button would draw the fixed header mid-picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  };
}

/** The screen at 1280 px, then at 375 px (a phone), back at 1280 px: `<name>-1280`, `<name>-375`. */
export async function atWidths(page: Page, shot: (name: string) => Promise<void>, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(`${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(`${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The sign-in form's fields and button, found as a user finds them. */
export const loginForm = (page: Page) => ({
  email: page.getByLabel('E-mail'),
  password: page.getByRole('textbox', { name: 'Password' }),
  submit: page.getByRole('button', { name: 'Sign in' }),
});

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The header's account button, named by the user's name and e-mail it shows. */
export const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /@/ });

export async function openAccountMenu(page: Page) {
  await accountButton(page).click();
  return page.getByRole('menu');
}

export async function signOut(page: Page) {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * Follows the side menu's link to a screen, opening its group first when the link is hidden in it
 * (the group of the current page is open already).
 */
export async function openFromMenu(page: Page, group: string, link: string) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const entry = menu.getByRole('link', { name: link });
  if (!(await entry.isVisible())) await menu.getByRole('button', { name: group }).click();
  await entry.click();
}
