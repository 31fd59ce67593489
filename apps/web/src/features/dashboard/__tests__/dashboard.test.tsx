// The dashboard (issue 25): each figure from the one summary request, each linking to the list
// behind it filtered to what it counts; figures the server leaves out (null) are not drawn.
import type { DashboardSummary } from '@staffdesk/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, preloadRoutes, renderRoutes } from '../../../components/testing/render-app';
import { dashboardRoutes } from '../routes';

const routes = [{ path: '/', children: dashboardRoutes }];
const zero = { revenue: '0.00', cost: '0.00', margin: '0.00', margin_percent: null };
const summary: DashboardSummary = {
  as_of: '2026-10-15',
  month: '2026-10',
  revenue_by_month: [
    { month: '2026-09', ...zero },
    {
      month: '2026-10',
      revenue: '215000.00',
      cost: '179166.60',
      margin: '35833.40',
      margin_percent: '16.67',
    },
  ],
  aging: {
    invoices: 3,
    not_due: '1000.00',
    days_1_30: '500.00',
    days_31_60: '0.00',
    days_61_90: '0.00',
    days_90_plus: '250.00',
    total: '1750.00',
  },
  timesheets_by_status: [
    { status: 'draft', count: 4 },
    { status: 'submitted', count: 2 },
    { status: 'approved', count: 7 },
    { status: 'rejected', count: 0 },
  ],
  placements_by_client: { total: 3, clients: [{ client_id: 5, client_name: 'Acme Dash', count: 3 }] },
  on_leave_today: { count: 1, people: [{ employee_id: 9, name: 'Asha Das', leave_type: 'Sick Leave' }] },
  open_positions: { count: 2, openings: 5, status_id: 1 },
  applicants_by_stage: [{ status_id: 4, status: 'Screening', count: 6 }],
};

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

const figure = (name: string) => screen.findByRole('region', { name });
const hrefOf = async (region: string, link: string | RegExp) =>
  within(await figure(region))
    .getAllByRole('link', { name: link })[0]!
    .getAttribute('href');

describe('dashboard', () => {
  it('shows each figure with a link to the list behind it', async () => {
    mockApi({ 'GET reports/dashboard': () => ({ data: summary, message: '' }) });
    renderRoutes(routes, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();

    const revenue = await figure('Revenue and margin');
    expect(revenue).toHaveTextContent('₹2,15,000');
    expect(revenue).toHaveTextContent('margin ₹35,833.40 (16.67%)');
    expect(await hrefOf('Revenue and margin', 'Open the margin report')).toBe(
      '/accounts/margin?from=2026-09&to=2026-10',
    );
    expect(await figure('Receivables')).toHaveTextContent('3 invoices owed, ₹750 overdue');
    expect(await hrefOf('Receivables', 'Open receivables aging')).toBe(
      '/accounts/receivables?as_of=2026-10-15',
    );

    const timesheets = await figure('Timesheets in October 2026');
    expect(timesheets).toHaveTextContent('13');
    expect(within(timesheets).getByRole('link', { name: 'Submitted' })).toHaveAttribute(
      'href',
      '/hrms/timesheets?month=2026-10&status=submitted',
    );
    expect(await hrefOf('Active placements', 'Acme Dash')).toBe('/hrms/placements?status=active&client=5');
    expect(await figure('On leave today')).toHaveTextContent('Asha Das (Sick Leave)');
    expect(await hrefOf('On leave today', 'Open today’s leaves')).toBe(
      '/hrms/leaves?status_slug=approved&from_date=2026-10-15&to_date=2026-10-15',
    );
    expect(await figure('Open positions')).toHaveTextContent('5 openings to fill');
    expect(await hrefOf('Open positions', 'Open the positions')).toBe('/positions?status_id=1');
    expect(await hrefOf('Applicants by stage', 'Screening')).toBe('/applicants?interview_status_id=4');
  });

  it('leaves out the figures the server answered null for', async () => {
    mockApi({
      'GET reports/dashboard': () => ({
        data: { ...summary, aging: null, open_positions: null, applicants_by_stage: null },
        message: '',
      }),
    });
    renderRoutes(routes, { path: '/dashboard' });
    await figure('Revenue and margin');
    expect(screen.queryByRole('region', { name: 'Receivables' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Open positions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Applicants by stage' })).not.toBeInTheDocument();
  });
});
