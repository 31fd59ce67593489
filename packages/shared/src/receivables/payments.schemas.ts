// Money received against an invoice (issue 25): recorded by accounts, listed on the invoice with who
// recorded it, reversed with a reason but never deleted. The invoice's paid total and balance follow,
// and so does its status (Partially paid, Paid).
import { z } from 'zod';
import { optionalText } from '../common';
import { moneyAmount, moneyText } from '../money';
import { isoDate } from '../positions/form-fields';

export const PAYMENT_MODES = [
  { slug: 'bank-transfer', label: 'Bank transfer (NEFT / RTGS / IMPS)' },
  { slug: 'upi', label: 'UPI' },
  { slug: 'cheque', label: 'Cheque' },
  { slug: 'cash', label: 'Cash' },
  { slug: 'other', label: 'Other' },
] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number]['slug'];
const MODE_SLUGS = PAYMENT_MODES.map((m) => m.slug) as [PaymentMode, ...PaymentMode[]];
export const paymentModeLabel = (slug: string) => PAYMENT_MODES.find((m) => m.slug === slug)?.label ?? slug;

export const PAYMENT_MESSAGES = {
  amountRequired: 'Please enter the amount received',
  receivedOnRequired: 'Please enter the date the payment was received',
  receivedOnFuture: 'The date received cannot be in the future',
  modeRequired: 'Please choose how it was paid',
  referenceTooLong: 'Reference must be at most 100 characters',
  notSent: 'Only a sent invoice can receive a payment',
  superseded: (number: string) =>
    `This invoice was replaced by ${number}: record the payment against that one`,
  overpaid: (amount: string, balance: string) =>
    `This payment (${amount}) is more than the invoice's balance of ${balance}`,
  reasonRequired: 'Please say why the payment is reversed',
  reasonTooLong: 'Reason must be at most 500 characters',
  alreadyReversed: 'This payment was already reversed',
  notFound: 'Payment not found',
  recorded: 'Payment recorded',
  reversed: 'Payment reversed',
} as const;
const M = PAYMENT_MESSAGES;

/** POST invoices/{id}/payments. */
export const paymentBody = z.object({
  amount: moneyAmount({ required: M.amountRequired, positive: true }),
  received_on: isoDate(M.receivedOnRequired),
  reference: optionalText(100, M.referenceTooLong),
  mode: z.enum(MODE_SLUGS, { error: M.modeRequired }),
});
export type PaymentBody = z.input<typeof paymentBody>;
export type PaymentInput = z.output<typeof paymentBody>;

/** POST invoices/{id}/payments/{paymentId}/reverse. */
export const reversePaymentBody = z.object({
  reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(500, M.reasonTooLong),
});
export type ReversePaymentBody = z.input<typeof reversePaymentBody>;

export const invoicePayment = z.object({
  id: z.number().int(),
  amount: moneyText(),
  received_on: z.string(),
  reference: z.string().nullable(),
  mode: z.enum(MODE_SLUGS),
  recorded_by_name: z.string(),
  recorded_at: z.string(),
  reversed_at: z.string().nullable(),
  reversed_by_name: z.string().nullable(),
  reversal_reason: z.string().nullable(),
});
export type InvoicePayment = z.infer<typeof invoicePayment>;
