import { USER_MESSAGES } from '@staffdesk/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, preloadRoutes, renderRoutes, superAdmin } from '../../../components/testing/render-app';
import { usersRoutes } from '../routes';
import { sampleUser } from './fixtures';

const routes = [{ path: '/', children: usersRoutes }];
const me = sampleUser({ id: superAdmin.id, first_name: 'Ada', last_name: 'Admin', type_slug: 'super-admin' });
const other = sampleUser();
const page = (list = [me, other]) => ({
  data: { list, count: list.length, numberOfPages: 1 },
  message: 'Users',
});

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

describe('users list', () => {
  it('lists users with "(You)", the footer and asks page 1 with skip 0 and limit 10', async () => {
    const fetch = mockApi({ 'GET users': () => page() });
    renderRoutes(routes, { path: '/users' });
    expect(await screen.findByText('Ada Admin (You)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2 entries')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create User' })).toHaveAttribute('href', '/users/create');
    const url = String(fetch.mock.calls[0]?.[0]);
    expect(url).toContain('skip=0');
    expect(url).toContain('limit=10');
  });

  it('opens the view page when a row is clicked', async () => {
    mockApi({ 'GET users': () => page(), 'GET users/42': () => ({ data: other, message: 'User' }) });
    const { router } = renderRoutes(routes, { path: '/users' });
    await userEvent.click(await screen.findByText('Grace Hopper'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/view/42'));
  });

  it('deletes after confirmation, shows the message and reloads the list', async () => {
    let deleted = false;
    const fetch = mockApi({
      'GET users': () => page(deleted ? [me] : [me, other]),
      'DELETE users/42': () => {
        deleted = true;
        return { data: null, message: USER_MESSAGES.deleted };
      },
    });
    renderRoutes(routes, { path: '/users' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('You want to delete the user')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(USER_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).toBeNull());
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });

  it('refuses to edit or delete yourself with the spec messages', async () => {
    const fetch = mockApi({ 'GET users': () => page() });
    renderRoutes(routes, { path: '/users' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ada Admin' }));
    expect(await screen.findByText(USER_MESSAGES.cannotDeleteSelf)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Ada Admin' }));
    expect(await screen.findByText(USER_MESSAGES.cannotEditSelf)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('hides Create User, edit and delete without their keys', async () => {
    mockApi({ 'GET users': () => page() });
    const viewer = {
      ...superAdmin,
      id: 7,
      type_slug: 'client',
      role_slug: 'user',
      permissions_slug: ['list-users'],
    };
    renderRoutes(routes, { path: '/users', user: viewer });
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create User' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('shows the access message when list-users is hidden', async () => {
    mockApi({});
    const viewer = { ...superAdmin, type_slug: 'employee', role_slug: 'employee' };
    renderRoutes(routes, { path: '/users', user: viewer });
    expect(await screen.findByText('Please request permissions from Admin')).toBeInTheDocument();
  });
});
