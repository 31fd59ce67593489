// Issue 7: the app runs under its Content-Security-Policy without a single violation (MUI's
// emotion styles included), answers with the security headers, and an avatar cannot sign anyone out.
import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { screenshots, signIn } from '../support/app';

/** Every CSP violation the page reports, collected from the moment it starts. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
  ];
}

test('the screens run under the CSP with no violation', async ({ page }, testInfo) => {
  const shot = screenshots(page, testInfo);
  const violations = await watchCsp(page);
  const response = await page.goto('/login');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options']).toBe('nosniff');
  await signIn(page, ADMIN.email, ADMIN.password);
  for (const path of [
    '/positions',
    '/positions/create',
    '/applicants',
    '/applicants/create',
    '/users',
    '/profile',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await shot('under-csp');
  expect(await violations()).toEqual([]);
});

test('an image pointing at users/logout signs nobody out', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/profile');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const img = document.createElement('img');
        img.onerror = img.onload = () => resolve();
        img.src = '/api/v1/users/logout';
        document.body.append(img);
      }),
  );
  const me = await page.request.get('/api/v1/users/is-auth');
  expect(me.status()).toBe(200);
});
