// /profile, open to every signed-in user; loads on demand (lib/lazy-page.tsx).
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    lazy: lazyPage(() => import('./profile').then((m) => m.ProfilePage)),
    handle: { title: 'Profile' },
  },
  {
    // TWO_FACTOR_SETUP_PATH: where a super-admin who must set it up is sent (app/shell/require-session.tsx).
    path: 'profile/two-factor',
    lazy: lazyPage(() => import('./two-factor-setup').then((m) => m.TwoFactorSetupPage)),
    handle: { title: 'Two-factor sign-in' },
  },
];
