// /reset-password?token=… (spec 000 §4): a new password, then /login after 3 s. The invitation's
// set-password link carries welcome=1 (server mail templates): the same screen worded for a first
// password. The whole query string goes to the API as it is (spec 000 §7).
import { type ResetPasswordBody, resetPasswordBody } from '@staffdesk/shared';
import { apiGet, apiPost } from '../../lib/api-client';
import { browser } from '../../lib/browser';
import { link, passwordField } from '../fields';
import { signForm } from '../form';
import { signLayout } from '../layout';

/** Spec 000 §4: after a successful reset the message shows, then /login after 3 s. */
export const REDIRECT_AFTER_RESET_MS = 3000;

export function resetPasswordScreen() {
  const { search } = window.location;
  const welcome = new URLSearchParams(search).has('welcome');
  const { main, body } = signLayout(
    welcome ? 'Set your password' : 'Reset password',
    welcome ? 'Choose a password to start using your account.' : 'Choose a new password for your account.',
  );
  const { form, message } = signForm<ResetPasswordBody>({
    schema: resetPasswordBody,
    fields: {
      new_password: passwordField({
        label: 'New password',
        name: 'new_password',
        autocomplete: 'new-password',
        autofocus: true,
      }),
      confirm_password: passwordField({
        label: 'Confirm password',
        name: 'confirm_password',
        autocomplete: 'new-password',
      }),
    },
    submitLabel: welcome ? 'Set password' : 'Reset password',
    afterSubmit: [link('/login', 'Back to sign in', 'center')],
    onSubmit: async (values) => {
      const { message: text } = await apiPost<null>(`/users/reset-password${search}`, values);
      setTimeout(() => browser.go('/login'), REDIRECT_AFTER_RESET_MS);
      return text;
    },
  });
  body.append(message, form);
  signOutIfSignedIn();
  return main;
}

/** Spec 000 §4: someone signed in who opens a reset link is signed out first. */
function signOutIfSignedIn() {
  apiGet('/users/is-auth')
    .then(() => apiPost('/users/logout'))
    .catch(() => undefined);
}
