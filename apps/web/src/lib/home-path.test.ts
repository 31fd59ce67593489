import { canAccess, REPORTS_KEY, TWO_FACTOR_SETUP_PATH } from '@staffdesk/shared';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_ROUTE, homePath, TWO_FACTOR_SETUP_ROUTE } from './home-path';

describe('homePath', () => {
  it('sends a super-admin who must set up two-factor sign-in to the set-up, whatever the type', () => {
    expect(TWO_FACTOR_SETUP_ROUTE).toBe(TWO_FACTOR_SETUP_PATH);
    expect(homePath({ type_slug: 'super-admin', role_slug: 'admin', two_factor_setup_required: true })).toBe(
      TWO_FACTOR_SETUP_PATH,
    );
    expect(homePath({ type_slug: 'super-admin', role_slug: 'admin', two_factor_setup_required: false })).toBe(
      DASHBOARD_ROUTE,
    );
  });

  it('lands exactly the users who may see the dashboard on it, others as the spec says', () => {
    const types = ['super-admin', 'client', 'partners', 'partners_client', 'employee'];
    const roles = ['admin', 'user', 'employee'];
    const permissions = [[], ['list-positions', 'list-applicants', 'list-clients', 'list-users', 'partners']];
    for (const type_slug of types)
      for (const role_slug of roles)
        for (const permissions_slug of permissions) {
          const user = { type_slug, role_slug, permissions_slug, two_factor_setup_required: false };
          const dashboard = homePath(user) === DASHBOARD_ROUTE;
          expect(dashboard, `${type_slug} ${role_slug}`).toBe(canAccess(user, REPORTS_KEY));
        }
    expect(homePath({ type_slug: 'super-admin', role_slug: 'user', two_factor_setup_required: false })).toBe(
      '/positions',
    );
  });
});
