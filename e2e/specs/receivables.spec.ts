// Issue 25, money received: accounts records a payment on a sent invoice and sees its balance, then
// the client's balance in the receivables aging (a later day, so the invoice is overdue), reached
// through the side menu's Accounts group (which opens on it, not Job Portal). Both widths.
import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { screenshots, signIn } from '../support/app';
import { apiSession, fieldNamed, toast, uniqueSuffix } from '../support/job-portal';

const suffix = uniqueSuffix();
const CLIENT = `Receivable Traders ${suffix}`;
const BILLING = `ap.${suffix}@receivable.example`;
const state = { invoiceId: 0, number: `RCV-${suffix}`.slice(0, 16) };

const isoDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function bothWidths(page: Page, shot: (name: string) => Promise<void>, name: string) {
  await shot(`${name}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await shot(`${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeAll(async () => {
  const api = await apiSession(ADMIN.email, ADMIN.password);
  const country_id = await api.lookupId('countries', 'country', 'India');
  const state_id = await api.lookupId('states', 'state', 'Karnataka', { country_id });
  const city_id = await api.lookupId('cities', 'city', 'Bengaluru', { state_id });
  const place = { address: '7 Residency Road', country_id, state_id, city_id, zipcode: '560025' };
  const client = await api.send('post', 'clients', {
    company_name: CLIENT,
    primary_email: `hello.${suffix}@receivable.example`,
    website: 'https://receivable.example',
    ...place,
    billing_email: BILLING,
    billing_address: place.address,
    billing_country_id: country_id,
    billing_state_id: state_id,
    billing_city_id: city_id,
    billing_zipcode: place.zipcode,
    documents: [],
  });
  const invoice = await api.send('post', 'invoices', {
    invoice_number: state.number,
    invoiced_date: isoDay(),
    company_id: client.id,
    billing_email: BILLING,
    total_amount: '11800.00',
  });
  state.invoiceId = invoice.id;
  await api.send('post', 'invoices/send', {
    id: invoice.id,
    billing_email: [BILLING],
    cc_email: [`cfo.${suffix}@receivable.example`],
  });
  await api.context.dispose();
});

test('accounts records a payment, sees the balance, then the client in the aging', async ({
  page,
}, testInfo) => {
  const shot = screenshots(page, testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/accounts/invoices/view/${state.invoiceId}`);
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText('No payment recorded yet.');
  await payments.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: `Record a payment against ${state.number}` });
  await expect(dialog).toContainText('Balance ₹11,800.00');
  await fieldNamed(dialog, 'Amount received').fill('5000');
  await fieldNamed(dialog, 'Reference (UTR, cheque number)').fill(`UTR${suffix}`);
  await shot('record-payment');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(toast(page, 'Payment recorded')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(payments).toContainText('Partially paid');
  await expect(payments).toContainText('Balance₹6,800.00');
  await expect(payments.getByRole('list', { name: 'Payments received' })).toContainText(`₹5,000.00`);
  await bothWidths(page, shot, 'invoice-partly-paid');

  // The side menu opens Accounts on the receivables page (it opened Job Portal before).
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const accounts = menu.getByRole('button', { name: 'Accounts' });
  if ((await accounts.getAttribute('aria-expanded')) !== 'true') await accounts.click();
  await menu.getByRole('link', { name: 'Receivables' }).click();
  await expect(page).toHaveURL(/\/accounts\/receivables$/);
  await expect(accounts).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('button', { name: 'Job Portal' })).toHaveAttribute('aria-expanded', 'false');

  // Forty-five days on, the balance is overdue: one row for the client, its total the balance.
  await page.goto(`/accounts/receivables?as_of=${isoDay(45)}`);
  const row = page.getByRole('row').filter({ hasText: CLIENT });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row.getByRole('cell').last()).toHaveText('₹6,800.00');
  await expect(row.getByRole('cell').nth(2)).toHaveText('₹0.00');
  await expect(page.getByRole('img', { name: 'Balance owed by days past due' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Accounts' }),
  ).toHaveAttribute('aria-expanded', 'true');
  await bothWidths(page, shot, 'aging');
});
