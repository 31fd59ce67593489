// Positions under /api/v1 (spec 000 §7 Positions). Master lookups (position-status, locations) live
// in the master module.
import {
  companyIdParam,
  envelope,
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
import { crudRoutes } from '../../lib/crud-routes';
import { currentUser } from '../../plugins/auth';
import { positionFiles } from './positions.files';
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
  crudRoutes(fastify, {
    tags,
    record: position,
    files: positionFiles,
    list: {
      method: 'POST',
      path: '/filters/positions',
      export: 'positions',
      access: 'list-positions',
      summary: 'A page of positions matching the filter, newest first',
      description: 'Client viewers get their own company’s positions only.',
      query: paginationQuery,
      body: positionFilterBody,
      item: positionListItem,
      message: M.listed,
      run: (c, { query, body }) => listPositions(c.db, c.viewer, body, query, c.deps.config.listCountCap),
    },
    get: {
      path: '/positions/:id',
      access: 'list-positions',
      summary: 'One position',
      message: M.fetched,
      run: (c, id) => getPosition(c.db, c.viewer, id),
    },
    create: {
      path: '/positions',
      access: 'create-position',
      summary: 'Create a position',
      body: positionBody,
      message: M.created,
      run: (c, body) => createPosition(c.db, c.viewer, body),
    },
    update: {
      path: '/positions/:id',
      access: 'edit-position',
      summary: 'Update a position (409 when it changed since updated_at)',
      body: positionBody,
      message: M.updated,
      run: (c, id, body) => updatePosition(c.db, c.viewer, id, body),
    },
    remove: {
      path: '/positions/:id',
      access: 'delete-position',
      summary: 'Delete a position (kept, so its applicants still show it)',
      message: M.deleted,
      run: (c, id) => deletePosition(c.db, c.viewer, id),
    },
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
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
