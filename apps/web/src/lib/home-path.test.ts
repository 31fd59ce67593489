import { TWO_FACTOR_SETUP_PATH } from '@staffdesk/shared';
import { describe, expect, it } from 'vitest';
import { homePath, TWO_FACTOR_SETUP_ROUTE } from './home-path';

describe('homePath', () => {
  it('sends a super-admin who must set up two-factor sign-in to the set-up, whatever the type', () => {
    expect(TWO_FACTOR_SETUP_ROUTE).toBe(TWO_FACTOR_SETUP_PATH);
    expect(homePath({ type_slug: 'super-admin', role_slug: 'admin', two_factor_setup_required: true })).toBe(
      TWO_FACTOR_SETUP_PATH,
    );
    expect(homePath({ type_slug: 'super-admin', role_slug: 'admin', two_factor_setup_required: false })).toBe(
      '/positions',
    );
  });
});
