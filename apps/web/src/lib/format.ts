// How numbers and dates read on screen. Without dayjs or MUI X: the lists format dates on first paint.
// Nor with `toLocaleString(locale)`: each call builds a new ICU formatter, which cost a list's first
// paint ~45 ms on a phone (docs/performance.md); digits are grouped by hand, dates by one formatter.

/** A whole number's digits grouped in thousands (1234567 → '1,234,567'), as en-US writes them. */
export function groupDigits(value: number | bigint): string {
  return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Digits grouped in thousands ('500000' → '500,000'); amounts are digit strings up to 20 long. */
export function formatAmount(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  return /^\d+$/.test(text) ? groupDigits(BigInt(text)) : text;
}

let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** '24 Nov 2026, 10:15' in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  dateTimeFormat ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTimeFormat.format(new Date(iso));
}

/**
 * A stored date ('YYYY-MM-DD', or a timestamp that starts with one) as the date fields show it,
 * 'DD/MM/YYYY' (DATE_FORMAT of form-date-field.tsx); '' when there is none or it is no date.
 */
export function formatDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value?.slice(0, 10) ?? '');
  if (!match) return '';
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)
    ? `${day}/${month}/${year}`
    : '';
}
