import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCESS_DENIED_MESSAGE, RequireAccess } from './access';
import { renderScreen, sessionUser } from './test-utils';

const usersScreen = (
  <RequireAccess keyName="list-users">
    <p>Users list</p>
  </RequireAccess>
);

describe('RequireAccess', () => {
  it('shows the screen when the key is not hidden', () => {
    renderScreen(usersScreen, { user: sessionUser({ type_slug: 'super-admin', role_slug: 'admin' }) });
    expect(screen.getByText('Users list')).toBeInTheDocument();
  });

  it('shows the access-denied page when the key is hidden', () => {
    renderScreen(usersScreen, {
      user: sessionUser({
        type_slug: 'super-admin',
        role_slug: 'user',
        permissions_slug: ['list-positions'],
      }),
    });
    expect(screen.queryByText('Users list')).not.toBeInTheDocument();
    expect(screen.getByText(ACCESS_DENIED_MESSAGE)).toBeInTheDocument();
  });
});
