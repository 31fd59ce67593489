// Client companies under /api/v1: the short list for selects (spec 000), the HRMS clients and the
// company area's own profile (spec 001 §2, §7 Clients).
import {
  CLIENT_MESSAGES,
  client,
  clientBody,
  clientListItem,
  clientListQuery,
  clientUpdateBody,
  companyOption,
  envelope,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crudRoutes } from '../../lib/crud-routes';
import { currentUser } from '../../plugins/auth';
import { clientFiles } from './clients.files';
import {
  createClient,
  deleteClient,
  getClient,
  getCompanyProfile,
  listClients,
  updateClient,
  updateCompanyProfile,
} from './clients.service';
import { listCompanyOptions } from './companies.service';

const tags = ['companies'];
const M = CLIENT_MESSAGES;
const optionsQuery = z.object({ search: z.string().trim().max(100).optional() });

export async function companiesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/companies',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Companies to choose from, by name (a client user gets its own)',
        querystring: optionsQuery,
        response: { 200: envelope(z.array(companyOption)) },
      },
    },
    async (request) => ({
      data: await listCompanyOptions(app.deps.db, currentUser(request), request.query.search),
      message: 'Companies',
    }),
  );

  crudRoutes(fastify, {
    tags: ['clients'],
    record: client,
    files: clientFiles,
    list: {
      path: '/clients',
      export: 'clients',
      access: 'list-clients',
      summary: 'A page of live clients by name, with an optional search',
      query: clientListQuery,
      item: clientListItem,
      message: M.listed,
      run: (c, { query }) => listClients(c.db, c.viewer, query, c.deps.config.listCountCap),
    },
    get: {
      path: '/clients/:id',
      access: 'list-clients',
      summary: 'One client with its documents',
      message: M.fetched,
      run: (c, id) => getClient(c.db, c.viewer, id),
    },
    create: {
      path: '/clients',
      access: 'create-client',
      summary: 'Create a client with its documents',
      description: 'Document rows without both a type and a file are left out.',
      body: clientBody,
      message: M.created,
      run: (c, body) => createClient(c.db, c.viewer, body),
    },
    update: {
      path: '/clients/:id',
      access: 'edit-client',
      summary: 'Update a client and replace its documents (409 when it changed since updated_at)',
      body: clientUpdateBody,
      message: M.updated,
      run: (c, id, body) => updateClient(c.db, c.viewer, id, body),
    },
    remove: {
      path: '/clients/:id',
      access: 'delete-client',
      summary: 'Delete a client (kept, hidden); refused for your own company or while it has records',
      description:
        "403 'Warning: You can't delete your company' for the caller's own company; 409 naming what " +
        'still belongs to it (positions, applicants, users).',
      message: M.deleted,
      run: (c, id) => deleteClient(c.db, c.viewer, id),
    },
  });

  crudRoutes(fastify, {
    tags: ['company profile'],
    record: client,
    files: clientFiles,
    get: {
      path: '/company-profile/:id',
      access: 'company',
      summary: "The caller's own company (any other id answers 404)",
      message: M.profileFetched,
      run: (c, id) => getCompanyProfile(c.db, c.viewer, id),
    },
    update: {
      path: '/company-profile/:id',
      access: 'company',
      summary: "Update the caller's own company (any other id answers 404)",
      body: clientUpdateBody,
      message: M.profileUpdated,
      run: (c, id, body) => updateCompanyProfile(c.db, c.viewer, id, body),
    },
  });
}
