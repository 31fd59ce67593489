// Issue 24's client working calendar: hrms opens a client, sets the 2nd and 4th Saturdays off and a
// half-day holiday, saves, and the month's count and the working-days answer follow. 1280 and 375 px.
import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { screenshots, signIn } from '../support/app';
import { toast, typeDate } from '../support/job-portal';

const CLIENT = 'Orion Retail Ltd';

async function atWidths(page: Page, shot: (name: string) => Promise<void>, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(`${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(`${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('hrms sets a client’s weekly offs and a half-day holiday', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const shot = screenshots(page, testInfo);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/hrms/clients');
  await page
    .getByRole('button', { name: `View ${CLIENT}` })
    .first()
    .click();
  await page.getByRole('link', { name: 'Working calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Working calendar', level: 1 })).toBeVisible();
  const saturday = page.getByRole('combobox', { name: 'Saturday is' });
  await expect(saturday).toHaveText('Off every week');
  await saturday.click();
  await page.getByRole('option', { name: 'Off in some weeks' }).click();
  const weeks = page.getByRole('group', { name: 'Weeks of the month Saturday is off' });
  await expect(weeks.getByRole('checkbox', { name: '2nd' })).toBeChecked();
  await expect(weeks.getByRole('checkbox', { name: '4th' })).toBeChecked();
  await expect(weeks.getByRole('checkbox', { name: '1st' })).not.toBeChecked();

  await page.getByRole('button', { name: 'Add holiday' }).click();
  await page.getByRole('button', { name: 'Save calendar' }).click();
  await expect(page.getByText('Please enter the name of the holiday')).toBeVisible();
  await typeDate(page, page, 'Date of holiday 1', '14/01/2027');
  await page.getByRole('textbox', { name: 'Name of holiday 1' }).fill('Sankranti');
  await page.getByRole('checkbox', { name: 'Half day' }).check();
  await page.getByRole('button', { name: 'Save calendar' }).click();
  await expect(toast(page, 'Working calendar has been updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Saturday is' })).toHaveText('Off in some weeks');
  await expect(page.getByRole('textbox', { name: 'Name of holiday 1' })).toHaveValue('Sankranti');
  await expect(page.getByText(/working days on the saved calendar/)).toBeVisible();
  await atWidths(page, shot, 'client-calendar');

  // January 2027 on this calendar, day by day as leaves and timesheets count it.
  const id = page.url().match(/calendar\/(\d+)/)![1];
  const answer = await page.request.get(`/api/v1/clients/${id}/working-days?from=2027-01-01&to=2027-01-31`);
  const kinds = Object.fromEntries(
    (await answer.json()).data.days.map((d: { date: string; kind: string }) => [d.date, d.kind]),
  );
  expect(kinds).toMatchObject({
    '2027-01-02': 'working', // 1st Saturday
    '2027-01-09': 'weekly_off', // 2nd
    '2027-01-16': 'working', // 3rd
    '2027-01-23': 'weekly_off', // 4th
    '2027-01-24': 'weekly_off', // Sunday
    '2027-01-14': 'half_day',
  });
});
