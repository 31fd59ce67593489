// Money received on an invoice's view (issue 25): the figures, each payment with who recorded it,
// accounts recording one (the balance offered, the server's refusal shown) and reversing one with a
// reason; the client reads them without the actions.
import { type Invoice, PAYMENT_MESSAGES as M } from '@staffdesk/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockRequest, mockApi, renderRoutes } from '../../../components/testing/render-app';
import { InvoicePayments } from '../components/invoice-payments';

const payment = {
  id: 4,
  amount: '100000.00',
  received_on: '2026-11-20',
  reference: 'UTR778899',
  mode: 'bank-transfer',
  recorded_by_name: 'Ben Books',
  recorded_at: '2026-11-21T10:00:00.000Z',
  reversed_at: null,
  reversed_by_name: null,
  reversal_reason: null,
} as const;

const invoice = {
  id: 5,
  invoice_number: 'INV-2026-0005',
  invoice_status: 'Partially paid',
  total_amount: '212400.00',
  credited_total: '0.00',
  paid_total: '100000.00',
  balance: '112400.00',
  locked: true,
  superseded_by_id: null,
  payments: [payment],
} as unknown as Invoice;

const render = (value: Invoice, area: 'accounts' | 'company' = 'accounts') =>
  renderRoutes([{ path: '/view', element: <InvoicePayments invoice={value} area={area} /> }], {
    path: '/view',
  });

afterEach(() => vi.unstubAllGlobals());

describe('invoice payments', () => {
  it('shows the balance and each payment with who recorded it', () => {
    mockApi({});
    render(invoice);
    const section = screen.getByRole('region', { name: 'Payments' });
    expect(section).toHaveTextContent('Payments · Partially paid');
    expect(section).toHaveTextContent('Received₹1,00,000.00');
    expect(section).toHaveTextContent('Balance₹1,12,400.00');
    const rows = within(section).getByRole('list', { name: 'Payments received' });
    expect(rows).toHaveTextContent('received 20/11/2026 · Bank transfer (NEFT / RTGS / IMPS) · UTR778899');
    expect(rows).toHaveTextContent('Recorded by Ben Books on 21/11/2026');
  });

  it('records a payment: the balance offered, the server’s refusal shown, then posted', async () => {
    const posts: MockRequest[] = [];
    let refuse = true;
    mockApi({
      'POST invoices/5/payments': (request) => {
        posts.push(request);
        if (refuse) {
          refuse = false;
          return { status: 400, body: { message: M.overpaid('₹2,00,000.00', '₹1,12,400.00') } };
        }
        return { data: invoice, message: M.recorded };
      },
    });
    render(invoice);
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment against INV-2026-0005' });
    const amount = within(dialog).getByRole('textbox', { name: /^Amount received/ });
    expect(amount).toHaveValue('112400.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '200000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reference/ }), 'UTR1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(M.overpaid('₹2,00,000.00', '₹1,12,400.00'))).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '12400');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(M.recorded)).toBeInTheDocument();
    expect(posts[1]?.body).toMatchObject({ amount: '12400.00', mode: 'bank-transfer', reference: 'UTR1' });
  });

  it('reverses a payment only with a reason, and shows a reversed one struck out with why', async () => {
    const posts: MockRequest[] = [];
    mockApi({
      'POST invoices/5/payments/4/reverse': (request) => {
        posts.push(request);
        return { data: invoice, message: M.reversed };
      },
    });
    const { unmount } = render(invoice);
    await userEvent.click(screen.getByRole('button', { name: 'Reverse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse this payment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    expect(await within(dialog).findByText(M.reasonRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Cheque bounced');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    expect(await screen.findByText(M.reversed)).toBeInTheDocument();
    expect(posts[0]?.body).toEqual({ reason: 'Cheque bounced' });
    unmount();

    render({
      ...invoice,
      payments: [
        {
          ...payment,
          reversed_at: '2026-11-22T10:00:00.000Z',
          reversed_by_name: 'Ada Admin',
          reversal_reason: 'Cheque bounced',
        },
      ],
    });
    expect(screen.getByText(/^Reversed by Ada Admin on 22\/11\/2026/)).toHaveTextContent('Cheque bounced');
    expect(screen.queryByRole('button', { name: 'Reverse' })).toBeNull();
  });

  it('gives the client the figures without actions, and a draft no section', () => {
    mockApi({});
    const { unmount } = render(invoice, 'company');
    expect(screen.getByRole('region', { name: 'Payments' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reverse' })).toBeNull();
    unmount();
    render({ ...invoice, locked: false, payments: [] });
    expect(screen.queryByRole('region', { name: 'Payments' })).toBeNull();
  });
});
