// /verify?token=… (spec 000 §4): verification starts at once from the query string; the server's
// message shows, then /login after 2.5 s on success.
import { apiGet, errorMessage } from '../../lib/api-client';
import { browser } from '../../lib/browser';
import { h } from '../dom';
import { link, messageSlot, spinner } from '../fields';
import { signLayout } from '../layout';

/** Spec 000 §4: after a successful verify the message shows, then /login after 2.5 s. */
export const REDIRECT_AFTER_VERIFY_MS = 2500;

export function verifyEmailScreen() {
  const { main, body } = signLayout('Verify e-mail');
  const waiting = h('div', { class: 'verifying' }, spinner(24), h('p', {}, 'Verifying your e-mail…'));
  body.append(waiting);
  const message = messageSlot();
  const done = (severity: 'success' | 'error', text: string) => {
    message.show({ severity, text });
    waiting.replaceWith(
      h('div', { class: 'stack' }, message.slot, link('/login', 'Go to sign in', 'center')),
    );
  };
  apiGet<null>(`/users/verify${window.location.search}`).then(
    ({ message: text }) => {
      done('success', text);
      setTimeout(() => browser.go('/login'), REDIRECT_AFTER_VERIFY_MS);
    },
    (error) => done('error', errorMessage(error)),
  );
  return main;
}
