// Where a user lands after sign-in and at "/". Plain code without React: the sign-in page
// (src/sign-in) uses it too.
import type { SessionUser } from '@staffdesk/shared';

/** Employees and partners have no job-portal access, so their profile (spec 000 §2). */
export function homePath(user: Pick<SessionUser, 'type_slug' | 'role_slug'> | null): string {
  if (!user) return '/login';
  if (user.type_slug === 'partners') return '/partners/profile';
  if (user.type_slug === 'employee' || user.role_slug === 'employee') return '/employee/profile';
  return '/positions';
}
