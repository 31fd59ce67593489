// /login (spec 000 §4): sign in, run the session check, go on by user type (a full page load of
// the app). Someone already signed in is sent on at once.
import { type LoginBody, loginBody, type SessionUser } from '@staffdesk/shared';
import { apiGet, apiPost } from '../../lib/api-client';
import { browser } from '../../lib/browser';
import { homePath } from '../../lib/home-path';
import { link, passwordField, textField } from '../fields';
import { signForm } from '../form';
import { signLayout } from '../layout';
import { TWO_FACTOR_TITLE, twoFactorScreen } from './two-factor';

const sessionUser = async () => (await apiGet<SessionUser>('/users/is-auth')).data;

export function loginScreen() {
  const { main, body } = signLayout('Sign in', 'Welcome back. Sign in with your work e-mail.');
  let signingIn = false;
  const { form, message } = signForm<LoginBody>({
    schema: loginBody,
    fields: {
      email: textField({
        label: 'E-mail',
        name: 'email',
        type: 'email',
        autocomplete: 'email',
        autofocus: true,
      }),
      password: passwordField({ label: 'Password', name: 'password', autocomplete: 'current-password' }),
    },
    submitLabel: 'Sign in',
    beforeSubmit: [link('/forgot-password', 'Forgot password?', 'end')],
    onSubmit: async (values) => {
      signingIn = true;
      try {
        const { data } = await apiPost<SessionUser | { two_factor_required: true }>('/users/login', values);
        if (data && 'two_factor_required' in data) {
          // The second step takes the card's place; the address stays /login.
          document.title = `Staffdesk | ${TWO_FACTOR_TITLE}`;
          const step = twoFactorScreen();
          main.replaceWith(step);
          step.querySelector<HTMLElement>('[autofocus]')?.focus();
          return 'leaving';
        }
        browser.go(homePath(await sessionUser()));
        return 'leaving';
      } finally {
        signingIn = false;
      }
    },
  });
  body.append(message, form);
  // A 401 means signed out: the form stays.
  sessionUser().then(
    (user) => {
      if (!signingIn) browser.go(homePath(user));
    },
    () => undefined,
  );
  return main;
}
