// The month's billing run (issue 25): per client one invoice with a line per placement, from the
// approved timesheets of the month; previewed, then created as drafts in a job, then sent all at once.
import { z } from 'zod';
import { positiveId } from '../common';
import { moneyText } from '../money';
import { monthField } from '../timesheets/timesheets.schemas';

/** SAC 998513, contract staffing services: what a placement's line bills. */
export const CONTRACT_STAFFING_SAC = '998513';

export const BILLING_RUN_MESSAGES = {
  previewed: 'Billing run previewed',
  started: 'The invoices are being created',
  sendStarted: 'The invoices are being sent',
  clientsInvalid: 'Please choose the clients',
  invoicesInvalid: 'Please choose the invoices to send',
  clientsTooMany: 'Choose at most 5,000 clients in one run',
  invoicesTooMany: 'Choose at most 5,000 invoices in one run',
  previewInvalid: 'Preview must be true or false',
  replaceInvalid: 'Replace must be true or false',
  alreadyInvoiced: (numbers: string) =>
    `Already invoiced for this month: ${numbers}. Replace the draft or leave the client out.`,
  notADraft: (number: string) => `Invoice ${number} has been sent: it can no longer be replaced`,
  nothingToInvoice: 'No client has approved timesheets to invoice for this month',
  nothingToSend: 'No draft invoice of this month to send',
  blocked: 'Not invoiced: some timesheets of the month are not approved',
  noBillingEmail: 'The client has no billing or primary e-mail',
  created: 'created',
  replaced: 'replaced',
} as const;

export const billingRunBody = z.object({
  month: monthField,
  client_ids: z
    .array(positiveId(BILLING_RUN_MESSAGES.clientsInvalid), { error: BILLING_RUN_MESSAGES.clientsInvalid })
    .max(5000, BILLING_RUN_MESSAGES.clientsTooMany)
    .optional(),
  preview: z.boolean({ error: BILLING_RUN_MESSAGES.previewInvalid }).default(true),
  /** Replace the month's existing invoice of a client while it is still a draft. */
  replace: z.boolean({ error: BILLING_RUN_MESSAGES.replaceInvalid }).default(false),
});
export type BillingRunBody = z.input<typeof billingRunBody>;
export type BillingRunInput = z.output<typeof billingRunBody>;

export const billingRunSendBody = z.object({
  month: monthField,
  /** The drafts to send; all of the month's run drafts without it. */
  invoice_ids: z
    .array(positiveId(BILLING_RUN_MESSAGES.invoicesInvalid), { error: BILLING_RUN_MESSAGES.invoicesInvalid })
    .max(5000, BILLING_RUN_MESSAGES.invoicesTooMany)
    .optional(),
});
export type BillingRunSendBody = z.input<typeof billingRunSendBody>;

export const billingRunLine = z.object({
  placement_id: z.number().int(),
  timesheet_id: z.number().int(),
  contractor: z.string(),
  role: z.string().nullable(),
  description: z.string(),
  sac_code: z.string(),
  quantity: z.string(),
  unit: z.enum(['days', 'hours', 'months']),
  rate: moneyText(),
  amount: moneyText(),
});
export type BillingRunLine = z.infer<typeof billingRunLine>;

export const billingRunBlocker = z.object({
  placement_id: z.number().int(),
  timesheet_id: z.number().int().nullable(),
  contractor: z.string(),
  /**
   * The timesheet's status, or missing when the month has none yet; other_currency when the
   * placement bills in a currency other than rupees (the run invoices in rupees only).
   */
  status: z.enum(['missing', 'draft', 'submitted', 'rejected', 'other_currency']),
});
export type BillingRunBlocker = z.infer<typeof billingRunBlocker>;

export const billingRunClient = z.object({
  client_id: z.number().int(),
  client_name: z.string(),
  billing_email: z.string().nullable(),
  gstin: z.string().nullable(),
  place_of_supply: z.object({ code: z.string(), state: z.string() }).nullable(),
  tax_mode: z.enum(['intra', 'inter']),
  gst_rate: z.string(),
  lines: z.array(billingRunLine),
  subtotal: moneyText(),
  cgst: moneyText(),
  sgst: moneyText(),
  igst: moneyText(),
  total: moneyText(),
  blocked: z.array(billingRunBlocker),
  /** The month's invoice already raised for the client, if any. */
  invoice: z
    .object({ id: z.number().int(), invoice_number: z.string(), status: z.string(), draft: z.boolean() })
    .nullable(),
});
export type BillingRunClient = z.infer<typeof billingRunClient>;

export const billingRunPreview = z.object({
  month: z.string(),
  clients: z.array(billingRunClient),
  totals: z.object({
    clients: z.number().int(),
    ready: z.number().int(),
    blocked: z.number().int(),
    total: moneyText(),
  }),
});
export type BillingRunPreview = z.infer<typeof billingRunPreview>;

/** A created-drafts job item's result; a send job's is { invoice_id, invoice_number, status: 'sent' }. */
export interface BillingRunItemResult {
  client_id: number;
  client_name: string;
  status: 'created' | 'replaced' | 'blocked' | 'invoiced' | 'empty';
  invoice_id?: number;
  invoice_number?: string;
  total?: string;
  reason?: string;
}
