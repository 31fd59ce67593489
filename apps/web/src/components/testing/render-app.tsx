// Test helpers: render routes inside the real providers with a signed-in user, and answer fetch
// at the network boundary from a small table of handlers.
import type { SessionUser } from '@staffdesk/shared';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { PageProviders } from '../../app/page-providers';
import { AppProvider } from '../../app/provider';
import { SESSION_KEY } from '../../lib/session';

export const superAdmin: SessionUser = {
  id: 1,
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'admin@example.com',
  profile_image: null,
  role_slug: 'admin',
  type_slug: 'super-admin',
  permissions_slug: [],
  company_id: null,
  partner_id: null,
  partners_account_id: null,
} as SessionUser;

/**
 * Fetches the code of lazy routes ahead (`beforeAll(() => preloadRoutes(usersRoutes))`), so a test's
 * time limit goes to the screen rather than to the first import of the page. The router still loads
 * a lazy route after the first render, so a test waits for the screen with `findBy…`.
 */
export async function preloadRoutes(routes: RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      if (typeof route.lazy === 'function') await route.lazy();
      if (route.children) await preloadRoutes(route.children);
    }),
  );
}

export function renderRoutes(
  routes: RouteObject[],
  { path = '/', user = superAdmin }: { path?: string; user?: SessionUser | null } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(SESSION_KEY, user);
  const router = createMemoryRouter(
    [...routes, { path: '*', element: <div data-testid="location">elsewhere</div> }],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProvider client={client}>
      <PageProviders>
        <RouterProvider router={router} />
      </PageProviders>
    </AppProvider>,
  );
  return { ...view, router, client };
}

export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Handler = (request: MockRequest) => { status?: number; body: unknown } | unknown;

/**
 * `mockApi({ 'GET users': () => ({ data, message }) })`: keys are "METHOD path" under /api/v1
 * (a trailing `*` matches a prefix). Answers 404 for anything else. Returns the fetch spy.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/v1\//, '');
    const key = Object.keys(handlers).find((pattern) => {
      const [m, p] = pattern.split(' ') as [string, string];
      return m === method && (p.endsWith('*') ? path.startsWith(p.slice(0, -1)) : path === p);
    });
    const body =
      typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body as unknown as undefined);
    if (!key)
      return new Response(JSON.stringify({ message: `No mock for ${method} ${path}` }), { status: 404 });
    const answer = handlers[key]!({ method, path, query: url.searchParams, body });
    const { status, body: payload } =
      answer && typeof answer === 'object' && 'body' in answer
        ? (answer as { status?: number; body: unknown })
        : { status: 200, body: answer };
    return new Response(JSON.stringify(payload), {
      status: status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}
