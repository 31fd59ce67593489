// The public sign-in screens (spec 000 §2). They are a page of their own, without the app
// (apps/web/sign-in.html): the server sends that page for these paths and the app for the rest.

export const SIGN_IN_PATHS = ['/login', '/forgot-password', '/reset-password', '/verify'] as const;

/** `/verify/…` is the verify screen too (the link may carry more path after it). */
export const isSignInPath = (pathname: string) =>
  SIGN_IN_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
