// The employee screens in their three variants (spec 001 §2, §5, §6, §8).
import { EMPLOYEE_MESSAGES } from '@staffdesk/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, preloadRoutes, renderRoutes } from '../../../components/testing/render-app';
import { sessionUser } from '../../../lib/test-utils';
import { employeesRoutes } from '../routes';
import { companyView, lookups, sampleEmployee } from './fixtures';

const routes = [{ path: '/', children: employeesRoutes }];
const field = (name: string) => screen.findByRole('textbox', { name: new RegExp(`^${name}( \\*)?$`) });

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

describe('hrms employee form', () => {
  it("answers the spec's messages on an empty Save", async () => {
    mockApi(lookups);
    renderRoutes(routes, { path: '/hrms/employees/create' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    for (const message of [
      EMPLOYEE_MESSAGES.firstNameRequired,
      EMPLOYEE_MESSAGES.clientRequired,
      EMPLOYEE_MESSAGES.flipkoinsEmailRequired,
      EMPLOYEE_MESSAGES.employeeIdRequired,
      EMPLOYEE_MESSAGES.reportingManagerRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('refuses a company e-mail outside the own domain with a toast, and asks before creating', async () => {
    const post = vi.fn(() => ({ data: sampleEmployee(), message: EMPLOYEE_MESSAGES.created }));
    mockApi({ ...lookups, 'POST employees': post });
    renderRoutes(routes, { path: '/hrms/employees/create' });
    await userEvent.type(await field('First Name'), 'Asha');
    await userEvent.type(await field('Last Name'), 'Rao');
    await userEvent.click(screen.getByRole('combobox', { name: /^Client/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Acme' }));
    await userEvent.type(await field('Employee ID'), 'SD-7');
    const managers = screen.getByRole('combobox', { name: /^Reporting Manager/ });
    await userEvent.type(managers, 'lead@staffdesk.local');
    await userEvent.click(await screen.findByRole('option', { name: /Add/ }));
    await userEvent.type(await field('Staffdesk Email'), 'asha@gmail.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Staffdesk email is not a valid Staffdesk Email')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await userEvent.clear(await field('Staffdesk Email'));
    await userEvent.type(await field('Staffdesk Email'), 'asha@staffdesk.local');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('You are about to create a new User with email id asha@staffdesk.local');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
  });

  it('names the field and its message after another ORG_NAME', async () => {
    mockApi({
      ...lookups,
      'GET master/organisation': () => ({
        data: { org_name: 'Flipkoins', org_email_domain: 'flipkoins.com' },
        message: '',
      }),
    });
    renderRoutes(routes, { path: '/hrms/employees/create' });
    await userEvent.type(await field('First Name'), 'Asha');
    await userEvent.type(await field('Last Name'), 'Rao');
    await userEvent.click(screen.getByRole('combobox', { name: /^Client/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Acme' }));
    await userEvent.type(await field('Employee ID'), 'SD-7');
    await userEvent.type(screen.getByRole('combobox', { name: /^Reporting Manager/ }), 'lead@flipkoins.com');
    await userEvent.click(await screen.findByRole('option', { name: /Add/ }));
    await userEvent.type(await field('Flipkoins Email'), 'asha@staffdesk.local');
    expect(screen.queryByRole('textbox', { name: /Staffdesk Email/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Flipkoins email is not a valid Flipkoins Email')).toBeInTheDocument();
  });

  it('offers reporting-manager addresses already in use as the user types', async () => {
    const lookup = vi.fn(({ query }: { query: URLSearchParams }) => ({
      data: query.get('search') === 'le' ? ['lead@staffdesk.local', 'legal@staffdesk.local'] : [],
      message: '',
    }));
    mockApi({ ...lookups, 'GET employees/reporting-managers': lookup });
    renderRoutes(routes, { path: '/hrms/employees/create' });
    const managers = await screen.findByRole('combobox', { name: /^Reporting Manager/ });
    await userEvent.type(managers, 'le');
    await userEvent.click(await screen.findByRole('option', { name: 'legal@staffdesk.local' }));
    expect(await screen.findByRole('button', { name: 'legal@staffdesk.local' })).toBeInTheDocument();
    expect(lookup).toHaveBeenCalled();
  });

  it('shows every section, leave counts with "-" for zero, and Block Profile on the view', async () => {
    mockApi({ ...lookups, 'GET employees/7': () => ({ data: sampleEmployee(), message: '' }) });
    renderRoutes(routes, { path: '/hrms/employees/view/7' });
    expect(await screen.findByRole('button', { name: 'Block Profile' })).toBeInTheDocument();
    for (const section of ['HR Detail', 'Company HR Detail', 'Account Detail', 'Documents', 'Leave Counts']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    const wfh = screen.getByRole('row', { name: /Work From Home/ });
    expect(within(wfh).getAllByText('-')).toHaveLength(3);
    expect(await field('PAN Number')).toHaveValue('ABCPE1234F');
  });
});

describe('company employee view', () => {
  it('leaves out the client, HR, account, documents and company HR sections', async () => {
    mockApi({ ...lookups, 'GET employees/7': () => ({ data: companyView(), message: '' }) });
    renderRoutes(routes, {
      path: '/company/employees/view/7',
      user: sessionUser({ type_slug: 'client', role_slug: 'admin', company_id: 3 }),
    });
    expect(await field('Employee ID')).toHaveValue('SD-7');
    for (const section of ['HR Detail', 'Company HR Detail', 'Account Detail', 'Documents']) {
      expect(screen.queryByRole('region', { name: section })).toBeNull();
    }
    expect(screen.queryByRole('textbox', { name: /Staffdesk Email/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Client/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create Employee' })).toBeNull();
    // No Create tab at all, not a disabled one: this area never creates.
    expect(screen.getByRole('tab', { name: 'View Employee' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Create Employee' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Block Profile' })).toBeNull();
  });
});

describe('employee own profile', () => {
  const employee = sessionUser({ type_slug: 'employee', role_slug: 'employee', company_id: null });

  it('has no Close button and keeps the fields of spec §6 read-only while editing', async () => {
    const own = sampleEmployee({ pan_number: 'XXXX-XXXX-234F' }) as Record<string, unknown>;
    for (const key of ['client_id', 'company_name', 'general_note', 'company_hr_ctc']) delete own[key];
    const put = vi.fn(() => ({ data: own, message: EMPLOYEE_MESSAGES.updated }));
    mockApi({
      ...lookups,
      'GET employees/profile': () => ({ data: own, message: '' }),
      'PUT employees/profile': put,
    });
    const { router } = renderRoutes(routes, { path: '/employee/profile/edit', user: employee });
    expect(await field('Employee ID')).toHaveAttribute('readonly');
    expect(await field('Designation')).toHaveAttribute('readonly');
    expect(await field('PAN Number')).toHaveValue('XXXX-XXXX-234F');
    expect(await field('First Name')).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('region', { name: 'Company HR Detail' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /General Note/ })).toBeNull();

    await userEvent.clear(await field('First Name'));
    await userEvent.type(await field('First Name'), 'Ashwini');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee/profile'));
    expect(screen.queryByRole('link', { name: 'Close' })).toBeNull();
  });
});
