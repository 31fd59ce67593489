// /dashboard (issue 25): the landing page of hrms and accounts, and /accounts/margin, the report
// behind its revenue figure. Key `reports` (REPORTS_KEY; a literal here keeps the shared schemas out
// of the router's chunk).
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

const dashboardPage = () => import('./dashboard-page').then((m) => m.DashboardPage);
const marginPage = () => import('./margin-page').then((m) => m.MarginPage);

export const dashboardRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: lazyPage(dashboardPage, 'reports') },
  { path: 'accounts/margin', lazy: lazyPage(marginPage, 'reports') },
];
