import { AUTH_MESSAGES, type SessionUser } from '@staffdesk/shared';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadRoutes } from '../components/testing/render-app';
import { browser } from '../lib/browser';
import { mockFetch, sessionUser } from '../lib/test-utils';
import { AppProvider } from './provider';
import { routes } from './router';

beforeAll(() => preloadRoutes(routes));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function start(path: string, user: SessionUser | null) {
  mockFetch({
    'GET /api/v1/users/is-auth': user
      ? { body: { data: user, message: '' } }
      : { status: 401, body: { message: AUTH_MESSAGES.notAuthenticated } },
    'GET /api/v1/users/2fa': {
      body: {
        data: { enabled: false, enabled_at: null, recovery_codes_left: 0, required: true },
        message: '',
      },
    },
    'GET /api/v1/users/profile': {
      body: {
        data: { ...user, company_name: null, designation: null, phone: null, extension: null },
        message: '',
      },
    },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider client={client}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('routing', () => {
  it('shows Loading until the session check answers, then sends a signed-out visitor to /login', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    start('/profile', null);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    // The sign-in screens are a page of their own: the app loads it from the server.
    await waitFor(() => expect(go).toHaveBeenCalledWith('/login'));
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('loads the sign-in page for /reset-password with its query string', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    start('/reset-password?token=abc', null);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/reset-password?token=abc'));
  });

  it('sends an employee from / to the profile, anyone else to /positions', async () => {
    const employee = start('/', sessionUser({ type_slug: 'employee', role_slug: 'employee' }));
    await waitFor(() => expect(employee.state.location.pathname).toBe('/employee/profile'));
  });

  it('sends a super-admin who must set up two-factor sign-in to its set-up from any path', async () => {
    const user = sessionUser({ two_factor_setup_required: true });
    const router = start('/users', user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/two-factor'));
    expect(
      await screen.findByText('Two-factor sign-in is required for super-admin users. Set it up to continue.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Set up' })).toBeInTheDocument();
  });

  it('sends a super-admin admin from / to the dashboard (issue 25)', async () => {
    const admin = start('/', sessionUser());
    await waitFor(() => expect(admin.state.location.pathname).toBe('/dashboard'));
  });

  it('sends a super-admin user (no reports) from / to /positions', async () => {
    const recruiter = start('/', sessionUser({ role_slug: 'user' }));
    await waitFor(() => expect(recruiter.state.location.pathname).toBe('/positions'));
  });

  it('shows the not-found page for an unknown path', async () => {
    start('/no-such-page', sessionUser());
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(document.title).toBe('Staffdesk');
  });

  it('titles the page by section', async () => {
    start('/profile', sessionUser());
    await waitFor(() => expect(document.title).toBe('Staffdesk | Profile'));
  });
});
