// /accounts/receivables (issue 25): the clients' balances by bucket with the totals row, the day
// asked kept in the URL and sent to the server.
import type { AgingReport } from '@staffdesk/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type MockRequest,
  mockApi,
  preloadRoutes,
  renderRoutes,
} from '../../../components/testing/render-app';
import { receivablesRoutes } from '../routes';

const routes = [{ path: '/', children: receivablesRoutes }];
const report: AgingReport = {
  as_of: '2026-10-31',
  clients: [
    {
      company_id: 3,
      company_name: 'Acme Widgets',
      invoices: 5,
      not_due: '1000.10',
      days_1_30: '500.50',
      days_31_60: '300.40',
      days_61_90: '0.00',
      days_90_plus: '500.50',
      total: '2301.50',
    },
  ],
  totals: {
    invoices: 5,
    not_due: '1000.10',
    days_1_30: '500.50',
    days_31_60: '300.40',
    days_61_90: '0.00',
    days_90_plus: '500.50',
    total: '2301.50',
  },
};

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

describe('receivables', () => {
  it('lists each client’s balance by days overdue on the day in the URL, with totals', async () => {
    const asked: MockRequest[] = [];
    mockApi({
      'GET receivables/aging': (request) => {
        asked.push(request);
        return { data: report, message: '' };
      },
    });
    renderRoutes(routes, { path: '/accounts/receivables?as_of=2026-10-31' });
    const table = await screen.findByRole('table');
    await within(table).findByText('Acme Widgets');
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('ClientInvoicesNot yet due1–30 days31–60 days61–90 days90+ daysTotal');
    expect(rows[1]).toHaveTextContent('Acme Widgets5₹1,000.10₹500.50₹300.40₹0.00₹500.50₹2,301.50');
    expect(rows[2]).toHaveTextContent('Total5');
    expect(await screen.findByText('Owed on 31/10/2026: ₹2,301.50')).toBeInTheDocument();
    expect(asked[0]?.query.get('as_of')).toBe('2026-10-31');
    // The table exports as every list does, for the day shown.
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'CSV' })).toHaveAttribute(
      'href',
      '/api/v1/receivables/aging/export?format=csv&as_of=2026-10-31',
    );
  });

  it('says so when nothing is owed', async () => {
    mockApi({
      'GET receivables/aging': () => ({
        data: { ...report, clients: [], totals: { ...report.totals, invoices: 0 } },
        message: '',
      }),
    });
    renderRoutes(routes, { path: '/accounts/receivables?as_of=2026-10-31' });
    expect(await screen.findByText('Nothing is owed on that day.')).toBeInTheDocument();
  });
});
