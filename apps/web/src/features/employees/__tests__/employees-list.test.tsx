// The employee lists' filters (spec 001 §2): hrms searches by text and client, kept in the URL and
// sent with page 1; the company area filters on skills alone and reads no other URL parameter.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type MockRequest,
  mockApi,
  preloadRoutes,
  renderRoutes,
} from '../../../components/testing/render-app';
import { sessionUser } from '../../../lib/test-utils';
import { employeesRoutes } from '../routes';
import { lookups } from './fixtures';

const routes = [{ path: '/', children: employeesRoutes }];
const empty = () => ({ data: { list: [], count: 0, numberOfPages: 0 }, message: '' });

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

function mockList() {
  const requests: MockRequest[] = [];
  mockApi({
    'POST filters/employees': (request) => {
      requests.push(request);
      return empty();
    },
    ...lookups,
  });
  return requests;
}

describe('employee list filter', () => {
  it('keeps the hrms search and client in the URL, sends them with page 1, and Reset clears them', async () => {
    const requests = mockList();
    const { router } = renderRoutes(routes, { path: '/hrms/employees?page=2' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show filters' }));
    const form = await screen.findByRole('search', { name: 'Filter employees' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Search' }), 'asha');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Client' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Acme' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=asha&client=3'));
    await waitFor(() => expect(requests.at(-1)?.body).toEqual({ search: 'asha', client_id: 3 }));
    expect(requests.at(-1)?.query.get('skip')).toBe('0');

    await userEvent.click(within(form).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(requests.at(-1)?.body).toEqual({}));
  });

  it('gives the company area only the skills filter and ignores the hrms parameters', async () => {
    const requests = mockList();
    renderRoutes(routes, {
      path: '/company/employees?search=asha&client=9&skill_id=4',
      user: sessionUser({ type_slug: 'client', role_slug: 'admin', company_id: 3 }),
    });
    await waitFor(() => expect(requests.at(-1)?.body).toEqual({ skill_id: [4] }));
    await userEvent.click(await screen.findByRole('button', { name: /Show filters/ }));
    const form = await screen.findByRole('search', { name: 'Filter employees' });
    expect(within(form).getByRole('combobox', { name: 'Skills' })).toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: 'Search' })).toBeNull();
    expect(within(form).queryByRole('combobox', { name: 'Client' })).toBeNull();
  });
});
