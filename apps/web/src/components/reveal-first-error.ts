// After a Save with errors, the first field in error (in page order, not in the order the fields
// were registered) is scrolled to the middle of the window, clear of the fixed header, and focused.
// Works for every field kind: text fields and selects mark themselves aria-invalid; uploads,
// switch lists and other custom fields show an error helper text (.Mui-error) beside a control.

const FOCUSABLE =
  'input:not([type=hidden]):not([aria-hidden=true]), textarea, [role=combobox], button, [tabindex="0"]';

const canFocus = (element: Element): element is HTMLElement =>
  element instanceof HTMLElement &&
  element.matches(FOCUSABLE) &&
  !element.hasAttribute('disabled') &&
  element.getAttribute('aria-hidden') !== 'true' &&
  element.tabIndex >= 0;

/** The control that belongs to an error mark: itself, or the first focusable one of its field. */
function controlOf(mark: Element): HTMLElement | null {
  if (canFocus(mark)) return mark;
  let box: Element | null = mark.closest('.MuiFormControl-root') ?? mark.parentElement;
  // Helper texts sit below their control: widen to the surrounding field until one is found.
  for (let depth = 0; box && depth < 3; depth++, box = box.parentElement) {
    const control = Array.from(box.querySelectorAll(FOCUSABLE)).find(canFocus);
    if (control) return control;
  }
  return mark instanceof HTMLElement ? mark : null;
}

/** Scrolls to and focuses the first field in error inside `container`; false when there is none. */
export function revealFirstError(container: HTMLElement): boolean {
  const mark = container.querySelector('[aria-invalid="true"], .Mui-error');
  if (!mark) return false;
  const control = controlOf(mark) ?? (mark as HTMLElement);
  control.scrollIntoView?.({ block: 'center' });
  control.focus({ preventScroll: true });
  return true;
}
