// Profile's API keys card (issue 26): the list, a new key whose token is shown once with a copy
// button, and deleting after "Are you sure?".
import { type ApiKeyItem, API_KEY_MESSAGES as M } from '@staffdesk/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderScreen, sessionUser } from '../../../lib/test-utils';
import { ApiKeysCard } from './api-keys-card';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SYNC: ApiKeyItem = {
  id: 3,
  name: 'Payroll sync',
  prefix: 'sdk_AbCdEfGh',
  read_only: true,
  created_at: '2026-11-27T08:00:00.000Z',
  last_used_at: '2026-11-27T10:15:00.000Z',
  expires_at: '2026-12-31T23:59:59.999Z',
};

describe('API keys card', () => {
  it('lists each key with its prefix, read-only, expiry and last use', async () => {
    mockFetch({ 'GET /api/v1/users/api-keys': { body: { data: [SYNC], message: M.listed } } });
    renderScreen(<ApiKeysCard />, { user: sessionUser() });
    const [item] = within(await screen.findByRole('list', { name: 'API keys' })).getAllByRole('listitem');
    expect(item).toHaveTextContent('Payroll sync');
    expect(item).toHaveTextContent('Read-only');
    expect(item).toHaveTextContent('sdk_AbCdEfGh…');
    expect(item).toHaveTextContent('Expires 31/12/2026');
    expect(item).toHaveTextContent('Last used 27/11/2026');
  });

  it('creates a key with the shared rules and shows its token once, with a copy button', async () => {
    let keys: ApiKeyItem[] = [];
    const fetchMock = mockFetch({
      'GET /api/v1/users/api-keys': () => ({ body: { data: keys, message: M.listed } }),
      'POST /api/v1/users/api-keys': () => {
        keys = [{ ...SYNC, read_only: false, expires_at: null, last_used_at: null }];
        return { status: 201, body: { data: { ...keys[0], token: 'sdk_secret-token' }, message: M.created } };
      },
    });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderScreen(<ApiKeysCard />, { user: sessionUser() });
    expect(await screen.findByText(M.none)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New API key' }));
    const form = screen.getByRole('form', { name: 'New API key' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText(M.nameRequired)).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Payroll sync');
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }));

    expect(await screen.findByText(M.shownOnce)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'API key' })).toHaveValue('sdk_secret-token');
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({
      name: 'Payroll sync',
      expires_at: null,
      read_only: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('sdk_secret-token');
    expect(await screen.findByText(M.copied)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('textbox', { name: 'API key' })).toBeNull();
    expect(screen.queryByText('sdk_secret-token')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'API keys' })).toHaveTextContent('Payroll sync'),
    );
  });

  it('deletes a key after "Are you sure?"', async () => {
    let keys = [SYNC];
    mockFetch({
      'GET /api/v1/users/api-keys': () => ({ body: { data: keys, message: M.listed } }),
      'DELETE /api/v1/users/api-keys/3': () => {
        keys = [];
        return { body: { data: null, message: M.revoked } };
      },
    });
    renderScreen(<ApiKeysCard />, { user: sessionUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete API key Payroll sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent(M.deleteConfirm.replace('{name}', 'Payroll sync'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(M.revoked)).toBeInTheDocument();
    expect(await screen.findByText(M.none)).toBeInTheDocument();
  });
});
