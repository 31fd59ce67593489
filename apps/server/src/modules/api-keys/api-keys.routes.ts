// Profile's API keys (issue 26): create (the token answered once), list, revoke. Managed from a
// signed-in browser session only: a leaked key cannot mint itself a successor.
import {
  API_KEY_MESSAGES,
  apiKeyBody,
  apiKeyItem,
  createdApiKey,
  envelope,
  idParam,
  messageOnly,
} from '@staffdesk/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import { createApiKey, deleteApiKey, listApiKeys } from './api-keys.service';

const M = API_KEY_MESSAGES;
const tags = ['profile'];

function sessionUser(request: FastifyRequest) {
  if (request.sessionId === null) throw forbidden(M.sessionOnly);
  return currentUser(request);
}

export async function apiKeysRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/users/api-keys',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Create an API key acting as the caller; the token is answered once',
        body: apiKeyBody,
        response: { 201: envelope(createdApiKey) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createApiKey(app.deps, sessionUser(request), request.body), message: M.created }),
  );
  app.get(
    '/users/api-keys',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "The caller's API keys (never their tokens)",
        response: { 200: envelope(z.array(apiKeyItem)) },
      },
    },
    async (request) => ({ data: await listApiKeys(app.deps.db, sessionUser(request)), message: M.listed }),
  );
  app.delete(
    '/users/api-keys/:id',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Revoke one of the caller’s API keys',
        params: idParam,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await deleteApiKey(app.deps, sessionUser(request), request.params.id);
      return { data: null, message: M.revoked };
    },
  );
}
