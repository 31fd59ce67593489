// Timesheet routes (issue 24): the list and one timesheet in each of the employee's, hrms's and the
// client company's areas, each behind its area's key; and the public e-mail landing page
// /timesheet-action (outside the shell: the approver need not be signed in).
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';
import { TIMESHEET_KEYS, type TimesheetArea } from '../components/timesheet-area';

const listPage = () => import('./timesheets-list-page').then((m) => m.TimesheetsListPage);
const viewPage = () => import('./timesheet-page').then((m) => m.TimesheetPage);

const area = (name: TimesheetArea): RouteObject => ({
  path: `${name}/timesheets`,
  children: [
    { index: true, lazy: lazyPage(listPage, TIMESHEET_KEYS[name]) },
    { path: 'view/:id', lazy: lazyPage(viewPage, TIMESHEET_KEYS[name]) },
  ],
});

export const timesheetsRoutes: RouteObject[] = [area('employee'), area('hrms'), area('company')];

export const timesheetActionRoutes: RouteObject[] = [
  {
    path: '/timesheet-action',
    lazy: lazyPage(() => import('./timesheet-action-page').then((m) => m.TimesheetActionPage)),
    handle: { title: 'Timesheet' },
  },
];
