// Timesheets on the web (issue 24): the employee's month grid (kinds, the unit's quantities, the
// live total, Save sending only the changed days, Submit), a rejected one showing its reason, an
// approved one locked; the client's approver rejecting with a reason; and the e-mail landing page
// (what the link is about first, then a confirm that POSTs; a forged or stale link says so).
import { TIMESHEET_MESSAGES as M, type Timesheet, type TimesheetEntry } from '@staffdesk/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type MockRequest,
  mockApi,
  preloadRoutes,
  renderRoutes,
} from '../../../components/testing/render-app';
import { sessionUser } from '../../../lib/test-utils';
import { timesheetActionRoutes, timesheetsRoutes } from '../routes';

const routes = [{ path: '/', children: timesheetsRoutes }, ...timesheetActionRoutes];
const employee = sessionUser({ id: 50, type_slug: 'employee', role_slug: 'employee' });
const approver = sessionUser({ id: 40, type_slug: 'client', role_slug: 'admin', company_id: 7 });

/** 1 to 7 October 2026: Thu, Fri working, Sat and Sun off, Mon on leave, Tue a holiday, Wed working. */
const entries: TimesheetEntry[] = [
  { date: '2026-10-01', kind: 'working', quantity: 1 },
  { date: '2026-10-02', kind: 'working', quantity: 1 },
  { date: '2026-10-03', kind: 'weekly_off', quantity: 0 },
  { date: '2026-10-04', kind: 'weekly_off', quantity: 0 },
  { date: '2026-10-05', kind: 'working', quantity: 0, name: 'Casual Leave', leave_id: 9 },
  { date: '2026-10-06', kind: 'holiday', quantity: 0, name: 'Dussehra' },
  { date: '2026-10-07', kind: 'working', quantity: 1 },
];
const record = (over: Partial<Timesheet> = {}): Timesheet => ({
  id: 5,
  placement_id: 3,
  month: '2026-10',
  employee_id: 11,
  employee_name: 'Asha Rao',
  client_id: 7,
  client_name: 'Northwind Analytics',
  unit: 'day',
  status: 'draft',
  total_quantity: 3,
  submitted_at: null,
  decided_at: null,
  updated_at: '2026-11-01T10:00:00.000Z',
  entries,
  history: [{ at: '2026-11-01T09:00:00.000Z', by: 'System', action: 'created', reason: null }],
  can: { edit: true, submit: true, decide: false, reopen: false },
  ...over,
});
const answer = (data: unknown, message = '') => ({ data, message });

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

describe('the month grid', () => {
  it('shows each day’s kind, takes 0, 0.5 or 1 day, totals live, saves the changed days and submits', async () => {
    const sent: MockRequest[] = [];
    mockApi({
      'GET timesheets/5': () => answer(record()),
      'PUT timesheets/5': (request) => {
        sent.push(request);
        return answer(record({ updated_at: '2026-11-02T10:00:00.000Z', total_quantity: 2.5 }), M.updated);
      },
      'POST timesheets/5/submit': (request) => {
        sent.push(request);
        return answer(
          record({ status: 'submitted', can: { edit: true, submit: false, decide: false, reopen: false } }),
          M.submitted,
        );
      },
    });
    renderRoutes(routes, { path: '/employee/timesheets/view/5', user: employee });
    const grid = await screen.findByRole('table', { name: 'Days of the month' });
    expect(
      within(grid).getByRole('row', { name: /05\/10\/2026 Monday Leave: Casual Leave/ }),
    ).toBeInTheDocument();
    expect(
      within(grid).getByRole('row', { name: /06\/10\/2026 Tuesday Holiday: Dussehra/ }),
    ).toBeInTheDocument();
    expect(within(grid).getByRole('row', { name: /03\/10\/2026 Saturday Weekly off/ })).toBeInTheDocument();
    expect(screen.getByTestId('timesheet-total')).toHaveTextContent('3 days');

    const day = within(grid).getByRole('combobox', { name: 'Days on 07/10/2026' });
    expect(
      within(day)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0', '0.5', '1']);
    await userEvent.selectOptions(day, '0.5');
    expect(screen.getByTestId('timesheet-total')).toHaveTextContent('2.5 days');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      entries: [{ date: '2026-10-07', quantity: 0.5 }],
      updated_at: '2026-11-01T10:00:00.000Z',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for approval' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.path).toBe('timesheets/5/submit');
    expect(await screen.findByText(/waiting for the client's approval/)).toBeInTheDocument();
  });

  it('takes hours in quarter hours for an hourly placement and refuses anything else', async () => {
    mockApi({
      'GET timesheets/5': () =>
        answer(record({ unit: 'hour', entries: entries.map((e) => ({ ...e, quantity: e.quantity * 8 })) })),
    });
    renderRoutes(routes, { path: '/hrms/timesheets/view/5' });
    const hours = await screen.findByRole('spinbutton', { name: 'Hours on 07/10/2026' });
    await userEvent.clear(hours);
    await userEvent.type(hours, '7.3');
    expect(screen.getAllByText(M.quantityInvalid).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(hours);
    await userEvent.type(hours, '7.25');
    expect(screen.queryByText(M.quantityInvalid)).toBeNull();
    expect(screen.getByTestId('timesheet-total')).toHaveTextContent('23.25 hours');
  });

  it('shows a rejected one’s reason and lets it be submitted again', async () => {
    mockApi({
      'GET timesheets/5': () =>
        answer(
          record({
            status: 'rejected',
            decided_at: '2026-11-03T10:00:00.000Z',
            history: [
              {
                at: '2026-11-03T10:00:00.000Z',
                by: 'arjun@northwind.example',
                action: 'rejected',
                reason: 'The 2nd was off',
              },
            ],
          }),
        ),
    });
    renderRoutes(routes, { path: '/employee/timesheets/view/5', user: employee });
    expect(await screen.findByText('The 2nd was off', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for approval' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Days on 02/10/2026' })).toBeEnabled();
  });

  it('locks an approved one', async () => {
    mockApi({
      'GET timesheets/5': () =>
        answer(
          record({
            status: 'approved',
            decided_at: '2026-11-03T10:00:00.000Z',
            can: { edit: false, submit: false, decide: false, reopen: false },
          }),
        ),
    });
    renderRoutes(routes, { path: '/employee/timesheets/view/5', user: employee });
    expect(await screen.findByText(/An approved timesheet is locked/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit for approval' })).toBeNull();
  });

  it('lets the client’s approver reject with a reason only', async () => {
    const sent: MockRequest[] = [];
    mockApi({
      'GET timesheets/5': () =>
        answer(
          record({
            status: 'submitted',
            submitted_at: '2026-11-02T10:00:00.000Z',
            can: { edit: false, submit: false, decide: true, reopen: false },
          }),
        ),
      'POST timesheets/5/reject': (request) => {
        sent.push(request);
        return answer(
          record({ status: 'rejected', can: { edit: false, submit: false, decide: false, reopen: false } }),
          M.rejected,
        );
      },
    });
    renderRoutes(routes, { path: '/company/timesheets/view/5', user: approver });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject timesheet' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(M.reasonRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The 2nd was off');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ reason: 'The 2nd was off' });
  });
});

describe('an employee’s month without a timesheet', () => {
  it('is offered to start, and opens pre-filled', async () => {
    const thisMonth = new Date().toISOString().slice(0, 7);
    const started: MockRequest[] = [];
    mockApi({
      'GET timesheets': () => answer({ list: [], count: 0, numberOfPages: 0 }),
      'GET timesheets/missing': ({ query }) =>
        answer({
          list:
            query.get('month') === thisMonth
              ? [
                  {
                    placement_id: 3,
                    employee_id: 11,
                    employee_name: 'Asha Rao',
                    client_id: 7,
                    client_name: 'Northwind Analytics',
                    start_date: `${thisMonth}-10`,
                    end_date: null,
                  },
                ]
              : [],
          count: query.get('month') === thisMonth ? 1 : 0,
          numberOfPages: 1,
        }),
      'POST timesheets': (request) => {
        started.push(request);
        return answer(record({ id: 9 }), M.created);
      },
      'GET timesheets/9': () => answer(record({ id: 9 })),
    });
    renderRoutes(routes, { path: '/employee/timesheets', user: employee });
    const offer = await screen.findByRole('alert');
    expect(offer).toHaveTextContent(/No timesheet yet for .* at Northwind Analytics\./);
    await userEvent.click(
      within(offer).getByRole('button', { name: /^Start the timesheet of .* at Northwind Analytics$/ }),
    );
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]!.body).toEqual({ placement_id: 3, month: thisMonth });
    expect(await screen.findByRole('table', { name: 'Days of the month' })).toBeInTheDocument();
  });
});

describe('the e-mail landing page', () => {
  const TOKEN = 'a'.repeat(43);
  const preview = {
    employee_name: 'Asha Rao',
    client_name: 'Northwind Analytics',
    month: '2026-10',
    unit: 'day',
    status: 'submitted',
    total_quantity: 3,
    entries,
    actionable: true,
    message: M.fetched,
  };

  it('shows what is approved and acts only on the confirm', async () => {
    const actions: MockRequest[] = [];
    mockApi({
      'POST timesheets/action/preview': () => answer(preview),
      'POST timesheets/action': (request) => {
        actions.push(request);
        return answer({ status: 'approved', message: M.approved }, M.approved);
      },
    });
    renderRoutes(routes, { path: `/timesheet-action?action=approve&token=${TOKEN}`, user: null });
    expect(await screen.findByText('Asha Rao, October 2026')).toBeInTheDocument();
    expect(screen.getByTestId('preview-total')).toHaveTextContent('3 days');
    expect(screen.getByRole('table', { name: 'Days of the month' })).toBeInTheDocument();
    expect(actions).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm approval' }));
    expect(await screen.findByText(M.approved)).toBeInTheDocument();
    expect(actions[0]!.body).toEqual({ token: TOKEN, action: 'approve' });
  });

  it('asks the reason of a rejection', async () => {
    const actions: MockRequest[] = [];
    mockApi({
      'POST timesheets/action/preview': () => answer(preview),
      'POST timesheets/action': (request) => {
        actions.push(request);
        return answer({ status: 'rejected', message: M.rejected }, M.rejected);
      },
    });
    renderRoutes(routes, { path: `/timesheet-action?action=reject&token=${TOKEN}`, user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm rejection' }));
    expect(await screen.findByText(M.reasonRequired)).toBeInTheDocument();
    expect(actions).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason for rejection' }), 'Wrong days');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm rejection' }));
    expect(await screen.findByText(M.rejected)).toBeInTheDocument();
    expect(actions[0]!.body).toEqual({ token: TOKEN, action: 'reject', reason: 'Wrong days' });
  });

  it('says so for a forged, a stale and a used link, and offers nothing to confirm', async () => {
    let reply: { status?: number; body: unknown } = { status: 403, body: { message: M.tokenInvalid } };
    mockApi({ 'POST timesheets/action/preview': () => reply });
    const first = renderRoutes(routes, {
      path: `/timesheet-action?action=approve&token=${TOKEN}`,
      user: null,
    });
    expect(await screen.findByText(M.tokenInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm/ })).toBeNull();
    first.unmount();

    reply = { status: 409, body: { message: M.tokenOutdated } };
    const second = renderRoutes(routes, {
      path: `/timesheet-action?action=approve&token=${TOKEN}`,
      user: null,
    });
    expect(await screen.findByText(M.tokenOutdated)).toBeInTheDocument();
    second.unmount();

    reply = {
      body: answer({ ...preview, status: 'approved', actionable: false, message: M.alreadyDone('approved') }),
    };
    renderRoutes(routes, { path: `/timesheet-action?action=reject&token=${TOKEN}`, user: null });
    expect(await screen.findByText(M.alreadyDone('approved'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm/ })).toBeNull();
  });
});
