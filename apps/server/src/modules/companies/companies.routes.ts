// Client companies under /api/v1.
import { companyOption, envelope } from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { listCompanyOptions } from './companies.service';

const tags = ['companies'];
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
}
