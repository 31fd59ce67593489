// Field builders for the job portal forms and filters. Forms send selects as ids or '' and number
// inputs as strings or numbers; these accept both and answer the spec's message for any bad value.
import { z } from 'zod';
import { COMMON_MESSAGES, choiceId, MAX_ID } from '../common';
import { NUMBERS_ONLY_PATTERN } from '../patterns';

/** A required select: a missing, empty or unknown value answers the message. */
export const requiredId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** A required multi-select: one id or a list of ids, at least one, duplicates dropped. */
export const requiredIds = (message: string) =>
  z
    .union([z.array(z.coerce.number({ error: message })), z.coerce.number({ error: message })], {
      error: message,
    })
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .pipe(z.array(z.number().int(message).positive(message).max(MAX_ID, message)).min(1, message))
    .transform((ids) => [...new Set(ids)]);

/** Text from a number input: strings and numbers are both accepted, trimmed. */
const numberInput = (message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((v) => String(v).trim());

/** A required digits-only field of at most `max` characters. */
export const requiredDigits = (max: number, required: string, invalid: string) =>
  numberInput(required).pipe(
    z
      .string()
      .min(1, { error: required, abort: true })
      .regex(NUMBERS_ONLY_PATTERN, invalid)
      .max(max, invalid),
  );

/** An optional digits-only amount of `min`-`max` digits (salary, CTC); empty means none. */
export const optionalAmount = (
  min: number,
  max: number,
  invalid: string,
  short = invalid,
  long = `Please enter at most ${max} digits`,
) =>
  z
    .union([z.string(), z.number(), z.null()], { error: invalid })
    .optional()
    .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
    .pipe(
      z.union([
        z.literal('').transform(() => null),
        z.string().regex(NUMBERS_ONLY_PATTERN, invalid).min(min, short).max(max, long),
      ]),
    );

/** An optional text field: trimmed, at most `max` characters, empty means null. */
export const optionalString = (max: number, message = `Please enter at most ${max} characters`) =>
  z
    .string({ error: COMMON_MESSAGES.textInvalid })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

/** A calendar date as YYYY-MM-DD; a full ISO timestamp is cut to its date. */
export const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .transform((v) => v.slice(0, 10))
    .pipe(z.iso.date({ error: message }));

export const optionalIsoDate = (message: string) =>
  z
    .union([z.string(), z.null()], { error: message })
    .optional()
    .transform((v) => (v ? v.trim().slice(0, 10) : ''))
    .pipe(z.union([z.literal('').transform(() => null), z.iso.date({ error: message })]));

// Filters: an empty control ('' or null) means "no filter".

export const filterId = z
  .union([choiceId(), z.literal(''), z.null()], { error: COMMON_MESSAGES.choiceInvalid })
  .optional()
  .transform((v) => (typeof v === 'number' ? v : undefined));

export const filterIds = z
  .union([z.array(choiceId()), choiceId(), z.literal(''), z.null()], { error: COMMON_MESSAGES.choiceInvalid })
  .optional()
  .transform((v) => {
    const ids = Array.isArray(v) ? v : typeof v === 'number' ? [v] : [];
    return ids.length ? [...new Set(ids)] : undefined;
  });

export const FILTER_MESSAGES = {
  searchTooLong: 'Search must be at most 100 characters',
  amountTooLong: 'Please enter at most 20 digits',
  numberInvalid: (max: number) => `Please enter a number from 0 to ${max}`,
} as const;

export const filterText = z
  .union([z.string().trim().max(100, FILTER_MESSAGES.searchTooLong), z.null()], {
    error: COMMON_MESSAGES.textInvalid,
  })
  .optional()
  .transform((v) => v || undefined);

/** A digits-only amount filter (salary, CTC), kept as text so 20-digit values stay exact. */
export const filterAmount = (message: string) =>
  z
    .union([z.string(), z.number(), z.null()], { error: message })
    .optional()
    .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
    .pipe(
      z.union([
        z.literal('').transform(() => undefined),
        z.string().regex(NUMBERS_ONLY_PATTERN, message).max(20, FILTER_MESSAGES.amountTooLong),
      ]),
    );

// '' and null come first: coerced, they would read as 0 and filter everything out.
export const filterNumber = (max: number) =>
  z
    .union(
      [
        z.literal(''),
        z.null(),
        z.coerce
          .number({ error: FILTER_MESSAGES.numberInvalid(max) })
          .min(0, FILTER_MESSAGES.numberInvalid(max))
          .max(max, FILTER_MESSAGES.numberInvalid(max)),
      ],
      { error: FILTER_MESSAGES.numberInvalid(max) },
    )
    .optional()
    .transform((v) => (typeof v === 'number' ? v : undefined));

export { amountsReversed } from './amount-range';
