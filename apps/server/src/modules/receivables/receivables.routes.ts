// GET receivables/aging under /api/v1 (issue 25): accounts' view of what clients still owe, and its
// export (CSV or XLSX) through the list exports' writers.
import { AGING_MESSAGES, agingQuery, agingReport, agingRow, envelope } from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Cell, EXPORT_CONTENT_TYPES, EXPORT_FORMATS, toCell } from '../../lib/export-writers';
import { EXPORT_MESSAGES, sendExport } from '../../lib/list-export';
import { receivablesAging } from './receivables.service';

const DESCRIPTION =
  'Sent invoices (not superseded or cancelled) dated on or before `as_of` (today by default), less the ' +
  'credit notes issued and payments received by then, bucketed by days past the due date (the invoice ' +
  'date when none): not yet due, 1–30, 31–60, 61–90, 90+.';
const agingExportQuery = agingQuery.extend({
  format: z.enum(EXPORT_FORMATS, { error: EXPORT_MESSAGES.formatInvalid }),
});
const COLUMNS = Object.keys(agingRow.shape) as (keyof z.infer<typeof agingRow>)[];
const today = () => new Date().toISOString().slice(0, 10);

export async function receivablesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/receivables/aging',
    {
      config: { access: 'accounts' },
      schema: {
        tags: ['receivables'],
        summary: 'Each client’s unpaid balance on a day, by days overdue',
        description: DESCRIPTION,
        querystring: agingQuery,
        response: { 200: envelope(agingReport) },
      },
    },
    async (request) => ({
      data: await receivablesAging(app.deps.db, request.query.as_of ?? today()),
      message: AGING_MESSAGES.fetched,
    }),
  );
  app.get(
    '/receivables/aging/export',
    {
      config: { access: 'accounts' },
      schema: {
        tags: ['receivables'],
        summary: 'Export each client’s unpaid balance by days overdue (CSV or XLSX)',
        description: `${DESCRIPTION} One row per client owing anything. Cells starting with =, +, -, @, tab or CR are written as text.`,
        querystring: agingExportQuery,
        produces: [EXPORT_CONTENT_TYPES.csv, EXPORT_CONTENT_TYPES.xlsx],
        response: { 200: z.any().meta({ description: 'The file, as an attachment' }) },
      },
    },
    async (request, reply) => {
      const asOf = request.query.as_of ?? today();
      // One row per client: the report is already small, so it is read whole.
      const { clients } = await receivablesAging(app.deps.db, asOf);
      async function* batches(): AsyncGenerator<Cell[][]> {
        yield clients.map((row) => COLUMNS.map((key) => toCell(row[key])));
      }
      return sendExport(reply, request.query.format, `receivables-${asOf}`, {
        header: COLUMNS,
        batches: batches(),
      });
    },
  );
}
