// Leave screens: a select's error goes as soon as it is chosen (not at the next Save), the hrms
// list's filters live in the URL and reach the server, and an employee cancels its own leave.
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
import { leavesRoutes } from '../routes';

const routes = [{ path: '/', children: leavesRoutes }];
const employeeUser = { ...superAdmin, type_slug: 'employee', role_slug: null } as unknown as SessionUser;

const leave = (over: Partial<Leave> = {}): Leave => ({
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
  'POST filters/employees': () => ({
    data: { list: [{ id: 3, full_name: 'Vikram Singh', employee_id: 'E3' }], count: 1, numberOfPages: 1 },
    message: '',
  }),
};
const page = (list: Leave[]) => ({ data: { list, count: list.length, numberOfPages: 1 }, message: '' });

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

describe('leave form', () => {
  it('drops the approver and leave type errors when they are chosen, before any Save', async () => {
    mockApi(lookups);
    renderRoutes(routes, { path: '/employee/leaves/create', user: employeeUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.approverRequired)).toBeInTheDocument();
    expect(screen.getByText(M.typeRequired)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: /Leave Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Casual Leave' }));
    await waitFor(() => expect(screen.queryByText(M.typeRequired)).toBeNull());

    await userEvent.click(screen.getByRole('combobox', { name: /Approver/ }));
    await userEvent.click(await screen.findByRole('option', { name: /lead@acme.test/ }));
    await waitFor(() => expect(screen.queryByText(M.approverRequired)).toBeNull());
  });
});

describe('hrms leave list', () => {
  it('keeps the filter in the URL and sends it with page 1', async () => {
    const requests: MockRequest[] = [];
    mockApi({
      ...lookups,
      'POST filters/leaves': (request) => {
        requests.push(request);
        return page([leave()]);
      },
    });
    const { router } = renderRoutes(routes, { path: '/hrms/leaves?page=2' });
    await screen.findByRole('table', { name: 'Leaves' });
    await userEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    const form = await screen.findByRole('search', { name: 'Leave filters' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Search' }), 'vikram');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Approved' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=vikram&status_slug=approved'));
    await waitFor(() => expect(requests.at(-1)?.body).toEqual({ search: 'vikram', status_slug: 'approved' }));
    expect(requests.at(-1)?.query.get('skip')).toBe('0');
  });

  it('shows no filter to the company and offers the calendar', async () => {
    mockApi({ ...lookups, 'POST filters/leaves': () => page([leave()]) });
    renderRoutes(routes, {
      path: '/company/leaves',
      user: { ...superAdmin, type_slug: 'client', company_id: 4 } as SessionUser,
    });
    await screen.findByRole('table', { name: 'Leaves' });
    expect(screen.queryByRole('button', { name: 'Show filters' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Leave calendar' })).toHaveAttribute(
      'href',
      '/company/leaves/calendar',
    );
  });
});

describe('cancel', () => {
  it('asks first, sends the version seen and shows the server message', async () => {
    const cancels: MockRequest[] = [];
    let current = leave();
    mockApi({
      ...lookups,
      'GET leaves/7': () => ({ data: current, message: '' }),
      'PUT leaves/7/cancel': (request) => {
        cancels.push(request);
        current = leave({ status_slug: 'cancelled', status: 'Cancelled' });
        return { data: current, message: M.cancelled };
      },
    });
    renderRoutes(routes, { path: '/employee/leaves/view/7', user: employeeUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel leave' }));
    const ask = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'No' }));
    expect(cancels).toHaveLength(0);
    // The page is hidden from the accessibility tree until the dialog has closed.
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel leave' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Yes, cancel it',
      }),
    );
    const done = await screen.findByRole('dialog', { name: 'Success!' });
    expect(done).toHaveTextContent(M.cancelled);
    expect(cancels[0]?.body).toEqual({ updated_at: '2099-01-01T10:00:00.123Z' });
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel leave' })).toBeNull();
  });

  it('is not offered for a leave that has started', async () => {
    mockApi({
      ...lookups,
      'GET leaves/7': () => ({
        data: leave({ status_slug: 'approved', status: 'Approved', from_date: '2000-01-03' }),
        message: '',
      }),
    });
    renderRoutes(routes, { path: '/employee/leaves/view/7', user: employeeUser });
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel leave' })).toBeNull();
  });
});

describe('a decided leave', () => {
  it.each(['approved', 'rejected', 'cancelled'] as const)(
    'offers no Edit tab or Edit button once %s, even at its edit URL',
    async (status) => {
      mockApi({
        ...lookups,
        'GET leaves/7': () => ({ data: leave({ status_slug: status, status }), message: '' }),
      });
      for (const path of ['/hrms/leaves/view/7', '/hrms/leaves/edit/7']) {
        const { unmount } = renderRoutes(routes, { path });
        expect(await screen.findByRole('tab', { name: 'View Leave' })).toBeInTheDocument();
        expect(screen.queryByRole('tab', { name: 'Edit Leave' })).toBeNull();
        expect(screen.queryByRole('button', { name: /^(Edit|Update)$/ })).toBeNull();
        unmount();
      }
    },
  );

  it('keeps both on a pending leave', async () => {
    mockApi({ ...lookups, 'GET leaves/7': () => ({ data: leave(), message: '' }) });
    renderRoutes(routes, { path: '/employee/leaves/view/7', user: employeeUser });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Edit Leave' })).toBeInTheDocument();
  });
});

describe('leave calendar', () => {
  it("labels the agenda with the month's first and last day and steps a month at a time", async () => {
    mockApi({
      ...lookups,
      'GET leaves/calendar': () => ({ data: { month: '', total: 0, days: [], leaves: [] }, message: '' }),
    });
    renderRoutes(routes, { path: '/hrms/leaves/calendar?month=2026-11' });
    await userEvent.click(await screen.findByRole('button', { name: 'Agenda' }));
    expect(await screen.findByText('11/01/2026 – 11/30/2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('12/01/2026 – 12/31/2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('10/01/2026 – 10/31/2026')).toBeInTheDocument();
  });

  it('shows a busy month as counts per day, and who is away when a day is opened', async () => {
    const days: MockRequest[] = [];
    const person = (n: number) => ({
      ...leave({ id: 100 + n, first_name: `Person${n}`, last_name: 'Busy' }),
      from_date: '2026-11-02',
      to_date: '2026-11-06',
    });
    mockApi({
      ...lookups,
      'GET leaves/calendar': () => ({
        data: {
          month: '2026-11',
          total: 250,
          days: [{ date: '2026-11-04', approved: 150, pending: 100 }],
          leaves: [],
        },
        message: '',
      }),
      'GET leaves/calendar/day': (request) => {
        days.push(request);
        const skip = Number(request.query.get('skip'));
        return page([1, 2].map((n) => person(skip + n)));
      },
    });
    const { router } = renderRoutes(routes, { path: '/hrms/leaves/calendar?month=2026-11' });
    expect(await screen.findByText(/250 leaves this month/)).toBeInTheDocument();
    await userEvent.click(await screen.findByText('250 away (150 approved, 100 pending)'));
    const dialog = await screen.findByRole('dialog', { name: 'Away on 04/11/2026' });
    expect(await within(dialog).findByText('Person1 Busy')).toBeInTheDocument();
    expect(days[0]?.query.get('date')).toBe('2026-11-04');
    expect(days[0]?.query.get('skip')).toBe('0');
    await userEvent.click(within(dialog).getByText('Person2 Busy'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hrms/leaves/view/102'));
  });
});
