// /accounts/margin (issue 25): the range from the URL sent to the server, the months with totals,
// the rows, and the export links carrying the same range.
import type { MarginReport } from '@staffdesk/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type MockRequest,
  mockApi,
  preloadRoutes,
  renderRoutes,
} from '../../../components/testing/render-app';
import { dashboardRoutes } from '../routes';

const routes = [{ path: '/', children: dashboardRoutes }];
const figures = { revenue: '215000.00', cost: '179166.60', margin: '35833.40', margin_percent: '16.67' };
const report: MarginReport = {
  from: '2026-09',
  to: '2026-10',
  months: [
    { month: '2026-09', revenue: '0.00', cost: '0.00', margin: '0.00', margin_percent: null },
    { month: '2026-10', ...figures },
  ],
  totals: figures,
  list: [
    {
      month: '2026-10',
      client_id: 3,
      client_name: 'Acme Margin',
      placement_id: 8,
      contractor: 'Asha Kumar',
      timesheet_status: 'approved',
      quantity: '21.50',
      unit: 'day',
      pay_rate: '8333.33',
      pay_unit: 'day',
      ...figures,
    },
  ],
  count: 1,
  numberOfPages: 1,
};

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

describe('margin report', () => {
  it('shows the months, the totals and the rows of the range in the URL, with its exports', async () => {
    const asked: MockRequest[] = [];
    mockApi({
      'GET reports/margin': (request) => {
        asked.push(request);
        return { data: report, message: '' };
      },
    });
    renderRoutes(routes, { path: '/accounts/margin?from=2026-09&to=2026-10' });
    const months = await screen.findByRole('table', { name: 'Margin by month' });
    const monthRows = within(months).getAllByRole('row');
    expect(monthRows[1]).toHaveTextContent('2026-09₹0.00₹0.00₹0.00—');
    expect(monthRows[3]).toHaveTextContent('Total₹2,15,000.00₹1,79,166.60₹35,833.4016.67%');
    const rows = within(screen.getByRole('table', { name: 'Margin by placement' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      '2026-10Acme MarginAsha Kumar21.50 d₹2,15,000.00₹1,79,166.60₹35,833.4016.67%',
    );
    expect(asked[0]?.query.get('from')).toBe('2026-09');
    expect(asked[0]?.query.get('to')).toBe('2026-10');
    // The shared Export menu, as on every list: the range shown, as CSV or XLSX.
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'CSV' })).toHaveAttribute(
      'href',
      '/api/v1/reports/margin/export?format=csv&from=2026-09&to=2026-10',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Excel (XLSX)' })).toHaveAttribute(
      'href',
      '/api/v1/reports/margin/export?format=xlsx&from=2026-09&to=2026-10',
    );
  });
});
