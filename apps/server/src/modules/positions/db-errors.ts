// Turns a foreign-key failure (an id that names no row) into the form's 400 message for that field.
import { badRequest, type HttpError } from '../../lib/http-error';

interface PgError {
  code?: string;
  constraint?: string;
}

function pgError(error: unknown): PgError | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ('code' in e && typeof (e as PgError).code === 'string') return e as PgError;
  }
  return null;
}

/**
 * Rethrows a foreign-key violation as a 400 whose message is the first one in `fields` whose
 * column name appears in the constraint name; anything else is rethrown as it is.
 */
export function rethrowForeignKey(error: unknown, fields: Record<string, string>): never {
  const pg = pgError(error);
  if (pg?.code === '23503') {
    const constraint = pg.constraint ?? '';
    const field = Object.keys(fields).find((column) => constraint.includes(`_${column}_`));
    if (field) throw badRequest(fields[field]!, field) as HttpError;
  }
  throw error;
}

/** Whether the error (or its cause) is a unique-constraint violation (a duplicate). */
export const isUniqueViolation = (error: unknown) => pgError(error)?.code === '23505';

/** Whether the error (or its cause) is a violation of the named exclusion constraint. */
export const isExclusionViolation = (error: unknown, constraint: string) => {
  const pg = pgError(error);
  return pg?.code === '23P01' && pg.constraint === constraint;
};
