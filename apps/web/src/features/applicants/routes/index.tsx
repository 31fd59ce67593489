// Applicants routes (spec 000 §2 Applicants), each behind its permission key.
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../../lib/access';
import { ApplicantFormPage } from './applicant-form-page';
import { ApplicantsListPage } from './applicants-list-page';

export const applicantsRoutes: RouteObject[] = [
  {
    path: 'applicants',
    children: [
      {
        index: true,
        element: (
          <RequireAccess keyName="list-applicants">
            <ApplicantsListPage />
          </RequireAccess>
        ),
      },
      {
        path: 'create',
        element: (
          <RequireAccess keyName="create-applicant">
            <ApplicantFormPage />
          </RequireAccess>
        ),
      },
      {
        path: 'view/:id',
        element: (
          <RequireAccess keyName="list-applicants">
            <ApplicantFormPage />
          </RequireAccess>
        ),
      },
      {
        path: 'edit/:id',
        element: (
          <RequireAccess keyName="edit-applicant">
            <ApplicantFormPage />
          </RequireAccess>
        ),
      },
    ],
  },
];
