import { CLIENT_MESSAGES as M } from '@staffdesk/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type MockRequest,
  mockApi,
  preloadRoutes,
  renderRoutes,
  superAdmin,
} from '../../../components/testing/render-app';
import { clientsRoutes } from '../routes';
import { clientItem, listPage, withoutKeys } from './fixtures';

vi.mock('@staffdesk/shared', async (importOriginal) =>
  (await import('./mock-hidden-keys')).withTestHiddenKeys(await importOriginal()),
);

const routes = [{ path: '/', children: clientsRoutes }];
const acme = clientItem();
const globex = clientItem({ id: 6, company_name: 'Globex', primary_email: null, phone: null });

// Generous: the first import of the pages shares a loaded 2-core machine.
beforeAll(() => preloadRoutes(routes), 120_000);
afterEach(() => vi.unstubAllGlobals());

describe('clients list', () => {
  it('asks 10 a page with the URL search, marks the own company and opens a row', async () => {
    const requests: MockRequest[] = [];
    mockApi({
      'GET clients': (request) => {
        requests.push(request);
        return listPage([acme, globex], 12);
      },
    });
    const { router } = renderRoutes(routes, {
      path: '/hrms/clients?search=ac',
      user: { ...superAdmin, company_id: 5 },
    });
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(await within(table).findByText(`Acme Staffing ${M.ownSuffix}`)).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Company Name', 'Primary Email', 'Phone', 'Action']);
    expect(requests[0]?.query.get('search')).toBe('ac');
    expect(requests[0]?.query.get('skip')).toBe('0');
    expect(requests[0]?.query.get('limit')).toBe('10');
    expect(screen.getByText('Showing 1 to 10 of 12 entries')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Client' })).toBeInTheDocument();
    // Export (issue 26): the list's filter as it is shown.
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('menuitem', { name: 'CSV' })).toHaveAttribute(
      'href',
      '/api/v1/clients/export?format=csv&search=ac',
    );
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(table).getByText('Globex'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hrms/clients/view/6'));
  });

  it('deletes after "Are you sure?", then "Success!", and refuses the own company up front', async () => {
    let deleted = false;
    mockApi({
      'GET clients': () => listPage(deleted ? [acme] : [acme, globex]),
      'DELETE clients/6': () => {
        deleted = true;
        return { data: null, message: M.deleted };
      },
    });
    renderRoutes(routes, { path: '/hrms/clients', user: { ...superAdmin, company_id: 5 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Globex' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(confirm).getByText(M.deleteConfirmText)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    const success = await screen.findByRole('dialog', { name: 'Success!' });
    expect(within(success).getByText(M.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Globex')).toBeNull());
    await userEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Delete Acme Staffing' }));
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(warning).getByText(M.cannotDeleteOwn)).toBeInTheDocument();
  });

  it("shows the server's refusal under 'Error!'", async () => {
    const refusal = 'This client still has 2 positions. Move or delete them first.';
    mockApi({
      'GET clients': () => listPage([globex]),
      'DELETE clients/6': () => ({ status: 409, body: { data: null, message: refusal } }),
    });
    renderRoutes(routes, { path: '/hrms/clients' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Globex' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(
      within(await screen.findByRole('dialog', { name: 'Error!' })).getByText(refusal),
    ).toBeInTheDocument();
  });

  it('answers edit and delete without their keys with the access popups', async () => {
    const spy = mockApi({ 'GET clients': () => listPage([globex]) });
    renderRoutes(routes, { path: '/hrms/clients', user: withoutKeys('edit-client', 'delete-client') });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Globex' }));
    expect(await screen.findByText("You don't have access to edit it")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Delete Globex' }));
    expect(await screen.findByText("You don't have access to delete it")).toBeInTheDocument();
    expect(spy.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });
});
