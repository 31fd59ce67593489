import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, sessionUser } from '../../lib/test-utils';
import { ShellLayout } from './layout';

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });
const groupButton = (name: string) => within(menu()).queryByRole('button', { name });

describe('side menu', () => {
  it('shows Job Portal and Admin to a super-admin admin, one group open at a time', async () => {
    renderScreen(<ShellLayout />, { user: sessionUser({ type_slug: 'super-admin', role_slug: 'admin' }) });
    expect(groupButton('Job Portal')).toBeInTheDocument();
    expect(groupButton('Admin')).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Positions' })).toHaveAttribute('href', '/positions');
    expect(within(menu()).getByRole('link', { name: 'Applicants' })).toBeInTheDocument();

    await userEvent.click(groupButton('Admin')!);
    expect(within(menu()).getByRole('link', { name: 'User Management' })).toHaveAttribute('href', '/users');
    await waitFor(() =>
      expect(within(menu()).queryByRole('link', { name: 'Positions' })).not.toBeInTheDocument(),
    );

    // Clicking the open group closes it.
    await userEvent.click(groupButton('Admin')!);
    await waitFor(() =>
      expect(within(menu()).queryByRole('link', { name: 'User Management' })).not.toBeInTheDocument(),
    );
  });

  it('opens the Accounts group on /accounts/receivables, with its entry selected', () => {
    renderScreen(<ShellLayout />, {
      path: '/accounts/receivables',
      user: sessionUser({ type_slug: 'super-admin', role_slug: 'admin' }),
    });
    expect(groupButton('Accounts')).toHaveAttribute('aria-expanded', 'true');
    expect(groupButton('Job Portal')).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu()).getByRole('link', { name: 'Receivables' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu()).queryByRole('link', { name: 'Positions' })).not.toBeInTheDocument();
  });

  it('starts hrms and accounts with the Dashboard link, no group open on it', () => {
    renderScreen(<ShellLayout />, {
      path: '/dashboard',
      user: sessionUser({ type_slug: 'super-admin', role_slug: 'admin' }),
    });
    expect(within(menu()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(groupButton('Job Portal')).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a client user only the entries its permissions allow', () => {
    renderScreen(<ShellLayout />, {
      user: sessionUser({ type_slug: 'client', role_slug: 'user', permissions_slug: ['list-positions'] }),
    });
    expect(groupButton('Job Portal')).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Positions' })).toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: 'Applicants' })).not.toBeInTheDocument();
    expect(groupButton('Admin')).not.toBeInTheDocument();
  });

  it('shows an employee its Your Details group instead of Job Portal and Admin, with one Profile', async () => {
    renderScreen(<ShellLayout />, { user: sessionUser({ type_slug: 'employee', role_slug: 'employee' }) });
    expect(groupButton('Job Portal')).not.toBeInTheDocument();
    expect(groupButton('Admin')).not.toBeInTheDocument();
    expect(groupButton('Your Details')).toBeInTheDocument();
    const hrefs = () =>
      within(menu())
        .queryAllByRole('link', { name: 'Profile' })
        .map((link) => link.getAttribute('href'));
    if (!hrefs().includes('/employee/profile')) await userEvent.click(groupButton('Your Details')!);
    // /profile stays in the header's account menu.
    expect(hrefs()).toEqual(['/employee/profile']);
  });

  it('shows a partners user one Profile: its Partner Details entry', async () => {
    renderScreen(<ShellLayout />, { user: sessionUser({ type_slug: 'partners', role_slug: 'admin' }) });
    if (!within(menu()).queryByRole('link', { name: 'Profile' }))
      await userEvent.click(groupButton('Partner Details')!);
    expect(
      within(menu())
        .getAllByRole('link', { name: 'Profile' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/partners/profile']);
  });

  it('links /profile from the side menu when no group has a Profile entry', () => {
    renderScreen(<ShellLayout />, { user: sessionUser({ type_slug: 'super-admin', role_slug: 'admin' }) });
    expect(within(menu()).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });

  it('shows a client admin the Company group with Attendance after Holidays (spec 001 §2)', async () => {
    renderScreen(<ShellLayout />, {
      user: sessionUser({ type_slug: 'client', role_slug: 'admin', company_id: 3 }),
    });
    if (!within(menu()).queryByRole('link', { name: 'Attendance' }))
      await userEvent.click(groupButton('Company')!);
    const links = within(menu()).getAllByRole('link');
    const attendance = within(menu()).getByRole('link', { name: 'Attendance' });
    expect(attendance).toHaveAttribute('href', '/company/attendance');
    expect(links.indexOf(attendance)).toBe(
      links.indexOf(within(menu()).getByRole('link', { name: 'Holidays' })) + 1,
    );
  });

  it('shows hrms the built HRMS entries', async () => {
    renderScreen(<ShellLayout />, { user: sessionUser({ type_slug: 'super-admin', role_slug: 'admin' }) });
    await userEvent.click(groupButton('HRMS')!);
    expect(within(menu()).getByRole('link', { name: 'Employees' })).toHaveAttribute(
      'href',
      '/hrms/employees',
    );
    expect(within(menu()).getByRole('link', { name: 'Payrolls' })).toHaveAttribute('href', '/hrms/payrolls');
    expect(within(menu()).getByRole('link', { name: 'Reimbursements' })).toHaveAttribute(
      'href',
      '/hrms/reimbursements',
    );
  });

  it('gives an employee its Reimbursements entry', async () => {
    renderScreen(<ShellLayout />, { user: sessionUser({ type_slug: 'employee', role_slug: 'employee' }) });
    const link = () => within(menu()).queryByRole('link', { name: 'Reimbursements' });
    if (!link()) await userEvent.click(groupButton('Reimbursements')!);
    expect(link()).toHaveAttribute('href', '/employee/reimbursements');
  });
});

describe('header profile avatar', () => {
  // Named by what it shows: the user's name and e-mail.
  const account = () => screen.getByRole('button', { name: /Jane Doe/ });

  it('shows the picture when the image is a URL', () => {
    renderScreen(<ShellLayout />, { user: sessionUser({ profile_image: '/uploads/user/jane.png' }) });
    // The picture is decoration beside the name: hidden from screen readers.
    expect(within(account()).getByRole('img', { hidden: true })).toHaveAttribute(
      'src',
      '/uploads/user/jane.png',
    );
  });

  it('shows an image of two characters as the initials themselves', () => {
    renderScreen(<ShellLayout />, { user: sessionUser({ profile_image: 'JX' }) });
    expect(within(account()).queryByRole('img', { hidden: true })).not.toBeInTheDocument();
    expect(within(account()).getByText('JX')).toBeInTheDocument();
  });

  it('shows the initials of the name when there is no image', () => {
    renderScreen(<ShellLayout />, { user: sessionUser({ profile_image: '' }) });
    expect(within(account()).queryByRole('img', { hidden: true })).not.toBeInTheDocument();
    expect(within(account()).getByText('JD')).toBeInTheDocument();
  });

  it('offers Profile and Sign out', async () => {
    renderScreen(<ShellLayout />, { user: sessionUser() });
    await userEvent.click(account());
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });
});
