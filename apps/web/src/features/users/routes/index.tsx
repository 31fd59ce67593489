// User Management routes (spec 000 §2 Users), each behind its permission key;
// every page loads on demand (lib/lazy-page.tsx).
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

const listPage = () => import('./users-list-page').then((m) => m.UsersListPage);
const formPage = () => import('./user-form-page').then((m) => m.UserFormPage);

export const usersRoutes: RouteObject[] = [
  {
    path: 'users',
    children: [
      {
        index: true,
        lazy: lazyPage(listPage, 'list-users'),
      },
      {
        path: 'create',
        lazy: lazyPage(formPage, 'create-user'),
      },
      {
        path: 'view/:id',
        lazy: lazyPage(formPage, 'list-users'),
      },
      {
        path: 'edit/:id',
        lazy: lazyPage(formPage, 'edit-user'),
      },
    ],
  },
];
