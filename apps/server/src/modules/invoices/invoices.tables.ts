// Invoices (spec 001 §3 Invoice) with lines, GST, the sends that e-mailed them, credit notes and
// revisions; the agency's own bank details and invoice defaults (the vendor bank detail).
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { moneyColumn, timestamps } from '../../db/columns';
import { encryptedText } from '../../db/encrypted-columns';
import { companies } from '../companies/companies.tables';
import { mailOutbox } from '../mail/mail.tables';
import { cities, countries, states } from '../master/master.tables';
import { placements } from '../placements/placements.tables';
import { timesheets } from '../timesheets/timesheets.tables';
import { users } from '../users/users.tables';

export const invoiceStatuses = pgTable('invoice_statuses', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  status: text('status').notNull(),
});

/** The payment instruction a fraudster would change: account number, codes and extra details encrypted. */
const vendorBank = {
  vendor_bank_account_name: text('vendor_bank_account_name'),
  vendor_bank_account_number: encryptedText('vendor_bank_account_number'),
  ifsc_code: encryptedText('ifsc_code'),
  swift_code: encryptedText('swift_code'),
  branch: text('branch'),
  more_bank_details: encryptedText('more_bank_details'),
};

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    invoice_number: text('invoice_number').notNull(),
    invoiced_date: date('invoiced_date', { mode: 'string' }).notNull(),
    due_date: date('due_date', { mode: 'string' }),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id),
    invoice_status_id: integer('invoice_status_id')
      .notNull()
      .references(() => invoiceStatuses.id),
    billing_email: text('billing_email').notNull(),
    gstin: text('gstin'),
    billing_address: text('billing_address'),
    billing_city_id: integer('billing_city_id').references(() => cities.id),
    billing_zipcode: text('billing_zipcode'),
    billing_state_id: integer('billing_state_id').references(() => states.id),
    billing_country_id: integer('billing_country_id').references(() => countries.id),
    ...vendorBank,
    /** 'none' (the spec's typed total), 'intra' (CGST + SGST) or 'inter' (IGST). */
    tax_mode: text('tax_mode').notNull().default('none'),
    gst_rate: numeric('gst_rate', { precision: 5, scale: 2 }).notNull().default('18'),
    subtotal: moneyColumn('subtotal').notNull().default('0'),
    cgst: moneyColumn('cgst').notNull().default('0'),
    sgst: moneyColumn('sgst').notNull().default('0'),
    igst: moneyColumn('igst').notNull().default('0'),
    total_amount: moneyColumn('total_amount').notNull(),
    invoice_attachment: text('invoice_attachment'),
    invoice_attachment_name: text('invoice_attachment_name'),
    client_comment: text('client_comment'),
    /** Set by the first send: from then on amounts and lines change only by credit note or revision. */
    locked_at: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
    revision: integer('revision').notNull().default(0),
    /** The invoice this revision replaces. */
    revision_of_id: integer('revision_of_id'),
    /** The revision that replaced this one: it is then Superseded, never sent or revised again. */
    superseded_by_id: integer('superseded_by_id'),
    /** The sum of its credit notes, kept in the credit note's transaction so the list needs no aggregate. */
    credited_total: moneyColumn('credited_total').notNull().default('0'),
    /** Payments received less those reversed, kept in the payment's transaction like credited_total. */
    paid_total: moneyColumn('paid_total').notNull().default('0'),
    /** The month (its first day) a billing run invoiced from approved timesheets; null when typed by hand. */
    billing_month: date('billing_month', { mode: 'string' }),
    created_by: integer('created_by').references(() => users.id),
    updated_by: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(sql`lower(${t.invoice_number})`),
    index('invoices_company_date_idx').on(t.company_id, t.invoiced_date),
    index('invoices_date_idx').on(t.invoiced_date, t.id),
    index('invoices_creator_idx').on(t.created_by),
    // The view's "revised as" lookup and the creator filter's distinct, both without a table scan.
    index('invoices_revision_of_idx').on(t.revision_of_id),
    index('invoices_company_creator_idx').on(t.company_id, t.created_by),
    // The list's search matches any part of the number.
    index('invoices_number_trgm_idx').using('gin', t.invoice_number.op('gin_trgm_ops')),
    // A billing run's "already invoiced this client for this month?" and the margin report's month.
    index('invoices_billing_month_idx')
      .on(t.billing_month, t.company_id)
      .where(sql`${t.billing_month} is not null`),
    // Receivables aging: the sent invoices with something still owed today, however many were
    // ever sent (credited_total and paid_total are kept on the row, so the index follows them).
    // Every column the aging reads is in the index, so it is read without the table's pages (an
    // index-only scan: 138 -> 102 ms at 115,000 owed invoices; bench).
    index('invoices_owed_idx')
      .on(
        t.company_id,
        t.id,
        t.due_date,
        t.invoiced_date,
        t.invoice_status_id,
        t.total_amount,
        t.credited_total,
        t.paid_total,
      )
      .where(
        sql`${t.locked_at} is not null and ${t.superseded_by_id} is null and ${t.total_amount} > ${t.credited_total} + ${t.paid_total}`,
      ),
  ],
);

/**
 * The highest sequence used per number pattern and financial year ('inv-2026-{seq}'), advanced in
 * the transaction that writes a number, so the next number costs one row rather than a read of
 * every invoice.
 */
export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  scope: text('scope').primaryKey(),
  last_seq: integer('last_seq').notNull(),
});

/** What an invoice line and a credit-note line both hold (a fresh set of builders per table). */
const lineColumns = () => ({
  position: integer('position').notNull(),
  description: text('description').notNull(),
  sac_code: text('sac_code'),
  quantity: numeric('quantity', { precision: 8, scale: 2 }).notNull(),
  unit: text('unit').notNull(),
  rate: moneyColumn('rate').notNull(),
});

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    ...lineColumns(),
    /** What a billing-run line bills (issue 25): the placement and its approved timesheet; null on typed lines. */
    placement_id: integer('placement_id').references(() => placements.id, { onDelete: 'set null' }),
    timesheet_id: integer('timesheet_id').references(() => timesheets.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoice_id, t.position),
    index('invoice_lines_placement_idx').on(t.placement_id).where(sql`${t.placement_id} is not null`),
    index('invoice_lines_timesheet_idx').on(t.timesheet_id).where(sql`${t.timesheet_id} is not null`),
  ],
);

/** Every e-mail of an invoice: who asked, when, to whom, and the document exactly as it went. */
export const invoiceSends = pgTable(
  'invoice_sends',
  {
    id: serial('id').primaryKey(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    mail_id: integer('mail_id')
      .notNull()
      .references(() => mailOutbox.id),
    billing_email: text('billing_email').notNull(),
    cc_email: text('cc_email').notNull(),
    message: text('message'),
    triggered_at: timestamp('triggered_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    scheduled_at: timestamp('scheduled_at', { withTimezone: true, mode: 'date' }).notNull(),
    sent_by: integer('sent_by')
      .notNull()
      .references(() => users.id),
    document_key: text('document_key').notNull(),
    document_name: text('document_name').notNull(),
    document_sha256: text('document_sha256').notNull(),
    /** Set when the e-mail carried a credit note rather than the invoice. */
    credit_note_id: integer('credit_note_id').references(() => invoiceCreditNotes.id),
  },
  (t) => [index('invoice_sends_invoice_idx').on(t.invoice_id, t.id)],
);

export const invoiceCreditNotes = pgTable(
  'invoice_credit_notes',
  {
    id: serial('id').primaryKey(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** CN-{FY}-{SEQ:4}, its own sequence per financial year. */
    number: text('number').notNull(),
    note_date: date('note_date', { mode: 'string' }).notNull().defaultNow(),
    subtotal: moneyColumn('subtotal').notNull().default('0'),
    cgst: moneyColumn('cgst').notNull().default('0'),
    sgst: moneyColumn('sgst').notNull().default('0'),
    igst: moneyColumn('igst').notNull().default('0'),
    /** The total credited, GST included. */
    amount: moneyColumn('amount').notNull(),
    reason: text('reason').notNull(),
    /** The PDF as issued, rendered once and kept in the file storage. */
    document_key: text('document_key'),
    document_sha256: text('document_sha256'),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_credit_notes_invoice_idx').on(t.invoice_id),
    uniqueIndex('invoice_credit_notes_number_uq').on(sql`lower(${t.number})`),
    // Aging as of a past day: the notes issued after it.
    index('invoice_credit_notes_date_idx').on(t.note_date),
  ],
);

/** A credit note's lines: what is credited, like an invoice line. */
export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: serial('id').primaryKey(),
    credit_note_id: integer('credit_note_id')
      .notNull()
      .references(() => invoiceCreditNotes.id, { onDelete: 'cascade' }),
    ...lineColumns(),
  },
  (t) => [index('credit_note_lines_note_idx').on(t.credit_note_id, t.position)],
);

/**
 * Money received against an invoice (issue 25). Never deleted: a mistaken entry is reversed with a
 * reason, and both stay on the invoice with who did them.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amount: moneyColumn('amount').notNull(),
    received_on: date('received_on', { mode: 'string' }).notNull(),
    reference: text('reference'),
    /** bank-transfer, upi, cheque, cash or other (PAYMENT_MODES). */
    mode: text('mode').notNull(),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    reversed_at: timestamp('reversed_at', { withTimezone: true, mode: 'date' }),
    reversed_by: integer('reversed_by').references(() => users.id),
    reversal_reason: text('reversal_reason'),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoice_id, t.id),
    // Aging as of a past day: the payments received after it.
    index('invoice_payments_received_idx').on(t.received_on),
    // Aging as of a past day: the payments reversed after it (few: a reversal is a correction).
    index('invoice_payments_reversed_idx').on(t.reversed_at).where(sql`${t.reversed_at} is not null`),
  ],
);

/** One row (id 1): when overdue invoices get a reminder (days after the due date) and whom to copy. */
export const invoiceReminderSettings = pgTable('invoice_reminder_settings', {
  id: integer('id').primaryKey().default(1),
  enabled: boolean('enabled').notNull().default(false),
  /** Days after the due date, ascending: '7,15,30'. */
  steps: text('steps').notNull().default('7,15,30'),
  cc_email: text('cc_email').notNull().default(''),
  updated_by: integer('updated_by').references(() => users.id),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
});

/** Each reminder step sent for an invoice: the unique pair makes a step go out once, whoever runs it. */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: serial('id').primaryKey(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    step_days: integer('step_days').notNull(),
    send_id: integer('send_id')
      .notNull()
      .references(() => invoiceSends.id),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoice_reminders_step_uq').on(t.invoice_id, t.step_days)],
);

/** One row (id 1): the agency's own bank details, default cc and invoice settings. */
export const vendorBankDetails = pgTable('vendor_bank_details', {
  id: integer('id').primaryKey().default(1),
  ...vendorBank,
  cc_email: text('cc_email'),
  agency_gstin: text('agency_gstin'),
  agency_address: text('agency_address'),
  agency_state_id: integer('agency_state_id').references(() => states.id),
  invoice_number_pattern: text('invoice_number_pattern').notNull().default('INV-{FY}-{SEQ:4}'),
  updated_by: integer('updated_by').references(() => users.id),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
});
