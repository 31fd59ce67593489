// The hrms payroll form (spec 001 §3 Payroll, §5, §8): the spec's messages, the employee chosen by
// e-mail, 'Payslip is not uploaded' when the upload fails, and the replace confirmation when the
// employee already has a payslip that month.
import { PAYROLL_MESSAGES as M } from '@staffdesk/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, preloadRoutes, renderRoutes } from '../../../components/testing/render-app';
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
const employees = [{ user_id: 3, email: 'asha@flipkoins.com', full_name: 'Asha Rao', employee_id: 'FK-101' }];

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

describe('payroll form', () => {
  it('says when the payslip is not uploaded, with the server’s reason', async () => {
    mockApi({
      'POST master/upload-file': () => ({ status: 413, body: { message: 'The file is too large' } }),
    });
    const { container } = renderRoutes(routes, { path: '/hrms/payrolls/create' });
    const pdf = new File(['%PDF-1.4'], 'October.pdf', { type: 'application/pdf' });
    await screen.findByRole('button', { name: 'Save' });
    await userEvent.upload(container.querySelector('input[type=file]') as HTMLInputElement, pdf);
    expect(await screen.findByText('Payslip is not uploaded')).toBeInTheDocument();
    expect(screen.getByText('The file is too large')).toBeInTheDocument();
  });

  it('shows the spec messages and offers employees by e-mail', async () => {
    const fetch = mockApi({
      'GET payrolls/employees': () => ({ data: employees, message: M.employeesListed }),
    });
    renderRoutes(routes, { path: '/hrms/payrolls/create' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.employeeRequired)).toBeInTheDocument();
    expect(screen.getByText(M.payslipRequired)).toBeInTheDocument();
    expect(screen.getByText(M.payslipDateRequired)).toBeInTheDocument();

    await userEvent.type(screen.getByRole('combobox', { name: /Employee Email/ }), 'asha');
    await userEvent.click(await screen.findByRole('option', { name: /asha@flipkoins\.com/ }));
    await waitFor(() => expect(screen.queryByText(M.employeeRequired)).toBeNull());
    const asked = fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('employees'));
    expect(asked.some((url) => url.includes('search=asha'))).toBe(true);
  });

  it('asks before replacing the month’s payslip, then sends the same body with replace', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockApi({
      'GET payrolls/7': () => ({ data: payroll, message: M.fetched }),
      'GET payrolls/employees': () => ({ data: employees, message: M.employeesListed }),
      'PUT payrolls/7': ({ body }) => {
        bodies.push(body as Record<string, unknown>);
        return bodies.length === 1
          ? { status: 409, body: { message: M.duplicate } }
          : { data: payroll, message: M.replaced };
      },
    });
    const { router } = renderRoutes(routes, { path: '/hrms/payrolls/edit/7' });
    expect(await screen.findByRole('combobox', { name: /Employee Email/ })).toHaveValue('asha@flipkoins.com');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(M.replaceConfirmText)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hrms/payrolls/view/7'));
    expect(bodies[0]).toMatchObject({ user_id: 3, replace: false, updated_at: payroll.updated_at });
    expect(bodies[1]).toMatchObject({ user_id: 3, replace: true, updated_at: payroll.updated_at });
    expect(await screen.findByText(M.replaced)).toBeInTheDocument();
  });

  it('marks the payslip file as required, like the other required fields, but not on the view', async () => {
    mockApi({ 'GET payrolls/7': () => ({ data: payroll, message: M.fetched }) });
    const { unmount } = renderRoutes(routes, { path: '/hrms/payrolls/create' });
    expect((await screen.findByText('Payslip')).parentElement).toHaveTextContent(/^Payslip\s\*$/);
    unmount();
    renderRoutes(routes, { path: '/hrms/payrolls/view/7' });
    expect(await screen.findByRole('link', { name: 'October.pdf' })).toBeInTheDocument();
    expect(screen.getByText('Payslip').parentElement).toHaveTextContent(/^Payslip$/);
  });
});
