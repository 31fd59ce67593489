// Every screen of the spec is a route with the spec's path.
import { createBrowserRouter } from 'react-router';
import { applicantsRoutes } from '../features/applicants/routes';
import { authRoutes } from '../features/auth/routes';
import { positionsRoutes } from '../features/positions/routes';
import { profileRoutes } from '../features/profile/routes';
import { usersRoutes } from '../features/users/routes';

export const router = createBrowserRouter([
  ...authRoutes,
  {
    path: '/',
    children: [...positionsRoutes, ...applicantsRoutes, ...usersRoutes, ...profileRoutes],
  },
]);
