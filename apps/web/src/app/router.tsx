// Every screen of the spec is a route with the spec's path. The sign-in screens sit outside the
// shell; everything else needs a session (spec 000 §2). Pages load on demand, and so does the shell
// itself, so a sign-in screen downloads only what it shows; until the first page's code has
// arrived the window shows "Loading", as it does while the session is checked.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { applicantsRoutes } from '../features/applicants/routes';
import { authRoutes } from '../features/auth/routes';
import { positionsRoutes } from '../features/positions/routes';
import { profileRoutes } from '../features/profile/routes';
import { usersRoutes } from '../features/users/routes';
import { setOnUnauthorized } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { SESSION_KEY } from '../lib/session';
import { HomeRedirect } from './home-redirect';
import { RootLayout } from './root-layout';
import { FullPageLoading } from './shell/require-session';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: FullPageLoading,
    children: [
      ...authRoutes,
      {
        path: '/',
        lazy: async () => ({ Component: (await import('./shell/shell-route')).ShellRoute }),
        children: [
          { index: true, element: <HomeRedirect /> },
          ...positionsRoutes,
          ...applicantsRoutes,
          ...usersRoutes,
          ...profileRoutes,
          { path: '*', lazy: async () => ({ Component: (await import('./not-found')).NotFoundPage }) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

/** Sign screens make public calls; a 401 there is that call's own answer (e.g. a wrong password). */
const SIGN_PATHS = ['/login', '/forgot-password', '/reset-password', '/verify'];

// Spec 000 §8: a 401 from any call except the session check sends the browser to /login.
setOnUnauthorized(() => {
  const { pathname } = router.state.location;
  if (SIGN_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return;
  queryClient.setQueryData(SESSION_KEY, null);
  void router.navigate('/login', { replace: true });
});
