// How numbers read on screen.

/** Digits grouped in thousands ('500000' → '500,000'); amounts are digit strings up to 20 long. */
export function formatAmount(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  return /^\d+$/.test(text) ? BigInt(text).toLocaleString('en-US') : text;
}

/** '24 Nov 2026, 10:15' in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
