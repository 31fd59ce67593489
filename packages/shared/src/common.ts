// Building blocks for the module schemas: list envelopes, ids, optional text.
import { z } from 'zod';
import { COMMON_MESSAGES } from './common-messages';

export { COMMON_MESSAGES, tooLong } from './common-messages';

/** The largest PostgreSQL `integer` (every id column): a larger id names no row and must not reach SQL. */
export const MAX_ID = 2_147_483_647;

/** A record id in the path: a whole number above 0 (and within an integer column). */
export const positiveId = (message: string = COMMON_MESSAGES.idInvalid) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

export const idParam = z.object({ id: positiveId() });

/** A calendar year in a query (holidays, leave balances): 1970 to 9999, the current one when left out. */
export const yearQuery = z.object({
  year: z.coerce
    .number({ error: COMMON_MESSAGES.yearInvalid })
    .int(COMMON_MESSAGES.yearInvalid)
    .min(1970, COMMON_MESSAGES.yearInvalid)
    .max(9999, COMMON_MESSAGES.yearInvalid)
    .optional(),
});

/** A select's value: an id, or '' / null for none; anything else is not one of the options. */
export const choiceId = () => positiveId(COMMON_MESSAGES.choiceInvalid);
export const paginationQuery = z.object({
  skip: z.coerce
    .number({ error: COMMON_MESSAGES.skipInvalid })
    .int(COMMON_MESSAGES.skipInvalid)
    .min(0, COMMON_MESSAGES.skipInvalid)
    .default(0),
  limit: z.coerce
    .number({ error: COMMON_MESSAGES.limitInvalid })
    .int(COMMON_MESSAGES.limitInvalid)
    .min(1, COMMON_MESSAGES.limitInvalid)
    .max(1000, COMMON_MESSAGES.limitInvalid)
    .default(10),
});
export type Pagination = z.infer<typeof paginationQuery>;

/**
 * `{ list, count, numberOfPages }` of one page. Lists stop counting 10,000 rows past the page:
 * `countIsLowerBound: true` then says the count is "at least" (the footer shows "10,000+").
 */
export const listOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    list: z.array(item),
    count: z.number().int(),
    numberOfPages: z.number().int(),
    countIsLowerBound: z
      .literal(true)
      .optional()
      .describe('Present when more rows match than were counted: count is then a lower bound'),
  });

/** Every answer is `{ data, message }`. */
export const envelope = <T extends z.ZodTypeAny>(data: T) => z.object({ data, message: z.string() });
export const messageOnly = z.object({ data: z.null().optional(), message: z.string() });
/**
 * The stable word each error answer carries beside its message, by status: what a program branches
 * on (messages are for people and may be reworded). A failure may name a more precise word of its
 * own (two_factor_setup_required is a 403 the web acts on).
 */
export const ERROR_CODES = {
  400: 'validation_failed',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
  500: 'internal_error',
  503: 'unavailable',
} as const;
export type ErrorStatus = keyof typeof ERROR_CODES;
/** The code of a status without a word of its own: 4xx a client error, 5xx a server error. */
export const errorCodeOf = (status: number): string =>
  ERROR_CODES[status as ErrorStatus] ?? (status >= 500 ? 'internal_error' : 'bad_request');

/** Every error answer: `{ message, code, errors? }` (errors: one per refused field). */
export const errorBody = z.object({
  message: z.string().describe("What went wrong, in the spec's words, for a person to read"),
  code: z
    .string()
    .describe(
      `A stable word for programs: ${Object.values(ERROR_CODES).join(', ')}, or a more precise one a call documents (two_factor_setup_required)`,
    ),
  errors: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .describe('The refused fields, by path (dots between levels)'),
});

/** An optional text field from a form: empty strings become null. */
export const optionalText = (max: number, message = `Please enter at most ${max} characters`) =>
  z
    .string({ error: COMMON_MESSAGES.textInvalid })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional foreign key from a select: '' or null means none. */
export const optionalId = z
  .union([choiceId(), z.literal(''), z.null()], { error: COMMON_MESSAGES.choiceInvalid })
  .optional()
  .transform((v) => (typeof v === 'number' ? v : null));
