// The sign-in screens are their own page (src/sign-in), not routes of the app. A link of the app
// to one of them loads that page from the server.
import { SIGN_IN_PATHS } from '@staffdesk/shared';
import { type RouteObject, useLocation } from 'react-router';
import { FullPageLoading, LoadPage } from './shell/require-session';

/** Where this document was loaded (the server sent the app, so not a sign-in path unless misrouted). */
const loadedAt = window.location.pathname + window.location.search;

function LoadSignInPage() {
  const { pathname, search } = useLocation();
  // Loading the same address again would get the app again: a server without the sign-in rule.
  if (pathname + search === loadedAt) {
    console.error(`The server sent the app for ${pathname}: it should send sign-in.html.`);
    return <FullPageLoading />;
  }
  return <LoadPage to={pathname + search} />;
}

export const signInRoutes: RouteObject[] = SIGN_IN_PATHS.flatMap((path) => [
  { path, element: <LoadSignInPage /> },
  { path: `${path}/*`, element: <LoadSignInPage /> },
]);
