// Which sections and side-menu entries a user sees (spec 000 §2 "Shell" and "Side menu and header").
import { type AccessSubject, hiddenKeys } from './hidden-keys';

/** §2: /positions … /partners are shown only if their key is not hidden; /profile is always shown. */
export const SECTION_KEYS = {
  '/positions': 'list-positions',
  '/applicants': 'list-applicants',
  '/users': 'list-users',
  '/company': 'company',
  '/hrms': 'hrms',
  '/accounts': 'accounts',
  '/employee': 'employee',
  '/partners': 'partner',
} as const satisfies Record<string, string>;
export type SectionPath = keyof typeof SECTION_KEYS;

export interface MenuItem {
  label: string;
  to: string;
  key: string;
}
export interface MenuGroup {
  id: string;
  label: string;
  /** Hiding this key hides the whole group. */
  key: string;
  items: readonly MenuItem[];
}

/**
 * The side menu in order. Job Portal and Admin are as §2 lists them; the second document names the
 * other groups but not their entries, so those hold the routes of its areas.
 */
export const SIDE_MENU: readonly MenuGroup[] = [
  {
    id: 'jobPortal',
    label: 'Job Portal',
    key: 'jobPortal',
    items: [
      { label: 'Positions', to: '/positions', key: 'list-positions' },
      { label: 'Applicants', to: '/applicants', key: 'list-applicants' },
    ],
  },
  {
    id: 'admin',
    label: 'Admin',
    key: 'admin',
    items: [{ label: 'User Management', to: '/users', key: 'list-users' }],
  },
  {
    id: 'company',
    label: 'Company',
    key: 'company',
    items: [
      { label: 'Profile', to: '/company/profile', key: 'company' },
      { label: 'Employees', to: '/company/employees', key: 'company' },
      { label: 'Invoices', to: '/company/invoices', key: 'company' },
      { label: 'Leaves', to: '/company/leaves', key: 'company' },
      { label: 'Holidays', to: '/company/holidays', key: 'company' },
      { label: 'Attendance', to: '/company/attendance', key: 'company' },
      { label: 'Placements', to: '/company/placements', key: 'placements' },
      { label: 'Timesheets', to: '/company/timesheets', key: 'placements' },
    ],
  },
  {
    id: 'hrms',
    label: 'HRMS',
    key: 'hrms',
    items: [
      { label: 'Clients', to: '/hrms/clients', key: 'list-clients' },
      { label: 'Employees', to: '/hrms/employees', key: 'hrms' },
      { label: 'Placements', to: '/hrms/placements', key: 'placements' },
      { label: 'Timesheets', to: '/hrms/timesheets', key: 'placements' },
      { label: 'Leaves', to: '/hrms/leaves', key: 'hrms' },
      { label: 'Payrolls', to: '/hrms/payrolls', key: 'hrms' },
      { label: 'Reimbursements', to: '/hrms/reimbursements', key: 'hrms' },
      { label: 'Holidays', to: '/hrms/holidays', key: 'hrms' },
    ],
  },
  {
    id: 'accounts',
    label: 'Accounts',
    key: 'accounts',
    items: [
      { label: 'Invoices', to: '/accounts/invoices', key: 'accounts' },
      { label: 'Billing run', to: '/accounts/billing-run', key: 'accounts' },
      { label: 'Receivables', to: '/accounts/receivables', key: 'accounts' },
      { label: 'Margin', to: '/accounts/margin', key: 'reports' },
      { label: 'Payment reminders', to: '/accounts/reminders', key: 'accounts' },
      { label: 'Bank changes', to: '/accounts/bank-changes', key: 'bank-changes' },
      { label: 'Partner bills', to: '/accounts/partner-bills', key: 'accounts' },
    ],
  },
  {
    id: 'partnerDetails',
    label: 'Partner Details',
    key: 'partners-details',
    items: [
      { label: 'Profile', to: '/partners/profile', key: 'view-profile' },
      { label: 'Placements', to: '/partners/placements', key: 'partner-placements' },
      { label: 'Bills', to: '/partners/bills', key: 'partner-own-bills' },
    ],
  },
  {
    id: 'partners',
    label: 'Partners',
    key: 'partner',
    items: [{ label: 'Partners', to: '/partners', key: 'list-partners' }],
  },
  {
    id: 'yourDetails',
    label: 'Your Details',
    key: 'employee',
    items: [
      { label: 'Profile', to: '/employee/profile', key: 'employee-profile' },
      { label: 'Leaves', to: '/employee/leaves', key: 'employee-leaves' },
      { label: 'Timesheets', to: '/employee/timesheets', key: 'placements' },
    ],
  },
  {
    id: 'holidays',
    label: 'Holidays',
    key: 'employee',
    items: [{ label: 'Holidays', to: '/employee/holidays', key: 'employee-holidays' }],
  },
  {
    id: 'payrolls',
    label: 'Payrolls',
    key: 'employee',
    items: [{ label: 'Payrolls', to: '/employee/payrolls', key: 'employee-payrolls' }],
  },
  {
    id: 'reimbursements',
    label: 'Reimbursements',
    key: 'employee',
    items: [{ label: 'Reimbursements', to: '/employee/reimbursements', key: 'employee-reimbursements' }],
  },
];

/** The side-menu groups the subject sees, each with its visible entries; empty groups are left out. */
export function visibleMenu(subject: AccessSubject): MenuGroup[] {
  const hidden = hiddenKeys(subject);
  return SIDE_MENU.filter((group) => !hidden.has(group.key))
    .map((group) => ({ ...group, items: group.items.filter((item) => !hidden.has(item.key)) }))
    .filter((group) => group.items.length > 0);
}
