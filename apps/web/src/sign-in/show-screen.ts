// Which screen a sign-in path shows, drawn into the page.
import { forgotPasswordScreen } from './screens/forgot-password';
import { loginScreen } from './screens/login';
import { resetPasswordScreen } from './screens/reset-password';
import { verifyEmailScreen } from './screens/verify-email';

/** By first path segment; "Staffdesk | <title>" as the app names its pages. */
export const SCREENS: Record<string, { title: string; render: () => HTMLElement }> = {
  login: { title: 'Sign In', render: loginScreen },
  'forgot-password': { title: 'Forgot Password', render: forgotPasswordScreen },
  'reset-password': { title: 'Reset Password', render: resetPasswordScreen },
  verify: { title: 'Verify E-mail', render: verifyEmailScreen },
};

/** Draws the screen of the current path into `root`; false when the path has none. */
export function showScreen(root: HTMLElement, pathname = window.location.pathname) {
  const screen = SCREENS[pathname.split('/')[1] ?? ''];
  if (!screen) return false;
  document.title = `Staffdesk | ${screen.title}`;
  root.replaceChildren(screen.render());
  root.querySelector<HTMLElement>('[autofocus]')?.focus();
  return true;
}
