// A sent invoice's credit notes and revisions under its view: listed with who and when, each credit
// note's PDF downloadable, and accounts raising a new one with the spec-style messages.
import { type Invoice, INVOICE_MESSAGES as M } from '@staffdesk/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockRequest, mockApi, renderRoutes } from '../../../components/testing/render-app';
import { InvoiceHistory } from '../components/invoice-history';
import { InvoiceSummary } from '../components/invoice-summary';

const sentInvoice = {
  id: 5,
  invoice_number: 'INV-2026-0005',
  company_name: 'Acme Widgets',
  total_amount: '212400.00',
  credited_total: '10620.00',
  balance: '201780.00',
  tax_mode: 'intra',
  gst_rate: '18',
  locked: true,
  superseded_by_id: null,
  superseded_by_number: null,
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
      number: 'CN-2026-0001',
      lines: [
        {
          description: 'Developer day',
          sac_code: '998513',
          quantity: '1.00',
          unit: 'days',
          rate: '9000.00',
          amount: '9000.00',
        },
      ],
      subtotal: '9000.00',
      cgst: '810.00',
      sgst: '810.00',
      igst: '0.00',
      amount: '10620.00',
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
    expect(screen.getByText('Credited ₹10,620.00 · balance ₹2,01,780.00')).toBeInTheDocument();
    const notes = screen.getByRole('list', { name: 'Credit notes' });
    expect(within(notes).getByText('CN-2026-0001 · ₹10,620.00')).toBeInTheDocument();
    expect(within(notes).getByText('Developer day · 1 days × ₹9,000.00 = ₹9,000.00')).toBeInTheDocument();
    expect(within(notes).getByText(/^by Ben Books on 24\/11\/2026/)).toBeInTheDocument();
    expect(within(notes).getByText('One day less')).toBeInTheDocument();
    await userEvent.click(within(notes).getByRole('button', { name: 'Download CN-2026-0001 (PDF)' }));
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

  it('raises a credit note with lines taxed as the invoice: required fields, totals, then posted', async () => {
    const posts: MockRequest[] = [];
    mockApi({
      'POST invoices/5/credit-notes': (request) => {
        posts.push(request);
        return { data: sentInvoice, message: M.credited };
      },
    });
    render({
      ...sentInvoice,
      credit_notes: [],
      revised_by: [],
      credited_total: '0.00',
      balance: '212400.00',
    });
    expect(screen.queryByRole('list', { name: 'Credit notes' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Raise credit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit note against INV-2026-0005' });
    expect(dialog).toHaveTextContent('balance ₹2,12,400.00');
    // The GST rate is the invoice's, not chosen here.
    expect(within(dialog).queryByRole('combobox', { name: 'GST rate' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue and e-mail' }));
    expect(await within(dialog).findByText(M.lineDescriptionRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.creditReasonRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    const line = within(dialog).getByRole('group', { name: 'Line 1' });
    await userEvent.type(within(line).getByRole('textbox', { name: /^Description/ }), 'Developer day');
    await userEvent.type(within(line).getByRole('textbox', { name: /^Quantity/ }), '1');
    await userEvent.type(within(line).getByRole('textbox', { name: /^Rate/ }), '9000');
    // CGST + SGST at half the invoice's 18% each, as the invoice was taxed.
    expect(within(dialog).getByText('CGST 9%')).toBeInTheDocument();
    expect(within(dialog).getAllByText('₹810.00')).toHaveLength(2);
    expect(within(dialog).getByText('₹10,620.00')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'One day less');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue and e-mail' }));
    expect(await screen.findByText(M.credited)).toBeInTheDocument();
    expect(posts[0]?.body).toEqual({
      lines: [
        { description: 'Developer day', sac_code: '998513', quantity: '1', unit: 'days', rate: '9000.00' },
      ],
      reason: 'One day less',
    });
  });

  it('shows Replaced by on a superseded invoice with no send or revision, and Revision of on the new one', () => {
    mockApi({});
    const { unmount } = render({
      ...sentInvoice,
      superseded_by_id: 9,
      superseded_by_number: 'INV-2026-0005-R1',
    });
    const replaced = screen.getByRole('alert');
    expect(replaced).toHaveTextContent('Replaced by INV-2026-0005-R1');
    expect(within(replaced).getByRole('link', { name: 'INV-2026-0005-R1' })).toHaveAttribute(
      'href',
      '/accounts/invoices/view/9',
    );
    expect(screen.queryByRole('button', { name: 'E-mail invoice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New revision' })).toBeNull();
    unmount();
    render({
      ...sentInvoice,
      revision: 1,
      revision_of_id: 5,
      revision_of_number: 'INV-2026-0005',
      revised_by: [],
    });
    expect(screen.getByRole('link', { name: 'INV-2026-0005' })).toHaveAttribute(
      'href',
      '/accounts/invoices/view/5',
    );
    expect(screen.getByText(/^Revision of/)).toBeInTheDocument();
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
    expect(screen.getByRole('button', { name: 'Download CN-2026-0001 (PDF)' })).toBeInTheDocument();
  });

  it('keeps the invoice as sent as the client’s document, not the credit note e-mailed since', () => {
    mockApi({});
    const send = (id: number, name: string, credit: string | null) => ({
      id,
      state: 'sent',
      document_name: name,
      document_url: `/api/v1/files/${id}`,
      credit_note_number: credit,
    });
    const invoice = {
      ...sentInvoice,
      lines: [],
      sends: [
        send(2, 'Credit-note-CN-2026-0001.pdf', 'CN-2026-0001'),
        send(1, 'Invoice-INV-2026-0005.pdf', null),
      ],
    } as unknown as Invoice;
    renderRoutes([{ path: '/view', element: <InvoiceSummary invoice={invoice} /> }], { path: '/view' });
    expect(screen.getByRole('button', { name: 'Invoice-INV-2026-0005.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Credit-note-CN-2026-0001.pdf' })).toBeNull();
  });
});
