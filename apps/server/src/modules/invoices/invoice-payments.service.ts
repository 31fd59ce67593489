// Money received against an invoice (issue 25): a payment is recorded against a sent invoice's
// balance (never above it), reversed with a reason but never deleted. Each write keeps the invoice's
// paid_total and its status (Partially paid, Paid) in the same transaction as the payment row.
import {
  formatMoney,
  type Invoice,
  money,
  PAYMENT_MESSAGES,
  type PaymentInput,
  type SessionUser,
} from '@staffdesk/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { getInvoice, lockForUpdate } from './invoices.service';
import { invoicePayments, invoiceStatuses, invoices } from './invoices.tables';

const M = PAYMENT_MESSAGES;

const statusOf = (slug: string) => sql`(select id from ${invoiceStatuses} where slug = ${slug})`;

/**
 * The status that follows the money: Paid when payments cleared the balance, Partially paid while
 * some is left; an invoice whose payments were all reversed goes back to Sent. Any other status
 * (Disputed, Acknowledged …) stays while nothing has been paid.
 */
export async function settleStatus(tx: Tx, invoiceId: number) {
  await tx
    .update(invoices)
    .set({
      invoice_status_id: sql`case
        when ${invoices.paid_total} > 0 and ${invoices.total_amount} - ${invoices.credited_total} - ${invoices.paid_total} <= 0
          then ${statusOf('paid')}
        when ${invoices.paid_total} > 0 then ${statusOf('partially-paid')}
        when ${invoices.invoice_status_id} in (${statusOf('paid')}, ${statusOf('partially-paid')}) then ${statusOf('sent')}
        else ${invoices.invoice_status_id} end`,
    })
    .where(eq(invoices.id, invoiceId));
}

/** The latest day a payment may say it was received: today, with a day's grace for users east of UTC. */
const latestReceivedOn = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

export async function recordPayment(
  db: DbOrTx,
  viewer: SessionUser,
  invoiceId: number,
  input: PaymentInput,
): Promise<Invoice> {
  await db.transaction(async (tx) => {
    const current = await lockForUpdate(tx, viewer, invoiceId, null);
    if (current.superseded_by_number) throw conflict(M.superseded(current.superseded_by_number));
    if (!current.locked) throw badRequest(M.notSent);
    if (input.received_on > latestReceivedOn()) throw badRequest(M.receivedOnFuture, 'received_on');
    if (money(input.amount).gt(current.balance)) {
      throw badRequest(M.overpaid(formatMoney(input.amount), formatMoney(current.balance)), 'amount');
    }
    await tx.insert(invoicePayments).values({
      invoice_id: invoiceId,
      amount: input.amount,
      received_on: input.received_on,
      reference: input.reference,
      mode: input.mode,
      created_by: viewer.id,
    });
    await tx
      .update(invoices)
      .set({ paid_total: sql`${invoices.paid_total} + ${input.amount}`, updated_at: sql`now()` })
      .where(eq(invoices.id, invoiceId));
    await settleStatus(tx, invoiceId);
  });
  return getInvoice(db, viewer, invoiceId);
}

/** A payment recorded by mistake (a bounced cheque, the wrong invoice) is reversed, not deleted. */
export async function reversePayment(
  db: DbOrTx,
  viewer: SessionUser,
  invoiceId: number,
  paymentId: number,
  reason: string,
): Promise<Invoice> {
  await db.transaction(async (tx) => {
    await lockForUpdate(tx, viewer, invoiceId, null);
    const [payment] = await tx
      .select()
      .from(invoicePayments)
      .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.invoice_id, invoiceId)));
    if (!payment) throw notFound(M.notFound);
    if (payment.reversed_at) throw conflict(M.alreadyReversed);
    await tx
      .update(invoicePayments)
      .set({ reversed_at: sql`now()`, reversed_by: viewer.id, reversal_reason: reason })
      .where(eq(invoicePayments.id, paymentId));
    await tx
      .update(invoices)
      .set({ paid_total: sql`${invoices.paid_total} - ${payment.amount}`, updated_at: sql`now()` })
      .where(eq(invoices.id, invoiceId));
    await settleStatus(tx, invoiceId);
  });
  return getInvoice(db, viewer, invoiceId);
}
