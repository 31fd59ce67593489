// Placements on the web (issue 24): each list shows only the rate columns the server gave its
// viewer, and hrms places an employee: the approvers offered are the chosen client's, and the form
// sends the rates and approvers it chose (an empty form shows the schema's messages, sends nothing).
import { PLACEMENT_MESSAGES as M, type PlacementListItem } from '@staffdesk/shared';
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
import { placementsRoutes } from '../routes';

const routes = [{ path: '/', children: placementsRoutes }];
const clientAdmin = sessionUser({ id: 40, type_slug: 'client', role_slug: 'admin', company_id: 7 });

const item = (over: Partial<PlacementListItem> = {}): PlacementListItem => ({
  id: 3,
  employee_id: 11,
  employee_name: 'Asha Rao',
  employee_code: 'SD-11',
  client_id: 7,
  client_name: 'Northwind Analytics',
  position_id: null,
  position_title: 'Data Engineer',
  partners_account_id: null,
  partner_name: null,
  start_date: '2026-01-05',
  end_date: null,
  status: 'active',
  currency: 'INR',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...over,
});
const page = (list: PlacementListItem[]) => ({
  data: { list, count: list.length, numberOfPages: 1 },
  message: '',
});
const lookups = {
  'GET companies': () => ({
    data: [
      { id: 7, company_name: 'Northwind Analytics', company_logo: null },
      { id: 8, company_name: 'Bluepeak Software', company_logo: null },
    ],
    message: '',
  }),
  'GET master/partners-accounts': () => ({ data: [{ id: 2, account_name: 'TalentBridge' }], message: '' }),
  'GET company-positions/*': () => ({ data: [{ id: 5, position: 'Data Engineer' }], message: '' }),
  'POST filters/employees': () => ({
    data: {
      list: [{ id: 11, first_name: 'Asha', last_name: 'Rao', employee_id: 'SD-11' }],
      count: 1,
      numberOfPages: 1,
    },
    message: '',
  }),
};

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

describe('placements list', () => {
  it('shows hrms both rates and the margin', async () => {
    mockApi({
      ...lookups,
      'GET placements': () =>
        page([
          item({
            bill_rate: '9500.00',
            bill_unit: 'day',
            pay_rate: '6200.00',
            pay_unit: 'day',
            margin: '3300.00',
          }),
        ]),
    });
    renderRoutes(routes, { path: '/hrms/placements' });
    const table = await screen.findByRole('table', { name: 'Placements' });
    await within(table).findByText('Asha Rao (SD-11)');
    for (const header of ['Bill Rate', 'Pay Rate', 'Margin'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(table).getByText('₹9,500.00 / day')).toBeInTheDocument();
    expect(within(table).getByText('₹3,300.00 / day')).toBeInTheDocument();
  });

  it('shows a client company its bill rate and no pay rate or margin column', async () => {
    mockApi({ 'GET placements': () => page([item({ bill_rate: '9500.00', bill_unit: 'day' })]) });
    renderRoutes(routes, { path: '/company/placements', user: clientAdmin });
    const table = await screen.findByRole('table', { name: 'Placements' });
    await within(table).findByText('₹9,500.00 / day');
    expect(within(table).queryByRole('columnheader', { name: 'Pay Rate' })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Margin' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Create Placement/ })).toBeNull();
  });
});

describe('placing an employee', () => {
  it("offers the chosen client's approvers and sends the placement", async () => {
    const approverRequests: MockRequest[] = [];
    const created: unknown[] = [];
    mockApi({
      ...lookups,
      'GET placements/approvers': (request) => {
        approverRequests.push(request);
        return { data: [{ id: 31, name: 'Arjun Mehta', email: 'arjun@northwind.example' }], message: '' };
      },
      'POST placements': (request) => {
        created.push(request.body);
        return { status: 201, body: { data: { id: 3 }, message: M.created } };
      },
      'GET placements/3': () => ({
        data: { ...item(), approvers: [], created_at: '2026-11-01T10:00:00.000Z' },
        message: '',
      }),
    });
    renderRoutes(routes, { path: '/hrms/placements/create' });
    const form = await screen.findByRole('form', { name: 'Placement' });

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(M.approverRequired)).toBeInTheDocument();
    expect(within(form).getByText(M.billRateRequired)).toBeInTheDocument();
    expect(created).toEqual([]);

    await userEvent.click(within(form).getByRole('combobox', { name: /Employee/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Asha Rao (SD-11)' }));
    await userEvent.click(within(form).getByRole('combobox', { name: /Client/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Northwind Analytics' }));
    await userEvent.click(
      within(within(form).getByRole('group', { name: /^Start Date/ })).getAllByRole('spinbutton')[0]!,
    );
    await userEvent.keyboard('05012027');
    await userEvent.type(within(form).getByRole('textbox', { name: /Bill Rate/ }), '9500');
    await userEvent.type(within(form).getByRole('textbox', { name: /Pay Rate/ }), '6200.50');
    await userEvent.click(within(form).getByRole('combobox', { name: /Approvers/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Arjun Mehta (arjun@northwind.example)' }),
    );
    expect(approverRequests.at(-1)?.query.get('client_id')).toBe('7');

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      employee_id: 11,
      client_id: 7,
      start_date: '2027-01-05',
      bill_rate: '9500.00',
      bill_unit: 'day',
      pay_rate: '6200.50',
      currency: 'INR',
      approver_ids: [31],
    });
  });
});

describe("placing an employee from its profile's link", () => {
  it('starts with the employee, its client and its joining date, and sends them', async () => {
    const created: unknown[] = [];
    mockApi({
      ...lookups,
      'GET employees/11': () => ({
        data: {
          id: 11,
          first_name: 'Asha',
          last_name: 'Rao',
          employee_id: 'SD-11',
          client_id: 7,
          joining_date: '2026-12-01',
        },
        message: '',
      }),
      'GET placements/approvers': () => ({
        data: [{ id: 31, name: 'Arjun Mehta', email: 'arjun@northwind.example' }],
        message: '',
      }),
      'POST placements': (request) => {
        created.push(request.body);
        return { status: 201, body: { data: { id: 3 }, message: M.created } };
      },
      'GET placements/3': () => ({
        data: { ...item(), approvers: [], created_at: '2026-11-01T10:00:00.000Z' },
        message: '',
      }),
    });
    renderRoutes(routes, { path: '/hrms/placements/create?employee_id=11' });
    const form = await screen.findByRole('form', { name: 'Placement' });
    expect(within(form).getByRole('combobox', { name: /Employee/ })).toHaveValue('Asha Rao (SD-11)');
    // The client's name shows once the clients list has come.
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /Client/ })).toHaveTextContent('Northwind Analytics'),
    );

    await userEvent.type(within(form).getByRole('textbox', { name: /Bill Rate/ }), '9500');
    await userEvent.type(within(form).getByRole('textbox', { name: /Pay Rate/ }), '6200');
    await userEvent.click(within(form).getByRole('combobox', { name: /Approvers/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Arjun Mehta (arjun@northwind.example)' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      employee_id: 11,
      client_id: 7,
      start_date: '2026-12-01',
      approver_ids: [31],
    });
  });
});

describe('reading a placement', () => {
  const record = (over: Partial<PlacementListItem> = {}) => ({
    ...item({ position_id: null, position_title: null, ...over }),
    bill_rate: '9500.00',
    bill_unit: 'day' as const,
    pay_rate: '6200.00',
    pay_unit: 'day' as const,
    margin: '3300.00',
    notes: null,
    approvers: [{ id: 31, name: 'Arjun Mehta', email: 'arjun@northwind.example' }],
    created_at: '2026-11-01T10:00:00.000Z',
    created_by_name: null,
    updated_by_name: null,
  });

  it('gives a client company no Edit tab on its list', async () => {
    mockApi({ 'GET placements': () => page([item({ bill_rate: '9500.00', bill_unit: 'day' })]) });
    renderRoutes(routes, { path: '/company/placements', user: clientAdmin });
    await screen.findByRole('table', { name: 'Placements' });
    expect(screen.getByRole('tab', { name: 'Placements' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Edit Placement/ })).toBeNull();
  });

  it('gives a client company no Edit tab on its view', async () => {
    mockApi({ 'GET placements/3': () => ({ data: record(), message: '' }) });
    renderRoutes(routes, { path: '/company/placements/view/3', user: clientAdmin });
    expect(
      await screen.findByRole('heading', { name: 'Asha Rao at Northwind Analytics' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'View Placement' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Edit Placement/ })).toBeNull();
  });

  it('shows hrms a dash for no position and no partner row, never an empty box', async () => {
    mockApi({ ...lookups, 'GET placements/3': () => ({ data: record(), message: '' }) });
    renderRoutes(routes, { path: '/hrms/placements/view/3' });
    const form = await screen.findByRole('form', { name: 'Placement' });
    expect(await within(form).findByRole('textbox', { name: 'Position' })).toHaveValue('—');
    expect(within(form).queryByRole('textbox', { name: 'Partner' })).toBeNull();
    expect(within(form).queryByRole('combobox', { name: /Partner/ })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Edit Placement' })).toBeInTheDocument();
  });

  it('names the partner and the position in the hrms view when there are', async () => {
    mockApi({
      ...lookups,
      'GET placements/3': () => ({
        data: record({
          position_id: 5,
          position_title: 'Data Engineer',
          partners_account_id: 2,
          partner_name: 'TalentBridge',
        }),
        message: '',
      }),
    });
    renderRoutes(routes, { path: '/hrms/placements/view/3' });
    const form = await screen.findByRole('form', { name: 'Placement' });
    expect(await within(form).findByRole('textbox', { name: 'Position' })).toHaveValue('Data Engineer');
    expect(within(form).getByRole('textbox', { name: 'Partner' })).toHaveValue('TalentBridge');
  });
});
