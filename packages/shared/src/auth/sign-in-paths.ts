// The public sign-in screens (spec 000 §2). They are a page of their own, without the app
// (apps/web/sign-in.html): the server sends that page for these paths and the app for the rest.

export const SIGN_IN_PATHS = ['/login', '/forgot-password', '/reset-password', '/verify'] as const;

/** `/verify/…` is the verify screen too (the link may carry more path after it). */
export const isSignInPath = (pathname: string) =>
  SIGN_IN_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

// Here, without zod, so the app's shell can name them without loading the schemas.
/** The error code an API answer carries while a super-admin must set up two-factor sign-in first. */
export const TWO_FACTOR_SETUP_REQUIRED = 'two_factor_setup_required';
/** The app's screen for that set-up. */
export const TWO_FACTOR_SETUP_PATH = '/profile/two-factor';
