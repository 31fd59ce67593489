// Issue 25's partners' bills, end to end: TalentBridge's placement has an approved timesheet for
// last month (set up through the API: hrms opens it, the client's approver approves it); the
// partner's admin files its bill for more than the timesheet comes to, with the PDF; accounts sees
// billed against expected, cannot validate the difference without a reason, validates with one,
// and pays with the payment reference. Screens at 1280 and 375 px.
import { expect, test } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD } from '../support/accounts';
import { atWidths, screenshots, signIn, signOut } from '../support/app';
import { apiSession, fieldNamed, toast, uniqueSuffix, writeSamplePdf } from '../support/job-portal';

const PARTNER_ADMIN = { email: 'sanjay.gupta@talentbridge.example', password: DEMO_PASSWORD };
const PARTNER = 'TalentBridge Consulting';

const inr = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);

/** Last month's timesheet of TalentBridge's day-rate placement, approved; answers month and expected amount. */
async function approvedTimesheet() {
  const admin = await apiSession(ADMIN.email, ADMIN.password);
  const partners = await admin.get<{ id: number; account_name: string }[]>('master/partners-accounts');
  const partnerId = partners.find((p) => p.account_name === PARTNER)!.id;
  const placements = await admin.get<{
    list: { id: number; status: string; pay_rate: string; pay_unit: string }[];
  }>('placements', { partners_account_id: partnerId, status: 'active', limit: 50 });
  const placement = placements.list.find((p) => p.pay_unit === 'day')!;
  const detail = await admin.get<{ approvers: { email?: string }[] }>(`placements/${placement.id}`);
  const now = new Date();
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const month = `${last.getUTCFullYear()}-${String(last.getUTCMonth() + 1).padStart(2, '0')}`;
  const sheet = await admin.send<{ id: number; status: string; total_quantity: number }>(
    'post',
    'timesheets',
    {
      placement_id: placement.id,
      month,
    },
  );
  // The billing run's spec may have approved this month's timesheet already (POST answers the
  // existing one): only what is left is done.
  if (sheet.status !== 'approved') {
    if (sheet.status !== 'submitted') await admin.send('post', `timesheets/${sheet.id}/submit`, {});
    const approver = await apiSession(detail.approvers[0]!.email!, DEMO_PASSWORD);
    await approver.send('post', `timesheets/${sheet.id}/approve`, {});
  }
  return { month, expected: sheet.total_quantity * Number(placement.pay_rate), last };
}

test('a partner files its bill; accounts validates the difference with a reason and pays it', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const shot = screenshots(page, testInfo);
  const { month, expected, last } = await approvedTimesheet();
  const billed = expected + 1500;
  const number = `TB-${uniqueSuffix()}`;
  const monthName = last.toLocaleString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

  // The partner's admin files the bill from Partner Details → Bills.
  await signIn(page, PARTNER_ADMIN.email, PARTNER_ADMIN.password);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Bills' })).toHaveAttribute('href', '/partners/bills');
  await page.goto('/partners/bills');
  await page.getByRole('link', { name: 'File a Bill' }).first().click();
  const form = page.getByRole('form', { name: 'Bill' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please enter the bill number')).toBeVisible();
  // The month defaults to last month, the one the timesheet was approved for.
  await expect(form.getByText(monthName, { exact: true })).toBeVisible();
  await fieldNamed(form, 'Bill Number').fill(number);
  await fieldNamed(form, 'Amount (INR)').fill(billed.toFixed(2));
  await form
    .getByLabel('Bill (PDF)', { exact: true })
    .setInputFiles(writeSamplePdf(`${number}.pdf`, `Bill ${number}`));
  await expect(form.getByRole('link', { name: `${number}.pdf` })).toBeVisible();
  await atWidths(page, shot, 'partner-file');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/partners\/bills\/view\/\d+$/);
  await expect(toast(page, 'Bill has been filed')).toBeVisible();
  const bill = page
    .getByRole('region', { name: 'Bill' })
    .or(page.getByLabel('Bill', { exact: true }))
    .first();
  await expect(bill.getByText(inr(expected), { exact: true })).toBeVisible();
  await expect(bill.getByText(`+${inr(1500)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Validate' })).toHaveCount(0);
  await atWidths(page, shot, 'partner-view');
  await page.goto('/partners/bills');
  await expect(page.getByRole('table', { name: 'Partner bills' }).getByText(number)).toBeVisible();
  await atWidths(page, shot, 'partner-list');
  await signOut(page);

  // Accounts finds it by month and partner, checks it against the timesheets, validates and pays.
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/accounts/partner-bills?month=${month}`);
  const table = page.getByRole('table', { name: 'Partner bills' });
  await expect(table.getByText(number)).toBeVisible();
  await atWidths(page, shot, 'accounts-list');
  await table.getByText(number).click();
  await expect(page).toHaveURL(/\/accounts\/partner-bills\/view\/\d+$/);
  await expect(page.getByRole('table', { name: 'Approved timesheets' })).toBeVisible();
  await atWidths(page, shot, 'accounts-view');

  await page.getByRole('button', { name: 'Validate' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Validate' }).click();
  await expect(
    dialog.getByText(
      'The bill differs from the approved timesheets by 1500.00: please give the reason to validate it',
    ),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Travel to the client site agreed by e-mail');
  await shot('accounts-validate-1280');
  await dialog.getByRole('button', { name: 'Validate' }).click();
  await expect(toast(page, 'Bill has been updated')).toBeVisible();
  await expect(page.getByText('Validated', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Pay' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Payment Reference' }).fill('UTR-NEFT-000123');
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText(/reference UTR-NEFT-000123/).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveCount(3);
  await atWidths(page, shot, 'accounts-paid');
});
