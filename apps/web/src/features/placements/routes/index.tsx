// Placement routes (issue 24): hrms's list, create, view and edit; the client company's and the
// partner's list and view, each behind its area's key.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

const listPage = () => import('./placements-list-page').then((m) => m.PlacementsListPage);
const formPage = () => import('./placement-form-page').then((m) => m.PlacementFormPage);

const readOnly = (path: string, key: string): RouteObject => ({
  path,
  children: [
    { index: true, lazy: lazyPage(listPage, key) },
    { path: 'view/:id', lazy: lazyPage(formPage, key) },
  ],
});

export const placementsRoutes: RouteObject[] = [
  {
    path: 'hrms/placements',
    children: [
      { index: true, lazy: lazyPage(listPage, 'hrms') },
      { path: 'create', lazy: lazyPage(formPage, 'hrms') },
      { path: 'view/:id', lazy: lazyPage(formPage, 'hrms') },
      { path: 'edit/:id', lazy: lazyPage(formPage, 'hrms') },
    ],
  },
  readOnly('company/placements', 'company'),
  readOnly('partners/placements', 'partner-placements'),
];
