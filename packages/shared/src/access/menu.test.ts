// Spec 000 §2: sections and side-menu entries shown by the hidden keys.
import { describe, expect, it } from 'vitest';
import type { AccessSubject } from './hidden-keys';
import { canAccess } from './hidden-keys';
import { SECTION_KEYS, visibleMenu } from './menu';

const subject = (type_slug: string, role_slug: string, permissions_slug: string[] = []): AccessSubject => ({
  type_slug,
  role_slug,
  permissions_slug,
});
const shape = (s: AccessSubject) =>
  visibleMenu(s).map((group) => [group.id, group.items.map((item) => item.label)]);

describe('§2 sections', () => {
  it('maps each section path to its key', () => {
    expect(SECTION_KEYS).toEqual({
      '/positions': 'list-positions',
      '/applicants': 'list-applicants',
      '/users': 'list-users',
      '/company': 'company',
      '/hrms': 'hrms',
      '/accounts': 'accounts',
      '/employee': 'employee',
      '/partners': 'partner',
    });
  });

  it('shows a section only when its key is not hidden', () => {
    const listsPositions = subject('client', 'user', ['list-positions']);
    expect(canAccess(listsPositions, SECTION_KEYS['/positions'])).toBe(true);
    expect(canAccess(listsPositions, SECTION_KEYS['/applicants'])).toBe(false);
    expect(canAccess(listsPositions, SECTION_KEYS['/company'])).toBe(false);
  });
});

describe('§2 side menu', () => {
  it('shows a super-admin admin Job Portal, Admin, HRMS, Accounts and Partners', () => {
    expect(shape(subject('super-admin', 'admin'))).toEqual([
      ['jobPortal', ['Positions', 'Applicants']],
      ['admin', ['User Management']],
      [
        'hrms',
        [
          'Clients',
          'Employees',
          'Placements',
          'Timesheets',
          'Leaves',
          'Payrolls',
          'Reimbursements',
          'Holidays',
        ],
      ],
      [
        'accounts',
        [
          'Invoices',
          'Billing run',
          'Receivables',
          'Margin',
          'Payment reminders',
          'Bank changes',
          'Partner bills',
        ],
      ],
      ['partners', ['Partners']],
    ]);
  });

  it('shows a client user with list-positions and list-applicants only the Job Portal', () => {
    expect(shape(subject('client', 'user', ['list-positions', 'list-applicants']))).toEqual([
      ['jobPortal', ['Positions', 'Applicants']],
    ]);
  });

  it('shows an employee Your Details, Holidays, Payrolls and Reimbursements', () => {
    expect(shape(subject('employee', 'employee'))).toEqual([
      ['yourDetails', ['Profile', 'Leaves', 'Timesheets']],
      ['holidays', ['Holidays']],
      ['payrolls', ['Payrolls']],
      ['reimbursements', ['Reimbursements']],
    ]);
  });

  it('shows a partners admin only its Partner Details', () => {
    expect(shape(subject('partners', 'admin'))).toEqual([
      ['partnerDetails', ['Profile', 'Placements', 'Bills']],
    ]);
  });

  it('offers Placements to each side of a placement, and the partner page to partners only (issue 24)', () => {
    const companyItems = (s: ReturnType<typeof subject>) => shape(s).find(([id]) => id === 'company')?.[1];
    expect(companyItems(subject('client', 'admin'))).toContain('Placements');
    expect(companyItems(subject('client', 'admin'))).toContain('Timesheets');
    expect(canAccess(subject('client', 'admin'), 'placements')).toBe(true);
    expect(canAccess(subject('employee', 'employee'), 'placements')).toBe(true);
    expect(canAccess(subject('partners', 'user'), 'placements')).toBe(true);
    expect(canAccess(subject('partners_client', 'admin'), 'partner-placements')).toBe(false);
    expect(canAccess(subject('super-admin', 'admin'), 'partner-placements')).toBe(false);
    // A client user without the company area, and a super-admin user without hrms, see none.
    expect(canAccess(subject('client', 'user', ['list-positions']), 'placements')).toBe(false);
    expect(canAccess(subject('super-admin', 'user', ['list-positions']), 'placements')).toBe(false);
  });

  it("opens partners' bills to accounts and to a partner for its own, the Bills entry to partners only (issue 25)", () => {
    expect(canAccess(subject('super-admin', 'admin'), 'partner-bills')).toBe(true);
    expect(canAccess(subject('super-admin', 'admin'), 'partner-own-bills')).toBe(false);
    expect(canAccess(subject('partners', 'user'), 'partner-bills')).toBe(true);
    expect(canAccess(subject('partners', 'admin'), 'partner-own-bills')).toBe(true);
    for (const s of [
      subject('client', 'admin'),
      subject('partners_client', 'admin'),
      subject('employee', 'employee'),
      subject('super-admin', 'user', ['list-positions']),
    ]) {
      expect(canAccess(s, 'partner-bills')).toBe(false);
      expect(canAccess(s, 'partner-own-bills')).toBe(false);
    }
  });

  it('leaves out a group whose entries are all hidden', () => {
    // Admin stays visible (list-clients is given) but its only entry, User Management, is hidden.
    expect(shape(subject('super-admin', 'user', ['list-clients', 'list-positions']))).toEqual([
      ['jobPortal', ['Positions']],
    ]);
  });
});
