// /accounts/billing-run: the month's invoices from approved timesheets (issue 25), for accounts.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

const runPage = () => import('./billing-run-page').then((m) => m.BillingRunPage);

export const billingRunRoutes: RouteObject[] = [
  { path: 'accounts/billing-run', lazy: lazyPage(runPage, 'accounts') },
];
