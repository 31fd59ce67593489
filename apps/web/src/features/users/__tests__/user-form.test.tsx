import { USER_MESSAGES } from '@staffdesk/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { mockApi, preloadRoutes, renderRoutes } from '../../../components/testing/render-app';
import { usersRoutes } from '../routes';
import { created, lookupHandlers, sampleUser } from './fixtures';

const routes = [{ path: '/', children: usersRoutes }];

async function choose(label: RegExp, option: string | RegExp) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

describe('user form', () => {
  it('shows Company Name and Partners Account Name by user type', async () => {
    mockApi(lookupHandlers);
    renderRoutes(routes, { path: '/users/create' });
    const company = () => screen.queryByRole('combobox', { name: /Company Name/ });
    const partner = () => screen.queryByRole('combobox', { name: /Partners Account Name/ });
    await screen.findByRole('combobox', { name: /User Type/ });
    expect(company()).toBeNull();
    expect(partner()).toBeNull();

    await choose(/User Type/, 'Client');
    expect(company()).toBeInTheDocument();
    expect(partner()).toBeNull();

    await choose(/User Type/, 'Partners');
    expect(company()).toBeNull();
    expect(partner()).toBeInTheDocument();

    await choose(/User Type/, 'Partners Client');
    expect(company()).toBeInTheDocument();
    expect(partner()).toBeInTheDocument();

    await choose(/User Type/, 'Super Admin');
    expect(company()).toBeInTheDocument();
    expect(partner()).toBeNull();
  });

  it('starts a new client user with the list permissions on, and says so', async () => {
    mockApi(lookupHandlers);
    renderRoutes(routes, { path: '/users/create' });
    await choose(/User Type/, 'Client');
    await choose(/User Role/, 'User');
    expect(screen.getByRole('switch', { name: 'List Positions' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'List Applicants' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Create Position' })).not.toBeChecked();
    expect(
      screen.getByText(/starts with List Positions and List Applicants switched on/),
    ).toBeInTheDocument();
  });

  it('hides the permissions group when the role is admin', async () => {
    mockApi(lookupHandlers);
    renderRoutes(routes, { path: '/users/create' });
    await choose(/User Type/, 'Super Admin');
    await choose(/User Role/, 'User');
    expect(screen.getByText('Permissions')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'List Positions' })).toBeInTheDocument();
    // super-admin + user loses user management and partners (spec 000 §6).
    expect(screen.queryByRole('switch', { name: 'Create User' })).toBeNull();

    await choose(/User Role/, 'Admin');
    expect(screen.queryByText('Permissions')).toBeNull();
    expect(screen.queryByRole('switch', { name: 'List Positions' })).toBeNull();
  });

  it('asks for the company and partner account on the first Save, with every other message', async () => {
    mockApi(lookupHandlers);
    renderRoutes(routes, { path: '/users/create' });
    await choose(/User Type/, 'Partners Client');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(USER_MESSAGES.companyRequired)).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.partnersAccountRequired)).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.firstNameRequired)).toBeInTheDocument();
  });

  it('shows the validation messages of the shared schema', async () => {
    mockApi(lookupHandlers);
    renderRoutes(routes, { path: '/users/create' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    for (const message of [
      USER_MESSAGES.typeRequired,
      USER_MESSAGES.roleRequired,
      USER_MESSAGES.firstNameRequired,
      USER_MESSAGES.lastNameRequired,
      USER_MESSAGES.emailRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }

    await choose(/User Type/, 'Client');
    await choose(/User Role/, 'Admin');
    await userEvent.type(screen.getByRole('textbox', { name: /First Name/ }), 'Al');
    await userEvent.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Lovelace');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '12ab');
    await userEvent.type(screen.getByRole('textbox', { name: /Extension/ }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Changes after the first Save are validated as they are typed: wait for every message, not
    // only the first field's (it was shown before the last keystrokes' renders).
    await waitFor(() => {
      expect(screen.getByText(USER_MESSAGES.firstNameShort)).toBeInTheDocument();
      expect(screen.getByText(USER_MESSAGES.emailInvalid)).toBeInTheDocument();
      expect(screen.getByText(USER_MESSAGES.phoneInvalid)).toBeInTheDocument();
      expect(screen.getByText(USER_MESSAGES.extensionShort)).toBeInTheDocument();
      // The company rule answers together with the others, not only once they are fixed.
      expect(screen.getByText(USER_MESSAGES.companyRequired)).toBeInTheDocument();
    });
  });

  it('creates a user, shows the server message and opens its view page', async () => {
    const fetch = mockApi({
      ...lookupHandlers,
      'POST users': () => ({ status: 201, body: created }),
      'GET users/42': () => ({ data: sampleUser(), message: 'User' }),
    });
    const { router } = renderRoutes(routes, { path: '/users/create' });
    await choose(/User Type/, 'Client');
    await choose(/User Role/, 'User');
    // The option is named by the company alone: its logo's initials are hidden from screen readers.
    await choose(/Company Name/, 'Acme');
    await userEvent.type(screen.getByRole('textbox', { name: /First Name/ }), 'Grace');
    await userEvent.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Hopper');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'grace@example.com');
    // The defaults (the list permissions) are on; this user may not see applicants.
    await userEvent.click(screen.getByRole('switch', { name: 'List Applicants' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(USER_MESSAGES.created)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/view/42'));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      type_slug: 'client',
      role_slug: 'user',
      company_id: 3,
      partners_account_id: null,
      first_name: 'Grace',
      permissions_slug: ['list-positions'],
    });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveAttribute('readonly');
  });

  it('shows the server error as a toast and stays on the form', async () => {
    mockApi({
      ...lookupHandlers,
      'POST users': () => ({ status: 409, body: { message: USER_MESSAGES.emailTaken } }),
    });
    const { router } = renderRoutes(routes, { path: '/users/create' });
    await choose(/User Type/, 'Super Admin');
    await choose(/User Role/, 'Admin');
    await choose(/Company Name/, /Acme/);
    await userEvent.type(screen.getByRole('textbox', { name: /First Name/ }), 'Grace');
    await userEvent.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Hopper');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'grace@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(USER_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users/create');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('updates with the loaded updated_at and returns to the view page', async () => {
    const fetch = mockApi({
      ...lookupHandlers,
      'GET users/42': () => ({ data: sampleUser(), message: 'User' }),
      'PUT users/42': () => ({ data: sampleUser({ designation: 'Lead' }), message: USER_MESSAGES.updated }),
    });
    const { router } = renderRoutes(routes, { path: '/users/edit/42' });
    const designation = await screen.findByRole('textbox', { name: /Designation/ });
    expect(designation).toHaveValue('Recruiter');
    await userEvent.clear(designation);
    await userEvent.type(designation, 'Lead');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(USER_MESSAGES.updated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/view/42'));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      designation: 'Lead',
      updated_at: '2025-01-02T03:04:05.000Z',
      permissions_slug: ['list-positions', 'list-applicants'],
    });
  });

  it('shows a new address that waits for its confirmation under the e-mail in use', async () => {
    mockApi({
      ...lookupHandlers,
      'GET users/42': () => ({
        data: sampleUser({ pending_email: 'grace.new@example.com' }),
        message: 'User',
      }),
    });
    renderRoutes(routes, { path: '/users/view/42' });
    expect(
      await screen.findByText(`${USER_MESSAGES.emailPending} grace.new@example.com`),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('grace@example.com');
  });

  it('shows the error when the record does not load', async () => {
    mockApi({
      ...lookupHandlers,
      'GET users/9': () => ({ status: 404, body: { message: USER_MESSAGES.notFound } }),
    });
    renderRoutes(routes, { path: '/users/edit/9' });
    expect(await screen.findByText(USER_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
  });
});
