// Sending an invoice (spec 001 §7 POST send invoice): the document — the uploaded attachment, or the
// PDF Staffdesk renders — is stored and hashed, the e-mail with it goes to the outbox (due now or
// at dateTime), the send is recorded and the invoice locked, all in one transaction.
import {
  formatMoney,
  INVOICE_MESSAGES,
  type Invoice,
  type SendInvoiceInput,
  type SessionUser,
} from '@staffdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { badRequest, conflict } from '../../lib/http-error';
import { API_PREFIX } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { downloadName } from '../uploads/file-checks';
import { FILES_PATH } from '../uploads/uploads.service';
import { files } from '../uploads/uploads.tables';
import { documentFileName, readAll, type StoredDocument, sha256, storePdf } from './invoice-documents';
import { renderInvoicePdf } from './invoice-pdf';
import { getInvoice } from './invoices.service';
import { invoiceSends, invoiceStatuses, invoices } from './invoices.tables';
import { getVendorBankDetail } from './vendor-bank.service';

const M = INVOICE_MESSAGES;
type SendDeps = Pick<Deps, 'db' | 'storage' | 'mail' | 'config'>;

/** The uploaded attachment as it is now (its hash pins it), or 400 when it is gone. */
async function uploadedDocument(deps: SendDeps, invoice: Invoice): Promise<StoredDocument> {
  const prefix = `${API_PREFIX}${FILES_PATH}/`;
  const key = invoice.invoice_attachment!.startsWith(prefix)
    ? invoice.invoice_attachment!.slice(prefix.length)
    : invoice.invoice_attachment!;
  const [row] = await deps.db.select().from(files).where(eq(files.key, key));
  const stream = row ? await deps.storage.get(row.key) : null;
  if (!row || !stream) throw badRequest(M.attachmentNotUploaded, 'invoice_attachment');
  return {
    key: row.key,
    name: downloadName(invoice.invoice_attachment_name ?? row.original_name, row.key),
    mime: row.mime_type,
    sha256: sha256(await readAll(stream)),
  };
}

/** Renders the invoice and keeps the PDF under its own key, so the copy that went out stays readable. */
async function renderedDocument(
  deps: SendDeps,
  invoice: Invoice,
  viewer: SessionUser,
): Promise<StoredDocument> {
  const vendor = await getVendorBankDetail(deps.db, deps.config);
  const pdf = await renderInvoicePdf(invoice, vendor);
  return storePdf(deps, viewer, pdf, documentFileName('Invoice', invoice.invoice_number));
}

function mailText(invoice: Invoice, message: string | null, agency: string) {
  const amount = formatMoney(invoice.total_amount);
  const due = invoice.due_date ? `, due on ${invoice.due_date}` : '';
  return [
    ...(message ? [message, ''] : []),
    `Please find attached invoice ${invoice.invoice_number} dated ${invoice.invoiced_date} for ${amount}${due}.`,
    '',
    agency,
  ].join('\n');
}

/**
 * `alongside` adds documents to the e-mail beside the invoice (a billing run's approved timesheets);
 * the send records the invoice's own document.
 */
export async function sendInvoice(
  deps: SendDeps,
  viewer: SessionUser,
  input: SendInvoiceInput,
  alongside?: (invoice: Invoice) => Promise<StoredDocument[]>,
): Promise<{ scheduled: boolean; invoice: Invoice }> {
  const invoice = await getInvoice(deps.db, viewer, input.id);
  if (invoice.superseded_by_number) throw conflict(M.superseded(invoice.superseded_by_number));
  const document = invoice.invoice_attachment
    ? await uploadedDocument(deps, invoice)
    : await renderedDocument(deps, invoice, viewer);
  const others = alongside ? await alongside(invoice) : [];
  const scheduled = input.dateTime !== null && input.dateTime.getTime() > Date.now();
  const scheduledAt = scheduled ? input.dateTime! : new Date();
  await deps.db.transaction(async (tx) => {
    const mailId = await deps.mail.enqueue(
      {
        to: input.billing_email.join(', '),
        cc: input.cc_email.join(', '),
        subject: `Invoice ${invoice.invoice_number} from ${deps.config.orgName}`,
        text: mailText(invoice, input.message, deps.config.orgName),
        attachments: [document, ...others].map((d) => ({
          filename: d.name,
          key: d.key,
          contentType: d.mime,
        })),
        notBefore: scheduledAt,
      },
      tx,
    );
    await tx.insert(invoiceSends).values({
      invoice_id: invoice.id,
      mail_id: mailId,
      billing_email: input.billing_email.join(','),
      cc_email: input.cc_email.join(','),
      message: input.message,
      scheduled_at: scheduledAt,
      sent_by: viewer.id,
      document_key: document.key,
      document_name: document.name,
      document_sha256: document.sha256,
    });
    // A draft becomes Sent; a status the client or accounts already set (Disputed, Paid) stays.
    await tx
      .update(invoices)
      .set({
        locked_at: sql`coalesce(${invoices.locked_at}, now())`,
        invoice_status_id: sql`case when ${invoices.invoice_status_id} = (select id from ${invoiceStatuses} where slug = 'draft')
          then (select id from ${invoiceStatuses} where slug = 'sent') else ${invoices.invoice_status_id} end`,
        updated_at: sql`now()`,
      })
      .where(eq(invoices.id, invoice.id));
  });
  return { scheduled, invoice: await getInvoice(deps.db, viewer, invoice.id) };
}
