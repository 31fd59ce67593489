// Partners' bills screens (issue 25): accounts' list with billed, expected and difference and the
// filters sent to the server; a bill's view with the expected lines, validate needing a reason when
// the bill differs (the server's message shown on the field), pay refused while a bank change is
// pending; a partner's list without the partner column and without the accounts actions.
import {
  PARTNER_BILL_MESSAGES as M,
  type PartnerBill,
  type PartnerBillListItem,
  type SessionUser,
} from '@staffdesk/shared';
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
import { partnerBillsRoutes } from '../routes';

const routes = [{ path: '/', children: partnerBillsRoutes }];
beforeAll(() => preloadRoutes(routes), 120_000);
afterEach(() => vi.unstubAllGlobals());

const item: PartnerBillListItem = {
  id: 7,
  partners_account_id: 3,
  partner_name: 'Alpha Staffing',
  month: '2026-10',
  bill_number: 'ALPHA/10',
  amount: '185000.00',
  expected_amount: '184166.60',
  difference: '833.40',
  status: 'received',
  created_at: '2026-11-02T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
};
const bill: PartnerBill = {
  ...item,
  document: '/api/v1/files/invoices/abc.pdf',
  document_name: 'alpha-10.pdf',
  reason: null,
  payment_reference: null,
  paid_at: null,
  bank_change_pending: false,
  lines: [
    {
      placement_id: 1,
      timesheet_id: 11,
      employee_name: 'Asha Rao',
      client_name: 'Acme Corp',
      quantity: '21.5',
      unit: 'day',
      pay_rate: '8333.33',
      pay_unit: 'day',
      amount: '179166.60',
    },
  ],
  history: [
    {
      status: 'received',
      by: 'Pia Partner',
      at: '2026-11-02T10:00:00.000Z',
      reason: null,
      payment_reference: null,
    },
  ],
};
const page = (list: PartnerBillListItem[]) => ({
  data: { list, count: list.length, numberOfPages: 1 },
  message: M.listed,
});
const partnerUser = {
  ...superAdmin,
  id: 9,
  type_slug: 'partners',
  role_slug: 'admin',
  partners_account_id: 3,
} as SessionUser;

describe('partner bills', () => {
  it('lists every partner’s bills for accounts with billed, expected and difference, and filters by month', async () => {
    const requests: MockRequest[] = [];
    mockApi({
      'GET partner-bills': (request) => {
        requests.push(request);
        return page([item]);
      },
      'GET master/partners-accounts': () => ({
        data: [{ id: 3, account_name: 'Alpha Staffing' }],
        message: '',
      }),
    });
    renderRoutes(routes, { path: '/accounts/partner-bills?month=2026-10&status=received' });
    const table = await screen.findByRole('table', { name: 'Partner bills' });
    const row = await within(table).findByRole('row', { name: /ALPHA\/10/ });
    expect(row).toHaveTextContent('Alpha Staffing');
    expect(row).toHaveTextContent('₹1,85,000.00');
    expect(row).toHaveTextContent('₹1,84,166.60');
    expect(row).toHaveTextContent('+₹833.40');
    expect(requests[0]?.query.get('month')).toBe('2026-10');
    expect(requests[0]?.query.get('status')).toBe('received');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const csv = await screen.findByRole('menuitem', { name: /CSV/ });
    const href = csv.getAttribute('href') ?? csv.querySelector('a')?.getAttribute('href') ?? '';
    expect(href).toContain('/api/v1/partner-bills/export?format=csv');
    expect(href).toContain('month=2026-10');
  });

  it('shows a partner its own bills without the partner column', async () => {
    mockApi({ 'GET partner-bills': () => page([item]) });
    renderRoutes(routes, { path: '/partners/bills', user: partnerUser });
    const table = await screen.findByRole('table', { name: 'Partner bills' });
    await within(table).findByRole('row', { name: /ALPHA\/10/ });
    expect(within(table).queryByRole('columnheader', { name: 'Partner' })).toBeNull();
    expect(screen.getByRole('link', { name: 'File a Bill' })).toHaveAttribute(
      'href',
      '/partners/bills/create',
    );
  });

  it('validates a bill that differs only with a reason, showing the server’s message on the field', async () => {
    const puts: MockRequest[] = [];
    mockApi({
      'GET partner-bills/7': () => ({ data: bill, message: M.fetched }),
      'PUT partner-bills/7': (request) => {
        puts.push(request);
        const body = request.body as { reason?: string };
        if (!body.reason) {
          const message = M.differenceNeedsReason('833.40');
          return { status: 400, body: { message, errors: [{ path: 'reason', message }] } };
        }
        return { data: { ...bill, status: 'validated', reason: body.reason }, message: M.updated };
      },
    });
    renderRoutes(routes, { path: '/accounts/partner-bills/view/7' });
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('₹1,79,166.60')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'alpha-10.pdf' })).toHaveAttribute('href', bill.document);
    await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Validate' }));
    expect(await within(dialog).findByText(M.differenceNeedsReason('833.40'))).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Overtime agreed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    expect(puts.at(-1)?.body).toMatchObject({
      status: 'validated',
      reason: 'Overtime agreed',
      updated_at: bill.updated_at,
    });
  });

  it('warns of a pending bank change and shows the refusal of the payment', async () => {
    const validated = { ...bill, status: 'validated' as const, bank_change_pending: true };
    mockApi({
      'GET partner-bills/7': () => ({ data: validated, message: M.fetched }),
      'PUT partner-bills/7': () => ({ status: 409, body: { message: M.bankChangePending } }),
    });
    renderRoutes(routes, { path: '/accounts/partner-bills/view/7' });
    expect(await screen.findByText(/has a change waiting for confirmation/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Payment Reference' }), 'UTR-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByText(M.bankChangePending)).toBeInTheDocument();
  });

  it('gives a partner no validate, dispute or pay buttons', async () => {
    mockApi({ 'GET partner-bills/7': () => ({ data: bill, message: M.fetched }) });
    renderRoutes(routes, { path: '/partners/bills/view/7', user: partnerUser });
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Validate' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });
});
