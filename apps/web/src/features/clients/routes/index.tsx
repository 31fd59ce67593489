// The HRMS clients routes and the company profile (spec 001 §2), each behind its key.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

const listPage = () => import('./clients-list-page').then((m) => m.ClientsListPage);
const formPage = () => import('./client-form-page').then((m) => m.ClientFormPage);
const calendarPage = () => import('./client-calendar-page').then((m) => m.ClientCalendarPage);
const profilePage = () => import('./company-profile-page').then((m) => m.CompanyProfilePage);

export const clientsRoutes: RouteObject[] = [
  {
    path: 'hrms/clients',
    children: [
      { index: true, lazy: lazyPage(listPage, 'list-clients') },
      { path: 'create', lazy: lazyPage(formPage, 'create-client') },
      { path: 'view/:id', lazy: lazyPage(formPage, 'list-clients') },
      { path: 'edit/:id', lazy: lazyPage(formPage, 'edit-client') },
      { path: 'calendar/:id', lazy: lazyPage(calendarPage, 'list-clients') },
    ],
  },
  {
    path: 'company/profile',
    children: [
      { index: true, lazy: lazyPage(profilePage, 'company') },
      { path: 'edit', lazy: lazyPage(profilePage, 'company') },
    ],
  },
];
