// Component-test helpers: the app's providers around a screen, a session user in the cache, and
// fetch answered at the network boundary (the only thing mocked).
import type { SessionUser } from '@staffdesk/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { SESSION_KEY } from './session';
import { ToastHost } from './toasts';

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'jane@example.com',
    profile_image: null,
    role_slug: 'admin',
    type_slug: 'super-admin',
    permissions_slug: [],
    company_id: 1,
    partner_id: null,
    partners_account_id: null,
    ...overrides,
  };
}

interface RenderOptions {
  /** Where the router starts. */
  path?: string;
  /** The signed-in user; `null` = signed out; leave out to let the screen ask the server. */
  user?: SessionUser | null;
  /** Extra routes beside the screen (e.g. redirect targets). */
  routes?: RouteObject[];
}

export function renderScreen(element: ReactElement, { path = '/', user, routes = [] }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (user !== undefined) queryClient.setQueryData(SESSION_KEY, user);
  const router = createMemoryRouter([{ path: path.split('?')[0], element }, ...routes], {
    initialEntries: [path],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastHost />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

type Reply = { status?: number; body: unknown };

/** Answers fetch by "METHOD /api/v1/path" (query string ignored); anything else fails the test. */
export function mockFetch(replies: Record<string, Reply | ((init?: RequestInit) => Reply)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const entry = replies[key];
    if (!entry) throw new Error(`Unexpected request ${key}`);
    const { status = 200, body } = typeof entry === 'function' ? entry(init) : entry;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
