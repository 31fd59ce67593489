// The payroll lists (spec 001 §2, §6): the payslip cell opens the file in a new window; hrms gets
// the bulk upload and the name column, an employee only its own payslips without them.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  it('shows hrms the bulk upload on a click and a payslip link that opens in a new window', async () => {
    mockApi({ 'POST filters/payrolls': list });
    renderRoutes(routes, { path: '/hrms/payrolls' });
    const link = await screen.findByRole('link', { name: 'October.pdf' });
    expect(link).toHaveAttribute('href', payroll.payslip);
    expect(link).toHaveAttribute('target', '_blank');
    // The upload (its month picker and form) loads when opened, not with the list.
    expect(screen.queryByRole('region', { name: 'Bulk upload' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bulk upload payslips' }));
    expect(await screen.findByRole('region', { name: 'Bulk upload' })).toBeInTheDocument();
    expect(screen.getAllByText('Asha Rao').length).toBeGreaterThan(0);
  });

  it('picks the bulk upload’s month with the date picker, and uploads only once there is one', async () => {
    mockApi({ 'POST filters/payrolls': list });
    renderRoutes(routes, { path: '/hrms/payrolls' });
    await userEvent.click(await screen.findByRole('button', { name: 'Bulk upload payslips' }));
    const bulk = await screen.findByRole('region', { name: 'Bulk upload' });
    expect(bulk.querySelector('input[type=date]')).toBeNull();
    const month = within(bulk).getByRole('group', { name: /^Payslip month/ });
    const pdf = new File(['%PDF-1.4'], 'FK-101.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(bulk).getByLabelText('Payslip files'), pdf);
    const upload = within(bulk).getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    await userEvent.click(within(month).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('052026');
    expect(
      within(month)
        .getAllByRole('spinbutton')
        .map((s) => s.textContent),
    ).toEqual(['05', '2026']);
    expect(upload).toBeEnabled();
  });

  it('sends the search and date range kept in the URL', async () => {
    const fetch = mockApi({ 'POST filters/payrolls': list });
    renderRoutes(routes, { path: '/hrms/payrolls?search=asha&from_date=2026-10-01&to_date=2026-10-31' });
    await screen.findByRole('link', { name: 'October.pdf' });
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({ search: 'asha', from_date: '2026-10-01', to_date: '2026-10-31' });
  });

  it('gives an employee the date range alone: a search in the URL is not sent', async () => {
    const fetch = mockApi({ 'POST filters/payrolls': list });
    renderRoutes(routes, {
      path: '/employee/payrolls?search=asha&from_date=2026-10-01',
      user: sessionUser({ type_slug: 'employee', role_slug: 'employee' }),
    });
    await screen.findByRole('link', { name: 'October.pdf' });
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ from_date: '2026-10-01' });
    await userEvent.click(screen.getByRole('button', { name: /Show filters/ }));
    const form = await screen.findByRole('search', { name: 'Payroll filters' });
    expect(within(form).getAllByText('To Date').length).toBeGreaterThan(0);
    expect(within(form).queryByRole('textbox', { name: 'Search' })).toBeNull();
  });

  it('shows an employee its payslips without the bulk upload', async () => {
    mockApi({ 'POST filters/payrolls': list });
    renderRoutes(routes, {
      path: '/employee/payrolls',
      user: sessionUser({ type_slug: 'employee', role_slug: 'employee' }),
    });
    expect(await screen.findByRole('link', { name: 'October.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bulk upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bulk upload payslips' })).not.toBeInTheDocument();
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
