// Building blocks for the module schemas: list envelopes, ids, optional text.
import { z } from 'zod';

export const idParam = z.object({ id: z.coerce.number().int().positive() });
export const paginationQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
});
export type Pagination = z.infer<typeof paginationQuery>;

/** `{ list, count, numberOfPages }` of one page. */
export const listOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ list: z.array(item), count: z.number().int(), numberOfPages: z.number().int() });

/** Every answer is `{ data, message }`. */
export const envelope = <T extends z.ZodTypeAny>(data: T) => z.object({ data, message: z.string() });
export const messageOnly = z.object({ data: z.null().optional(), message: z.string() });
export const errorBody = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** An optional text field from a form: empty strings become null. */
export const optionalText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional foreign key from a select: '' or null means none. */
export const optionalId = z
  .union([z.coerce.number().int().positive(), z.literal(''), z.null()])
  .optional()
  .transform((v) => (typeof v === 'number' ? v : null));
