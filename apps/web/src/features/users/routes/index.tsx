// User Management routes (spec 000 §2 Users), each behind its permission key.
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../../lib/access';
import { UserFormPage } from './user-form-page';
import { UsersListPage } from './users-list-page';

export const usersRoutes: RouteObject[] = [
  {
    path: 'users',
    children: [
      {
        index: true,
        element: (
          <RequireAccess keyName="list-users">
            <UsersListPage />
          </RequireAccess>
        ),
      },
      {
        path: 'create',
        element: (
          <RequireAccess keyName="create-user">
            <UserFormPage />
          </RequireAccess>
        ),
      },
      {
        path: 'view/:id',
        element: (
          <RequireAccess keyName="list-users">
            <UserFormPage />
          </RequireAccess>
        ),
      },
      {
        path: 'edit/:id',
        element: (
          <RequireAccess keyName="edit-user">
            <UserFormPage />
          </RequireAccess>
        ),
      },
    ],
  },
];
