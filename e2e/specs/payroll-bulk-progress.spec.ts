// Issue 23: the bulk upload runs as a job. hrms uploads 120 payslips; the screen shows the job's
// progress bar and each file's line as it is matched, then the summary; the same upload again
// answers "unchanged" for the payslip already stored. Screens at 1280 and 375 px, mid-run and done.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { signIn } from '../support/app';
import { typeDate, writeSamplePdf } from '../support/job-portal';

const VIKRAM_ID = 'SD-1001';
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shotAt(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: width === 375 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the bulk upload shows the job’s progress and each file’s result as it lands', async ({ page }) => {
  test.setTimeout(180_000);
  const files = [
    writeSamplePdf(`${VIKRAM_ID}-January-2025.pdf`, 'Payslip January 2025'),
    // Names that name nobody: each PDF's text is read, and names nobody either.
    ...Array.from({ length: 119 }, (_, i) => writeSamplePdf(`scan-${i + 1}.pdf`, `Scanned page ${i + 1}`)),
  ];
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/hrms/payrolls');
  // The upload loads when opened (issue 23: the list's first load stays light).
  await page.getByRole('button', { name: 'Bulk upload payslips' }).click();
  const bulk = page.getByRole('region', { name: 'Bulk upload' });
  await typeDate(page, bulk, 'Payslip month', '01/2025');
  await bulk.getByLabel('Payslip files').setInputFiles(files);
  await bulk.getByRole('button', { name: 'Upload' }).click();

  const matching = bulk.getByRole('progressbar', { name: 'Matching' });
  await expect(matching).toBeVisible();
  await expect(bulk.getByRole('status')).toHaveText(/^Matched \d+ of 120 files$/);
  await shotAt(page, 'bulk-progress');
  const results = bulk.getByRole('table', { name: 'Upload results' });
  await expect(bulk.getByRole('alert')).toHaveText('1 created, 0 replaced, 0 unchanged, 119 not matched', {
    timeout: 120_000,
  });
  await expect(matching).toHaveCount(0);
  await expect(results.getByRole('row')).toHaveCount(121);
  await expect(
    results.getByRole('row', { name: new RegExp(`${VIKRAM_ID}-January-2025\\.pdf created`) }),
  ).toBeVisible();
  await expect(
    results.getByRole('row', { name: /scan-119\.pdf unmatched No employee matches/ }),
  ).toBeVisible();
  await shotAt(page, 'bulk-done');

  // The same file again: left as it is, and nobody is e-mailed.
  await bulk.getByLabel('Payslip files').setInputFiles([files[0]!]);
  await bulk.getByRole('button', { name: 'Upload' }).click();
  await expect(bulk.getByRole('alert')).toHaveText('0 created, 0 replaced, 1 unchanged, 0 not matched');
  await expect(
    results.getByRole('row', { name: /unchanged The same file is already this employee’s payslip/ }),
  ).toBeVisible();
  await shotAt(page, 'bulk-unchanged');
});
