// Holiday routes of spec 001 §2: one page for the three areas, read-only outside hrms.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

const page = () => import('./holidays-page').then((m) => m.HolidaysPage);

export const holidaysRoutes: RouteObject[] = [
  { path: 'hrms/holidays', lazy: lazyPage(page, 'hrms') },
  { path: 'company/holidays', lazy: lazyPage(page, 'company') },
  { path: 'employee/holidays', lazy: lazyPage(page, 'employee-holidays') },
];
