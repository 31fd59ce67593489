// The min/max amount rule of the list filters (salary, CTC), without zod: a list page checks the
// URL's range on first paint, before the filter schemas load.
import { NUMBERS_ONLY_PATTERN } from '../patterns';

/**
 * True when both amounts are given as digits (any length) and the minimum is not below the maximum.
 * A value that is not digits has its own message on its field, so the range rule stays quiet.
 */
export const amountsReversed = (min: string | undefined, max: string | undefined) =>
  !!min &&
  !!max &&
  NUMBERS_ONLY_PATTERN.test(min) &&
  NUMBERS_ONLY_PATTERN.test(max) &&
  BigInt(min) >= BigInt(max);

/** The most digits an amount filter takes (filterAmount in form-fields.ts). */
const AMOUNT_MAX_DIGITS = 20;

/**
 * True when a URL's min/max amount pair can be sent as it is: each empty or up to 20 digits, and
 * not reversed. A list page sends the rest of the filter without the pair otherwise.
 */
export const amountRangeUsable = (min: string, max: string) => {
  const [low, high] = [min.trim(), max.trim()];
  const valid = (v: string) => v === '' || (NUMBERS_ONLY_PATTERN.test(v) && v.length <= AMOUNT_MAX_DIGITS);
  return valid(low) && valid(high) && !amountsReversed(low, high);
};
