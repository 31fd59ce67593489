// Spec 000 §2, §4, §5: forgot-password answers the same for any address, mails a single-use link,
// and the reset password signs in. A used link fails the second time.
import { expect, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { FORGETFUL_USER } from '../support/accounts';
import { loginForm, screenshots, signIn } from '../support/app';
import { linkIn, waitForMail } from '../support/mail-catcher';

const SENT = 'If an account exists for this email, a password reset link has been sent to it.';
const NEW_PASSWORD = 'Fresh@Start9';

test('forgot password: request, mail, reset, sign in; the link works once', async ({ page }, testInfo) => {
  const shot = screenshots(page, testInfo);
  const since = Date.now();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const email = page.getByLabel('E-mail');
  const send = page.getByRole('button', { name: 'Send reset link' });
  await send.click();
  await expect(email).toHaveAccessibleDescription('Please enter your email');
  await email.fill('someone@');
  await send.click();
  await expect(email).toHaveAccessibleDescription('Please enter valid email');
  await shot('forgot-invalid');

  // An unknown address and a real one get the same answer (nothing is revealed).
  await email.fill('nobody-here@northwind-analytics.example');
  await send.click();
  const sent = page.getByRole('status').filter({ hasText: SENT });
  await expect(sent).toBeVisible();
  await email.fill(FORGETFUL_USER.email);
  await expect(sent).toBeHidden(); // editing clears the message
  await send.click();
  await expect(sent).toBeVisible();
  await shot('forgot-sent');

  const mail = await waitForMail(FORGETFUL_USER.email, /^Reset your/, { since });
  const link = linkIn(mail, `${BASE_URL}/reset-password?token=`);

  await page.goto(link);
  const newPassword = page.getByRole('textbox', { name: /^New password/ });
  const confirm = page.getByRole('textbox', { name: /^Confirm password/ });
  const reset = page.getByRole('button', { name: 'Reset password' });
  await reset.click();
  await expect(newPassword).toHaveAccessibleDescription('Enter your new password');
  await expect(confirm).toHaveAccessibleDescription('Please re-enter your new password');
  await newPassword.fill(NEW_PASSWORD);
  await confirm.fill(`${NEW_PASSWORD}x`);
  await reset.click();
  await expect(confirm).toHaveAccessibleDescription('The password do not match');
  await shot('reset-mismatch');

  await confirm.fill(NEW_PASSWORD);
  await reset.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset' })).toBeVisible();
  await shot('reset-done');
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  // The old password no longer works; the new one does.
  const form = loginForm(page);
  await form.email.fill(FORGETFUL_USER.email);
  await form.password.fill(FORGETFUL_USER.password);
  await form.submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await signIn(page, FORGETFUL_USER.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/positions$/);

  // Opening a reset link while signed in signs out first (spec 000 §4); the used link then fails.
  await page.goto(link);
  await newPassword.fill('Another@Try7');
  await confirm.fill('Another@Try7');
  await reset.click();
  const failed = page.getByRole('alert').filter({ hasText: 'This link is invalid or has expired' });
  await expect(failed).toBeVisible();
  await expect(failed).toHaveClass(/alert-error/);
  await shot('reset-link-used');
  await page.goto('/positions');
  await expect(page).toHaveURL(/\/login$/);
});
