// The leave form's dates read and are typed day-first (DD/MM/YYYY) like every other date of the app,
// whatever the browser's language, and reach the server as YYYY-MM-DD. A Save the server never
// answered says so in words, keeps the form as typed, and saves on Retry.
import { type Leave, LEAVE_MESSAGES as M, type SessionUser } from '@staffdesk/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type MockRequest,
  mockApi,
  preloadRoutes,
  renderRoutes,
  superAdmin,
} from '../../../components/testing/render-app';
import { UNREACHABLE_MESSAGE } from '../../../lib/api-client';
import { leavesRoutes } from '../routes';

const routes = [{ path: '/', children: leavesRoutes }];
const employeeUser = { ...superAdmin, type_slug: 'employee', role_slug: null } as unknown as SessionUser;

const saved = (over: Partial<Leave> = {}): Leave => ({
  id: 7,
  employee_id: 3,
  first_name: 'Vikram',
  last_name: 'Singh',
  company_name: 'Acme',
  company_email: 'vikram@acme.test',
  leave_type_slug: 'casual-leave',
  leave_type: 'Casual Leave',
  from_date: '2099-03-02',
  to_date: '2099-03-03',
  total_days: 2,
  approver_email: 'lead@acme.test',
  status_slug: 'pending',
  status: 'Pending',
  leave_reason: null,
  approved_by_email: null,
  approved_at: null,
  rejected_by_email: null,
  rejected_at: null,
  comment: [],
  created_at: '2099-01-01T00:00:00.000Z',
  updated_at: '2099-01-01T10:00:00.123Z',
  ...over,
});
const lookups = {
  'GET master/leave-types': () => ({
    data: [{ id: 1, slug: 'casual-leave', type: 'Casual Leave' }],
    message: '',
  }),
  'GET master/statuses': () => ({ data: [{ slug: 'pending', status: 'Pending' }], message: '' }),
  'GET leaves/approvers': () => ({ data: [{ email: 'lead@acme.test', name: 'Lead One' }], message: '' }),
  'GET employee-leaves': () => ({ data: [], message: '' }),
  'GET holidays': () => ({ data: { list: [], count: 0, numberOfPages: 0 }, message: '' }),
  'GET leaves/days': () => ({ data: { total_days: 2 }, message: '' }),
};

/** The date field's sections as a screen reader names them, and what they hold. */
const sections = (label: string) =>
  within(screen.getByRole('group', { name: new RegExp(`^${label}`) }))
    .getAllByRole('spinbutton')
    .map((s) => [s.getAttribute('aria-label'), s.textContent]);

async function typeDate(label: string, digits: string) {
  const group = screen.getByRole('group', { name: new RegExp(`^${label}`) });
  await userEvent.click(within(group).getAllByRole('spinbutton')[0]!);
  await userEvent.keyboard(digits);
}

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

describe('leave form dates', () => {
  it('are typed day-first, sent as YYYY-MM-DD, kept when the server cannot be reached and saved on Retry', async () => {
    const posts: MockRequest[] = [];
    let up = false;
    mockApi({
      ...lookups,
      'POST leaves': (request) => {
        // What the browser's fetch does when nothing answers.
        if (!up) throw new TypeError('Failed to fetch');
        posts.push(request);
        return { data: saved(), message: M.created };
      },
      'GET leaves/7': () => ({ data: saved(), message: '' }),
    });
    const { router } = renderRoutes(routes, { path: '/employee/leaves/create', user: employeeUser });
    await userEvent.click(await screen.findByRole('combobox', { name: /Leave Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Casual Leave' }));
    await typeDate('From date', '02032099');
    await typeDate('To date', '03032099');
    expect(sections('From date')).toEqual([
      ['Day', '02'],
      ['Month', '03'],
      ['Year', '2099'],
    ]);
    // Monday 2 and Tuesday 3 March 2099.
    expect(screen.getByText('Total days: 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /Approver/ }));
    await userEvent.click(await screen.findByRole('option', { name: /lead@acme.test/ }));

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(UNREACHABLE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).toBeNull();
    expect(router.state.location.pathname).toBe('/employee/leaves/create');
    expect(sections('To date')).toEqual([
      ['Day', '03'],
      ['Month', '03'],
      ['Year', '2099'],
    ]);
    expect(screen.getByRole('combobox', { name: /Leave Type/ })).toHaveTextContent('Casual Leave');

    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee/leaves/view/7'));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      leave_type_slug: 'casual-leave',
      from_date: '2099-03-02',
      to_date: '2099-03-03',
      approver_email: ['lead@acme.test'],
    });
    // The view shows the dates as the list and the fields do.
    expect(await screen.findByText('02/03/2099')).toBeInTheDocument();
    expect(screen.getByText('03/03/2099')).toBeInTheDocument();
    expect(document.querySelector('input[type=date]')).toBeNull();
  });

  it('show the total days the server counts on the employee’s client calendar', async () => {
    const asked: MockRequest[] = [];
    mockApi({
      ...lookups,
      'GET leaves/days': (request) => {
        asked.push(request);
        // Thu 24 is the client's half day, Fri 25 its holiday, Sat and Sun its weekly offs.
        return { data: { total_days: 1.5 }, message: M.daysCounted };
      },
    });
    renderRoutes(routes, { path: '/employee/leaves/create', user: employeeUser });
    await screen.findByRole('combobox', { name: /Leave Type/ });
    await typeDate('From date', '24122099');
    await typeDate('To date', '28122099');
    // Counted as weekdays it would read 3 (Thursday, Friday, Monday).
    expect(await screen.findByText('Total days: 1.5')).toBeInTheDocument();
    expect(Object.fromEntries(asked.at(-1)!.query)).toEqual({ from: '2099-12-24', to: '2099-12-28' });
  });
});
