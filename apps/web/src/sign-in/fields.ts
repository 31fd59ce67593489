// The controls of the sign-in screens, drawn like the app's MUI ones (outlined text field with a
// floating label, password toggle, contained button, alert) with the same roles and names, so a
// screen reader and the e2e tests meet the same page.
import { h, icon, nextId } from './dom';

const VISIBILITY =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const VISIBILITY_OFF =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';
const ERROR_OUTLINE =
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z';
const SUCCESS_OUTLINED =
  'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2,4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z';

export interface Field {
  root: HTMLElement;
  input: HTMLInputElement;
  /** Shows the message under the field (its accessible description) or clears it. */
  setError(message: string | undefined): void;
}

export interface FieldOptions {
  label: string;
  name: string;
  type?: string;
  autocomplete?: string;
  autofocus?: boolean;
  /** The keyboard a phone shows ('numeric' for a code). */
  inputmode?: string;
}

export function textField({
  label,
  name,
  type = 'text',
  autocomplete,
  autofocus,
  inputmode,
}: FieldOptions): Field {
  const id = nextId(name);
  const helperId = `${id}-helper-text`;
  // A blank placeholder lets the CSS tell an empty field (label inside) from a filled one.
  const input = h('input', {
    id,
    name,
    type,
    class: 'field-input',
    placeholder: ' ',
    autocomplete,
    autofocus,
    inputmode,
    'aria-invalid': 'false',
  });
  const box = h(
    'div',
    { class: 'field-box' },
    input,
    // The outline with a gap for the floated label, as MUI draws it.
    h('fieldset', { class: 'field-outline', 'aria-hidden': 'true' }, h('legend', {}, h('span', {}, label))),
    // After the input, so the CSS can float it when the input is focused or filled.
    h('label', { for: id, class: 'field-label' }, label),
  );
  const root = h('div', { class: 'field' }, box);
  let helper: HTMLElement | null = null;
  return {
    root,
    input,
    setError(message) {
      root.classList.toggle('field-error', !!message);
      input.setAttribute('aria-invalid', String(!!message));
      helper?.remove();
      helper = null;
      if (message) {
        helper = h('p', { id: helperId, class: 'field-helper' }, message);
        root.append(helper);
        input.setAttribute('aria-describedby', helperId);
      } else {
        input.removeAttribute('aria-describedby');
      }
    },
  };
}

/** A password input with a show/hide toggle. */
export function passwordField(options: Omit<FieldOptions, 'type'>): Field {
  const field = textField({ ...options, type: 'password' });
  const toggle = h('button', { type: 'button', class: 'icon-button', 'aria-label': 'Show password' });
  const draw = () => {
    const shown = field.input.type === 'text';
    toggle.setAttribute('aria-label', shown ? 'Hide password' : 'Show password');
    toggle.replaceChildren(icon(shown ? VISIBILITY_OFF : VISIBILITY));
  };
  toggle.addEventListener('click', () => {
    field.input.type = field.input.type === 'password' ? 'text' : 'password';
    draw();
  });
  draw();
  field.root.classList.add('field-adorned');
  field.input.after(toggle);
  return field;
}

export interface SignMessageState {
  severity: 'error' | 'success';
  text: string;
}

/** The server's answer on a sign screen, in error or success style (spec 000 §8). */
export function messageSlot() {
  const slot = h('div', { class: 'message' });
  return {
    slot,
    show(message: SignMessageState | null) {
      slot.replaceChildren(
        message
          ? h(
              'div',
              {
                class: `alert alert-${message.severity}`,
                role: message.severity === 'error' ? 'alert' : 'status',
              },
              h(
                'span',
                { class: 'alert-icon' },
                icon(message.severity === 'error' ? ERROR_OUTLINE : SUCCESS_OUTLINED),
              ),
              h('div', { class: 'alert-text' }, message.text),
            )
          : '',
      );
    },
  };
}

/** The spinner MUI's CircularProgress draws. */
export function spinner(size: number, label?: string) {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '22 22 44 44');
  const circle = document.createElementNS(ns, 'circle');
  for (const [name, value] of Object.entries({
    cx: 44,
    cy: 44,
    r: 20.2,
    fill: 'none',
    'stroke-width': 3.6,
  })) {
    circle.setAttribute(name, String(value));
  }
  svg.append(circle);
  const element = h('span', {
    class: 'spinner',
    role: 'progressbar',
    'aria-label': label,
    style: `width:${size}px;height:${size}px`,
  });
  element.append(svg);
  return element;
}

/** While a sign form is submitting, a spinner takes the button's place (spec 000 §4). */
export function submitButton(text: string) {
  const button = h('button', { type: 'submit', class: 'button' }, text);
  const slot = h('div', { class: 'submit' }, button);
  return {
    slot,
    setLoading(loading: boolean) {
      slot.replaceChildren(loading ? spinner(28, 'Submitting') : button);
    },
  };
}

export const link = (href: string, text: string, align: 'center' | 'end') =>
  h('a', { href, class: `link link-${align}` }, text);
