// Inputs no route schema can be trusted to refuse, checked once for the whole API before
// validation (issue 7 found 116 server errors from these): a JSON body of `null`, a NUL character
// in any text (PostgreSQL text cannot hold one), and a number beyond a PostgreSQL integer in an id.
// Each answers 400 with what was wrong instead of failing in the database.
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error';
import { API_PREFIX } from './auth';

export const INPUT_MESSAGES = {
  bodyNotObject: 'The request body must be a JSON object',
  nulCharacter: 'Text must not contain the NUL character (\\u0000)',
  numberTooLarge: 'A number in the request is too large',
  jsonTooLarge: 'The request is too large (at most 2 MB of data)',
  tooManyFiles: 'Please upload one file at a time',
  tooManyFields: 'The upload form has too many fields',
  tooManyParts: 'The upload form has too many parts',
  badJson: 'The request body is not valid JSON',
} as const;

/** The path of the first string holding a NUL character, or null. */
export function findNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(value)' : null;
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
      const found = findNul(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

export function registerInputGuards(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    if (request.body === null && /json/i.test(request.headers['content-type'] ?? '')) {
      throw badRequest(INPUT_MESSAGES.bodyNotObject);
    }
    // Query strings and path parameters arrive decoded: %00 is a NUL here too.
    for (const value of [request.body, request.query, request.params]) {
      const at = findNul(value);
      if (at) throw badRequest(INPUT_MESSAGES.nulCharacter, at);
    }
  });
}

interface PgError {
  code?: string;
}

/** The PostgreSQL error under a driver/Drizzle wrapper, if any. */
export function pgErrorOf(error: unknown): PgError | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (
      'code' in e &&
      typeof (e as PgError).code === 'string' &&
      /^[0-9A-Z]{5}$/.test((e as PgError).code!)
    ) {
      return e as PgError;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * The last net: a value the schemas let through but the database refuses to convert is the
 * caller's mistake (400), not a server error. 22003 numeric value out of range, 22P02 invalid text
 * representation, 22021 invalid byte sequence (NUL), 22008 datetime out of range, 22007 invalid
 * datetime format, 54000 program limit (an index row too big).
 */
export function inputErrorMessage(error: unknown): string | null {
  switch (pgErrorOf(error)?.code) {
    case '22003':
      return INPUT_MESSAGES.numberTooLarge;
    case '22021':
      return INPUT_MESSAGES.nulCharacter;
    case '22P02':
    case '22007':
    case '22008':
    case '54000':
      return 'A value in the request is not valid';
    default:
      return null;
  }
}
