// Positions under /api/v1 (spec 000 §7 Positions). Master lookups (position-status, locations) live
// in the master module.
import {
  companyIdParam,
  envelope,
  idParam,
  listOf,
  messageOnly,
  POSITION_MESSAGES,
  paginationQuery,
  position,
  positionBody,
  positionFilterBody,
  positionListItem,
  positionOption,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import {
  companyPositions,
  createPosition,
  deletePosition,
  getPosition,
  listPositions,
  updatePosition,
} from './positions.service';

const tags = ['positions'];
const M = POSITION_MESSAGES;

export async function positionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/filters/positions',
    {
      config: { access: 'list-positions' },
      schema: {
        tags,
        summary: 'A page of positions matching the filter, newest first',
        description: 'Client viewers get their own company’s positions only.',
        querystring: paginationQuery,
        body: positionFilterBody,
        response: { 200: envelope(listOf(positionListItem)) },
      },
    },
    async (request) => ({
      data: await listPositions(app.deps.db, currentUser(request), request.body, request.query),
      message: M.listed,
    }),
  );

  app.get(
    '/positions/:id',
    {
      config: { access: 'list-positions' },
      schema: { tags, summary: 'One position', params: idParam, response: { 200: envelope(position) } },
    },
    async (request) => ({
      data: await getPosition(app.deps.db, currentUser(request), request.params.id),
      message: M.fetched,
    }),
  );

  app.post(
    '/positions',
    {
      config: { access: 'create-position' },
      schema: {
        tags,
        summary: 'Create a position',
        body: positionBody,
        response: { 201: envelope(position) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createPosition(app.deps.db, currentUser(request), request.body),
        message: M.created,
      }),
  );

  app.put(
    '/positions/:id',
    {
      config: { access: 'edit-position' },
      schema: {
        tags,
        summary: 'Update a position (409 when it changed since updated_at)',
        params: idParam,
        body: positionBody,
        response: { 200: envelope(position) },
      },
    },
    async (request) => ({
      data: await updatePosition(app.deps.db, currentUser(request), request.params.id, request.body),
      message: M.updated,
    }),
  );

  app.delete(
    '/positions/:id',
    {
      config: { access: 'delete-position' },
      schema: {
        tags,
        summary: 'Delete a position (kept, so its applicants still show it)',
        params: idParam,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await deletePosition(app.deps.db, currentUser(request), request.params.id);
      return { data: null, message: M.deleted };
    },
  );

  app.get(
    '/company-positions/:companyId',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'The positions of a company (deleted ones left out), for the applicant form',
        params: companyIdParam,
        response: { 200: envelope(z.array(positionOption)) },
      },
    },
    async (request) => ({
      data: await companyPositions(app.deps.db, currentUser(request), request.params.companyId),
      message: M.listed,
    }),
  );
}
