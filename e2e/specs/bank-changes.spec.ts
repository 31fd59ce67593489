// Issue 21's bank change, end to end: the partner's admin changes the partner's bank account
// (typing its password again), the profile says the change waits for a second person, an accounts
// user confirms it on /accounts/bank-changes, and the new account shows. The mails name the changed
// fields and never a value. Screens at 1280 and 375 px.
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/accounts';
import { screenshots, signIn, signOut } from '../support/app';
import { fieldNamed, toast } from '../support/job-portal';
import { waitForMail } from '../support/mail-catcher';

const PARTNER_ADMIN = { email: 'sanjay.gupta@talentbridge.example', password: DEMO_PASSWORD };
const ACCOUNTS = { email: 'ananya.iyer@staffdesk.local', password: DEMO_PASSWORD };
const PARTNER = 'TalentBridge Consulting';
const PARTNER_EMAIL = 'partners@talentbridge.example';
const OLD_NUMBER = '50200012345678';
const NEW_NUMBER = '50200099887766';

async function atWidths(page: Page, shot: (name: string) => Promise<void>, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(`${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(`${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Neither the old nor the new account number, whole or in part, is in a mail. */
function expectNoBankValues(text: string) {
  for (const number of [OLD_NUMBER, NEW_NUMBER]) {
    expect(text).not.toContain(number);
    expect(text).not.toContain(number.slice(-4));
  }
}

test('a partner admin changes the bank account; accounts confirms it and the new one shows', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const shot = screenshots(page, testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The maker: the partner's own admin, on its profile.
  await signIn(page, PARTNER_ADMIN.email, PARTNER_ADMIN.password);
  await page.goto('/partners/profile/edit');
  const form = page.getByRole('form', { name: 'Partner' });
  const number = fieldNamed(form, 'Bank Account Number');
  await expect(number).toHaveValue(OLD_NUMBER);
  await number.fill(NEW_NUMBER);
  // A changed account asks for the password again.
  const password = form.getByLabel(/^Current Password/);
  await expect(password).toBeVisible();
  await password.fill(PARTNER_ADMIN.password);
  const since = Date.now();
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/partners\/profile$/);
  const notice = page.getByRole('alert').filter({ hasText: 'Bank change pending confirmation' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Payments keep using the current bank details');
  // Until it is confirmed the record keeps the current account.
  await expect(fieldNamed(page.getByRole('form', { name: 'Partner' }), 'Bank Account Number')).toHaveValue(
    OLD_NUMBER,
  );
  await atWidths(page, shot, 'partner-profile-change-pending');

  const requested = await waitForMail(
    PARTNER_EMAIL,
    new RegExp(`^Bank details change requested for ${PARTNER}`),
    {
      since,
    },
  );
  expect(requested.text).toContain('Account number');
  expectNoBankValues(requested.text);
  await signOut(page);

  // The checker: an accounts user on Bank changes.
  await signIn(page, ACCOUNTS.email, ACCOUNTS.password);
  await page.goto('/accounts/bank-changes');
  await expect(page.getByRole('heading', { name: 'Bank changes', level: 1 })).toBeVisible();
  const row = page.getByRole('table', { name: 'Bank changes' }).getByRole('row').filter({ hasText: PARTNER });
  await expect(row).toContainText('Account number');
  await expect(row).toContainText('Sanjay Gupta');
  await atWidths(page, shot, 'accounts-bank-changes-pending');
  await row.getByRole('button', { name: `Confirm bank change of ${PARTNER}` }).click();
  const ask = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(ask).toContainText(`You want to confirm this bank change of ${PARTNER}`);
  const confirmedAt = Date.now();
  await ask.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'Bank change has been confirmed')).toBeVisible();
  await expect(page.getByText('No bank change is waiting for confirmation')).toBeVisible();

  // The record now holds the new account, and says who changed and who confirmed it.
  await page.getByRole('button', { name: 'Confirmed', exact: true }).click();
  await expect(page).toHaveURL(/\/accounts\/bank-changes\?status=confirmed$/);
  await page
    .getByRole('table', { name: 'Bank changes' })
    .getByRole('link', { name: PARTNER })
    .first()
    .click();
  await expect(page).toHaveURL(/\/partners\/view\/\d+$/);
  await expect(fieldNamed(page.getByRole('form', { name: 'Partner' }), 'Bank Account Number')).toHaveValue(
    NEW_NUMBER,
  );
  await expect(
    page.getByText(/Bank details last changed by Sanjay Gupta on .*, confirmed by Ananya Iyer/),
  ).toBeVisible();
  await atWidths(page, shot, 'partner-view-confirmed');

  const changed = await waitForMail(PARTNER_EMAIL, new RegExp(`^Bank details changed for ${PARTNER}`), {
    since: confirmedAt,
  });
  expect(changed.text).toContain('Account number');
  expectNoBankValues(changed.text);
});
