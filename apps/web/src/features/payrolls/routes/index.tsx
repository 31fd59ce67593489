// Payroll routes of spec 001 §2, each behind its area's key.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

const listPage = () => import('./payrolls-list-page').then((m) => m.PayrollsListPage);
const viewPage = () => import('./payroll-view-page').then((m) => m.PayrollViewPage);

export const payrollsRoutes: RouteObject[] = [
  {
    path: 'hrms/payrolls',
    children: [
      { index: true, lazy: lazyPage(listPage, 'hrms') },
      { path: 'view/:id', lazy: lazyPage(viewPage, 'hrms') },
    ],
  },
  {
    path: 'employee/payrolls',
    children: [
      { index: true, lazy: lazyPage(listPage, 'employee-payrolls') },
      { path: 'view/:id', lazy: lazyPage(viewPage, 'employee-payrolls') },
    ],
  },
];
