// The API-test helpers several module tests shared as copies: a call that answers status and JSON
// body, and the field errors of a 400 as { path: message }.
import type { FastifyInstance } from 'fastify';

export type Headers = { cookie: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `call(method, 'clients/1', headers, body)` under /api/v1; the app is read when called (built in beforeAll). */
export const apiCaller =
  (app: () => FastifyInstance) =>
  async (method: Method, url: string, headers?: Headers, payload?: unknown) => {
    const res = await app().inject({ method, url: `/api/v1/${url}`, headers, payload: payload as object });
    return { status: res.statusCode, body: res.json() };
  };

/** The field errors of a 400 answer, by field path. */
export const errorsOf = (body: { errors?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.path, e.message]));
