// Leave routes of spec 001 §2 in the three areas, each behind its key, and the public e-mail
// landing page /leave-action (outside the shell: the approver need not be signed in).
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

const listPage = () => import('./leaves-list-page').then((m) => m.LeavesListPage);
const formPage = () => import('./leave-form-page').then((m) => m.LeaveFormPage);

// The calendar (hrms and company) is its own page, so react-big-calendar loads only there.
const calendarPage = () => import('./leave-calendar-page').then((m) => m.LeaveCalendarPage);

const area = (path: string, key: string, calendar: boolean): RouteObject => ({
  path,
  children: [
    { index: true, lazy: lazyPage(listPage, key) },
    { path: 'create', lazy: lazyPage(formPage, key) },
    { path: 'view/:id', lazy: lazyPage(formPage, key) },
    { path: 'edit/:id', lazy: lazyPage(formPage, key) },
    ...(calendar ? [{ path: 'calendar', lazy: lazyPage(calendarPage, key) }] : []),
  ],
});

export const leavesRoutes: RouteObject[] = [
  area('hrms/leaves', 'hrms', true),
  area('company/leaves', 'company', true),
  area('employee/leaves', 'employee-leaves', false),
];

export const leaveActionRoutes: RouteObject[] = [
  {
    path: '/leave-action',
    lazy: lazyPage(() => import('./leave-action-page').then((m) => m.LeaveActionPage)),
    handle: { title: 'Leave' },
  },
];
