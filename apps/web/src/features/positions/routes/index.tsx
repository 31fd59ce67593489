// Positions routes (spec 000 §2 Positions), each behind its permission key;
// every page loads on demand (lib/lazy-page.tsx).
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

const listPage = () => import('./positions-list-page').then((m) => m.PositionsListPage);
const formPage = () => import('./position-form-page').then((m) => m.PositionFormPage);

export const positionsRoutes: RouteObject[] = [
  {
    path: 'positions',
    children: [
      {
        index: true,
        lazy: lazyPage(listPage, 'list-positions'),
      },
      {
        path: 'create',
        lazy: lazyPage(formPage, 'create-position'),
      },
      {
        path: 'view/:id',
        lazy: lazyPage(formPage, 'list-positions'),
      },
      {
        path: 'edit/:id',
        lazy: lazyPage(formPage, 'edit-position'),
      },
    ],
  },
];
