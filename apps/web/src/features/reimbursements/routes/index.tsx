// Reimbursement routes (spec 001 §2): the employee's list, create, view and edit, and hrms's list,
// view and edit (hrms decides claims, it files none), each behind its area's key.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

const listPage = () => import('./reimbursements-list-page').then((m) => m.ReimbursementsListPage);
const formPage = () => import('./reimbursement-form-page').then((m) => m.ReimbursementFormPage);

export const reimbursementsRoutes: RouteObject[] = [
  {
    path: 'employee/reimbursements',
    children: [
      { index: true, lazy: lazyPage(listPage, 'employee-reimbursements') },
      { path: 'create', lazy: lazyPage(formPage, 'employee-reimbursements') },
      { path: 'view/:id', lazy: lazyPage(formPage, 'employee-reimbursements') },
      { path: 'edit/:id', lazy: lazyPage(formPage, 'employee-reimbursements') },
    ],
  },
  {
    path: 'hrms/reimbursements',
    children: [
      { index: true, lazy: lazyPage(listPage, 'hrms') },
      { path: 'view/:id', lazy: lazyPage(formPage, 'hrms') },
      { path: 'edit/:id', lazy: lazyPage(formPage, 'hrms') },
    ],
  },
];
