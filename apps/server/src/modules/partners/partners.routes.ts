// Partner accounts under /api/v1.
import { envelope, partnerAccountOption } from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { listPartnersAccountOptions } from './partners.service';

const tags = ['partners'];

export async function partnersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/master/partners-accounts',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Partner accounts to choose from (a partner user gets its own)',
        response: { 200: envelope(z.array(partnerAccountOption)) },
      },
    },
    async (request) => ({
      data: await listPartnersAccountOptions(app.deps.db, currentUser(request)),
      message: 'Partners accounts',
    }),
  );
}
