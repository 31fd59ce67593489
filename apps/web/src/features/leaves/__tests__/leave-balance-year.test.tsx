// The leave balance of a chosen year (issue 22): the employee picks the year on its leave list, and
// the leave form shows the year of the leave's from date for hrms, with its own pick.
import type { EmployeeLeaveRow, Leave, SessionUser } from '@staffdesk/shared';
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
const NOW = new Date().getFullYear();

/** Casual leave taken: a different number each year, so the table shows which year it answered. */
const taken = (year: number) => year - 2000;
const rowsOf = (request: MockRequest): { data: EmployeeLeaveRow[]; message: string } => {
  const year = Number(request.query.get('year'));
  return {
    data: [
      {
        type: 'Casual Leave',
        slug: 'casual-leave',
        count: 100,
        default_count: 100,
        approved_leaves: taken(year),
        remaining_leaves: 100 - taken(year),
        is_applicable: 'Y',
      },
    ],
    message: '',
  };
};
const lookups = {
  'GET master/leave-types': () => ({
    data: [{ id: 1, slug: 'casual-leave', type: 'Casual Leave' }],
    message: '',
  }),
  'GET master/statuses': () => ({ data: [{ slug: 'pending', status: 'Pending' }], message: '' }),
  'GET leaves/approvers': () => ({ data: [{ email: 'lead@acme.test', name: 'Lead One' }], message: '' }),
  'GET holidays': () => ({ data: { list: [], count: 0, numberOfPages: 0 }, message: '' }),
  'POST filters/leaves': () => ({ data: { list: [], count: 0, numberOfPages: 0 }, message: '' }),
  'POST filters/employees': () => ({
    data: { list: [{ id: 3, full_name: 'Vikram Singh', employee_id: 'E3' }], count: 1, numberOfPages: 1 },
    message: '',
  }),
};

async function pickYear(year: number) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Leave year' }));
  await userEvent.click(await screen.findByRole('option', { name: String(year) }));
}

const takenCell = async (year: number) =>
  within(await screen.findByRole('table', { name: `Leave balance ${year}` })).findByRole('cell', {
    name: String(taken(year)),
  });

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

describe('leave balance year', () => {
  it('lets the employee pick the year of its balance on the leave list', async () => {
    const asked: (string | null)[] = [];
    mockApi({
      ...lookups,
      'GET employee-leaves': (request) => {
        asked.push(request.query.get('year'));
        return rowsOf(request);
      },
    });
    renderRoutes(routes, { path: '/employee/leaves', user: employeeUser });
    expect(await takenCell(NOW)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Leave year' })).toHaveTextContent(String(NOW));

    await pickYear(NOW - 1);
    expect(await takenCell(NOW - 1)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: `Leave balance ${NOW}` })).toBeNull();
    await pickYear(NOW + 1);
    expect(await takenCell(NOW + 1)).toBeInTheDocument();
    expect(asked).toEqual([String(NOW), String(NOW - 1), String(NOW + 1)]);
  });

  it("shows hrms the balance of the leave's own year in the form, and another year on request", async () => {
    const leave = {
      id: 7,
      employee_id: 3,
      first_name: 'Vikram',
      last_name: 'Singh',
      company_name: 'Acme',
      company_email: null,
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
    } satisfies Leave;
    const asked: string[] = [];
    mockApi({
      ...lookups,
      'GET leaves/7': () => ({ data: leave, message: '' }),
      'GET remaining-leaves/3': (request) => {
        asked.push(request.query.get('year') ?? '');
        return rowsOf(request);
      },
    });
    renderRoutes(routes, { path: '/hrms/leaves/edit/7' });
    expect(await takenCell(2099)).toBeInTheDocument();
    // The form counts the leave against its own year: 100 - 99 taken + its own 2 days held.
    expect(await screen.findByText('Available leave: 3')).toBeInTheDocument();

    await pickYear(NOW);
    expect(await takenCell(NOW)).toBeInTheDocument();
    // Looking at another year does not change what the leave may take.
    expect(screen.getByText('Available leave: 3')).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual(['2099', String(NOW)]));
  });
});
