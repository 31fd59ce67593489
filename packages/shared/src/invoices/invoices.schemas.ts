// Invoices (spec 001 §3 Invoice, Send-invoice payload; §5 Invoice, Send invoice; §7 Invoices; §8).
import { z } from 'zod';
import { type AccessSubject, canAccess } from '../access/hidden-keys';
import { COMMON_MESSAGES, optionalId, optionalText, positiveId, tooLong } from '../common';
import { uploadedFileField } from '../file-fields';
import { moneyAmount, moneyText } from '../money';
import { EMAIL_PATTERN, NUMBERS_ONLY_PATTERN } from '../patterns';
import { filterId, filterText, isoDate, optionalIsoDate } from '../positions/form-fields';
import { invoicePayment } from '../receivables/payments.schemas';
import { DEFAULT_GST_RATE, GST_RATES } from './invoice-tax';

export const INVOICE_MESSAGES = {
  numberRequired: 'Please enter invoice number',
  numberTooLong: tooLong('Invoice number', 40),
  dateRequired: 'Please select invoice date',
  dateInPast: 'The invoice date cannot be before today',
  dueDateInvalid: 'Please select a valid due date',
  dueBeforeInvoice: 'The due date cannot be before the invoice date',
  clientRequired: 'Select client',
  billingEmailRequired: 'Select billing email',
  emailInvalid: 'Please enter a valid email',
  emailTooLong: tooLong('E-mail', 100),
  gstinTooLong: tooLong('GSTIN', 100),
  addressTooLong: tooLong('Billing address', 100),
  zipcodeInvalid: 'Please enter a valid zipcode',
  totalRequired: 'Please enter the total amount',
  lineDescriptionRequired: 'Please describe the line',
  lineDescriptionTooLong: tooLong('Description', 500),
  sacInvalid: 'SAC code must be 4 to 8 digits',
  quantityInvalid: 'Please enter a quantity above 0 (eg. 22 or 7.5)',
  unitInvalid: 'Choose days, hours or months',
  rateRequired: 'Please enter the rate',
  gstRateInvalid: 'Choose a GST rate',
  tooManyLines: 'An invoice can have at most 100 lines',
  attachmentInvalid: COMMON_MESSAGES.fileInvalid,
  attachmentNameTooLong: tooLong('File name', 255),
  commentTooLong: tooLong('Comment', 2000),
  disputeNeedsComment: 'Please tell us what is wrong with the invoice',
  companyStatusOnly: 'You can change only the status (Acknowledged or Disputed) and the comment',
  companyFieldsOnly: 'You can change only the status and the comment of an invoice',
  sendEmailRequired: 'Select or create billing email',
  messageTooLong: tooLong('Message', 5000),
  dateTimeInvalid: 'Please choose a valid date and time',
  bankNameTooLong: tooLong('Account name', 100),
  bankTextTooLong: tooLong('This field', 2000),
  patternInvalid: 'The pattern needs {SEQ} (eg. INV-{FY}-{SEQ:4})',
  patternTooLong: tooLong('Pattern', 40),
  stateInvalid: COMMON_MESSAGES.choiceInvalid,
  creditLinesRequired: 'Add at least one line to the credit note',
  creditReasonRequired: 'Please enter the reason for the credit note',
  creditTooLarge: (total: string, balance: string) =>
    `This credit note (${total}) is more than the invoice's balance of ${balance}`,
  creditNotSent: 'Only a sent invoice can be credited',
  superseded: (number: string) => `This invoice was replaced by ${number}: work on that one instead`,
  listed: 'Invoices fetched successfully',
  fetched: 'Invoice fetched successfully',
  created: 'Invoice has been created',
  updated: 'Invoice has been updated',
  scheduled: 'Invoice e-mail has been scheduled',
  sent: 'Invoice e-mail has been queued for sending',
  sendConfirmTitle: (number: string) => `Send invoice ${number}?`,
  sendWillLock:
    'The invoice will be locked: its amounts, lines and billing details then change only through a credit note or a new revision.',
  sendAgain: 'The invoice is already locked; it is e-mailed again as it was sent.',
  revised: 'A new revision of the invoice has been created',
  credited: 'Credit note has been issued and e-mailed',
  notFound: 'Invoice not found',
  creditNoteNotFound: 'Credit note not found',
  duplicate: (number: string) => `Invoice number ${number} is already used by another invoice`,
  locked:
    'This invoice has been sent: its amounts, lines and billing details change only through a credit note or a new revision',
  changed: 'This invoice was changed by someone else. Please reload and try again.',
  statusesListed: 'Invoice statuses fetched successfully',
  creatorsListed: 'Invoice creators fetched successfully',
  nextNumber: 'Next invoice number',
  vendorFetched: 'Vendor bank detail fetched successfully',
  vendorUpdated: 'Vendor bank detail has been updated',
  vendorChanged: 'The bank details were changed by someone else. Please reload and try again.',
  attachmentNotUploaded: 'Invoice attachment is not uploaded',
  confirm: (company: string, amount: string) =>
    `You are raising invoice to ${company} for the amount ${amount}`,
} as const;
const M = INVOICE_MESSAGES;

/** Invoice statuses (a lookup; spec 001 §4 leaves values and transitions open, docs/decisions.md). */
export const INVOICE_STATUSES = [
  { slug: 'draft', status: 'Draft' },
  { slug: 'sent', status: 'Sent' },
  { slug: 'acknowledged', status: 'Acknowledged' },
  { slug: 'disputed', status: 'Disputed' },
  /** Set by payments (issue 25): some money received, a balance left. */
  { slug: 'partially-paid', status: 'Partially paid' },
  { slug: 'paid', status: 'Paid' },
  { slug: 'cancelled', status: 'Cancelled' },
  /** Replaced by a revision: it cannot be sent or revised again. */
  { slug: 'superseded', status: 'Superseded' },
] as const;
export type InvoiceStatusSlug = (typeof INVOICE_STATUSES)[number]['slug'];
/** What a client company may answer an invoice with. */
export const COMPANY_INVOICE_STATUSES: readonly InvoiceStatusSlug[] = ['acknowledged', 'disputed'];

const email = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(100, M.emailTooLong)
    .regex(EMAIL_PATTERN, M.emailInvalid);

/** A multi select-or-create of e-mails: a list, or one address / a comma-separated text. */
export const emailList = (required: string) =>
  z
    .union([z.array(z.string({ error: M.emailInvalid })), z.string({ error: required })], { error: required })
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((e) => e.trim()).filter(Boolean))
    .pipe(z.array(email(required)).min(1, required).max(20, 'Please choose at most 20 addresses'))
    .transform((list) => [...new Set(list.map((e) => e.toLowerCase()))]);

/** Months: a monthly placement's share of its month, billed by a billing run (issue 25). */
export const INVOICE_LINE_UNITS = ['days', 'hours', 'months'] as const;

const quantity = z
  .union([z.string(), z.number()], { error: M.quantityInvalid })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .regex(/^\d{1,6}(\.\d{1,2})?$/, M.quantityInvalid)
      .refine((v) => Number(v) > 0, M.quantityInvalid),
  );

export const invoiceLineBody = z.object(
  {
    description: z
      .string({ error: M.lineDescriptionRequired })
      .trim()
      .min(1, M.lineDescriptionRequired)
      .max(500, M.lineDescriptionTooLong),
    sac_code: z
      .union([z.string(), z.number(), z.null()], { error: M.sacInvalid })
      .optional()
      .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
      .pipe(
        z.union([
          z.literal('').transform(() => null),
          z.string().regex(NUMBERS_ONLY_PATTERN, M.sacInvalid).min(4, M.sacInvalid).max(8, M.sacInvalid),
        ]),
      ),
    quantity,
    unit: z.enum(INVOICE_LINE_UNITS, { error: M.unitInvalid }),
    rate: moneyAmount({ required: M.rateRequired, positive: true }),
  },
  { error: M.lineDescriptionRequired },
);
export type InvoiceLineBody = z.input<typeof invoiceLineBody>;
export type InvoiceLineInput = z.output<typeof invoiceLineBody>;

const vendorBankFields = {
  vendor_bank_account_name: optionalText(100, M.bankNameTooLong),
  vendor_bank_account_number: optionalText(30, tooLong('Account number', 30)),
  ifsc_code: optionalText(20, tooLong('IFSC code', 20)),
  swift_code: optionalText(20, tooLong('SWIFT code', 20)),
  branch: optionalText(100, tooLong('Branch', 100)),
  more_bank_details: optionalText(2000, M.bankTextTooLong),
};

export const invoiceBody = z
  .object({
    invoice_number: z
      .string({ error: M.numberRequired })
      .trim()
      .min(1, M.numberRequired)
      .max(40, M.numberTooLong),
    invoiced_date: isoDate(M.dateRequired),
    due_date: optionalIsoDate(M.dueDateInvalid),
    company_id: positiveId(M.clientRequired),
    invoice_status_id: optionalId,
    billing_email: email(M.billingEmailRequired),
    gstin: optionalText(100, M.gstinTooLong),
    billing_address: optionalText(100, M.addressTooLong),
    billing_city_id: optionalId,
    billing_zipcode: optionalText(10, M.zipcodeInvalid),
    billing_state_id: optionalId,
    billing_country_id: optionalId,
    ...vendorBankFields,
    /** The spec's single total; computed from the lines when there are any. */
    total_amount: moneyAmount(),
    lines: z
      .array(invoiceLineBody, { error: M.lineDescriptionRequired })
      .max(100, M.tooManyLines)
      .nullish()
      .transform((v) => v ?? []),
    gst_rate: z
      .union([z.enum(GST_RATES), z.number(), z.null()], { error: M.gstRateInvalid })
      .optional()
      .transform((v) => (v === null || v === undefined ? DEFAULT_GST_RATE : String(v)))
      .pipe(z.enum(GST_RATES, { error: M.gstRateInvalid })),
    invoice_attachment: uploadedFileField(M.attachmentInvalid),
    invoice_attachment_name: optionalText(255, M.attachmentNameTooLong),
    updated_at: z.string({ error: COMMON_MESSAGES.updatedAtInvalid }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.lines.length === 0 && v.total_amount === null) {
      ctx.addIssue({ code: 'custom', path: ['total_amount'], message: M.totalRequired });
    }
    if (v.due_date && v.due_date < v.invoiced_date) {
      ctx.addIssue({ code: 'custom', path: ['due_date'], message: M.dueBeforeInvoice });
    }
  });
export type InvoiceBody = z.input<typeof invoiceBody>;
export type InvoiceInput = z.output<typeof invoiceBody>;

/** Create mode's date rule (§5: date inputs have a minimum of today). */
export const isBeforeDay = (date: string, earliest: string) => date < earliest;

/** The company area's limited edit: the status (Acknowledged or Disputed) and a comment. */
export const companyInvoiceBody = z
  .object({
    invoice_status_id: positiveId(M.companyStatusOnly),
    client_comment: optionalText(2000, M.commentTooLong),
    updated_at: z.string({ error: COMMON_MESSAGES.updatedAtInvalid }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.client_comment && v.invoice_status_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['invoice_status_id'], message: M.companyStatusOnly });
    }
  });
export type CompanyInvoiceBody = z.input<typeof companyInvoiceBody>;
export type CompanyInvoiceInput = z.output<typeof companyInvoiceBody>;
export const COMPANY_INVOICE_FIELDS = ['invoice_status_id', 'client_comment', 'updated_at'] as const;

export const sendInvoiceBody = z.object({
  id: positiveId(),
  billing_email: emailList(M.sendEmailRequired),
  cc_email: emailList(M.sendEmailRequired),
  message: optionalText(5000, M.messageTooLong),
  /** When to send; empty or past means now. */
  dateTime: z
    .union([z.iso.datetime({ offset: true, error: M.dateTimeInvalid }), z.literal(''), z.null()], {
      error: M.dateTimeInvalid,
    })
    .optional()
    .transform((v) => (v ? new Date(v) : null)),
});
export type SendInvoiceBody = z.input<typeof sendInvoiceBody>;
export type SendInvoiceInput = z.output<typeof sendInvoiceBody>;

/** A credit note: lines like the invoice's (taxed as the invoice was) and why. */
export const creditNoteBody = z.object({
  lines: z
    .array(invoiceLineBody, { error: M.creditLinesRequired })
    .min(1, M.creditLinesRequired)
    .max(100, M.tooManyLines),
  reason: z
    .string({ error: M.creditReasonRequired })
    .trim()
    .min(1, M.creditReasonRequired)
    .max(2000, M.commentTooLong),
});
export type CreditNoteBody = z.input<typeof creditNoteBody>;
export type CreditNoteInput = z.output<typeof creditNoteBody>;

export const invoiceFilterQuery = z.object({
  skip: z.coerce
    .number({ error: COMMON_MESSAGES.skipInvalid })
    .int(COMMON_MESSAGES.skipInvalid)
    .min(0, COMMON_MESSAGES.skipInvalid)
    .default(0),
  limit: z.coerce
    .number({ error: COMMON_MESSAGES.limitInvalid })
    .int(COMMON_MESSAGES.limitInvalid)
    .min(1, COMMON_MESSAGES.limitInvalid)
    .max(1000, COMMON_MESSAGES.limitInvalid)
    .default(10),
  search: filterText,
  from_date: optionalIsoDate('Please choose a valid from date').transform((v) => v ?? undefined),
  to_date: optionalIsoDate('Please choose a valid to date').transform((v) => v ?? undefined),
  status_id: filterId,
  client_id: filterId,
  creator_id: filterId,
});
export type InvoiceFilterQuery = z.input<typeof invoiceFilterQuery>;
export type InvoiceFilter = z.output<typeof invoiceFilterQuery>;

export const nextNumberQuery = z.object({ date: optionalIsoDate(M.dateRequired) });
export const creatorsQuery = z.object({ client_id: filterId });

export const vendorBankDetailBody = z.object({
  ...vendorBankFields,
  cc_email: z
    .union([z.array(z.string({ error: M.emailInvalid })), z.string({ error: M.emailInvalid }), z.null()], {
      error: M.emailInvalid,
    })
    .optional()
    .transform((v) => (v === null || v === undefined ? [] : Array.isArray(v) ? v : v.split(',')))
    .transform((list) => list.map((e) => e.trim()).filter(Boolean))
    .pipe(z.array(email(M.emailInvalid)).max(20, 'Please choose at most 20 addresses')),
  agency_gstin: optionalText(100, M.gstinTooLong),
  agency_address: optionalText(500, tooLong('Address', 500)),
  agency_state_id: optionalId,
  invoice_number_pattern: z
    .string({ error: M.patternInvalid })
    .trim()
    .max(40, M.patternTooLong)
    .regex(/\{SEQ(:\d)?\}/, M.patternInvalid),
  updated_at: z.string({ error: COMMON_MESSAGES.updatedAtInvalid }).nullish(),
});
export type VendorBankDetailBody = z.input<typeof vendorBankDetailBody>;
export type VendorBankDetailInput = z.output<typeof vendorBankDetailBody>;

// Answers.

export const vendorBankDetail = z.object({
  vendor_bank_account_name: z.string().nullable(),
  vendor_bank_account_number: z.string().nullable(),
  ifsc_code: z.string().nullable(),
  swift_code: z.string().nullable(),
  branch: z.string().nullable(),
  more_bank_details: z.string().nullable(),
  cc_email: z.array(z.string()),
  agency_name: z.string(),
  agency_gstin: z.string().nullable(),
  agency_address: z.string().nullable(),
  agency_state_id: z.number().int().nullable(),
  agency_state: z.string().nullable(),
  invoice_number_pattern: z.string(),
  updated_at: z.string().nullable(),
});
export type VendorBankDetail = z.infer<typeof vendorBankDetail>;

export const invoiceStatusItem = z.object({ id: z.number().int(), slug: z.string(), status: z.string() });
export type InvoiceStatusItem = z.infer<typeof invoiceStatusItem>;
export const invoiceCreator = z.object({ user_id: z.number().int(), full_name: z.string() });
export type InvoiceCreator = z.infer<typeof invoiceCreator>;

/** pending (due now or retrying), scheduled (due later), sent, failed (after the last try). */
export const SEND_STATES = ['scheduled', 'pending', 'sent', 'failed'] as const;
export type SendState = (typeof SEND_STATES)[number];

export const invoiceSend = z.object({
  id: z.number().int(),
  triggered_at: z.string().describe('When the send was asked for'),
  scheduled_at: z.string(),
  sent_at: z.string().nullable(),
  state: z.enum(SEND_STATES),
  attempts: z.number().int(),
  billing_email: z.array(z.string()),
  cc_email: z.array(z.string()),
  message: z.string().nullable(),
  sent_by_name: z.string(),
  document_name: z.string(),
  document_url: z.string(),
  document_sha256: z.string(),
  credit_note_number: z.string().nullable().describe('Set when the e-mail carried a credit note'),
});
export type InvoiceSend = z.infer<typeof invoiceSend>;

export const invoiceLine = z.object({
  description: z.string(),
  sac_code: z.string().nullable(),
  quantity: z.string(),
  unit: z.enum(INVOICE_LINE_UNITS),
  rate: moneyText(),
  amount: moneyText(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

export const creditNote = z.object({
  id: z.number().int(),
  number: z.string().describe('Numbered per financial year (CN-2026-0001)'),
  lines: z.array(invoiceLine),
  subtotal: moneyText(),
  cgst: moneyText(),
  sgst: moneyText(),
  igst: moneyText(),
  amount: moneyText().describe('The total credited, GST included'),
  reason: z.string(),
  created_at: z.string(),
  created_by_name: z.string(),
  document_url: z.string().describe('Its PDF, rendered once when issued and served as stored'),
  document_sha256: z.string().nullable(),
});
export type CreditNote = z.infer<typeof creditNote>;

export const invoiceListItem = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  company_logo: z.string().nullable(),
  invoice_attachment: z.string().nullable(),
  invoice_attachment_name: z.string().nullable(),
  invoiced_date: z.string(),
  due_date: z.string().nullable(),
  invoice_status_id: z.number().int(),
  invoice_status: z.string(),
  invoice_status_slug: z.string(),
  total_amount: moneyText(),
  credited_total: moneyText().describe('The sum of its credit notes'),
  paid_total: moneyText().describe('The payments received, less any reversed'),
  balance: moneyText().describe('The total less the credit notes and the payments received'),
  created_by: z.number().int().nullable(),
  created_by_user_name: z.string(),
  triggered_at: z.string().nullable().describe('When the last delivered e-mail went out (Sent on: {date})'),
  last_send_state: z.enum(SEND_STATES).nullable(),
  last_send_at: z.string().nullable().describe('When the last send is or was due'),
  sent_document_url: z
    .string()
    .nullable()
    .describe('The document its last e-mail carried (the generated PDF or the attachment)'),
  sent_document_name: z.string().nullable(),
  locked: z.boolean(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItem>;

export const invoice = invoiceListItem.extend({
  billing_email: z.string(),
  gstin: z.string().nullable(),
  billing_address: z.string().nullable(),
  billing_city_id: z.number().int().nullable(),
  billing_city: z.string().nullable(),
  billing_zipcode: z.string().nullable(),
  billing_state_id: z.number().int().nullable(),
  billing_state: z.string().nullable(),
  billing_country_id: z.number().int().nullable(),
  billing_country: z.string().nullable(),
  vendor_bank_account_name: z.string().nullable(),
  vendor_bank_account_number: z.string().nullable(),
  ifsc_code: z.string().nullable(),
  swift_code: z.string().nullable(),
  branch: z.string().nullable(),
  more_bank_details: z.string().nullable(),
  lines: z.array(invoiceLine),
  gst_rate: z.string(),
  tax_mode: z.enum(['intra', 'inter', 'none']),
  place_of_supply: z
    .object({ code: z.string(), state: z.string() })
    .nullable()
    .describe('The state of the client’s GSTIN, else of its billing state, with its GST state code'),
  subtotal: moneyText(),
  cgst: moneyText(),
  sgst: moneyText(),
  igst: moneyText(),
  client_comment: z.string().nullable(),
  revision: z.number().int(),
  revision_of_id: z.number().int().nullable(),
  revision_of_number: z.string().nullable(),
  superseded_by_id: z.number().int().nullable(),
  superseded_by_number: z.string().nullable(),
  revised_by: z.array(
    z.object({
      id: z.number().int(),
      invoice_number: z.string(),
      created_at: z.string(),
      created_by_name: z.string(),
    }),
  ),
  credit_notes: z.array(creditNote),
  payments: z.array(invoicePayment).describe('Every payment recorded, reversed ones included, newest first'),
  sends: z.array(invoiceSend),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Invoice = z.infer<typeof invoice>;

export const nextInvoiceNumberAnswer = z.object({ invoice_number: z.string() });

/**
 * Which invoice area a user works in (spec 001 §6): accounts creates, edits and sends every
 * invoice; the company area sees its own company's only and edits a few fields; others none.
 */
export type InvoiceArea = 'accounts' | 'company';
export function invoiceArea(subject: AccessSubject): InvoiceArea | null {
  if (canAccess(subject, 'accounts')) return 'accounts';
  if (canAccess(subject, 'company')) return 'company';
  return null;
}

/** What choosing a client pre-fills on the invoice form (spec 001 §7: client find by id). */
export const clientBilling = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  billing_email: z.string().nullable().describe('The billing e-mail, or the primary e-mail without one'),
  gstin: z.string().nullable(),
  billing_address: z.string().nullable(),
  billing_city_id: z.number().int().nullable(),
  billing_city: z.string().nullable(),
  billing_zipcode: z.string().nullable(),
  billing_state_id: z.number().int().nullable(),
  billing_state: z.string().nullable(),
  billing_country_id: z.number().int().nullable(),
  billing_country: z.string().nullable(),
});
export type ClientBilling = z.infer<typeof clientBilling>;
