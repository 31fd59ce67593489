import { AUTH_MESSAGES } from '@staffdesk/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderScreen, sessionUser } from '../../../lib/test-utils';
import { LoginPage } from './login';

afterEach(() => vi.unstubAllGlobals());

const signedOut = {
  'GET /api/v1/users/is-auth': { status: 401, body: { message: AUTH_MESSAGES.notAuthenticated } },
};

describe('login screen', () => {
  it('shows the shared messages under empty fields on submit', async () => {
    mockFetch(signedOut);
    renderScreen(<LoginPage />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(AUTH_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeInTheDocument();
  });

  it('shows the pattern messages for an invalid e-mail and a weak password', async () => {
    const fetchMock = mockFetch(signedOut);
    renderScreen(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordPattern)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/users/login'))).toBe(false);
  });

  it("shows the server's message and clears it when a field is edited", async () => {
    mockFetch({
      ...signedOut,
      'POST /api/v1/users/login': { status: 401, body: { message: AUTH_MESSAGES.loginFailed } },
    });
    renderScreen(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('E-mail'), 'jane@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.loginFailed);

    await userEvent.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByText(AUTH_MESSAGES.loginFailed)).not.toBeInTheDocument();
  });

  it('runs the session check after sign-in and sends the user on by type', async () => {
    let signedIn = false;
    mockFetch({
      'GET /api/v1/users/is-auth': () =>
        signedIn
          ? { body: { data: sessionUser({ type_slug: 'client', role_slug: 'admin' }), message: '' } }
          : { status: 401, body: { message: AUTH_MESSAGES.notAuthenticated } },
      'POST /api/v1/users/login': () => {
        signedIn = true;
        return { body: { data: null, message: AUTH_MESSAGES.loggedIn } };
      },
    });
    const { router } = renderScreen(<LoginPage />, {
      path: '/login',
      routes: [{ path: '/positions', element: <p>Positions page</p> }],
    });
    await userEvent.type(screen.getByLabelText('E-mail'), 'jane@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Right@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Positions page')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/positions'));
  });
});
