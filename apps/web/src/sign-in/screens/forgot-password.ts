// /forgot-password (spec 000 §4): the same answer for any address.
import { type ForgotPasswordBody, forgotPasswordBody } from '@staffdesk/shared';
import { apiPost } from '../../lib/api-client';
import { link, textField } from '../fields';
import { signForm } from '../form';
import { signLayout } from '../layout';

export function forgotPasswordScreen() {
  const { main, body } = signLayout(
    'Forgot password',
    'Enter your e-mail and we will send you a link to reset your password.',
  );
  const { form, message } = signForm<ForgotPasswordBody>({
    schema: forgotPasswordBody,
    fields: {
      email: textField({
        label: 'E-mail',
        name: 'email',
        type: 'email',
        autocomplete: 'email',
        autofocus: true,
      }),
    },
    submitLabel: 'Send reset link',
    afterSubmit: [link('/login', 'Back to sign in', 'center')],
    onSubmit: async (values) => (await apiPost<null>('/users/forgot-password', values)).message,
  });
  body.append(message, form);
  return main;
}
