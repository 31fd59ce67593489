// A few lines in place of a UI library: the sign-in page builds its elements with h().

type Child = Node | string | false | null | undefined;
type Attr = string | number | boolean | undefined | ((event: Event) => void);

/** `h('a', { href: '/login', class: 'link' }, 'Back')`: `on…` attributes become listeners. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, Attr> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false && value !== undefined) element.setAttribute(name, String(value));
  }
  element.append(...children.filter((child): child is Node | string => !!child));
  return element;
}

/** A 24-unit Material icon from its path, hidden from assistive technology like MUI's. */
export function icon(path: string, className = 'icon'): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('class', className);
  const shape = document.createElementNS(ns, 'path');
  shape.setAttribute('d', path);
  svg.append(shape);
  return svg;
}

let lastId = 0;
/** Ids that tie a label and a message to their input. */
export const nextId = (prefix: string) => `${prefix}-${++lastId}`;
