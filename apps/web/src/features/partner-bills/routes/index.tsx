// Partners' bills routes (issue 25): a partner's own under Partner Details, every partner's under
// Accounts; the list pages load alone, the form and view on their own routes.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

const listPage = () => import('./partner-bills-list-page').then((m) => m.PartnerBillsListPage);
const billPage = () => import('./partner-bill-page').then((m) => m.PartnerBillPage);

const area = (path: string, key: string): RouteObject => ({
  path,
  children: [
    { index: true, lazy: lazyPage(listPage, key) },
    { path: 'create', lazy: lazyPage(billPage, key) },
    { path: 'view/:id', lazy: lazyPage(billPage, key) },
  ],
});

export const partnerBillsRoutes: RouteObject[] = [
  area('accounts/partner-bills', 'accounts'),
  area('partners/bills', 'partner-own-bills'),
];
