// How numbers and dates read on screen. Without dayjs or MUI X: the lists format dates on first paint.

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
