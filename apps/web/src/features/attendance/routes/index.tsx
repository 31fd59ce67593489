// /company/attendance (spec 001 §2 Company area: "empty placeholder"), behind the company key.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

const page = () => import('./attendance-page').then((m) => m.AttendancePage);

export const attendanceRoutes: RouteObject[] = [
  { path: 'company/attendance', lazy: lazyPage(page, 'company') },
];
