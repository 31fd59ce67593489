// Issue 25, the month at a glance: hrms and accounts land on the dashboard after signing in; every
// figure is there with its chart, each opens the list behind it; at 1280 and 375 px. A client admin
// still lands on /positions and is refused the dashboard.
import { expect, test } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD } from '../support/accounts';
import { screenshots, signIn, signOut } from '../support/app';

const CLIENT_ADMIN = { email: 'arjun.mehta@northwind-analytics.example', password: DEMO_PASSWORD };
const FIGURES = [
  'Revenue and margin',
  'Receivables',
  /^Timesheets in /,
  'Active placements',
  'On leave today',
  'Open positions',
  'Applicants by stage',
];

test('hrms and accounts land on the dashboard; each figure opens its list', async ({ page }, testInfo) => {
  const shot = screenshots(page, testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  for (const name of FIGURES) await expect(page.getByRole('region', { name })).toBeVisible();
  // The charts are drawn with the numbers.
  const revenueChart = page
    .getByRole('region', { name: 'Revenue and margin' })
    .getByRole('img', { name: 'Revenue and margin by month' });
  await expect(revenueChart).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Receivables' })
      .getByRole('img', { name: 'Balance owed by days past due' }),
  ).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await shot('dashboard-1280');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(revenueChart).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page does not scroll sideways on a phone').toBeLessThanOrEqual(0);
  await shot('dashboard-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page
    .getByRole('region', { name: 'Receivables' })
    .getByRole('link', { name: 'Open receivables aging' })
    .click();
  await expect(page).toHaveURL(/\/accounts\/receivables\?as_of=\d{4}-\d\d-\d\d$/);
  await expect(page.getByRole('heading', { name: 'Receivables', level: 1 })).toBeVisible();
  await page.goBack();
  await page
    .getByRole('region', { name: 'Open positions' })
    .getByRole('link', { name: 'Open the positions' })
    .click();
  await expect(page).toHaveURL(/\/positions\?status_id=\d+$/);
  await page.goBack();
  await page
    .getByRole('region', { name: 'Revenue and margin' })
    .getByRole('link', { name: 'Open the margin report' })
    .click();
  await expect(page).toHaveURL(/\/accounts\/margin\?from=\d{4}-\d\d&to=\d{4}-\d\d$/);
  await expect(page.getByRole('table', { name: 'Margin by month' })).toBeVisible();
  await shot('margin-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot('margin-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^margin-\d{4}-\d\d-to-\d{4}-\d\d-\d{4}-\d\d-\d\d\.csv$/,
  );
  await signOut(page);
});

test('a client admin lands on positions and is refused the dashboard', async ({ page }) => {
  await signIn(page, CLIENT_ADMIN.email, CLIENT_ADMIN.password);
  await expect(page).toHaveURL(/\/positions$/);
  await page.goto('/dashboard');
  await expect(page.getByText('Please request permissions from Admin')).toBeVisible();
});
