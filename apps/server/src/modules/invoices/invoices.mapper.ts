// Invoice rows to wire shapes. A send's state comes from its outbox message: due later is
// 'scheduled', due now or retrying is 'pending', then 'sent' (or 'logged' without SMTP) or 'failed'.
import {
  type Invoice,
  type InvoiceLine,
  type InvoiceListItem,
  lineAmount,
  money,
  type PaymentMode,
  placeOfSupply,
  type SendState,
} from '@staffdesk/shared';
import { API_PREFIX } from '../../plugins/auth';
import { FILES_PATH } from '../uploads/uploads.service';
import type { InvoiceDetailRow, InvoiceListRow, LastSend } from './invoices.queries';
import type { creditNoteLines } from './invoices.tables';

type CreditLineRow = typeof creditNoteLines.$inferSelect;

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');
const list = (text: string) => text.split(',').filter(Boolean);

export function sendState(status: string, attempts: number, due: Date | string): SendState {
  if (status === 'sent' || status === 'logged') return 'sent';
  if (status === 'failed') return 'failed';
  return attempts === 0 && new Date(due).getTime() > Date.now() ? 'scheduled' : 'pending';
}

function lastSendState(last: LastSend | null) {
  if (!last)
    return { last_send_state: null, last_send_at: null, sent_document_url: null, sent_document_name: null };
  return {
    last_send_state: sendState(last.status, last.attempts, last.due),
    last_send_at: iso(last.scheduled_at),
    // The invoice as e-mailed (rendered, or its attachment), so the list opens it as the view does.
    sent_document_url: documentUrl(last.document_key),
    sent_document_name: last.document_name,
  };
}

export function toInvoiceListItem(r: InvoiceListRow): InvoiceListItem {
  const i = r.row;
  return {
    id: i.id,
    invoice_number: i.invoice_number,
    company_id: i.company_id,
    company_name: r.company_name,
    company_logo: r.company_logo,
    invoice_attachment: i.invoice_attachment,
    invoice_attachment_name: i.invoice_attachment_name,
    invoiced_date: i.invoiced_date,
    due_date: i.due_date,
    invoice_status_id: i.invoice_status_id,
    invoice_status: r.invoice_status,
    invoice_status_slug: r.invoice_status_slug,
    total_amount: i.total_amount,
    credited_total: i.credited_total,
    paid_total: i.paid_total,
    balance: money(i.total_amount).minus(i.credited_total).minus(i.paid_total).toFixed(2),
    created_by: i.created_by,
    created_by_user_name: fullName(r.creator_first, r.creator_last),
    triggered_at: iso(r.last_delivered),
    ...lastSendState(r.last_send),
    locked: i.locked_at !== null,
  };
}

export const documentUrl = (key: string) => `${API_PREFIX}${FILES_PATH}/${key}`;

const toLine = (l: Omit<CreditLineRow, 'id' | 'credit_note_id'>) => ({
  description: l.description,
  sac_code: l.sac_code,
  quantity: l.quantity,
  unit: l.unit as InvoiceLine['unit'],
  rate: l.rate,
  amount: lineAmount(l),
});

export function toInvoice(r: InvoiceDetailRow): Invoice {
  const i = r.row;
  const noteNumber = new Map(r.credits.map((c) => [c.note.id, c.note.number]));
  return {
    ...toInvoiceListItem(r),
    billing_email: i.billing_email,
    gstin: i.gstin,
    billing_address: i.billing_address,
    billing_city_id: i.billing_city_id,
    billing_city: r.billing_city,
    billing_zipcode: i.billing_zipcode,
    billing_state_id: i.billing_state_id,
    billing_state: r.billing_state,
    billing_country_id: i.billing_country_id,
    billing_country: r.billing_country,
    vendor_bank_account_name: i.vendor_bank_account_name,
    vendor_bank_account_number: i.vendor_bank_account_number,
    ifsc_code: i.ifsc_code,
    swift_code: i.swift_code,
    branch: i.branch,
    more_bank_details: i.more_bank_details,
    lines: r.lines.map(toLine),
    gst_rate: String(Number(i.gst_rate)),
    tax_mode: i.tax_mode as Invoice['tax_mode'],
    place_of_supply: placeOfSupply(i.gstin, r.billing_state),
    subtotal: i.subtotal,
    cgst: i.cgst,
    sgst: i.sgst,
    igst: i.igst,
    client_comment: i.client_comment,
    revision: i.revision,
    revision_of_id: i.revision_of_id,
    revision_of_number: r.revision_of_number,
    superseded_by_id: i.superseded_by_id,
    superseded_by_number: r.superseded_by_number,
    revised_by: r.revisedBy.map((v) => ({
      id: v.id,
      invoice_number: v.invoice_number,
      created_at: v.created_at.toISOString(),
      created_by_name: fullName(v.first_name, v.last_name),
    })),
    credit_notes: r.credits.map((c) => ({
      id: c.note.id,
      number: c.note.number,
      lines: r.creditLines.filter((l) => l.credit_note_id === c.note.id).map(toLine),
      subtotal: c.note.subtotal,
      cgst: c.note.cgst,
      sgst: c.note.sgst,
      igst: c.note.igst,
      amount: c.note.amount,
      reason: c.note.reason,
      created_at: c.note.created_at.toISOString(),
      created_by_name: fullName(c.first_name, c.last_name),
      document_url: `${API_PREFIX}/invoices/${i.id}/credit-notes/${c.note.id}/document`,
      document_sha256: c.note.document_sha256,
    })),
    payments: r.payments.map((p) => ({
      id: p.payment.id,
      amount: p.payment.amount,
      received_on: p.payment.received_on,
      reference: p.payment.reference,
      mode: p.payment.mode as PaymentMode,
      recorded_by_name: fullName(p.first_name, p.last_name),
      recorded_at: p.payment.created_at.toISOString(),
      reversed_at: iso(p.payment.reversed_at),
      reversed_by_name: p.payment.reversed_by ? fullName(p.reverser_first, p.reverser_last) : null,
      reversal_reason: p.payment.reversal_reason,
    })),
    sends: r.sends.map((s) => ({
      id: s.send.id,
      triggered_at: s.send.triggered_at.toISOString(),
      scheduled_at: s.send.scheduled_at.toISOString(),
      sent_at: iso(s.sent_at),
      state: sendState(s.status, s.attempts, s.send.scheduled_at),
      attempts: s.attempts,
      billing_email: list(s.send.billing_email),
      cc_email: list(s.send.cc_email),
      message: s.send.message,
      sent_by_name: fullName(s.first_name, s.last_name),
      document_name: s.send.document_name,
      document_url: documentUrl(s.send.document_key),
      document_sha256: s.send.document_sha256,
      credit_note_number: s.send.credit_note_id ? (noteNumber.get(s.send.credit_note_id) ?? null) : null,
    })),
    created_at: i.created_at.toISOString(),
    updated_at: i.updated_at.toISOString(),
  };
}
