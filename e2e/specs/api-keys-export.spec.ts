// Issue 26 in the browser: an API key made in Profile calls the API as its user (Bearer, no cookie)
// until it is deleted, and a filtered list exports to CSV with the rows the list shows. Screens at
// 1280 and 375 px.
import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/accounts';
import { screenshots, signIn } from '../support/app';

const ANANYA = 'ananya.iyer@staffdesk.local';
const KEY_NAME = 'Payroll sync';
const CLIENT = 'Northwind Analytics Pvt Ltd';

const apiKeysCard = (page: Page) =>
  page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: 'API keys' }) });

test('an API key reads the API until deleted, and a filtered list exports to CSV', async ({
  page,
  request,
}, testInfo) => {
  const shot = screenshots(page, testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ANANYA, DEMO_PASSWORD);
  await page.goto('/profile');
  const card = apiKeysCard(page);
  await expect(card.getByText('No API keys yet')).toBeVisible();

  await card.getByRole('button', { name: 'New API key' }).click();
  const form = card.getByRole('form', { name: 'New API key' });
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
    'Please enter a name for the key',
  );
  await form.getByRole('textbox', { name: /^Name/ }).fill(KEY_NAME);
  await form.getByLabel(/Read-only/).check();
  await form.getByRole('button', { name: 'Create key' }).click();

  // The token, once, with the warning and a copy button.
  await expect(card.getByText(/it is shown only once/)).toBeVisible();
  const token = await card.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(token).toMatch(/^sdk_/);
  await expect(card.getByRole('button', { name: 'Copy' })).toBeVisible();
  await card.getByRole('textbox', { name: 'API key' }).scrollIntoViewIfNeeded();
  await shot('api-key-shown-once-1280');
  await card.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByRole('textbox', { name: 'API key' })).toHaveCount(0);
  const row = card.getByRole('listitem').filter({ hasText: KEY_NAME });
  await expect(row).toContainText('Read-only');
  await expect(row).toContainText(token.slice(0, 12));
  await expect(row).toContainText('Expires never');

  // The key acts as Ananya, without her cookie: her clients list, and no writes (read-only).
  const bearer = { Authorization: `Bearer ${token}` };
  const clients = await request.get(`/api/v1/clients?search=${encodeURIComponent('Northwind')}`, {
    headers: bearer,
  });
  expect(clients.status()).toBe(200);
  const names = (await clients.json()).data.list.map((c: { company_name: string }) => c.company_name);
  expect(names).toContain(CLIENT);
  const write = await request.post('/api/v1/master/skills', { headers: bearer, data: { skill: 'Rust' } });
  expect(write.status()).toBe(403);

  // Last use shows once the key has been used.
  await page.reload();
  await expect(apiKeysCard(page).getByRole('listitem').filter({ hasText: KEY_NAME })).not.toContainText(
    'Last used never',
  );
  await shot('api-keys-list-1280');

  // Deleted after "Are you sure?": the key no longer opens anything.
  await apiKeysCard(page)
    .getByRole('button', { name: `Delete API key ${KEY_NAME}` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Delete the API key "${KEY_NAME}"?`);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('API key revoked')).toBeVisible();
  await expect(apiKeysCard(page).getByText('No API keys yet')).toBeVisible();
  const after = await request.get('/api/v1/clients', { headers: bearer });
  expect(after.status()).toBe(401);

  // Export: the clients list filtered to one company, as CSV.
  await page.goto(`/hrms/clients?search=${encodeURIComponent('Northwind')}`);
  await expect(page.getByRole('cell', { name: CLIENT }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'CSV' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Excel (XLSX)' })).toBeVisible();
  await shot('clients-export-menu-1280');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    menu.getByRole('menuitem', { name: 'CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^clients.*\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toContain('company_name');
  expect(lines.slice(1)).toHaveLength(1);
  expect(lines[1]).toContain(CLIENT);

  // XLSX of the same filter: a workbook (a zip) comes down.
  await page.getByRole('button', { name: 'Export' }).click();
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menu').getByRole('menuitem', { name: 'Excel (XLSX)' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(
    fs
      .readFileSync((await xlsx.path())!)
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');

  // A phone: the list's header buttons and the Profile card fit 375 px.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/hrms/clients?search=${encodeURIComponent('Northwind')}`);
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
  await shot('clients-export-375');
  await page.goto('/profile');
  await apiKeysCard(page).getByRole('button', { name: 'New API key' }).click();
  await apiKeysCard(page).getByRole('textbox', { name: /^Name/ }).fill('Phone check');
  await apiKeysCard(page).getByRole('button', { name: 'Create key' }).click();
  await expect(apiKeysCard(page).getByText(/it is shown only once/)).toBeVisible();
  await apiKeysCard(page).scrollIntoViewIfNeeded();
  await shot('api-key-shown-once-375');
});
