// The month's billing run under /api/v1 (issue 25), for accounts as invoices are: preview the
// invoices of a month's approved timesheets, create them as drafts in a job, then send them all.
import {
  BILLING_RUN_MESSAGES as BM,
  billingRunBody,
  billingRunPreview,
  billingRunSendBody,
  envelope,
  jobStarted,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import {
  BILLING_RUN_JOB,
  type BillingRunPayload,
  billingRunJob,
  draftsOfMonth,
  previewBillingRun,
  refuseDuplicates,
} from './billing-run.service';
import { BILLING_SEND_JOB, billingSendJob } from './billing-run-send';

const tags = ['invoices'];

export async function billingRunRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.deps.jobs.register(BILLING_RUN_JOB, billingRunJob(app.deps));
  app.deps.jobs.register(BILLING_SEND_JOB, billingSendJob(app.deps));

  app.post(
    '/invoices/from-timesheets',
    {
      config: { access: 'accounts' },
      schema: {
        tags,
        summary: 'Invoice the month’s approved timesheets: per client one invoice, a line per placement',
        description:
          'Each placement active in the month bills its approved timesheet’s total (days, hours, or the share ' +
          'of the month for a monthly rate) at its bill rate, SAC 998513, GST by place of supply (CGST + SGST ' +
          'in the agency’s state, else IGST). A client with a missing, draft, submitted or rejected timesheet ' +
          'is listed as blocked with them, and is not invoiced. `preview: true` (the default) answers the ' +
          'drafts and writes nothing; `preview: false` answers 202 with a job (GET jobs/{id}) that creates ' +
          'one draft per client. A client already invoiced for the month answers 409 naming the invoice, ' +
          'unless `replace: true` and that invoice is still a draft (it is then rewritten in place).',
        body: billingRunBody,
        response: { 200: envelope(billingRunPreview), 202: envelope(jobStarted) },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const { month, client_ids, preview, replace } = request.body;
      const run = await previewBillingRun(app.deps.db, app.deps.config, month, client_ids);
      if (preview) return reply.code(200).send({ data: run, message: BM.previewed });
      refuseDuplicates(run.clients, replace);
      const clients = run.clients.filter((c) => c.lines.length > 0 || c.blocked.length > 0);
      if (!clients.some((c) => c.lines.length > 0 && c.blocked.length === 0)) {
        throw badRequest(BM.nothingToInvoice, 'month');
      }
      const payload: BillingRunPayload = { month, replace };
      const job = await app.deps.jobs.enqueue({
        kind: BILLING_RUN_JOB,
        createdBy: viewer.id,
        payload: { ...payload },
        items: clients.map((c) => ({ client_id: c.client_id })),
      });
      return reply.code(202).send({ data: job, message: BM.started });
    },
  );

  app.post(
    '/invoices/from-timesheets/send',
    {
      config: { access: 'accounts' },
      schema: {
        tags,
        summary: 'Send all of the month’s billing-run drafts, each with its approved timesheets',
        description:
          'A job (GET jobs/{id}) e-mails each draft of the month’s run (or those of `invoice_ids`) as a single ' +
          'send does: to its billing e-mail with the agency’s default cc, the invoice PDF stored and hashed, ' +
          'the invoice locked. Beside the invoice goes a PDF of the approved timesheets its lines bill. ' +
          'An invoice already sent is left out, so running it again sends nothing twice.',
        body: billingRunSendBody,
        response: { 202: envelope(jobStarted) },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const ids = await draftsOfMonth(app.deps.db, request.body.month, request.body.invoice_ids);
      if (!ids.length) throw badRequest(BM.nothingToSend, 'month');
      const job = await app.deps.jobs.enqueue({
        kind: BILLING_SEND_JOB,
        createdBy: viewer.id,
        payload: { month: request.body.month },
        items: ids.map((invoice_id) => ({ invoice_id })),
      });
      return reply.code(202).send({ data: job, message: BM.sendStarted });
    },
  );
}
