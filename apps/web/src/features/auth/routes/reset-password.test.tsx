import { AUTH_MESSAGES } from '@staffdesk/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderScreen } from '../../../lib/test-utils';
import { ResetPasswordPage } from './reset-password';

afterEach(() => vi.unstubAllGlobals());

const signedOut = {
  'GET /api/v1/users/is-auth': { status: 401, body: { message: AUTH_MESSAGES.notAuthenticated } },
};

describe('reset password screen', () => {
  it('reads "Reset password" for a forgotten-password link', async () => {
    mockFetch(signedOut);
    renderScreen(<ResetPasswordPage />, { path: '/reset-password?token=abc' });
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
  });

  it('reads "Set your password" for the invitation link and posts the query string as it is', async () => {
    const fetchMock = mockFetch({
      ...signedOut,
      'POST /api/v1/users/reset-password': { body: { data: null, message: AUTH_MESSAGES.resetDone } },
    });
    renderScreen(<ResetPasswordPage />, { path: '/reset-password?token=abc&welcome=1' });
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'Welcome@2025');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Welcome@2025');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(AUTH_MESSAGES.resetDone)).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toContain('/users/reset-password?token=abc&welcome=1');
  });
});
