// Invoices under /api/v1 (spec 001 §7 Invoices). Reads and the edit serve both areas (the service
// scopes a company user to its own company and limits its edit); creating, sending, revisions,
// credit notes and the vendor bank detail are for accounts only.
import {
  clientBilling,
  creatorsQuery,
  creditNoteBody,
  envelope,
  INVOICE_MESSAGES,
  idParam,
  invoice,
  invoiceArea,
  invoiceBody,
  invoiceCreator,
  invoiceFilterQuery,
  invoiceListItem,
  invoiceStatusItem,
  nextInvoiceNumberAnswer,
  nextNumberQuery,
  positiveId,
  sendInvoiceBody,
  vendorBankDetail,
  vendorBankDetailBody,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crudRoutes, type RouteContext } from '../../lib/crud-routes';
import { badRequest } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import { attachmentHeader } from '../uploads/file-checks';
import { getClientBilling } from './client-billing.service';
import { creditNotePdf, issueCreditNote } from './credit-notes.service';
import { sendInvoice } from './invoice-send.service';
import { invoiceFiles } from './invoices.files';
import {
  createInvoice,
  getInvoice,
  invoiceScope,
  listCreators,
  listInvoiceStatuses,
  listInvoices,
  reviseInvoice,
  suggestInvoiceNumber,
  updateCompanyInvoice,
  updateInvoice,
} from './invoices.service';
import { getVendorBankDetail, updateVendorBankDetail } from './vendor-bank.service';

const tags = ['invoices'];
const M = INVOICE_MESSAGES;

/** The company area's limited edit, or accounts' full form checked against invoiceBody. */
function updateInArea(c: RouteContext, id: number, body: Record<string, unknown>) {
  if (invoiceArea(c.viewer) === 'company') return updateCompanyInvoice(c.db, c.viewer, id, body);
  invoiceScope(c.viewer);
  const parsed = invoiceBody.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(issue.message, issue.path.join('.'));
  }
  return updateInvoice(c.db, c.deps.config, c.viewer, id, parsed.data);
}

export async function invoicesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.db;

  app.get(
    '/invoices/creators',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Who raised the invoices the viewer sees',
        querystring: creatorsQuery,
        response: { 200: envelope(z.array(invoiceCreator)) },
      },
    },
    async (request) => ({
      data: await listCreators(db(), currentUser(request), request.query.client_id),
      message: M.creatorsListed,
    }),
  );

  app.get(
    '/invoices/next-number',
    {
      config: { access: 'accounts' },
      schema: {
        tags,
        summary: 'The next invoice number of the configured pattern in the date’s financial year',
        querystring: nextNumberQuery,
        response: { 200: envelope(nextInvoiceNumberAnswer) },
      },
    },
    async (request) => ({
      data: {
        invoice_number: await suggestInvoiceNumber(
          db(),
          request.query.date ?? new Date().toISOString().slice(0, 10),
        ),
      },
      message: M.nextNumber,
    }),
  );

  app.get(
    '/invoices/vendor-bank-detail',
    {
      config: { access: 'accounts' },
      schema: {
        tags,
        summary: 'The agency’s own bank details, default cc and invoice settings',
        response: { 200: envelope(vendorBankDetail) },
      },
    },
    async () => ({ data: await getVendorBankDetail(db(), app.deps.config), message: M.vendorFetched }),
  );

  app.put(
    '/invoices/vendor-bank-detail',
    {
      config: { access: 'accounts' },
      schema: {
        tags,
        summary: 'Change the vendor bank detail',
        body: vendorBankDetailBody,
        response: { 200: envelope(vendorBankDetail) },
      },
    },
    async (request) => ({
      data: await updateVendorBankDetail(db(), app.deps.config, currentUser(request), request.body),
      message: M.vendorUpdated,
    }),
  );

  app.get(
    '/invoices/client-billing/:id',
    {
      config: { access: 'accounts' },
      schema: {
        tags,
        summary: 'A client’s billing e-mail, GSTIN and address, to pre-fill an invoice',
        params: idParam,
        response: { 200: envelope(clientBilling) },
      },
    },
    async (request) => ({ data: await getClientBilling(db(), request.params.id), message: M.fetched }),
  );

  app.get(
    '/master/invoice-statuses',
    {
      config: { access: 'session' },
      schema: { tags, summary: 'Invoice statuses', response: { 200: envelope(z.array(invoiceStatusItem)) } },
    },
    async (request) => {
      invoiceScope(currentUser(request));
      return { data: await listInvoiceStatuses(db()), message: M.statusesListed };
    },
  );

  crudRoutes(fastify, {
    tags,
    record: invoice,
    files: invoiceFiles,
    list: {
      path: '/invoices',
      export: 'invoices',
      access: 'session',
      summary: 'A page of invoices, newest first (accounts: all; company area: its own, once sent)',
      query: invoiceFilterQuery,
      item: invoiceListItem,
      message: M.listed,
      run: (c, { query }) => listInvoices(c.db, c.viewer, query, c.deps.config.listCountCap),
    },
    get: {
      path: '/invoices/:id',
      access: 'session',
      summary: 'One invoice with its lines, sends and credit notes',
      message: M.fetched,
      run: (c, id) => getInvoice(c.db, c.viewer, id),
    },
    create: {
      path: '/invoices',
      access: 'accounts',
      summary: 'Raise an invoice',
      body: invoiceBody,
      message: M.created,
      run: (c, body) => createInvoice(c.db, c.deps.config, c.viewer, body),
    },
    update: {
      path: '/invoices/:id',
      access: 'session',
      summary: 'Edit an invoice (409 when it changed since updated_at)',
      description:
        'Accounts send the invoice form (amounts and lines are refused with 409 once sent); the company area sends only invoice_status_id (Acknowledged or Disputed), client_comment and updated_at. Both need the updated_at they loaded (400 without it, 409 when stale).',
      body: z.record(z.string(), z.unknown()),
      message: M.updated,
      run: (c, id, body) => updateInArea(c, id, body),
    },
  });

  app.post(
    '/invoices/send',
    {
      config: { access: 'accounts' },
      schema: {
        tags,
        summary: 'E-mail an invoice with its document to the billing and cc addresses (now, or at dateTime)',
        body: sendInvoiceBody,
        response: { 200: envelope(invoice) },
      },
    },
    async (request) => {
      const { scheduled, invoice: sent } = await sendInvoice(app.deps, currentUser(request), request.body);
      return { data: sent, message: scheduled ? M.scheduled : M.sent };
    },
  );

  app.post(
    '/invoices/:id/revisions',
    {
      config: { access: 'accounts' },
      schema: {
        tags,
        summary: 'Start a new revision of a sent invoice',
        params: idParam,
        body: z.object({}).describe('Empty: the revision copies the invoice and its lines'),
        response: { 201: envelope(invoice) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await reviseInvoice(db(), currentUser(request), request.params.id),
        message: M.revised,
      }),
  );

  app.post(
    '/invoices/:id/credit-notes',
    {
      config: { access: 'accounts' },
      schema: {
        tags,
        summary: 'Issue a credit note against a sent invoice and e-mail it',
        description:
          'Lines taxed as the invoice was (same GST rate and place of supply); the total may not exceed the invoice balance (400). Numbered CN-{FY}-{SEQ:4}; its PDF is rendered once, stored with its SHA-256 and e-mailed to the billing and cc addresses of the last send.',
        params: idParam,
        body: creditNoteBody,
        response: { 201: envelope(invoice) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await issueCreditNote(app.deps, currentUser(request), request.params.id, request.body),
        message: M.credited,
      }),
  );

  app.get(
    '/invoices/:id/credit-notes/:noteId/document',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'A credit note’s PDF as issued, for whoever may read its invoice',
        params: z.object({ id: positiveId(), noteId: positiveId() }),
        produces: ['application/pdf'],
        response: { 200: z.any().meta({ description: 'The credit note, as an attachment' }) },
      },
    },
    async (request, reply) => {
      const { id, noteId } = request.params;
      const { pdf, name } = await creditNotePdf(app.deps, currentUser(request), id, noteId);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachmentHeader(name))
        .header('Cache-Control', 'private')
        .send(pdf);
    },
  );
}
