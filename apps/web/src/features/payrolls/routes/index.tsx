// Payroll routes of spec 001 §2, each behind its area's key.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

const listPage = () => import('./payrolls-list-page').then((m) => m.PayrollsListPage);
const viewPage = () => import('./payroll-view-page').then((m) => m.PayrollViewPage);
const formPage = () => import('./payroll-form-page').then((m) => m.PayrollFormPage);

export const payrollsRoutes: RouteObject[] = [
  {
    path: 'hrms/payrolls',
    children: [
      { index: true, lazy: lazyPage(listPage, 'hrms') },
      { path: 'create', lazy: lazyPage(formPage, 'hrms') },
      { path: 'view/:id', lazy: lazyPage(formPage, 'hrms') },
      { path: 'edit/:id', lazy: lazyPage(formPage, 'hrms') },
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
