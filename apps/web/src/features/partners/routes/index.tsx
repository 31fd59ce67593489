// The Partners routes and a partner user's own profile (spec 001 §2), each behind its key. The
// profile paths come before view/edit so 'profile' is never read as a list page.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

const listPage = () => import('./partners-list-page').then((m) => m.PartnersListPage);
const formPage = () => import('./partner-form-page').then((m) => m.PartnerFormPage);
const profilePage = () => import('./partner-profile-page').then((m) => m.PartnerProfilePage);

export const partnersRoutes: RouteObject[] = [
  {
    path: 'partners',
    children: [
      { index: true, lazy: lazyPage(listPage, 'list-partners') },
      { path: 'create', lazy: lazyPage(formPage, 'create-partners') },
      { path: 'view/:id', lazy: lazyPage(formPage, 'list-partners') },
      { path: 'edit/:id', lazy: lazyPage(formPage, 'edit-partners') },
      { path: 'profile', lazy: lazyPage(profilePage, 'view-profile') },
      { path: 'profile/edit', lazy: lazyPage(profilePage, 'edit-profile') },
    ],
  },
];
