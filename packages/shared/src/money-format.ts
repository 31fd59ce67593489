// Amounts as a reader sees them, without decimal.js or zod: list pages format every row's amount on
// first paint and load neither. Intl formats a decimal string exactly (ES2023 Intl.NumberFormat v3:
// no float on the way), and its default rounding, half away from zero, is money.ts's half-up.
import type { MoneyValue } from './money';

export type Grouping = 'indian' | 'international';

const MONEY_FORMATS = new Map<string, Intl.NumberFormat>();
const formatterOf = (locale: string, options: Intl.NumberFormatOptions) => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = MONEY_FORMATS.get(key);
  if (!formatter) {
    // One formatter per locale and currency: building one costs far more than using it (a list's rows).
    formatter = new Intl.NumberFormat(locale, options);
    MONEY_FORMATS.set(key, formatter);
  }
  return formatter;
};
/** toMoneyString's '1234.50' (half-up to two decimals), exactly, from the value's decimal text. */
const twoDecimals = (value: MoneyValue) =>
  formatterOf('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
    roundingMode: 'halfExpand',
  }).format(String(value) as `${number}`);

/**
 * '₹12,34,567.00', '$1,234.50': the currency's symbol and the grouping its readers expect
 * (lakh/crore for rupees, thousands otherwise) unless told. The amount is rounded half-up first
 * and formatted from its exact digits, never through a float.
 */
export function formatMoney(
  value: MoneyValue | null | undefined,
  currency = 'INR',
  grouping: Grouping = currency === 'INR' ? 'indian' : 'international',
): string {
  if (value === null || value === undefined || value === '') return '';
  const locale = grouping === 'indian' ? 'en-IN' : 'en-US';
  return formatterOf(locale, { style: 'currency', currency }).format(twoDecimals(value) as `${number}`);
}
