// Leave routes of spec 001 §2 in the three areas, each behind its key, and the public e-mail
// landing page /leave-action (outside the shell: the approver need not be signed in).
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

const listPage = () => import('./leaves-list-page').then((m) => m.LeavesListPage);
const formPage = () => import('./leave-form-page').then((m) => m.LeaveFormPage);

const area = (path: string, key: string): RouteObject => ({
  path,
  children: [
    { index: true, lazy: lazyPage(listPage, key) },
    { path: 'create', lazy: lazyPage(formPage, key) },
    { path: 'view/:id', lazy: lazyPage(formPage, key) },
    { path: 'edit/:id', lazy: lazyPage(formPage, key) },
  ],
});

export const leavesRoutes: RouteObject[] = [
  area('hrms/leaves', 'hrms'),
  area('company/leaves', 'company'),
  area('employee/leaves', 'employee-leaves'),
];

export const leaveActionRoutes: RouteObject[] = [
  {
    path: '/leave-action',
    lazy: lazyPage(() => import('./leave-action-page').then((m) => m.LeaveActionPage)),
    handle: { title: 'Leave' },
  },
];
