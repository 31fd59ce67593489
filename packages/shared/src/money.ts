// Money is exact: strings on the wire, numeric(14,2) in the database, decimal.js in code, never a
// JavaScript number. Amounts are summed and multiplied unrounded and rounded once (half-up, 2
// decimals) where a document fixes them: a line total, a tax, the invoice total.
import DecimalJs from 'decimal.js';
import { z } from 'zod';

/** A decimal.js of its own, so no other code's global Decimal settings reach money. */
export const Money = /* @__PURE__ */ DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Money = InstanceType<typeof Money>;
export type MoneyValue = Money | string | number;

/** numeric(14,2): 12 digits before the point. */
export const MONEY_MAX = '999999999999.99';
export const MONEY_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

export const MONEY_MESSAGES = {
  invalid: 'Please enter a valid amount (digits with up to 2 decimals)',
  negative: 'Amount cannot be negative',
  tooLarge: 'Amount is too large',
  zero: 'Amount must be greater than zero',
} as const;

/**
 * An amount as the server writes it: a decimal string with two decimals ('1234.50'; a minus where
 * it can fall below zero, a balance or a margin). In the OpenAPI document as its `pattern`.
 */
export const MONEY_TEXT_PATTERN = '^-?\\d{1,13}\\.\\d{2}$';
/** An answer's amount: a string (never a JSON number, which would lose paise), documented as one. */
export const moneyText = () =>
  z.string().meta({
    pattern: MONEY_TEXT_PATTERN,
    description: 'An amount: a decimal string with two decimals',
    examples: ['1234.50'],
  });

export const money = (value: MoneyValue): Money => new Money(value);
export const sumMoney = (values: readonly MoneyValue[]): Money =>
  values.reduce<Money>((total, value) => total.plus(value), new Money(0));
/** Unrounded: a rate times a quantity keeps every digit until the document rounds. */
export const multiplyMoney = (a: MoneyValue, b: MoneyValue): Money => new Money(a).times(b);
/** `rate` percent of an amount, unrounded (GST at 18 → amount × 0.18). */
export const percentOf = (amount: MoneyValue, rate: MoneyValue): Money =>
  new Money(amount).times(rate).div(100);
/** Half-up to paise/cents: 0.005 → 0.01, 2.675 → 2.68 (exact, unlike Number#toFixed). */
export const roundMoney = (value: MoneyValue): Money =>
  new Money(value).toDecimalPlaces(2, DecimalJs.ROUND_HALF_UP);
/** The canonical string for the database and the wire: rounded, two decimals, '1234.50'. */
export const toMoneyString = (value: MoneyValue): string => roundMoney(value).toFixed(2);

interface MoneyFieldOptions {
  /** The message for an empty value; without it an empty amount is null. */
  required?: string;
  /** Refuse 0 (a claim line, a rate); by default 0 is an amount. */
  positive?: boolean;
}

interface MoneyField {
  (options: MoneyFieldOptions & { required: string }): z.ZodType<string, string | number>;
  (options?: MoneyFieldOptions): z.ZodType<string | null, string | number | null | undefined>;
}

/**
 * An amount from a form or an API client: a string (or a JSON number) of digits with up to 2
 * decimals, 0 to 999,999,999,999.99; parsed to the canonical '1234.50'.
 */
export const moneyAmount: MoneyField = ((options: MoneyFieldOptions = {}) => {
  const { required, positive } = options;
  const text = z
    .union([z.string().meta({ pattern: MONEY_PATTERN.source }), z.number()], {
      error: required ?? MONEY_MESSAGES.invalid,
    })
    .transform((v) => String(v).trim());
  const checked = text
    .refine((v) => !required || v !== '', { message: required, abort: true })
    .superRefine((value, ctx) => {
      if (value === '') return;
      const message = value.startsWith('-')
        ? MONEY_MESSAGES.negative
        : !MONEY_PATTERN.test(value)
          ? /^\d{13,}(\.\d{1,2})?$/.test(value)
            ? MONEY_MESSAGES.tooLarge
            : MONEY_MESSAGES.invalid
          : positive && new Money(value).isZero()
            ? MONEY_MESSAGES.zero
            : null;
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((v) => (v === '' ? null : toMoneyString(v)));
  return required ? checked.pipe(z.string()) : checked.nullish().transform((v) => v ?? null);
}) as MoneyField;

/** ISO 4217 codes the runtime knows (INR, USD, EUR …). */
export const currencyCode = z
  .string({ error: 'Please choose a currency' })
  .trim()
  .toUpperCase()
  .refine((v) => Intl.supportedValuesOf('currency').includes(v), 'Please choose a currency');

export { formatMoney, type Grouping } from './money-format';
