// Sign-in screens and session calls (spec 000 §5 Sign-in, §7 Session).
import { z } from 'zod';
import { EMAIL_PATTERN, PASSWORD_PATTERN } from '../patterns';

export const AUTH_MESSAGES = {
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter valid email',
  emailTooLong: 'Email must be at most 100 characters',
  passwordRequired: 'Please enter your password',
  passwordPattern:
    'Password must be more than 8 characters including uppercase, lowercase, numbers and special characters',
  passwordTooLong: 'Password must be at most 100 characters',
  newPasswordRequired: 'Enter your new password',
  confirmPasswordRequired: 'Please re-enter your new password',
  passwordMismatch: 'The password do not match',
  loginFailed: 'Invalid email or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
  loggedIn: 'Logged in successfully',
  loggedOut: 'Logged out successfully',
  logoutNeedsPost: 'Sign out with POST users/logout',
  forgotSent: 'If an account exists for this email, a password reset link has been sent to it.',
  resetDone: 'Your password has been reset. Please sign in with your new password.',
  /** The answer to the invitation's set-password link: a first password, not a reset. */
  passwordSet: 'Your password has been set. Please sign in with it.',
  tokenInvalid: 'This link is invalid or has expired',
  verified: 'Your email has been verified. We have sent you a link to set your password.',
  emailConfirmed: 'Your new email address has been confirmed. Sign in with it from now on.',
  notAuthenticated: 'Please sign in to continue',
  forbidden: 'Please request permissions from Admin',
  crossOrigin: 'Cross-origin request refused',
} as const;

// `abort: true` on a required check: an empty field answers only that it is required.
export const emailField = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.emailRequired, abort: true })
  .max(100, AUTH_MESSAGES.emailTooLong)
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid);

export const passwordField = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
  .max(100, AUTH_MESSAGES.passwordTooLong)
  .regex(PASSWORD_PATTERN, AUTH_MESSAGES.passwordPattern);

export const loginBody = z.object({ email: emailField, password: passwordField });
export type LoginBody = z.infer<typeof loginBody>;

export const forgotPasswordBody = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = z
  .object({
    new_password: z
      .string({ error: AUTH_MESSAGES.newPasswordRequired })
      .min(1, { error: AUTH_MESSAGES.newPasswordRequired, abort: true })
      .max(100, AUTH_MESSAGES.passwordTooLong)
      .regex(PASSWORD_PATTERN, AUTH_MESSAGES.passwordPattern),
    confirm_password: z
      .string({ error: AUTH_MESSAGES.confirmPasswordRequired })
      .min(1, { error: AUTH_MESSAGES.confirmPasswordRequired, abort: true })
      .max(100, AUTH_MESSAGES.passwordTooLong),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: AUTH_MESSAGES.passwordMismatch,
    path: ['confirm_password'],
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** `?token=…` of the reset and verify links. */
export const tokenQuery = z.object({
  token: z.string({ error: AUTH_MESSAGES.tokenInvalid }).min(1, AUTH_MESSAGES.tokenInvalid),
});

/** The session user of spec 000 §3. */
export const sessionUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  profile_image: z.string().nullable(),
  role_slug: z.string(),
  type_slug: z.string(),
  permissions_slug: z.array(z.string()),
  company_id: z.number().int().nullable(),
  partner_id: z.number().int().nullable(),
  partners_account_id: z.number().int().nullable(),
  /**
   * A super-admin who must set up two-factor sign-in before anything else (the setting is on).
   * Always sent; optional so a session user built in code (tests, services) need not name it.
   */
  two_factor_setup_required: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;
