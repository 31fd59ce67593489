// A sent invoice's credit notes and revisions under its view: listed with who and when, each credit
// note's PDF downloadable, and accounts raising a new one with the spec-style messages.
import { type Invoice, INVOICE_MESSAGES as M } from '@staffdesk/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockRequest, mockApi, renderRoutes } from '../../../components/testing/render-app';
import { InvoiceHistory } from '../components/invoice-history';

const sentInvoice = {
  id: 5,
  invoice_number: 'INV-2026-0005',
  company_name: 'Acme Widgets',
  total_amount: '212400.00',
  locked: true,
  client_comment: null,
  revision: 0,
  revision_of_id: null,
  revision_of_number: null,
  revised_by: [
    {
      id: 9,
      invoice_number: 'INV-2026-0005-R1',
      created_at: '2026-11-25T10:00:00.000Z',
      created_by_name: 'Ada Admin',
    },
  ],
  credit_notes: [
    {
      id: 3,
      number: 'INV-2026-0005-CN1',
      amount: '9000.00',
      reason: 'One day less',
      created_at: '2026-11-24T11:00:00.000Z',
      created_by_name: 'Ben Books',
      document_url: '/api/v1/invoices/5/credit-notes/3/document',
    },
  ],
  sends: [],
} as unknown as Invoice;

const render = (invoice: Invoice) =>
  renderRoutes([{ path: '/view', element: <InvoiceHistory invoice={invoice} area="accounts" /> }], {
    path: '/view',
  });

afterEach(() => vi.unstubAllGlobals());

describe('credit notes and revisions', () => {
  it('lists each with who and when, downloads a credit note’s PDF and links a revision', async () => {
    mockApi({});
    const open = vi.fn();
    vi.stubGlobal('open', open);
    render(sentInvoice);
    expect(screen.getByText('Credited ₹9,000.00 · balance ₹2,03,400.00')).toBeInTheDocument();
    const notes = screen.getByRole('list', { name: 'Credit notes' });
    expect(within(notes).getByText('INV-2026-0005-CN1 · ₹9,000.00')).toBeInTheDocument();
    expect(within(notes).getByText(/^by Ben Books on 24\/11\/2026/)).toBeInTheDocument();
    expect(within(notes).getByText('One day less')).toBeInTheDocument();
    await userEvent.click(within(notes).getByRole('button', { name: 'Download INV-2026-0005-CN1 (PDF)' }));
    expect(open).toHaveBeenCalledWith(
      '/api/v1/invoices/5/credit-notes/3/document',
      '_blank',
      expect.any(String),
    );

    const revisions = screen.getByRole('list', { name: 'Revisions' });
    expect(within(revisions).getByRole('link', { name: 'INV-2026-0005-R1' })).toHaveAttribute(
      'href',
      '/accounts/invoices/view/9',
    );
    expect(within(revisions).getByText(/^by Ada Admin on 25\/11\/2026/)).toBeInTheDocument();
  });

  it('raises a credit note: amount and reason are required, then it is posted', async () => {
    const posts: MockRequest[] = [];
    mockApi({
      'POST invoices/5/credit-notes': (request) => {
        posts.push(request);
        return { data: sentInvoice, message: M.credited };
      },
    });
    render({ ...sentInvoice, credit_notes: [], revised_by: [] });
    expect(screen.queryByRole('list', { name: 'Credit notes' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Raise credit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit note against INV-2026-0005' });
    expect(dialog).toHaveTextContent('left to credit ₹2,12,400.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Raise credit note' }));
    expect(await within(dialog).findByText(M.creditAmountRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.creditReasonRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '9000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'One day less');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Raise credit note' }));
    expect(await screen.findByText(M.credited)).toBeInTheDocument();
    expect(posts[0]?.body).toEqual({ amount: '9000.00', reason: 'One day less' });
  });

  it('offers no credit note before the invoice is sent, nor to the company area', () => {
    mockApi({});
    const { unmount } = render({ ...sentInvoice, locked: false });
    expect(screen.queryByRole('button', { name: 'Raise credit note' })).toBeNull();
    unmount();
    renderRoutes([{ path: '/view', element: <InvoiceHistory invoice={sentInvoice} area="company" /> }], {
      path: '/view',
    });
    expect(screen.queryByRole('button', { name: 'Raise credit note' })).toBeNull();
    // The company still sees the notes and can download them.
    expect(screen.getByRole('button', { name: 'Download INV-2026-0005-CN1 (PDF)' })).toBeInTheDocument();
  });
});
