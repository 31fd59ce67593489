// Issue 25, invoices from timesheets: the demo's Northwind placements get approved October timesheets
// through the API (created by hrms, submitted, approved by Arjun, the client's approver); accounts
// opens /accounts/billing-run for October, sees Northwind ready and the other clients blocked,
// creates the drafts (a job with a progress bar), sends all (the invoice and the timesheets PDF in
// one e-mail), and records a payment on the invoice. Screens at 1280 and 375 px; the PDFs are kept.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ADMIN, DEMO_COMPANY, DEMO_PASSWORD } from '../support/accounts';
import { atWidths, SCREENSHOT_DIR, screenshots, signIn } from '../support/app';
import { apiSession, fieldNamed, toast } from '../support/job-portal';
import { waitForMail } from '../support/mail-catcher';

const MONTH = '2026-10';
const APPROVER = 'arjun.mehta@northwind-analytics.example';
const state = { billingEmail: '', since: 0 };

test.beforeAll(async () => {
  const hr = await apiSession(ADMIN.email, ADMIN.password);
  const arjun = await apiSession(APPROVER, DEMO_PASSWORD);
  const clientId = await hr.companyId(DEMO_COMPANY);
  const billing = await hr.get<{ billing_email: string }>(`invoices/client-billing/${clientId}`);
  state.billingEmail = billing.billing_email;
  const list = await hr.get<{ list: { id: number; start_date: string; end_date: string | null }[] }>(
    'placements',
    {
      client_id: clientId,
      limit: 50,
    },
  );
  const october = list.list.filter(
    (p) => p.start_date <= `${MONTH}-31` && (!p.end_date || p.end_date >= `${MONTH}-01`),
  );
  expect(october.length).toBeGreaterThan(0);
  for (const placement of october) {
    const sheet = await hr.send<{ id: number; status: string }>('post', 'timesheets', {
      placement_id: placement.id,
      month: MONTH,
    });
    if (sheet.status === 'approved') continue;
    if (sheet.status !== 'submitted') await hr.send('post', `timesheets/${sheet.id}/submit`, {});
    await arjun.send('post', `timesheets/${sheet.id}/approve`, {});
  }
  await hr.context.dispose();
  await arjun.context.dispose();
});

test('accounts runs October’s billing, sends all, and records a payment on one invoice', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const shot = screenshots(page, testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN.email, ADMIN.password);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const entry = menu.getByRole('link', { name: 'Billing run' });
  if (!(await entry.isVisible())) await menu.getByRole('button', { name: 'Accounts' }).click();
  await entry.click();
  await expect(page).toHaveURL(/\/accounts\/billing-run$/);
  // The month defaults to the last one (October on the session's day); the URL keeps the one chosen.
  await page.goto(`/accounts/billing-run?month=${MONTH}`);
  await expect(page.getByLabel('Month')).toHaveValue(MONTH);

  const northwind = page.getByRole('region', { name: DEMO_COMPANY });
  await expect(northwind).toContainText('Ready');
  await expect(northwind.getByRole('table', { name: `Lines for ${DEMO_COMPANY}` })).toBeVisible();
  await expect(northwind).toContainText('Total');
  // The demo's other client, Bluepeak, has Rohan by the hour in US dollars: blocked, to invoice by
  // hand, never billed at his dollar rate as rupees.
  await expect(page.getByRole('region', { name: 'Bluepeak Software Inc' })).toContainText(
    'Bills in another currency, to invoice by hand: Rohan Mehta',
  );
  await atWidths(page, shot, 'preview');

  await page.getByRole('button', { name: /^Create \d+ drafts?$/ }).click();
  const creating = page.getByRole('region', { name: 'Creating drafts' });
  await expect(creating.getByRole('status')).toContainText('done', { timeout: 60_000 });
  await expect(creating).toContainText(DEMO_COMPANY);
  await expect(creating.getByText('created').first()).toBeVisible();
  await expect(northwind).toContainText('Draft');
  await atWidths(page, shot, 'drafts-created');

  state.since = Date.now();
  await page.getByRole('button', { name: 'Send all' }).click();
  const sending = page.getByRole('region', { name: 'Sending' });
  await expect(sending.getByRole('status')).toContainText('done', { timeout: 90_000 });
  await expect(sending.getByText('sent').first()).toBeVisible();
  await expect(northwind).toContainText('Sent');
  await atWidths(page, shot, 'sent');

  const mail = await waitForMail(state.billingEmail, /^Invoice .* from /, {
    since: state.since,
    timeoutMs: 60_000,
  });
  const names = mail.attachments.map((a) => a.filename);
  expect(names).toHaveLength(2);
  expect(names[0]).toMatch(/^Invoice-.*\.pdf$/);
  expect(names[1]).toMatch(/^Timesheets-.*\.pdf$/);
  // The two PDFs as they went, kept beside the screenshots to be looked at.
  const dir = path.join(SCREENSHOT_DIR, 'billing-run');
  for (const a of mail.attachments) fs.copyFileSync(a.file, path.join(dir, a.filename));

  // A payment on the invoice: its chip leads to the invoice.
  await northwind.getByRole('link', { name: /· Sent$/ }).click();
  const payments = page.getByRole('region', { name: 'Payments' });
  await payments.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: /^Record a payment against / });
  await fieldNamed(dialog, 'Amount received').fill('1000');
  await fieldNamed(dialog, 'Reference (UTR, cheque number)').fill('UTR-BILLING-RUN');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(toast(page, 'Payment recorded')).toBeVisible();
  await expect(payments).toContainText('Partially paid');
  await atWidths(page, shot, 'invoice-paid-in-part');
});
