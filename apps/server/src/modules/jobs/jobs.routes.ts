// GET jobs/{id} (issue 23): a background job's state, counts and the results that have landed.
import { envelope, idParam, JOB_MESSAGES, jobView } from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { getJob } from './jobs.service';

export async function jobsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/jobs/:id',
    {
      config: { access: 'session' },
      schema: {
        tags: ['jobs'],
        summary: 'A background job: its state, counts and each processed item’s result',
        description:
          'Readable by the user who started it (and a super-admin); 404 for anyone else. `after` answers only ' +
          'the items after that position, for a screen that polls.',
        params: idParam,
        querystring: z.object({ after: z.coerce.number().int().min(-1).optional() }),
        response: { 200: envelope(jobView) },
      },
    },
    async (request) => ({
      data: await getJob(app.deps.db, currentUser(request), request.params.id, request.query.after),
      message: JOB_MESSAGES.fetched,
    }),
  );
}
