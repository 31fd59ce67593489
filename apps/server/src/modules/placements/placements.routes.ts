// Placements under /api/v1 (issue 24). Reading is `placements` (the agency, a client company, a
// partner, an employee: each its side, placements.service); writing is hrms's.
import {
  envelope,
  PLACEMENT_MESSAGES as M,
  placement,
  placementApprover,
  placementApproversQuery,
  placementBody,
  placementListItem,
  placementListQuery,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crudRoutes } from '../../lib/crud-routes';
import {
  createPlacement,
  getPlacement,
  listPlacementApprovers,
  listPlacements,
  updatePlacement,
} from './placements.service';

const tags = ['placements'];
const SCOPE =
  'hrms and accounts see every placement with both rates and the margin; a client company its own with the ' +
  'bill rate; a partner the placements it supplies with the pay rate; an employee its own without rates. ' +
  'A figure the viewer may not see is absent.';

export async function placementsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/placements/approvers',
    {
      config: { access: 'hrms' },
      schema: {
        tags,
        summary:
          "The client's users who may approve a placement's timesheets (search by name or e-mail, at most 50)",
        querystring: placementApproversQuery,
        response: { 200: envelope(z.array(placementApprover)) },
      },
    },
    async (request) => ({
      data: await listPlacementApprovers(app.deps.db, request.query.client_id, request.query.search),
      message: M.approversListed,
    }),
  );

  crudRoutes(fastify, {
    tags,
    record: placement,
    list: {
      path: '/placements',
      access: 'placements',
      summary: 'A page of placements, newest start first (filters: search, client, partner, status)',
      description: SCOPE,
      query: placementListQuery,
      item: placementListItem,
      message: M.listed,
      run: ({ db, viewer }, { query }) => listPlacements(db, viewer, query),
    },
    get: {
      path: '/placements/:id',
      access: 'placements',
      summary: 'One placement with its timesheet approvers',
      description: SCOPE,
      message: M.fetched,
      run: ({ db, viewer }, id) => getPlacement(db, viewer, id),
    },
    create: {
      path: '/placements',
      access: 'hrms',
      summary: 'Place an employee at a client (no overlap with its other placements there)',
      body: placementBody,
      message: M.created,
      run: ({ db, viewer }, body) => createPlacement(db, viewer, body),
    },
    update: {
      path: '/placements/:id',
      access: 'hrms',
      summary: 'Change a placement (send the updated_at it was loaded with: 409 when changed since)',
      body: placementBody,
      message: M.updated,
      run: ({ db, viewer }, id, body) => updatePlacement(db, viewer, id, body),
    },
  });
}
