// GET receivables/aging under /api/v1 (issue 25): accounts' view of what clients still owe.
import { AGING_MESSAGES, agingQuery, agingReport, envelope } from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { receivablesAging } from './receivables.service';

export async function receivablesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/receivables/aging',
    {
      config: { access: 'accounts' },
      schema: {
        tags: ['receivables'],
        summary: 'Each client’s unpaid balance on a day, by days overdue',
        description:
          'Sent invoices (not superseded or cancelled) dated on or before `as_of` (today by default), less the ' +
          'credit notes issued and payments received by then, bucketed by days past the due date (the invoice ' +
          'date when none): not yet due, 1–30, 31–60, 61–90, 90+.',
        querystring: agingQuery,
        response: { 200: envelope(agingReport) },
      },
    },
    async (request) => ({
      data: await receivablesAging(app.deps.db, request.query.as_of ?? new Date().toISOString().slice(0, 10)),
      message: AGING_MESSAGES.fetched,
    }),
  );
}
