// The sign-in's second step (issue 21): after the password the card asks for the app's code or a
// recovery code, checked with the shared schemas, and the server's answer shows as on every screen.
import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES } from '@staffdesk/shared';
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, sessionUser } from '../lib/test-utils';
import { openSignInPage } from './test-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const signedOut = {
  'GET /api/v1/users/is-auth': { status: 401, body: { message: AUTH_MESSAGES.notAuthenticated } },
};
const needsCode = {
  'POST /api/v1/users/login': {
    body: { data: { two_factor_required: true }, message: TWO_FACTOR_MESSAGES.codeNeeded },
  },
};
const sentTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)));

async function passwordStep() {
  await userEvent.type(screen.getByLabelText('E-mail'), 'jane@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Right@12345');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return screen.findByRole('heading', { name: 'Two-factor sign-in' });
}

describe('the second step of sign-in', () => {
  it('takes the card after the right password, titled, with the code field focused', async () => {
    mockFetch({ ...signedOut, ...needsCode });
    const { go } = openSignInPage('/login');
    await passwordStep();
    expect(document.title).toBe('Staffdesk | Two-factor sign-in');
    expect(screen.getByText(/enter the 6-digit code it shows/)).toBeInTheDocument();
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(go).not.toHaveBeenCalled();
  });

  it('checks the code with the shared rules before sending it', async () => {
    const fetchMock = mockFetch({ ...signedOut, ...needsCode });
    openSignInPage('/login');
    await passwordStep();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText('Authentication code')).toHaveAccessibleDescription(
      TWO_FACTOR_MESSAGES.codeRequired,
    );
    await userEvent.type(screen.getByLabelText('Authentication code'), '12a');
    expect(screen.getByLabelText('Authentication code')).toHaveAccessibleDescription(
      TWO_FACTOR_MESSAGES.codeFormat,
    );
    expect(sentTo(fetchMock, '/users/login/2fa')).toEqual([]);
  });

  it("shows a wrong code's answer in error style, then signs in and goes home with the right one", async () => {
    let attempts = 0;
    const fetchMock = mockFetch({
      ...signedOut,
      ...needsCode,
      'POST /api/v1/users/login/2fa': () =>
        ++attempts === 1
          ? { status: 400, body: { message: TWO_FACTOR_MESSAGES.codeWrong } }
          : {
              body: {
                data: sessionUser({ type_slug: 'client', role_slug: 'admin' }),
                message: AUTH_MESSAGES.loggedIn,
              },
            },
    });
    const { go } = openSignInPage('/login');
    await passwordStep();
    await userEvent.type(screen.getByLabelText('Authentication code'), '111 111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TWO_FACTOR_MESSAGES.codeWrong);
    expect(alert).toHaveClass('alert-error');
    await userEvent.clear(screen.getByLabelText('Authentication code'));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(screen.getByLabelText('Authentication code'), '222333');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/positions'));
    expect(sentTo(fetchMock, '/users/login/2fa')).toEqual([{ code: '111111' }, { code: '222333' }]);
  });

  it('switches to a recovery code and back', async () => {
    const fetchMock = mockFetch({
      ...signedOut,
      ...needsCode,
      'POST /api/v1/users/login/2fa': { status: 400, body: { message: TWO_FACTOR_MESSAGES.recoveryWrong } },
    });
    openSignInPage('/login');
    await passwordStep();
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByText(/one of the recovery codes you saved/)).toBeInTheDocument();
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    await userEvent.type(field, 'abcd');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(field).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.recoveryFormat);
    await userEvent.type(field, 'e-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.recoveryWrong);
    expect(sentTo(fetchMock, '/users/login/2fa')).toEqual([{ recovery_code: 'ABCDE12345' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Use your authenticator app instead' }));
    expect(screen.getByLabelText('Authentication code')).toHaveFocus();
  });

  it('says when the half-done sign-in has expired', async () => {
    mockFetch({
      ...signedOut,
      ...needsCode,
      'POST /api/v1/users/login/2fa': { status: 401, body: { message: TWO_FACTOR_MESSAGES.pendingExpired } },
    });
    const { go } = openSignInPage('/login');
    await passwordStep();
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.pendingExpired);
    expect(go).not.toHaveBeenCalled();
  });

  it('sends a super-admin who must set up two-factor to its set-up', async () => {
    let signedIn = false;
    mockFetch({
      'GET /api/v1/users/is-auth': () =>
        signedIn
          ? { body: { data: sessionUser({ two_factor_setup_required: true }), message: '' } }
          : { status: 401, body: { message: AUTH_MESSAGES.notAuthenticated } },
      'POST /api/v1/users/login': () => {
        signedIn = true;
        return {
          body: { data: sessionUser({ two_factor_setup_required: true }), message: AUTH_MESSAGES.loggedIn },
        };
      },
    });
    const { go } = openSignInPage('/login');
    await userEvent.type(screen.getByLabelText('E-mail'), 'jane@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Right@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/profile/two-factor'));
  });
});
