// The agency's figures (issue 25) under /api/v1, for hrms and accounts (key `reports`): the margin
// report, its CSV/XLSX export, and the dashboard's summary.
import {
  DASHBOARD_MESSAGES,
  dashboardQuery,
  dashboardSummary,
  envelope,
  MARGIN_MESSAGES,
  type marginFilter,
  marginFilterFields,
  marginQuery,
  marginRange,
  marginReport,
  marginRow,
  REPORTS_KEY,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type Cell,
  EXPORT_CONTENT_TYPES,
  EXPORT_FORMATS,
  type ExportFormat,
  toCell,
} from '../../lib/export-writers';
import { EXPORT_MESSAGES, sendExport } from '../../lib/list-export';
import { currentUser } from '../../plugins/auth';
import { dashboardSummary as readDashboard } from './dashboard.service';
import { marginRows, marginReport as readMarginReport } from './margin.service';

const TAGS = ['reports'];
const MARGIN_DESCRIPTION =
  'One row per placement and month with an approved timesheet or a billing-run invoice line: revenue ' +
  '(the lines linked to the timesheet, before GST, on invoices neither cancelled nor superseded, less ' +
  'their share of credit notes), cost (pay rate × approved quantity), margin and margin % of revenue. ' +
  'Amounts are exact; each row is rounded once and the months and totals add the rows. In rupees: a ' +
  'placement in another currency is left out.';

const marginExportQuery = marginRange(
  z.object({
    ...marginFilterFields,
    format: z.enum(EXPORT_FORMATS, { error: EXPORT_MESSAGES.formatInvalid }),
  }),
);
const COLUMNS = Object.keys(marginRow.shape) as (keyof z.infer<typeof marginRow>)[];

export async function reportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/reports/margin',
    {
      config: { access: REPORTS_KEY },
      schema: {
        tags: TAGS,
        summary: 'Revenue, cost and margin per month, client and placement',
        description: MARGIN_DESCRIPTION,
        querystring: marginQuery,
        response: { 200: envelope(marginReport) },
      },
    },
    async (request) => {
      const { skip, limit, ...filter } = request.query;
      return {
        data: await readMarginReport(app.deps.db, filter, { skip, limit }),
        message: MARGIN_MESSAGES.fetched,
      };
    },
  );
  app.get(
    '/reports/margin/export',
    {
      config: { access: REPORTS_KEY },
      schema: {
        tags: TAGS,
        summary: 'Export the margin report (CSV or XLSX)',
        description: `${MARGIN_DESCRIPTION} Every row of the range, a month at a time. Cells starting with =, +, -, @, tab or CR are written as text.`,
        querystring: marginExportQuery,
        produces: [EXPORT_CONTENT_TYPES.csv, EXPORT_CONTENT_TYPES.xlsx],
        response: { 200: z.any().meta({ description: 'The file, as an attachment' }) },
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query as { format: ExportFormat } & z.infer<typeof marginFilter>;
      async function* batches(): AsyncGenerator<Cell[][]> {
        for await (const rows of marginRows(app.deps.db, filter)) {
          yield rows.map((row) => COLUMNS.map((key) => toCell(row[key])));
        }
      }
      return sendExport(reply, format, `margin-${filter.from}-to-${filter.to}`, {
        header: COLUMNS,
        batches: batches(),
      });
    },
  );
  app.get(
    '/reports/dashboard',
    {
      config: { access: REPORTS_KEY },
      schema: {
        tags: TAGS,
        summary: 'The month at a glance: the dashboard’s figures',
        description:
          'Revenue and margin of the last months, receivables aging, this month’s timesheets by status, ' +
          'active placements by client, people on leave on the day, open positions and applicants by stage. ' +
          'Each is an aggregate; a figure whose list the caller may not open is null.',
        querystring: dashboardQuery,
        response: { 200: envelope(dashboardSummary) },
      },
    },
    async (request) => ({
      data: await readDashboard(
        app.deps.db,
        currentUser(request),
        request.query.as_of ?? new Date().toISOString().slice(0, 10),
      ),
      message: DASHBOARD_MESSAGES.fetched,
    }),
  );
}
