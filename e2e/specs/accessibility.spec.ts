// axe-core on every screen, as the users who see it, at a laptop's width and a phone's: sign-in
// screens, lists, create/view/edit forms (also with their errors shown), profile, users, the
// not-found and access-denied pages, the invoice list with a Sent invoice. Any serious or critical
// violation (and any skipped heading level) fails the test, with the rule, the screen and the
// elements named; on the invoice list, colour contrast (the status chip) and keyboard access to the
// sideways scroll must have been measured. A screenshot of each screen at each width is kept.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, DEMO_COMPANY, DEMO_PASSWORD } from '../support/accounts';
import { screenshots, signIn } from '../support/app';
import { apiSession, uniqueSuffix, writeSamplePdf } from '../support/job-portal';

const WIDTHS = [1280, 375] as const;
const CLIENT_ADMIN = { email: 'arjun.mehta@northwind-analytics.example', password: DEMO_PASSWORD };
const CLIENT_USER = { email: 'jason.lee@bluepeak.example', password: DEMO_PASSWORD };
const EMPLOYEE = { email: 'vikram.singh@staffdesk.local', password: DEMO_PASSWORD };
const PARTNER = { email: 'sanjay.gupta@talentbridge.example', password: DEMO_PASSWORD };

const suffix = uniqueSuffix();
const ids = { position: 0, applicant: 0, user: 0, employee: 0, invoice: 0 };

// Each test audits many screens at two widths; axe takes seconds a screen on a loaded machine.
test.describe.configure({ timeout: 900_000 });
// Colours are measured as painted: with motion reduced, the app draws no transition (a label moving
// up or a menu item fading to its selected colour) that axe could catch half-way on a slow machine.
test.use({ reducedMotion: 'reduce' });

// A position and an applicant with a resume at the demo client, made through the API.
test.beforeAll(async () => {
  const api = await apiSession(ADMIN.email, ADMIN.password);
  const company_id = await api.companyId(DEMO_COMPANY);
  const country_id = await api.lookupId('countries', 'country', 'India');
  const skill_id = [await api.lookupId('skills', 'skill', 'Python')];
  const position = await api.send('post', 'positions', {
    company_id,
    position: `Accessible Analyst ${suffix}`,
    position_type_id: [await api.lookupId('position-types', 'position_type', 'Full Time')],
    skill_id,
    min_experience: '2',
    min_experience_type: 2,
    max_experience: '5',
    max_experience_type: 2,
    status_id: await api.lookupId('position-status', 'status', 'Open'),
    total_position: '2',
    max_salary: '1800000',
    country_id,
  });
  ids.position = position.id;
  const cv = await api.upload('cv', writeSamplePdf(`resume-${suffix}.pdf`));
  const applicant = await api.send('post', 'applicants', {
    first_name: 'Asha',
    last_name: `Rao ${suffix}`,
    phone: '+919812345670',
    country_id,
    skill_id,
    source_id: await api.lookupId('applicant-sources', 'source', 'Referral'),
    notice_period: '30 days',
    total_experience: '4',
    current_ctc: '1200000',
    expected_ctc: '1500000',
    cv: cv.uploaded_url,
    cv_name: cv.original_name,
    client_id: company_id,
    applying_position: position.id,
    interview_status: [
      {
        interview_status: await api.lookupId('interview-status', 'status', 'Shortlisted'),
        comment: 'Shortlisted after the screening call.',
        date: new Date().toISOString().slice(0, 10),
      },
    ],
  });
  ids.applicant = applicant.id;
  const users = await api.get<{ list: { id: number; email: string }[] }>('users', { skip: 0, limit: 100 });
  ids.user = users.list.find((u) => u.email === CLIENT_USER.email)?.id ?? 0;
  // A demo employee at the demo client (SD-1001), seen by hrms and by the client's admin.
  const employees = await api.send<{ list: { id: number; employee_id: string }[] }>(
    'post',
    'filters/employees',
    {},
  );
  ids.employee = employees.list.find((e) => e.employee_id === 'SD-1001')?.id ?? 0;
  // A Sent invoice: its status chip and the list's sideways scroll are what axe must measure.
  const invoice = await api.send('post', 'invoices', {
    invoice_number: `A11Y-${suffix}`,
    invoiced_date: new Date().toISOString().slice(0, 10),
    company_id,
    billing_email: 'accounts@northwind-analytics.example',
    total_amount: '118000',
  });
  ids.invoice = invoice.id;
  await api.send('post', 'invoices/send', {
    id: invoice.id,
    billing_email: ['accounts@northwind-analytics.example'],
    cc_email: ['accounts@staffdesk.local'],
  });
  await api.dispose();
});

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Waits for the screen to settle (no spinner, no loading row), then runs axe on it. `measured`
 * names rules that must have found something to check on this screen (a rule with nothing to
 * check passes silently, so a screen without the chip or the scroll area would prove nothing).
 */
async function audit(page: Page, screen: string, measured: string[] = []): Promise<Finding[]> {
  const loading = page.getByRole('progressbar').or(page.getByText(/^Loading…?$/));
  await expect(loading.filter({ visible: true })).toHaveCount(0);
  // Colours are measured as painted: a menu item still fading to its selected background would
  // read as low contrast, so wait for running transitions (finite ones; at most 2 s).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const { violations, passes } = await new AxeBuilder({ page }).analyze();
  const checked = new Set([...violations, ...passes].map((rule) => rule.id));
  expect(
    measured.filter((rule) => !checked.has(rule)),
    `rules with nothing to check on ${screen}`,
  ).toEqual([]);
  return (
    violations
      // Heading order is only "moderate" to axe, but skipped levels were one of the findings.
      .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
      .map((v) => ({
        screen,
        rule: v.id,
        impact: v.impact ?? '',
        help: v.help,
        // The element's own markup and axe's measure, so a failure names what it saw.
        targets: v.nodes.map((node) => `${node.target.join(' ')} ${node.html} ${node.failureSummary ?? ''}`),
      }))
  );
}

type Step = {
  name: string;
  path: string;
  prepare?: (page: Page) => Promise<void>;
  /** Rules that must have measured something at 1280 px (see audit). */
  measured?: string[];
};

/** Visits each screen at each width, audits it and keeps a picture; answers what axe found. */
async function auditScreens(page: Page, shot: (name: string) => Promise<void>, steps: Step[]) {
  const findings: Finding[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
    for (const step of steps) {
      await page.goto(step.path);
      await step.prepare?.(page);
      findings.push(...(await audit(page, `${step.name} @${width}`, width > 800 ? step.measured : [])));
      await shot(`${step.name}-${width}`);
    }
  }
  return findings;
}

/** Saves an empty form, so its error messages are on the screen too. */
const saveEmpty = async (page: Page) => {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.Mui-error').first()).toBeVisible();
};

test('sign-in screens have no serious or critical violation', async ({ page }, testInfo) => {
  const shot = screenshots(page, testInfo);
  const findings = await auditScreens(page, shot, [
    { name: 'login', path: '/login' },
    {
      name: 'login-errors',
      path: '/login',
      prepare: async (p) => {
        await p.getByRole('button', { name: 'Sign in' }).click();
        await expect(p.getByText('Please enter your email')).toBeVisible();
      },
    },
    { name: 'forgot-password', path: '/forgot-password' },
    { name: 'reset-password', path: '/reset-password?token=nothing' },
    { name: 'set-password', path: '/reset-password?token=nothing&welcome=1' },
    {
      name: 'verify',
      path: '/verify?token=nothing',
      prepare: (p) => expect(p.getByText('This link is invalid or has expired')).toBeVisible(),
    },
  ]);
  expect(findings).toEqual([]);
});

test('the super-admin screens have no serious or critical violation', async ({ page }, testInfo) => {
  const shot = screenshots(page, testInfo);
  await signIn(page, ADMIN.email, ADMIN.password);
  const findings = await auditScreens(page, shot, [
    { name: 'positions', path: '/positions' },
    { name: 'position-create', path: '/positions/create', prepare: saveEmpty },
    { name: 'position-view', path: `/positions/view/${ids.position}` },
    { name: 'position-edit', path: `/positions/edit/${ids.position}` },
    { name: 'applicants', path: '/applicants' },
    { name: 'applicant-create', path: '/applicants/create', prepare: saveEmpty },
    { name: 'applicant-view', path: `/applicants/view/${ids.applicant}` },
    { name: 'applicant-edit', path: `/applicants/edit/${ids.applicant}` },
    { name: 'users', path: '/users' },
    {
      name: 'user-create',
      path: '/users/create',
      prepare: async (p) => {
        await saveEmpty(p);
        await p.getByRole('combobox', { name: /^User Type/ }).click();
        await p.getByRole('option', { name: 'Client', exact: true }).click();
        await p.getByRole('combobox', { name: /^User Role/ }).click();
        await p.getByRole('option', { name: 'User', exact: true }).click();
      },
    },
    { name: 'user-view', path: `/users/view/${ids.user}` },
    { name: 'user-edit', path: `/users/edit/${ids.user}` },
    { name: 'hrms-employees', path: '/hrms/employees' },
    { name: 'hrms-employee-create', path: '/hrms/employees/create', prepare: saveEmpty },
    { name: 'hrms-employee-view', path: `/hrms/employees/view/${ids.employee}` },
    { name: 'hrms-employee-edit', path: `/hrms/employees/edit/${ids.employee}` },
    { name: 'profile', path: '/profile' },
    {
      // The list with a Sent chip, wider than a laptop's content area: both must be measured.
      name: 'invoices',
      path: '/accounts/invoices',
      prepare: (p) => expect(p.getByText(`A11Y-${suffix}`).first()).toBeVisible(),
      measured: ['color-contrast', 'scrollable-region-focusable'],
    },
    { name: 'invoice-view', path: `/accounts/invoices/view/${ids.invoice}` },
    { name: 'not-found', path: '/no/such/page' },
    { name: 'record-not-found', path: '/positions/view/abc' },
  ]);
  expect(findings).toEqual([]);
});

test('client, employee and partner screens have no serious or critical violation', async ({
  page,
}, testInfo) => {
  const shot = screenshots(page, testInfo);
  const findings: Finding[] = [];
  await signIn(page, CLIENT_ADMIN.email, CLIENT_ADMIN.password);
  findings.push(
    ...(await auditScreens(page, shot, [
      { name: 'client-positions', path: '/positions' },
      { name: 'client-applicants', path: '/applicants' },
      { name: 'client-applicant-view', path: `/applicants/view/${ids.applicant}` },
      { name: 'company-employees', path: '/company/employees' },
      { name: 'company-employee-view', path: `/company/employees/view/${ids.employee}` },
      {
        name: 'company-invoices',
        path: '/company/invoices',
        prepare: (p) => expect(p.getByText(`A11Y-${suffix}`).first()).toBeVisible(),
        measured: ['color-contrast'],
      },
    ])),
  );
  for (const user of [CLIENT_USER, EMPLOYEE, PARTNER]) {
    await page.context().clearCookies();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, user.email, user.password);
    const who = user.email.split('@')[0]!;
    findings.push(
      ...(await auditScreens(page, shot, [
        { name: `${who}-home`, path: '/' },
        // Without list-users: the access-denied page.
        { name: `${who}-access-denied`, path: '/users' },
      ])),
    );
  }
  expect(findings).toEqual([]);
});
