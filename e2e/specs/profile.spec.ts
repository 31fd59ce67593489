// Spec 000 §2, §3, §5: the profile's personal form (read-only e-mail and company) and the change
// password form with its rules.
import { expect, test } from '@playwright/test';
import { PROFILE_USER } from '../support/accounts';
import { accountButton, openAccountMenu, screenshots, signIn, signOut } from '../support/app';

const NEW_PASSWORD = 'Changed@2025';

test('a user renames themselves and changes the password', async ({ page }, testInfo) => {
  const shot = screenshots(page, testInfo);
  await signIn(page, PROFILE_USER.email, PROFILE_USER.password);
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  const personal = page.getByRole('form', { name: 'Personal details' });
  const firstName = personal.getByRole('textbox', { name: /^First name/ });
  await expect(personal.getByRole('textbox', { name: 'E-mail' })).toHaveValue(PROFILE_USER.email);
  await expect(personal.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
  await expect(personal.getByRole('textbox', { name: 'Company' })).toHaveValue(PROFILE_USER.company);
  await expect(personal.getByRole('textbox', { name: 'Company' })).toBeDisabled();
  await shot('profile');

  await firstName.fill('');
  await personal.getByRole('button', { name: 'Update' }).click();
  await expect(firstName).toHaveAccessibleDescription('Please enter the first name');
  await firstName.fill('Jayson');
  await personal.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Profile has been updated')).toBeVisible();
  await expect(accountButton(page)).toContainText('Jayson Lee');
  await shot('profile-updated');
  await page.reload();
  await expect(firstName).toHaveValue('Jayson');

  const passwords = page.getByRole('form', { name: 'Change password' });
  const current = passwords.getByRole('textbox', { name: /^Current password/ });
  const next = passwords.getByRole('textbox', { name: /^New password/ });
  const confirm = passwords.getByRole('textbox', { name: /^Confirm password/ });
  const update = passwords.getByRole('button', { name: 'Update' });

  await update.click();
  await expect(current).toHaveAccessibleDescription('Please enter your current password');
  await current.fill(PROFILE_USER.password);
  await next.fill(NEW_PASSWORD);
  await confirm.fill('Different@2025');
  await update.click();
  await expect(confirm).toHaveAccessibleDescription('Password not confirmed');
  await next.fill(PROFILE_USER.password);
  await confirm.fill(PROFILE_USER.password);
  await update.click();
  await expect(next).toHaveAccessibleDescription('Current and new password are same');
  await shot('password-rules');

  // The server checks the current password.
  await current.fill('Wrong@12345');
  await next.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await update.click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();

  await current.fill(PROFILE_USER.password);
  await update.click();
  await expect(page.getByText('Password has been updated')).toBeVisible();
  await expect(current).toHaveValue('');
  await shot('password-updated');

  await signOut(page);
  await signIn(page, PROFILE_USER.email, NEW_PASSWORD);
  await expect(accountButton(page)).toContainText('Jayson Lee');
});
