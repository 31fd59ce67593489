// How numbers and dates read on screen. Without dayjs or MUI X: the lists format dates on first paint.
// Nor with `toLocaleString(locale)`: each call builds a new ICU formatter, which cost a list's first
// paint ~45 ms on a phone (docs/performance.md); digits and dates are put together by hand.

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

// Every date on screen, typed or shown, reads one way (issue 22: leave and holiday fields were
// month-first while the rest was day-first). The pickers take these formats (components/date-input.tsx),
// tables and views call formatDate/formatDateTime; nothing else spells a date format.
/** A day as the date fields take it and every table shows it: 24/11/2026. */
export const DATE_FORMAT = 'DD/MM/YYYY';
/** A month (payslips): 11/2026. */
export const MONTH_FORMAT = 'MM/YYYY';
/** A moment (a scheduled send): 24/11/2026 10:15. */
export const DATE_TIME_FORMAT = `${DATE_FORMAT} HH:mm`;

const two = (n: number) => String(n).padStart(2, '0');
const dayText = (year: string, month: string, day: string) =>
  DATE_FORMAT.replace('DD', day).replace('MM', month).replace('YYYY', year);

/** An instant ('2026-11-24T04:45:00Z') in the viewer's time zone: '24/11/2026, 10:15'; '' when it is none. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = new Date(iso ?? '');
  if (!iso || Number.isNaN(date.getTime())) return '';
  const day = dayText(String(date.getFullYear()), two(date.getMonth() + 1), two(date.getDate()));
  return `${day}, ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * A stored date ('YYYY-MM-DD', or a timestamp that starts with one) as the date fields show it,
 * DATE_FORMAT; '' when there is none or it is no date.
 */
export function formatDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value?.slice(0, 10) ?? '');
  if (!match) return '';
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)
    ? dayText(year, month, day)
    : '';
}
