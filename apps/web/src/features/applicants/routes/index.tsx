// Applicants routes (spec 000 §2 Applicants), each behind its permission key;
// every page loads on demand (lib/lazy-page.tsx).
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

const listPage = () => import('./applicants-list-page').then((m) => m.ApplicantsListPage);
const formPage = () => import('./applicant-form-page').then((m) => m.ApplicantFormPage);

export const applicantsRoutes: RouteObject[] = [
  {
    path: 'applicants',
    children: [
      {
        index: true,
        lazy: lazyPage(listPage, 'list-applicants'),
      },
      {
        path: 'create',
        lazy: lazyPage(formPage, 'create-applicant'),
      },
      {
        path: 'view/:id',
        lazy: lazyPage(formPage, 'list-applicants'),
      },
      {
        path: 'edit/:id',
        lazy: lazyPage(formPage, 'edit-applicant'),
      },
    ],
  },
];
