// Payments against an invoice under /api/v1 (issue 25): accounts records money received and reverses
// a payment with a reason; the invoice answers with its paid total, balance and status.
import {
  envelope,
  invoice,
  PAYMENT_MESSAGES,
  paymentBody,
  positiveId,
  reversePaymentBody,
} from '@staffdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { recordPayment, reversePayment } from './invoice-payments.service';

const tags = ['invoices'];

export async function invoicePaymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/invoices/:id/payments',
    {
      config: { access: 'accounts' },
      schema: {
        tags,
        summary: 'Record money received against a sent invoice',
        description:
          'The amount may not exceed the balance (total less credit notes and payments; 400). The status ' +
          'follows: Partially paid while a balance is left, Paid when none is.',
        params: z.object({ id: positiveId() }),
        body: paymentBody,
        response: { 201: envelope(invoice) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await recordPayment(app.deps.db, currentUser(request), request.params.id, request.body),
        message: PAYMENT_MESSAGES.recorded,
      }),
  );

  app.post(
    '/invoices/:id/payments/:paymentId/reverse',
    {
      config: { access: 'accounts' },
      schema: {
        tags,
        summary: 'Reverse a payment recorded by mistake (it stays listed, with the reason)',
        params: z.object({ id: positiveId(), paymentId: positiveId() }),
        body: reversePaymentBody,
        response: { 200: envelope(invoice) },
      },
    },
    async (request) => ({
      data: await reversePayment(
        app.deps.db,
        currentUser(request),
        request.params.id,
        request.params.paymentId,
        request.body.reason,
      ),
      message: PAYMENT_MESSAGES.reversed,
    }),
  );
}
