// hrms's claims list filter (spec 001 §2): employee and status, chosen from the server's lists,
// kept in the URL and sent with page 1; the employee's own list has no filter.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type MockRequest,
  mockApi,
  preloadRoutes,
  renderRoutes,
} from '../../../components/testing/render-app';
import { reimbursementsRoutes } from '../routes';
import { employee, listItem, lookups } from './fixtures';

const routes = [{ path: '/', children: reimbursementsRoutes }];
const page = () => ({ data: { list: [listItem()], count: 1, numberOfPages: 1 }, message: '' });

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

describe('reimbursements list filter', () => {
  it('keeps the employee and status in the URL and sends them with page 1', async () => {
    const requests: MockRequest[] = [];
    mockApi({
      ...lookups,
      'GET reimbursements': (request) => {
        requests.push(request);
        return page();
      },
    });
    const { router } = renderRoutes(routes, { path: '/hrms/reimbursements?page=2' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show filters' }));
    const form = await screen.findByRole('search', { name: 'Reimbursement filters' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Employee' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Asha Rao (asha@staffdesk.local)' }));
    await userEvent.click(within(form).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Approved' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?user_id=21&status_id=2'));
    await waitFor(() => expect(requests.at(-1)?.query.get('user_id')).toBe('21'));
    expect(requests.at(-1)?.query.get('status_id')).toBe('2');
    expect(requests.at(-1)?.query.get('skip')).toBe('0');
  });

  it('shows the employee its own claims without a filter', async () => {
    const requests: MockRequest[] = [];
    mockApi({
      ...lookups,
      'GET reimbursements': (request) => {
        requests.push(request);
        return page();
      },
    });
    renderRoutes(routes, { path: '/employee/reimbursements?status_id=2', user: employee });
    await waitFor(() => expect(requests).not.toHaveLength(0));
    expect(requests.at(-1)?.query.get('status_id')).toBeNull();
    expect(screen.queryByRole('button', { name: /filters/ })).toBeNull();
  });
});
