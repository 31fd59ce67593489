// The signed-in part of the app as one lazily loaded route element (router.tsx): the session gate,
// the shell and its pages' providers. A visit to a sign-in screen downloads none of it.
import { PageProviders } from '../page-providers';
import { ShellLayout } from './layout';
import { RequireSession } from './require-session';

export function ShellRoute() {
  return (
    <PageProviders>
      <RequireSession>
        <ShellLayout />
      </RequireSession>
    </PageProviders>
  );
}
