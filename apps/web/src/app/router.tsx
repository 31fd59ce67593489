// Every screen of the spec is a route with the spec's path. The sign-in screens are a page of
// their own (src/sign-in, loaded from the server); everything else needs a session (spec 000 §2).
// Pages load on demand, and so does the shell itself; until the first page's code has arrived the
// window shows "Loading", as it does while the session is checked.
import { isSignInPath } from '@staffdesk/shared';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { applicantsRoutes } from '../features/applicants/routes';
import { attendanceRoutes } from '../features/attendance/routes';
import { bankChangesRoutes } from '../features/bank-changes/routes';
import { billingRunRoutes } from '../features/billing-run/routes';
import { clientsRoutes } from '../features/clients/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { employeesRoutes } from '../features/employees/routes';
import { holidaysRoutes } from '../features/holidays/routes';
import { invoicesRoutes } from '../features/invoices/routes';
import { leaveActionRoutes, leavesRoutes } from '../features/leaves/routes';
import { partnerBillsRoutes } from '../features/partner-bills/routes';
import { partnersRoutes } from '../features/partners/routes';
import { payrollsRoutes } from '../features/payrolls/routes';
import { placementsRoutes } from '../features/placements/routes';
import { positionsRoutes } from '../features/positions/routes';
import { profileRoutes } from '../features/profile/routes';
import { receivablesRoutes } from '../features/receivables/routes';
import { reimbursementsRoutes } from '../features/reimbursements/routes';
import { timesheetActionRoutes, timesheetsRoutes } from '../features/timesheets/routes';
import { usersRoutes } from '../features/users/routes';
import { setOnUnauthorized } from '../lib/api-client';
import { browser } from '../lib/browser';
import { dropEarly } from '../lib/early';
import { queryClient } from '../lib/query-client';
import { SESSION_KEY } from '../lib/session';
import { HomeRedirect } from './home-redirect';
import { RootLayout } from './root-layout';
import { FullPageLoading } from './shell/require-session';
import { signInRoutes } from './sign-in-routes';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: FullPageLoading,
    children: [
      ...signInRoutes,
      ...leaveActionRoutes,
      ...timesheetActionRoutes,
      {
        path: '/',
        lazy: async () => ({ Component: (await import('./shell/shell-route')).ShellRoute }),
        children: [
          { index: true, element: <HomeRedirect /> },
          ...dashboardRoutes,
          ...positionsRoutes,
          ...applicantsRoutes,
          ...usersRoutes,
          ...profileRoutes,
          ...employeesRoutes,
          ...holidaysRoutes,
          ...leavesRoutes,
          ...clientsRoutes,
          ...placementsRoutes,
          ...partnerBillsRoutes,
          ...timesheetsRoutes,
          ...partnersRoutes,
          ...invoicesRoutes,
          ...bankChangesRoutes,
          ...receivablesRoutes,
          ...billingRunRoutes,
          ...payrollsRoutes,
          ...reimbursementsRoutes,
          ...attendanceRoutes,
          { path: '*', lazy: async () => ({ Component: (await import('./not-found')).NotFoundPage }) },
        ],
      },
    ],
  },
];

/**
 * The app's router: its route table ranked and the first navigation started (the page's code
 * requested). main.tsx calls it in a task after the modules' evaluation, not as one of them.
 */
export function createAppRouter() {
  const router = createBrowserRouter(routes);

  // The early script's answers are for the address the page was loaded at (lib/early.ts).
  const loadedAt = `${router.state.location.pathname}${router.state.location.search}`;
  const stopWatching = router.subscribe((state) => {
    if (`${state.location.pathname}${state.location.search}` === loadedAt) return;
    dropEarly();
    stopWatching();
  });

  // Spec 000 §8: a 401 from any call except the session check sends the browser to /login.
  setOnUnauthorized(() => {
    const { pathname } = router.state.location;
    if (isSignInPath(pathname)) return;
    queryClient.setQueryData(SESSION_KEY, null);
    browser.go('/login');
  });
  return router;
}
