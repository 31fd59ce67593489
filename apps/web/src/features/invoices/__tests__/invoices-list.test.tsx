// The invoice list of both areas (spec 001 §2): History reads 'Sent on: {date}', a row opens the
// view, accounts e-mail through the send dialog (§5 'Select or create billing email'), and the
// company area shows neither the client column nor the e-mail action.
import { type InvoiceListItem, INVOICE_MESSAGES as M, type SessionUser } from '@staffdesk/shared';
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
import { invoicesRoutes } from '../routes';

const routes = [{ path: '/', children: invoicesRoutes }];
const clientAdmin = { ...superAdmin, type_slug: 'client', company_id: 3 } as SessionUser;

const row = (over: Partial<InvoiceListItem> = {}): InvoiceListItem => ({
  id: 5,
  invoice_number: 'INV-2026-0005',
  company_id: 3,
  company_name: 'Acme Widgets',
  company_logo: null,
  invoice_attachment: null,
  invoice_attachment_name: null,
  invoiced_date: '2026-11-24',
  due_date: null,
  invoice_status_id: 2,
  invoice_status: 'Sent',
  invoice_status_slug: 'sent',
  total_amount: '212400.00',
  credited_total: '0.00',
  paid_total: '0.00',
  balance: '212400.00',
  created_by: 1,
  created_by_user_name: 'Ada Admin',
  triggered_at: '2026-11-24T09:30:00.000Z',
  last_send_state: 'sent',
  last_send_at: '2026-11-24T09:30:00.000Z',
  sent_document_url: '/api/v1/files/invoices/invoice-5.pdf',
  sent_document_name: 'Invoice-INV-2026-0005.pdf',
  locked: true,
  ...over,
});
const lookups = {
  'GET master/invoice-statuses': () => ({ data: [{ id: 2, slug: 'sent', status: 'Sent' }], message: '' }),
  'GET invoices/creators': () => ({ data: [{ user_id: 1, full_name: 'Ada Admin' }], message: '' }),
  'GET companies': () => ({
    data: [{ id: 3, company_name: 'Acme Widgets', company_logo: null }],
    message: '',
  }),
};
const page = (list: InvoiceListItem[]) => ({
  data: { list, count: list.length, numberOfPages: 1 },
  message: '',
});

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

describe('invoices list', () => {
  it('shows the total in rupees and Sent on in History, and asks page 1 of 10', async () => {
    const requests: MockRequest[] = [];
    mockApi({
      ...lookups,
      'GET invoices': (request) => {
        requests.push(request);
        return page([
          row(),
          row({
            id: 6,
            invoice_number: 'INV-2026-0006',
            triggered_at: null,
            last_send_state: null,
            sent_document_url: null,
            sent_document_name: null,
          }),
          row({ id: 7, invoice_number: 'INV-2026-0007', credited_total: '18880.00', balance: '193520.00' }),
        ]);
      },
    });
    renderRoutes(routes, { path: '/accounts/invoices' });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const sent = (await within(table).findByText('INV-2026-0005')).closest('tr')!;
    expect(within(sent).getByText(/^Sent on: 24\/11\/2026/)).toBeInTheDocument();
    expect(within(table).getByText('Not sent')).toBeInTheDocument();
    // Credited and Balance, formatted like the total; nothing credited reads as a dash.
    expect(within(table).getByRole('columnheader', { name: 'Credited' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Balance' })).toBeInTheDocument();
    expect(within(sent).getAllByText('₹2,12,400.00')).toHaveLength(2);
    expect(within(sent).getAllByText('—')).toHaveLength(1); // nothing credited
    // A draft without an attachment has no document yet.
    const draft = within(table).getByText('INV-2026-0006').closest('tr')!;
    expect(within(draft).getAllByText('—')).toHaveLength(2);
    const credited = within(table).getByText('INV-2026-0007').closest('tr')!;
    expect(within(credited).getByText('₹18,880.00')).toBeInTheDocument();
    expect(within(credited).getByText('₹1,93,520.00')).toBeInTheDocument();
    expect(requests[0]?.query.get('skip')).toBe('0');
    expect(requests[0]?.query.get('limit')).toBe('10');
  });

  it('opens the PDF as e-mailed from the list, or the attachment when there is one', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    mockApi({
      ...lookups,
      'GET invoices': () =>
        page([
          row(),
          row({
            id: 8,
            invoice_number: 'INV-2026-0008',
            invoice_attachment: '/api/v1/files/invoices/own.pdf',
            invoice_attachment_name: 'own.pdf',
            sent_document_url: '/api/v1/files/invoices/own-copy.pdf',
            sent_document_name: 'own.pdf',
          }),
        ]),
    });
    const { router } = renderRoutes(routes, { path: '/accounts/invoices' });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Invoice-INV-2026-0005.pdf' }));
    expect(open).toHaveBeenCalledWith(
      '/api/v1/files/invoices/invoice-5.pdf',
      '_blank',
      'noopener,noreferrer',
    );
    await userEvent.click(within(table).getByRole('button', { name: 'own.pdf' }));
    expect(open).toHaveBeenLastCalledWith('/api/v1/files/invoices/own.pdf', '_blank', 'noopener,noreferrer');
    // Opening the document does not open the row.
    expect(router.state.location.pathname).toBe('/accounts/invoices');
    open.mockRestore();
  });

  it('reads 10,000+ in the footer when the count stopped at its cap', async () => {
    mockApi({
      ...lookups,
      'GET invoices': () => ({
        data: { list: [row()], count: 10_000, numberOfPages: 1000, countIsLowerBound: true },
        message: '',
      }),
    });
    renderRoutes(routes, { path: '/accounts/invoices' });
    expect(await screen.findByText(/of 10,000\+ entries/)).toBeInTheDocument();
  });

  it('asks for a billing address in the send dialog before sending', async () => {
    const sends: MockRequest[] = [];
    mockApi({
      ...lookups,
      'GET invoices': () => page([row()]),
      'GET invoices/5': () => ({ data: { ...row(), billing_email: '' }, message: '' }),
      'GET invoices/vendor-bank-detail': () => ({ data: { cc_email: [] }, message: '' }),
      'POST invoices/send': (request) => {
        sends.push(request);
        return { data: row(), message: M.sent };
      },
    });
    renderRoutes(routes, { path: '/accounts/invoices' });
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail INV-2026-0005' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail invoice INV-2026-0005' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findAllByText(M.sendEmailRequired)).toHaveLength(2);
    expect(sends).toHaveLength(0);
  });

  it('asks before sending: recipients, amount, when and that the invoice will be locked', async () => {
    const sends: MockRequest[] = [];
    const draft = row({
      invoice_status: 'Draft',
      invoice_status_slug: 'draft',
      locked: false,
      triggered_at: null,
    });
    mockApi({
      ...lookups,
      'GET invoices': () => page([draft]),
      'GET invoices/5': () => ({ data: { ...draft, billing_email: 'ap@acme.example' }, message: '' }),
      'GET invoices/vendor-bank-detail': () => ({
        data: { cc_email: ['accounts@staffdesk.example'] },
        message: '',
      }),
      'POST invoices/send': (request) => {
        sends.push(request);
        return { data: row(), message: M.sent };
      },
    });
    renderRoutes(routes, { path: '/accounts/invoices' });
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail INV-2026-0005' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail invoice INV-2026-0005' });
    await within(dialog).findByText('ap@acme.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    const confirm = await screen.findByRole('dialog', { name: M.sendConfirmTitle('INV-2026-0005') });
    expect(within(confirm).getByText('ap@acme.example')).toBeInTheDocument();
    expect(within(confirm).getByText('accounts@staffdesk.example')).toBeInTheDocument();
    expect(within(confirm).getByText('₹2,12,400.00')).toBeInTheDocument();
    expect(within(confirm).getByText('Now')).toBeInTheDocument();
    expect(within(confirm).getByText(M.sendWillLock)).toBeInTheDocument();
    expect(sends).toHaveLength(0);

    // Back keeps what the form held; a second Send asks again.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Back' }));
    const form = await screen.findByRole('dialog', { name: 'E-mail invoice INV-2026-0005' });
    expect(within(form).getByText('ap@acme.example')).toBeInTheDocument();
    expect(sends).toHaveLength(0);
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    const again = await screen.findByRole('dialog', { name: M.sendConfirmTitle('INV-2026-0005') });
    await userEvent.click(within(again).getByRole('button', { name: 'Yes, send' }));
    expect(await screen.findByText(M.sent)).toBeInTheDocument();
    expect(sends).toHaveLength(1);
    expect(sends[0]?.body).toMatchObject({
      id: 5,
      billing_email: ['ap@acme.example'],
      cc_email: ['accounts@staffdesk.example'],
    });
  });

  it('gives the company area no client column and no e-mail action; a row opens the view', async () => {
    mockApi({ ...lookups, 'GET invoices': () => page([row()]) });
    const { router } = renderRoutes(routes, { path: '/company/invoices', user: clientAdmin });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await within(table).findByText('INV-2026-0005');
    expect(within(table).queryByRole('columnheader', { name: 'Client' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /E-mail/ })).toBeNull();
    await userEvent.click(within(table).getByText('INV-2026-0005'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/invoices/view/5'));
  });
});

describe('invoices filter', () => {
  it('keeps the status and creator chosen from the server lists in the URL and sends them', async () => {
    const requests: MockRequest[] = [];
    mockApi({
      ...lookups,
      'GET invoices': (request) => {
        requests.push(request);
        return page([row()]);
      },
    });
    const { router } = renderRoutes(routes, { path: '/accounts/invoices?page=2' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show filters' }));
    const form = await screen.findByRole('search', { name: 'Invoice filters' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sent' }));
    await userEvent.click(within(form).getByRole('combobox', { name: 'Created By' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ada Admin' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status_id=2&creator_id=1'));
    await waitFor(() => expect(requests.at(-1)?.query.get('status_id')).toBe('2'));
    expect(requests.at(-1)?.query.get('creator_id')).toBe('1');
    expect(requests.at(-1)?.query.get('skip')).toBe('0');
  });

  it('gives the company area no search or client filter and ignores them in the URL', async () => {
    const requests: MockRequest[] = [];
    mockApi({
      ...lookups,
      'GET invoices': (request) => {
        requests.push(request);
        return page([row()]);
      },
    });
    renderRoutes(routes, {
      path: '/company/invoices?search=INV&client_id=9&status_id=2',
      user: clientAdmin,
    });
    await waitFor(() => expect(requests.at(-1)?.query.get('status_id')).toBe('2'));
    expect(requests.at(-1)?.query.get('search')).toBeNull();
    expect(requests.at(-1)?.query.get('client_id')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: /Show filters/ }));
    const form = await screen.findByRole('search', { name: 'Invoice filters' });
    expect(within(form).getByRole('combobox', { name: 'Created By' })).toBeInTheDocument();
    expect(within(form).getAllByText('From').length).toBeGreaterThan(0);
    expect(within(form).queryByRole('textbox', { name: 'Search' })).toBeNull();
    expect(within(form).queryByRole('combobox', { name: 'Client' })).toBeNull();
  });
});
