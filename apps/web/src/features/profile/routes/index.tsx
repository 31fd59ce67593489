import type { RouteObject } from 'react-router';
import { ProfilePage } from './profile';

export const profileRoutes: RouteObject[] = [
  { path: 'profile', element: <ProfilePage />, handle: { title: 'Profile' } },
];
