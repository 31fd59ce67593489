// /accounts/bank-changes: the bank changes waiting for a second person (issue 21), for whoever has
// accounts (partners) or hrms (employees).
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

const listPage = () => import('./bank-changes-page').then((m) => m.BankChangesPage);

export const bankChangesRoutes: RouteObject[] = [
  { path: 'accounts/bank-changes', lazy: lazyPage(listPage, 'bank-changes') },
];
