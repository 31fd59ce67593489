// The sign-in's second step (issue 21), shown on /login in place of the password form when the
// server answers `two_factor_required`: the authenticator app's code, or one of the recovery codes.
// The half-done sign-in lives in an HttpOnly cookie the server set; this page never sees it.
import { recoveryCodeBody, type SessionUser, twoFactorCodeBody } from '@staffdesk/shared';
import { apiPost } from '../../lib/api-client';
import { browser } from '../../lib/browser';
import { homePath } from '../../lib/home-path';
import { h } from '../dom';
import { link, textField } from '../fields';
import { signForm } from '../form';
import { signLayout } from '../layout';

export const TWO_FACTOR_TITLE = 'Two-factor sign-in';

const MODES = {
  app: {
    subtitle: 'Open your authenticator app and enter the 6-digit code it shows for Staffdesk.',
    switchTo: 'Use a recovery code instead',
  },
  recovery: {
    subtitle: 'Enter one of the recovery codes you saved when you turned on two-factor sign-in.',
    switchTo: 'Use your authenticator app instead',
  },
} as const;

async function finish(body: { code: string } | { recovery_code: string }) {
  const { data } = await apiPost<SessionUser>('/users/login/2fa', body);
  browser.go(homePath(data));
  return 'leaving' as const;
}

function appForm() {
  return signForm({
    schema: twoFactorCodeBody,
    fields: {
      code: textField({
        label: 'Authentication code',
        name: 'code',
        autocomplete: 'one-time-code',
        inputmode: 'numeric',
        autofocus: true,
      }),
    },
    submitLabel: 'Verify',
    onSubmit: finish,
  });
}

function recoveryForm() {
  return signForm({
    schema: recoveryCodeBody,
    fields: {
      recovery_code: textField({
        label: 'Recovery code',
        name: 'recovery_code',
        autocomplete: 'off',
        autofocus: true,
      }),
    },
    submitLabel: 'Verify',
    onSubmit: finish,
  });
}

export function twoFactorScreen() {
  const { main, body } = signLayout(TWO_FACTOR_TITLE, MODES.app.subtitle);
  const subtitle = body.querySelector('.subtitle');
  const slot = h('div', { class: 'stack' });
  const switcher = h('button', { type: 'button', class: 'link link-button' });
  let mode: keyof typeof MODES = 'app';
  const draw = () => {
    const { form, message } = mode === 'app' ? appForm() : recoveryForm();
    if (subtitle) subtitle.textContent = MODES[mode].subtitle;
    switcher.textContent = MODES[mode].switchTo;
    slot.replaceChildren(message, form);
    form.querySelector<HTMLElement>('[autofocus]')?.focus();
  };
  switcher.addEventListener('click', () => {
    mode = mode === 'app' ? 'recovery' : 'app';
    draw();
  });
  draw();
  body.append(
    slot,
    h('div', { class: 'two-factor-links' }, switcher, link('/login', 'Back to sign in', 'center')),
  );
  return main;
}
