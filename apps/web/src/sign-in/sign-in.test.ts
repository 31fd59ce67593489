// The sign-in page's screens as a user meets them: the shared schemas' messages under the fields,
// the server's answer in error or success style, and where the page goes next.
import { AUTH_MESSAGES } from '@staffdesk/shared';
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNREACHABLE_MESSAGE } from '../lib/api-client';
import { mockFetch, sessionUser } from '../lib/test-utils';
import { openSignInPage } from './test-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const signedOut = {
  'GET /api/v1/users/is-auth': { status: 401, body: { message: AUTH_MESSAGES.notAuthenticated } },
};
const posted = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url).includes(path));

describe('login screen', () => {
  it('is titled and focuses the e-mail', () => {
    mockFetch(signedOut);
    openSignInPage('/login');
    expect(document.title).toBe('Staffdesk | Sign In');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows the shared messages under empty fields on submit', async () => {
    mockFetch(signedOut);
    openSignInPage('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(AUTH_MESSAGES.emailRequired);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(AUTH_MESSAGES.passwordRequired);
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('shows the pattern messages for an invalid e-mail and a weak password, without a call', async () => {
    const fetchMock = mockFetch(signedOut);
    openSignInPage('/login');
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText(AUTH_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordPattern)).toBeInTheDocument();
    expect(posted(fetchMock, '/users/login')).toHaveLength(0);

    // After a first submit, a field is checked again as it is typed.
    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'jane@example.com');
    expect(screen.queryByText(AUTH_MESSAGES.emailInvalid)).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows and hides the password', async () => {
    mockFetch(signedOut);
    openSignInPage('/login');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("shows the server's message in error style and clears it when a field is edited", async () => {
    mockFetch({
      ...signedOut,
      'POST /api/v1/users/login': { status: 401, body: { message: AUTH_MESSAGES.loginFailed } },
    });
    const { go } = openSignInPage('/login');
    await userEvent.type(screen.getByLabelText('E-mail'), 'jane@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(AUTH_MESSAGES.loginFailed);
    expect(alert).toHaveClass('alert-error');
    expect(go).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByText(AUTH_MESSAGES.loginFailed)).not.toBeInTheDocument();
  });

  it('says in words that the server cannot be reached, keeps what was typed, and signs in on a second try', async () => {
    let up = false;
    mockFetch({
      'GET /api/v1/users/is-auth': () =>
        up
          ? { body: { data: sessionUser({ type_slug: 'client', role_slug: 'admin' }), message: '' } }
          : { status: 401, body: { message: AUTH_MESSAGES.notAuthenticated } },
      'POST /api/v1/users/login': () => {
        // What the browser's fetch does when nothing answers.
        if (!up) throw new TypeError('Failed to fetch');
        return { body: { data: null, message: AUTH_MESSAGES.loggedIn } };
      },
    });
    const { go } = openSignInPage('/login');
    await userEvent.type(screen.getByLabelText('E-mail'), 'jane@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Right@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UNREACHABLE_MESSAGE);
    expect(alert).not.toHaveTextContent('Failed to fetch');
    expect(screen.getByLabelText('E-mail')).toHaveValue('jane@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Right@12345');

    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/positions'));
  });

  it('runs the session check after sign-in and sends the user on by type', async () => {
    let signedIn = false;
    const fetchMock = mockFetch({
      'GET /api/v1/users/is-auth': () =>
        signedIn
          ? { body: { data: sessionUser({ type_slug: 'client', role_slug: 'admin' }), message: '' } }
          : { status: 401, body: { message: AUTH_MESSAGES.notAuthenticated } },
      'POST /api/v1/users/login': () => {
        signedIn = true;
        return { body: { data: null, message: AUTH_MESSAGES.loggedIn } };
      },
    });
    const { go } = openSignInPage('/login');
    await userEvent.type(screen.getByLabelText('E-mail'), '  jane@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'Right@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/positions'));
    // The schema's parsed values are sent (the e-mail trimmed).
    expect(JSON.parse(String(posted(fetchMock, '/users/login')[0]?.[1]?.body))).toEqual({
      email: 'jane@example.com',
      password: 'Right@12345',
    });
    expect(screen.getByRole('progressbar', { name: 'Submitting' })).toBeInTheDocument();
  });

  it('sends someone already signed in to their home', async () => {
    mockFetch({
      'GET /api/v1/users/is-auth': {
        body: { data: sessionUser({ type_slug: 'employee', role_slug: 'employee' }), message: '' },
      },
    });
    const { go } = openSignInPage('/login');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/employee/profile'));
  });
});

describe('forgot password screen', () => {
  it("validates the e-mail, then shows the server's answer as a status", async () => {
    mockFetch({
      'POST /api/v1/users/forgot-password': { body: { data: null, message: AUTH_MESSAGES.forgotSent } },
    });
    openSignInPage('/forgot-password');
    expect(document.title).toBe('Staffdesk | Forgot Password');
    const email = screen.getByLabelText('E-mail');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(email).toHaveAccessibleDescription(AUTH_MESSAGES.emailRequired);
    await userEvent.type(email, 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(AUTH_MESSAGES.forgotSent);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('reset password screen', () => {
  it('reads "Reset password" for a forgotten-password link and checks the confirmation', async () => {
    mockFetch(signedOut);
    openSignInPage('/reset-password?token=abc');
    expect(screen.getByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      AUTH_MESSAGES.newPasswordRequired,
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      AUTH_MESSAGES.confirmPasswordRequired,
    );
    await userEvent.type(screen.getByLabelText('New password'), 'Welcome@2025');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Welcome@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      AUTH_MESSAGES.passwordMismatch,
    );
  });

  it('words the invitation link for a first password and posts the query string as it is', async () => {
    const fetchMock = mockFetch({
      ...signedOut,
      'POST /api/v1/users/reset-password': { body: { data: null, message: AUTH_MESSAGES.passwordSet } },
    });
    openSignInPage('/reset-password?token=abc&welcome=1');
    expect(screen.getByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'Welcome@2025');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Welcome@2025');
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(AUTH_MESSAGES.passwordSet);
    expect(screen.queryByText(/has been reset/)).toBeNull();
    expect(String(posted(fetchMock, '/users/reset-password')[0]?.[0])).toContain(
      '/users/reset-password?token=abc&welcome=1',
    );
  });

  it('signs out someone signed in who opens the link', async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/users/is-auth': { body: { data: sessionUser(), message: '' } },
      'POST /api/v1/users/logout': { body: { data: null, message: AUTH_MESSAGES.loggedOut } },
    });
    openSignInPage('/reset-password?token=abc');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/users/logout'))).toBe(true),
    );
  });
});

describe('verify screen', () => {
  it("verifies at once and shows the server's message with a way to sign in", async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/users/verify': { body: { data: null, message: AUTH_MESSAGES.verified } },
    });
    openSignInPage('/verify?token=abc');
    expect(document.title).toBe('Staffdesk | Verify E-mail');
    expect(screen.getByText('Verifying your e-mail…')).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(AUTH_MESSAGES.verified);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/users/verify?token=abc');
  });

  it('shows a failed link in error style', async () => {
    mockFetch({ 'GET /api/v1/users/verify': { status: 400, body: { message: AUTH_MESSAGES.tokenInvalid } } });
    const { go } = openSignInPage('/verify?token=nothing');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(AUTH_MESSAGES.tokenInvalid);
    expect(alert).toHaveClass('alert-error');
    expect(go).not.toHaveBeenCalled();
  });
});
