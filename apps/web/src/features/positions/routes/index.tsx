// Positions routes (spec 000 §2 Positions), each behind its permission key.
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../../lib/access';
import { PositionFormPage } from './position-form-page';
import { PositionsListPage } from './positions-list-page';

export const positionsRoutes: RouteObject[] = [
  {
    path: 'positions',
    children: [
      {
        index: true,
        element: (
          <RequireAccess keyName="list-positions">
            <PositionsListPage />
          </RequireAccess>
        ),
      },
      {
        path: 'create',
        element: (
          <RequireAccess keyName="create-position">
            <PositionFormPage />
          </RequireAccess>
        ),
      },
      {
        path: 'view/:id',
        element: (
          <RequireAccess keyName="list-positions">
            <PositionFormPage />
          </RequireAccess>
        ),
      },
      {
        path: 'edit/:id',
        element: (
          <RequireAccess keyName="edit-position">
            <PositionFormPage />
          </RequireAccess>
        ),
      },
    ],
  },
];
