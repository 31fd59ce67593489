// Partners' bills (issue 25): a partner (or accounts on its behalf) files its bill for a month with
// the PDF; accounts checks it against the partner's approved timesheets × pay rates, validates or
// disputes it, and pays it once the partner's bank account is confirmed.
import { z } from 'zod';
import { optionalText, paginationQuery } from '../common';
import { COMMON_MESSAGES } from '../common-messages';
import { uploadedFileField } from '../file-fields';
import { moneyAmount, moneyText } from '../money';
import { PARTNER_BILL_MESSAGES as M, PARTNER_BILL_STATUSES } from './partner-bills.messages';

const monthField = z
  .string({ error: M.monthRequired })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthRequired)
  .refine((m) => m >= '1970-01' && m <= '9999-12', M.monthRequired);

const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

export const partnerBillBody = z.object({
  partners_account_id: id(M.partnerRequired),
  month: monthField,
  bill_number: z
    .string({ error: M.billNumberRequired })
    .trim()
    .min(1, M.billNumberRequired)
    .max(40, M.billNumberTooLong),
  amount: moneyAmount({ required: M.amountRequired, positive: true }),
  document: uploadedFileField(COMMON_MESSAGES.fileInvalid).pipe(z.string({ error: M.documentRequired })),
});
export type PartnerBillBody = z.input<typeof partnerBillBody>;
export type PartnerBillInput = z.output<typeof partnerBillBody>;

export const partnerBillUpdateBody = z
  .object({
    status: z.enum(PARTNER_BILL_STATUSES, { error: M.statusInvalid }),
    reason: optionalText(500, M.reasonTooLong),
    payment_reference: optionalText(100, M.paymentReferenceTooLong),
    updated_at: z
      .string({ error: COMMON_MESSAGES.updatedAtInvalid })
      .min(1, COMMON_MESSAGES.updatedAtRequired),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'disputed' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: M.reasonRequired });
    if (v.status === 'paid' && !v.payment_reference)
      ctx.addIssue({ code: 'custom', path: ['payment_reference'], message: M.paymentReferenceRequired });
  });
export type PartnerBillUpdateBody = z.input<typeof partnerBillUpdateBody>;
export type PartnerBillUpdate = z.output<typeof partnerBillUpdateBody>;

export const partnerBillListQuery = paginationQuery.extend({
  month: monthField.optional(),
  partners_account_id: id(M.partnerRequired).optional(),
  status: z.enum(PARTNER_BILL_STATUSES, { error: M.statusInvalid }).optional(),
});
export type PartnerBillListQuery = z.output<typeof partnerBillListQuery>;

export const partnerBillListItem = z.object({
  id: z.number().int(),
  partners_account_id: z.number().int(),
  partner_name: z.string(),
  month: z.string().describe('YYYY-MM'),
  bill_number: z.string(),
  amount: moneyText(),
  expected_amount: moneyText().describe("The partner's approved timesheets that month × their pay rates"),
  difference: moneyText().describe('amount − expected_amount'),
  status: z.enum(PARTNER_BILL_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PartnerBillListItem = z.infer<typeof partnerBillListItem>;

/** One placement's part of the expected amount. */
export const partnerBillLine = z.object({
  placement_id: z.number().int(),
  employee_name: z.string(),
  client_name: z.string(),
  timesheet_id: z.number().int(),
  quantity: z.string(),
  unit: z.string(),
  pay_rate: moneyText(),
  pay_unit: z.string(),
  amount: moneyText(),
});
export type PartnerBillLine = z.infer<typeof partnerBillLine>;

export const partnerBillEvent = z.object({
  status: z.enum(PARTNER_BILL_STATUSES),
  by: z.string(),
  at: z.string(),
  reason: z.string().nullable(),
  payment_reference: z.string().nullable(),
});
export type PartnerBillEvent = z.infer<typeof partnerBillEvent>;

export const partnerBill = partnerBillListItem.extend({
  document: z.string(),
  document_name: z.string(),
  reason: z.string().nullable(),
  payment_reference: z.string().nullable(),
  paid_at: z.string().nullable(),
  bank_change_pending: z.boolean().describe("Whether the partner's bank account has a change waiting"),
  lines: z.array(partnerBillLine),
  history: z.array(partnerBillEvent),
});
export type PartnerBill = z.infer<typeof partnerBill>;
