// Holiday routes of spec 001 §2: one list page for the three areas, read-only outside hrms, and the
// hrms holiday's view and edit tabs.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

const page = () => import('./holidays-page').then((m) => m.HolidaysPage);
const formPage = () => import('./holiday-form-page').then((m) => m.HolidayFormPage);

export const holidaysRoutes: RouteObject[] = [
  {
    path: 'hrms/holidays',
    children: [
      { index: true, lazy: lazyPage(page, 'hrms') },
      { path: 'view/:id', lazy: lazyPage(formPage, 'hrms') },
      { path: 'edit/:id', lazy: lazyPage(formPage, 'hrms') },
    ],
  },
  { path: 'company/holidays', lazy: lazyPage(page, 'company') },
  { path: 'employee/holidays', lazy: lazyPage(page, 'employee-holidays') },
];
