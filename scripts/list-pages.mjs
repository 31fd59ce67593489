// Every list page of both specifications, each with a user who sees it (the demo data's, or the
// super-admin the measuring scripts create): what measure-js.mjs, lighthouse.mjs, measure-start.mjs
// and check-js-budget.mjs go over. `module` is the page's route module, the way the build's manifest
// names it (check-js-budget.mjs).
import { setTimeout as sleep } from 'node:timers/promises';

/** First-load JavaScript budget of a list page, gzip (issue 23). */
export const LIST_PAGE_BUDGET_KIB = 250;

/** Demo users (docs/demo-data.md; the published password outside production). */
const DEMO_PASSWORD = 'Demo@12345';
export const USERS = {
  admin: null, // the script's own super-admin
  client: { email: 'arjun.mehta@northwind-analytics.example', password: DEMO_PASSWORD },
  partner: { email: 'meera.joshi@orion-retail.example', password: DEMO_PASSWORD },
  employee: { email: 'vikram.singh@staffdesk.local', password: DEMO_PASSWORD },
};

const feature = (name, file) => `src/features/${name}/routes/${file}.tsx`;
const positions = feature('positions', 'positions-list-page');
const applicants = feature('applicants', 'applicants-list-page');
const users = feature('users', 'users-list-page');
const employees = feature('employees', 'employees-list-page');
const leaves = feature('leaves', 'leaves-list-page');
const holidays = feature('holidays', 'holidays-page');
const payrolls = feature('payrolls', 'payrolls-list-page');
const reimbursements = feature('reimbursements', 'reimbursements-list-page');
const invoices = feature('invoices', 'invoices-list-page');
const timesheets = feature('timesheets', 'timesheets-list-page');

export const LIST_PAGES = [
  { path: '/positions', user: 'admin', module: positions },
  { path: '/applicants', user: 'admin', module: applicants },
  { path: '/users', user: 'admin', module: users },
  { path: '/hrms/clients', user: 'admin', module: feature('clients', 'clients-list-page') },
  { path: '/partners', user: 'admin', module: feature('partners', 'partners-list-page') },
  { path: '/hrms/employees', user: 'admin', module: employees },
  { path: '/hrms/leaves', user: 'admin', module: leaves },
  { path: '/hrms/holidays', user: 'admin', module: holidays },
  { path: '/hrms/payrolls', user: 'admin', module: payrolls },
  { path: '/hrms/reimbursements', user: 'admin', module: reimbursements },
  { path: '/accounts/invoices', user: 'admin', module: invoices },
  { path: '/hrms/timesheets', user: 'admin', module: timesheets },
  { path: '/accounts/bank-changes', user: 'admin', module: feature('bank-changes', 'bank-changes-page') },
  // The landing page of hrms and accounts (issue 25); its charts load after the numbers.
  { path: '/dashboard', user: 'admin', module: feature('dashboard', 'dashboard-page') },
  { path: '/accounts/margin', user: 'admin', module: feature('dashboard', 'margin-page') },
  // The same page is a partner's /partners/bills (its own bills, without the partner filter).
  {
    path: '/accounts/partner-bills',
    user: 'admin',
    module: feature('partner-bills', 'partner-bills-list-page'),
  },
  { path: '/positions', user: 'client', module: positions },
  { path: '/applicants', user: 'client', module: applicants },
  { path: '/users', user: 'client', module: users },
  { path: '/company/employees', user: 'client', module: employees },
  { path: '/company/leaves', user: 'client', module: leaves },
  { path: '/company/holidays', user: 'client', module: holidays },
  { path: '/company/invoices', user: 'client', module: invoices },
  { path: '/company/timesheets', user: 'client', module: timesheets },
  { path: '/company/attendance', user: 'client', module: feature('attendance', 'attendance-page') },
  { path: '/positions', user: 'partner', module: positions },
  { path: '/applicants', user: 'partner', module: applicants },
  { path: '/employee/leaves', user: 'employee', module: leaves },
  { path: '/employee/holidays', user: 'employee', module: holidays },
  { path: '/employee/payrolls', user: 'employee', module: payrolls },
  { path: '/employee/reimbursements', user: 'employee', module: reimbursements },
  { path: '/employee/timesheets', user: 'employee', module: timesheets },
];

/** `--only=/hrms,/accounts/invoices` keeps the pages whose path starts with one of them. */
export function selectPages(args, pages = LIST_PAGES) {
  const only = args.find((a) => a.startsWith('--only='))?.slice(7);
  if (!only) return pages;
  const prefixes = only.split(',');
  return pages.filter((page) => prefixes.some((prefix) => `${page.path} ${page.user}`.startsWith(prefix)));
}

/** Signs in through the API: the session cookie (`name=value`). */
export async function signIn(base, { email, password }) {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${base}/api/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const cookie = res.headers.get('set-cookie')?.split(';')[0];
    if (res.status === 200 && cookie) return cookie;
    if (attempt >= 3) throw new Error(`Sign-in of ${email} failed: ${res.status} ${await res.text()}`);
    await sleep(500);
  }
}

/** One session cookie per user of LIST_PAGES; `admin` is the one the server was started with. */
export async function signInAll(base, adminCookie) {
  const cookies = { admin: adminCookie };
  for (const [name, user] of Object.entries(USERS)) if (user) cookies[name] = await signIn(base, user);
  return cookies;
}
