// Employee routes of spec 001 §2 "Employee module variants", each behind its area's key; every page
// loads on demand (lib/lazy-page.tsx).
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

const listPage = () => import('./employees-list-page').then((m) => m.EmployeesListPage);
const formPage = () => import('./employee-form-page').then((m) => m.EmployeeFormPage);
const profilePage = () => import('./employee-profile-page').then((m) => m.EmployeeProfilePage);

export const employeesRoutes: RouteObject[] = [
  {
    path: 'hrms/employees',
    children: [
      { index: true, lazy: lazyPage(listPage, 'hrms') },
      { path: 'create', lazy: lazyPage(formPage, 'hrms') },
      { path: 'view/:id', lazy: lazyPage(formPage, 'hrms') },
      { path: 'edit/:id', lazy: lazyPage(formPage, 'hrms') },
    ],
  },
  {
    path: 'company/employees',
    children: [
      { index: true, lazy: lazyPage(listPage, 'company') },
      { path: 'view/:id', lazy: lazyPage(formPage, 'company') },
      { path: 'edit/:id', lazy: lazyPage(formPage, 'company') },
    ],
  },
  {
    path: 'employee/profile',
    children: [
      { index: true, lazy: lazyPage(profilePage, 'employee-profile') },
      { path: 'edit', lazy: lazyPage(profilePage, 'employee-profile') },
    ],
  },
];
