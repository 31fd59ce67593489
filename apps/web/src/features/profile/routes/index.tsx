// /profile, open to every signed-in user; loads on demand (lib/lazy-page.tsx).
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    lazy: lazyPage(() => import('./profile').then((m) => m.ProfilePage)),
    handle: { title: 'Profile' },
  },
];
