// The sign-in screens sit outside the shell (spec 000 §2). Any other sign path is the verify screen.
// Each loads on demand (lib/lazy-page.tsx).
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

export const authRoutes: RouteObject[] = [
  {
    path: '/login',
    lazy: lazyPage(() => import('./login').then((m) => m.LoginPage)),
    handle: { title: 'Sign In' },
  },
  {
    path: '/forgot-password',
    lazy: lazyPage(() => import('./forgot-password').then((m) => m.ForgotPasswordPage)),
    handle: { title: 'Forgot Password' },
  },
  {
    path: '/reset-password',
    lazy: lazyPage(() => import('./reset-password').then((m) => m.ResetPasswordPage)),
    handle: { title: 'Reset Password' },
  },
  {
    path: '/verify/*',
    lazy: lazyPage(() => import('./verify-email').then((m) => m.VerifyEmailPage)),
    handle: { title: 'Verify E-mail' },
  },
];
