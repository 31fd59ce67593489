// One error shape for every failure: { message, code, errors? } with the right status. `code` is the
// stable word of the status (ERROR_CODES in packages/shared) unless the failure names its own.

import { errorCodeOf, MASTER_MESSAGES } from '@staffdesk/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';
import { INPUT_MESSAGES, inputErrorMessage } from './input-guards';

/** What was too large or too many, by the error code Fastify or @fastify/multipart gives it. */
const LIMIT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: INPUT_MESSAGES.jsonTooLarge,
  FST_REQ_FILE_TOO_LARGE: MASTER_MESSAGES.fileTooLarge,
  FST_FILES_LIMIT: INPUT_MESSAGES.tooManyFiles,
  FST_FIELDS_LIMIT: INPUT_MESSAGES.tooManyFields,
  FST_PARTS_LIMIT: INPUT_MESSAGES.tooManyParts,
};

type FieldError = { path: string; message: string };

/** The body of an error answer: the shared error schema (OpenAPI `Error`). */
export const errorAnswer = (status: number, message: string, errors?: FieldError[], code?: string) => ({
  message,
  code: code ?? errorCodeOf(status),
  ...(errors ? { errors } : {}),
});

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send(errorAnswer(400, errors[0]?.message ?? 'Invalid request', errors));
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(errorAnswer(error.statusCode, error.message, error.errors, error.code));
    }
    const status = error.statusCode ?? 500;
    const limit = LIMIT_MESSAGES[error.code];
    if (limit) return reply.status(413).send(errorAnswer(413, limit));
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(errorAnswer(400, INPUT_MESSAGES.badJson));
    }
    const input = inputErrorMessage(error);
    if (input) return reply.status(400).send(errorAnswer(400, input));
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(errorAnswer(500, 'Something went wrong. Please try again.'));
    }
    return reply.status(status).send(errorAnswer(status, error.message));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(errorAnswer(404, `Not found: ${request.url}`)),
  );
}
