// Profile's sessions card (issue 21): where the account is signed in, and signing out one other
// session or all of them after "Are you sure?".
import { TWO_FACTOR_MESSAGES, type UserSession } from '@staffdesk/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderScreen, sessionUser } from '../../../lib/test-utils';
import { SessionsCard } from './sessions-card';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const HERE: UserSession = {
  id: 11,
  device: 'Chrome on Linux',
  ip: '10.1.0.1',
  created_at: '2026-11-27T08:00:00.000Z',
  last_seen_at: '2026-11-27T10:15:00.000Z',
  current: true,
};
const PHONE: UserSession = { ...HERE, id: 12, device: 'Safari on iOS', ip: '10.1.0.2', current: false };
const TABLET: UserSession = { ...HERE, id: 13, device: 'Firefox on Android', ip: '10.1.0.3', current: false };

describe('sessions card', () => {
  it('lists each session with device, IP and last activity, marking this browser', async () => {
    mockFetch({ 'GET /api/v1/users/sessions': { body: { data: [HERE, PHONE], message: 'OK' } } });
    renderScreen(<SessionsCard />, { user: sessionUser() });
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Chrome on Linux');
    expect(first).toHaveTextContent('IP 10.1.0.1');
    expect(first).toHaveTextContent('Last active 27/11/2026');
    expect(within(first).getByText('This browser')).toBeInTheDocument();
    expect(within(first).queryByRole('button')).toBeNull();
    expect(
      within(second).getByRole('button', { name: 'Sign out Safari on iOS, 10.1.0.2' }),
    ).toBeInTheDocument();
  });

  it('signs out one other session after confirming', async () => {
    let sessions = [HERE, PHONE, TABLET];
    const fetchMock = mockFetch({
      'GET /api/v1/users/sessions': () => ({ body: { data: sessions, message: 'OK' } }),
      'DELETE /api/v1/users/sessions/12': () => {
        sessions = [HERE, TABLET];
        return { body: { data: null, message: TWO_FACTOR_MESSAGES.sessionEnded } };
      },
    });
    renderScreen(<SessionsCard />, { user: sessionUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS, 10.1.0.2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('Sign out Safari on iOS?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.sessionEnded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });

  it('keeps the session when the question is cancelled', async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/users/sessions': { body: { data: [HERE, PHONE], message: 'OK' } },
    });
    renderScreen(<SessionsCard />, { user: sessionUser() });
    await userEvent.click(await screen.findByRole('button', { name: /Sign out Safari on iOS/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(0);
  });

  it('signs out every other session, and offers it only when there is one', async () => {
    let sessions = [HERE, PHONE, TABLET];
    mockFetch({
      'GET /api/v1/users/sessions': () => ({ body: { data: sessions, message: 'OK' } }),
      'DELETE /api/v1/users/sessions': () => {
        sessions = [HERE];
        return { body: { data: null, message: TWO_FACTOR_MESSAGES.otherSessionsEnded } };
      },
    });
    renderScreen(<SessionsCard />, { user: sessionUser() });
    const all = await screen.findByRole('button', { name: 'Sign out all other sessions' });
    await waitFor(() => expect(all).toBeEnabled());
    await userEvent.click(all);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.otherSessionsEnded)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
  });
});
