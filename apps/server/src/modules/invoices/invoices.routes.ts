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
  listOf,
  nextInvoiceNumberAnswer,
  nextNumberQuery,
  sendInvoiceBody,
  vendorBankDetail,
  vendorBankDetailBody,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import { getClientBilling } from './client-billing.service';
import { sendInvoice } from './invoice-send.service';
import {
  addCreditNote,
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

export async function invoicesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.db;

  app.get(
    '/invoices',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'A page of invoices, newest first (accounts: all; company area: its own, once sent)',
        querystring: invoiceFilterQuery,
        response: { 200: envelope(listOf(invoiceListItem)) },
      },
    },
    async (request) => ({
      data: await listInvoices(db(), currentUser(request), request.query),
      message: M.listed,
    }),
  );

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
          app.deps.config,
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

  app.get(
    '/invoices/:id',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'One invoice with its lines, sends and credit notes',
        params: idParam,
        response: { 200: envelope(invoice) },
      },
    },
    async (request) => ({
      data: await getInvoice(db(), currentUser(request), request.params.id),
      message: M.fetched,
    }),
  );

  app.post(
    '/invoices',
    {
      config: { access: 'accounts' },
      schema: { tags, summary: 'Raise an invoice', body: invoiceBody, response: { 201: envelope(invoice) } },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createInvoice(db(), app.deps.config, currentUser(request), request.body),
        message: M.created,
      }),
  );

  app.put(
    '/invoices/:id',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Edit an invoice',
        description:
          'Accounts send the invoice form (amounts and lines are refused with 409 once sent); the company area sends only invoice_status_id (Acknowledged or Disputed), client_comment and updated_at.',
        params: idParam,
        body: z.record(z.string(), z.unknown()),
        response: { 200: envelope(invoice) },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      if (invoiceArea(viewer) === 'company') {
        return {
          data: await updateCompanyInvoice(db(), viewer, request.params.id, request.body),
          message: M.updated,
        };
      }
      invoiceScope(viewer);
      const parsed = invoiceBody.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw badRequest(issue.message, issue.path.join('.'));
      }
      return {
        data: await updateInvoice(db(), app.deps.config, viewer, request.params.id, parsed.data),
        message: M.updated,
      };
    },
  );

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
        summary: 'Record a credit note against an invoice',
        params: idParam,
        body: creditNoteBody,
        response: { 201: envelope(invoice) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await addCreditNote(db(), currentUser(request), request.params.id, request.body),
        message: M.credited,
      }),
  );
}
