// The payroll lists (spec 001 §2, §6): the payslip cell opens the file in a new window; hrms gets
// the bulk upload and the name column, an employee only its own payslips without them.
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, preloadRoutes, renderRoutes } from '../../../components/testing/render-app';
import { sessionUser } from '../../../lib/test-utils';
import { payrollsRoutes } from '../routes';

const routes = [{ path: '/', children: payrollsRoutes }];
const payroll = {
  id: 7,
  user_id: 3,
  payslip: '/api/v1/files/payslips/abc.pdf',
  payslip_name: 'October.pdf',
  payslip_date: '2026-10-31',
  full_name: 'Asha Rao',
  email: 'asha@flipkoins.com',
  profile_image: null,
  employee_id: 'FK-101',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};
const list = () => ({ data: { list: [payroll], count: 1, numberOfPages: 1 }, message: 'ok' });

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

describe('payroll lists', () => {
  it('shows hrms the bulk upload and a payslip link that opens in a new window', async () => {
    mockApi({ 'POST filters/payrolls': list });
    renderRoutes(routes, { path: '/hrms/payrolls' });
    const link = await screen.findByRole('link', { name: 'October.pdf' });
    expect(link).toHaveAttribute('href', payroll.payslip);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('region', { name: 'Bulk upload' })).toBeInTheDocument();
    expect(screen.getAllByText('Asha Rao').length).toBeGreaterThan(0);
  });

  it('sends the search and date range kept in the URL', async () => {
    const fetch = mockApi({ 'POST filters/payrolls': list });
    renderRoutes(routes, { path: '/hrms/payrolls?search=asha&from_date=2026-10-01&to_date=2026-10-31' });
    await screen.findByRole('link', { name: 'October.pdf' });
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({ search: 'asha', from_date: '2026-10-01', to_date: '2026-10-31' });
  });

  it('shows an employee its payslips without the bulk upload', async () => {
    mockApi({ 'POST filters/payrolls': list });
    renderRoutes(routes, {
      path: '/employee/payrolls',
      user: sessionUser({ type_slug: 'employee', role_slug: 'employee' }),
    });
    expect(await screen.findByRole('link', { name: 'October.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bulk upload' })).not.toBeInTheDocument();
  });

  it('opens the payslip view an e-mail links to', async () => {
    mockApi({ 'GET payrolls/7': () => ({ data: payroll, message: 'ok' }) });
    renderRoutes(routes, {
      path: '/employee/payrolls/view/7',
      user: sessionUser({ type_slug: 'employee', role_slug: 'employee' }),
    });
    expect(await screen.findByText('31/10/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'October.pdf' })).toHaveAttribute('target', '_blank');
  });
});
