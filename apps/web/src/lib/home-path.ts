// Where a user lands after sign-in and at "/". Plain code without React: the sign-in page
// (src/sign-in) uses it too.
// Types only from the shared package: a value import would put its whole barrel (every zod schema)
// in the chunk the sign-in page shares with the app, built before zod is told not to use eval.
import type { SessionUser } from '@staffdesk/shared';

/** TWO_FACTOR_SETUP_PATH of the shared package (home-path.test.ts checks they agree). */
export const TWO_FACTOR_SETUP_ROUTE = '/profile/two-factor';

/** The dashboard (issue 25), where hrms and accounts land. */
export const DASHBOARD_ROUTE = '/dashboard';

/**
 * Employees and partners have no job-portal access, so their profile (spec 000 §2); hrms and accounts
 * (super-admin admins: the only ones the shared rules give `reports`, home-path.test.ts checks it)
 * land on the dashboard, as issue 25 asks, instead of /positions.
 */
export function homePath(
  user: Pick<SessionUser, 'type_slug' | 'role_slug' | 'two_factor_setup_required'> | null,
): string {
  if (!user) return '/login';
  // Required and not set up: the set-up before anything else (the server refuses the rest).
  if (user.two_factor_setup_required) return TWO_FACTOR_SETUP_ROUTE;
  if (user.type_slug === 'partners') return '/partners/profile';
  if (user.type_slug === 'employee' || user.role_slug === 'employee') return '/employee/profile';
  if (user.type_slug === 'super-admin' && user.role_slug === 'admin') return DASHBOARD_ROUTE;
  return '/positions';
}
