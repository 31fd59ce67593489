// The sign-in screens sit outside the shell (spec 000 §2). Any other sign path is the verify screen.
import type { RouteObject } from 'react-router';
import { ForgotPasswordPage } from './forgot-password';
import { LoginPage } from './login';
import { ResetPasswordPage } from './reset-password';
import { VerifyEmailPage } from './verify-email';

export const authRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, handle: { title: 'Sign In' } },
  { path: '/forgot-password', element: <ForgotPasswordPage />, handle: { title: 'Forgot Password' } },
  { path: '/reset-password', element: <ResetPasswordPage />, handle: { title: 'Reset Password' } },
  { path: '/verify/*', element: <VerifyEmailPage />, handle: { title: 'Verify E-mail' } },
];
