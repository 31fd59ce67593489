// The centred card with the brand that every sign-in screen sits in (as the app's MUI screens
// drew it: sign-in.css copies their measures).
import { h } from './dom';

export function signLayout(title: string, subtitle?: string) {
  const body = h('div', { class: 'card-body' }, h('h1', { class: 'title' }, title));
  if (subtitle) body.append(h('p', { class: 'subtitle' }, subtitle));
  const main = h(
    'main',
    { class: 'sign' },
    h(
      'div',
      { class: 'brand' },
      h('span', { class: 'brand-badge', 'aria-hidden': 'true' }, 'SD'),
      h('span', { class: 'brand-name' }, 'Staffdesk'),
    ),
    h('div', { class: 'card' }, body),
  );
  return { main, body };
}
