// `Idempotency-Key` on every POST that creates or sends (issue 26). The first request with a key
// claims it (one INSERT … ON CONFLICT DO NOTHING, atomic on PGlite and PostgreSQL) and its answer is
// kept 24 hours; the same key and request again answers that answer (Idempotent-Replayed: true)
// without running anything; the same key with another request answers 422; a request whose key is
// still running answers 409 with Retry-After (it does not wait: a client retries, and no request
// holds a connection while another runs). A 5xx frees the key (nothing was committed), as does a
// claim left running for 5 minutes (a process that died mid-request).
import { createHash } from 'node:crypto';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../lib/http-error';
import { idempotencyKeys } from '../modules/idempotency/idempotency.tables';
import { API_PREFIX } from './auth';

export const IDEMPOTENCY_MESSAGES = {
  keyInvalid: 'Idempotency-Key must be 1 to 255 visible characters',
  otherRequest: 'This Idempotency-Key was already used with another request',
  inProgress: 'A request with this Idempotency-Key is still running; retry in a moment',
} as const;
const M = IDEMPOTENCY_MESSAGES;
const KEY = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed; its answer is stored when sent. */
    idempotencyKey: string | null;
  }
}

const requestHash = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

export function registerIdempotency(app: FastifyInstance) {
  app.decorateRequest('idempotencyKey', null);

  // preHandler: after the guard and the validation, so a refused or invalid request claims nothing.
  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined || request.method !== 'POST' || !request.url.startsWith(API_PREFIX)) return;
    if (!request.user || request.routeOptions.config?.readsOnly) return;
    const key = Array.isArray(header) ? header[0]! : header;
    if (!KEY.test(key)) throw badRequest(M.keyInvalid, 'Idempotency-Key');
    const { db } = app.deps;
    const userId = request.user.id;
    const hash = requestHash(request);
    const mine = and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key));
    // An expired answer, or a claim whose request died, no longer holds the key.
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          mine,
          or(
            lt(idempotencyKeys.expires_at, sql`now()`),
            and(
              sql`${idempotencyKeys.status} is null`,
              lt(idempotencyKeys.created_at, sql`now() - interval '5 minutes'`),
            ),
          ),
        ),
      );
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ user_id: userId, key, request_hash: hash, expires_at: sql`now() + interval '24 hours'` })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed) {
      request.idempotencyKey = key;
      return;
    }
    const [first] = await db.select().from(idempotencyKeys).where(mine);
    if (!first) throw new HttpError(409, M.inProgress, undefined, { 'retry-after': '1' });
    if (first.request_hash !== hash) throw new HttpError(422, M.otherRequest);
    if (first.status === null) throw new HttpError(409, M.inProgress, undefined, { 'retry-after': '1' });
    return reply
      .status(first.status)
      .header('idempotent-replayed', 'true')
      .send(JSON.parse(first.response ?? 'null'));
  });

  // preSerialization: the answer as the handler gave it, before compression; replayed through the
  // route's own serializer, so it leaves with the same fields.
  app.addHook('preSerialization', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (key === null || !request.user) return payload;
    request.idempotencyKey = null;
    const mine = and(eq(idempotencyKeys.user_id, request.user.id), eq(idempotencyKeys.key, key));
    if (reply.statusCode >= 500) await app.deps.db.delete(idempotencyKeys).where(mine);
    else
      await app.deps.db
        .update(idempotencyKeys)
        .set({ status: reply.statusCode, response: JSON.stringify(payload ?? null) })
        .where(mine);
    return payload;
  });

  // An answer that was not stored (an error sent by the error handler, a stream): the claim goes,
  // so a retry runs again rather than waiting for an answer that will never be stored.
  app.addHook('onResponse', async (request) => {
    const key = request.idempotencyKey;
    if (key === null || !request.user) return;
    await app.deps.db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.user_id, request.user.id), eq(idempotencyKeys.key, key)));
  });
}
