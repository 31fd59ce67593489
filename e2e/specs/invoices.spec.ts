// Issue 12 (spec 001 invoices): accounts raises an invoice for a client with the billing details
// pre-filled from the client record, e-mails it with a cc and the generated PDF, and sees
// 'Sent on: {date}', then issues a credit note with a line against it (e-mailed, its PDF kept, the
// list showing Credited and Balance); the client admin then finds it under
// /company/invoices and disputes it.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, DEMO_COMPANY, DEMO_PASSWORD } from '../support/accounts';
import { SCREENSHOT_DIR, screenshots, signIn, signOut } from '../support/app';
import { fieldNamed, pick, selectNamed, toast, uniqueSuffix } from '../support/job-portal';
import { waitForMail } from '../support/mail-catcher';

const CLIENT_ADMIN = { email: 'arjun.mehta@northwind-analytics.example', password: DEMO_PASSWORD };
const BILLING = 'accounts@northwind-analytics.example';
const suffix = uniqueSuffix();
const CC = `cfo.${suffix}@northwind-analytics.example`;
const LINE = `Data engineer, November ${suffix}`;
const state = { number: '', viewUrl: '' };

test.describe.configure({ mode: 'serial' });

/** Side menu: open the group, then its Invoices entry. */
async function openFromMenu(page: Page, group: string) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const toggle = menu.getByRole('button', { name: group });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await menu.getByRole('link', { name: 'Invoices' }).click();
}

async function bothWidths(page: Page, shot: (name: string) => Promise<void>, name: string) {
  await shot(`${name}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(`${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('accounts raises an invoice with the billing details of the client', async ({ page }, testInfo) => {
  const shot = screenshots(page, testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await openFromMenu(page, 'Accounts');
  await expect(page).toHaveURL(/\/accounts\/invoices$/);
  await page.getByRole('button', { name: 'Invoice settings and bank details' }).click();
  const settings = page.getByRole('dialog', { name: 'Invoice settings and bank details' });
  await expect(fieldNamed(settings, 'Account Number')).toHaveValue('50200012345678');
  await shot('settings');
  await settings.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('link', { name: 'Create Invoice' }).click();

  const form = page.getByRole('form', { name: 'Invoice' });
  await expect(fieldNamed(form, 'Invoice Number')).toHaveValue(/^INV-\d{4}-\d{4}$/);
  state.number = await fieldNamed(form, 'Invoice Number').inputValue();
  await pick(page, form, 'Client', DEMO_COMPANY);
  await expect(fieldNamed(form, 'Billing Email')).toHaveValue(BILLING);
  await expect(fieldNamed(form, 'Billing Address')).not.toHaveValue('');

  await page.getByRole('button', { name: 'Add line' }).click();
  const line = form.getByRole('group', { name: 'Line 1' });
  await fieldNamed(line, 'Description').fill(LINE);
  await fieldNamed(line, 'Quantity').fill('20');
  await fieldNamed(line, 'Rate (₹)').fill('9000');
  // The demo agency is in Karnataka, like this client: CGST + SGST, 9% each on ₹1,80,000.
  await expect(form.getByText('CGST 9%')).toBeVisible();
  await expect(form.getByText('₹2,12,400.00')).toBeVisible();
  await bothWidths(page, shot, 'create');

  await form.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(
    `You are raising invoice to ${DEMO_COMPANY} for the amount ₹2,12,400.00`,
  );
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/accounts\/invoices\/view\/\d+$/);
  state.viewUrl = new URL(page.url()).pathname;
  await expect(page.getByText('Not sent yet.')).toBeVisible();
  await bothWidths(page, shot, 'view');
});

test('accounts e-mails it with a cc and the PDF, and the list shows Sent on', async ({ page }, testInfo) => {
  const shot = screenshots(page, testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/accounts/invoices');
  const row = page.getByRole('row').filter({ hasText: state.number });
  await row.getByRole('button', { name: `E-mail ${state.number}` }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: BILLING })).toBeVisible();
  const cc = selectNamed(dialog, 'CC Email');
  await cc.click();
  await cc.fill(CC);
  await page.getByRole('option', { name: `Add “${CC}”` }).click();
  await fieldNamed(dialog, 'Message').fill('Please find the invoice for November attached.');
  await shot('send-dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();
  // Sending locks the invoice: the dialog first says to whom, for how much, and asks again.
  const confirm = page.getByRole('dialog', { name: `Send invoice ${state.number}?` });
  await expect(confirm).toContainText(BILLING);
  await expect(confirm).toContainText(CC);
  await expect(confirm).toContainText('₹2,12,400.00');
  await expect(confirm).toContainText('The invoice will be locked');
  await bothWidths(page, shot, 'send-confirm');
  const since = Date.now();
  await confirm.getByRole('button', { name: 'Yes, send' }).click();
  await expect(toast(page, 'Invoice e-mail has been queued for sending')).toBeVisible();

  const mail = await waitForMail(BILLING, new RegExp(`^Invoice ${state.number} from`), { since });
  // The agency's default cc is there too (vendor bank detail).
  expect(mail.cc).toContain(CC);
  expect(mail.text).toContain('Please find the invoice for November attached.');
  const pdf = mail.attachments[0]!;
  expect(pdf.mimeType).toBe('application/pdf');
  expect(pdf.filename).toBe(`Invoice-${state.number}.pdf`);
  // Kept for a reviewer to look at the document the client received.
  fs.mkdirSync(path.join(SCREENSHOT_DIR, 'invoices'), { recursive: true });
  fs.copyFileSync(pdf.file, path.join(SCREENSHOT_DIR, 'invoices', 'invoice-as-sent.pdf'));

  // The outbox has delivered it: the History column reads 'Sent on: …' once the list is reloaded.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: state.number })).toContainText('Sent on:');
  }).toPass();
  await bothWidths(page, shot, 'list-sent');

  // The PDF as e-mailed opens from the list, in a new window as an attachment does.
  const opened = page.context().waitForEvent('response', (r) => r.url().includes('/api/v1/files/'));
  await page
    .getByRole('row')
    .filter({ hasText: state.number })
    .getByRole('button', { name: `Invoice-${state.number}.pdf` })
    .click();
  const document = await opened;
  expect(document.status()).toBe(200);
  expect(document.headers()['content-type']).toContain('application/pdf');
  await expect(page).toHaveURL(/\/accounts\/invoices$/);
});

test('accounts issues a credit note with a line; it is e-mailed and its PDF downloads', async ({
  page,
}, testInfo) => {
  const shot = screenshots(page, testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(state.viewUrl);
  await page.getByRole('button', { name: 'Raise credit note' }).click();
  const dialog = page.getByRole('dialog', { name: `Credit note against ${state.number}` });
  await expect(dialog).toContainText('balance ₹2,12,400.00');
  const line = dialog.getByRole('group', { name: 'Line 1' });
  await fieldNamed(line, 'Description').fill('One day of leave was billed');
  await fieldNamed(line, 'Quantity').fill('1');
  await fieldNamed(line, 'Rate (₹)').fill('9000');
  // Taxed as the invoice was: CGST + SGST 9% each on ₹9,000.
  await expect(dialog.getByText('CGST 9%')).toBeVisible();
  await expect(dialog.getByText('₹10,620.00')).toBeVisible();
  await fieldNamed(dialog, 'Reason').fill('One day of leave was billed.');
  await bothWidths(page, shot, 'credit-note-dialog');
  const since = Date.now();
  await dialog.getByRole('button', { name: 'Issue and e-mail' }).click();
  await expect(toast(page, 'Credit note has been issued and e-mailed')).toBeVisible();

  const notes = page.getByRole('list', { name: 'Credit notes' });
  await expect(notes).toContainText(/CN-\d{4}-\d{4} · ₹10,620\.00/);
  const number = (await notes.getByText(/^CN-\d{4}-\d{4} ·/).textContent())!.split(' ')[0]!;
  await expect(notes).toContainText('One day of leave was billed · 1 days × ₹9,000.00 = ₹9,000.00');
  await expect(notes).toContainText(/by .+ on \d{2}\/\d{2}\/\d{4}/);
  await expect(page.getByText('Credited ₹10,620.00 · balance ₹2,01,780.00')).toBeVisible();

  // E-mailed to the billing address with the invoice's cc, the PDF attached; the send is in History.
  const mail = await waitForMail(BILLING, new RegExp(`^Credit note ${number} from`), { since });
  expect(mail.cc).toContain(CC);
  expect(mail.attachments[0]!.filename).toBe(`Credit-note-${number}.pdf`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('list', { name: 'Sends' })).toContainText(`Credit note ${number} · Sent on:`);
  }).toPass();
  await bothWidths(page, shot, 'credit-note-listed');

  // The download link's PDF, fetched with the same session, kept for a reviewer to look at.
  // The link opens the PDF in a new window; its request names the URL to fetch again here.
  const [request] = await Promise.all([
    page.context().waitForEvent('request', (r) => /\/credit-notes\/\d+\/document$/.test(r.url())),
    notes.getByRole('button', { name: `Download ${number} (PDF)` }).click(),
  ]);
  const pdf = await page.request.get(request.url());
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  fs.mkdirSync(path.join(SCREENSHOT_DIR, 'invoices'), { recursive: true });
  fs.writeFileSync(path.join(SCREENSHOT_DIR, 'invoices', 'credit-note.pdf'), bytes);

  // The list: Credited and Balance beside the total.
  await page.goto('/accounts/invoices');
  const row = page.getByRole('row').filter({ hasText: state.number });
  await expect(row).toContainText('₹10,620.00');
  await expect(row).toContainText('₹2,01,780.00');
  await bothWidths(page, shot, 'list-credited');
});

test('the client admin sees it under Company and disputes it', async ({ page }, testInfo) => {
  const shot = screenshots(page, testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, CLIENT_ADMIN.email, CLIENT_ADMIN.password);
  await openFromMenu(page, 'Company');
  await expect(page).toHaveURL(/\/company\/invoices$/);
  const row = page.getByRole('row').filter({ hasText: state.number });
  await expect(row).toContainText('Sent');
  await row.click();
  await expect(page).toHaveURL(/\/company\/invoices\/view\/\d+$/);
  await expect(page.getByRole('table', { name: 'Invoice lines' })).toContainText(LINE);
  await bothWidths(page, shot, 'company-view');

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/company\/invoices\/edit\/\d+$/);
  const response = page.getByRole('form', { name: 'Your response' });
  // A plain select is named by its label and the value it shows ('Status Sent').
  // Opened once the statuses have loaded (it reads 'Sent'): a click before that finds no options.
  const status = response.getByRole('combobox', { name: /^Status/ });
  await expect(status).toHaveText('Sent');
  await status.click();
  await page.getByRole('option', { name: 'Disputed', exact: true }).click();
  await fieldNamed(response, 'Comment').fill('The PO number is missing.');
  await response.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Invoice has been updated')).toBeVisible();
  await expect(page).toHaveURL(/\/company\/invoices\/view\/\d+$/);
  await expect(page.getByText('Client comment: The PO number is missing.')).toBeVisible();
  await bothWidths(page, shot, 'company-disputed');
  await signOut(page);
});
