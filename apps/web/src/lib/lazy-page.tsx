// Screens load on demand, one chunk per page: React Router fetches a route's module before it
// shows the route, so the first visit carries only the shell and the page asked for.
import type { ComponentType } from 'react';
import { RequireAccess } from './access';

/**
 * `lazy: lazyPage(() => import('./users-list-page').then((m) => m.UsersListPage), 'list-users')`:
 * the page behind its permission key (the access-denied page without it), or open to any session.
 */
export function lazyPage(load: () => Promise<ComponentType>, keyName?: string) {
  return async () => {
    const Page = await load();
    return {
      element: keyName ? (
        <RequireAccess keyName={keyName}>
          <Page />
        </RequireAccess>
      ) : (
        <Page />
      ),
    };
  };
}
