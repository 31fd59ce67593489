// Credit notes (issue 12): lines taxed like the invoice they reverse, numbered CN-{FY}-{SEQ:4}, never
// more than the invoice's balance. Issuing one writes the note, its lines and the invoice's
// credited_total, renders and stores its PDF once (SHA-256 on the row) and e-mails it to the
// invoice's billing and cc addresses through the outbox, all in one transaction.
import {
  CREDIT_NOTE_NUMBER_PATTERN,
  type CreditNoteInput,
  creditNoteTotals,
  formatMoney,
  INVOICE_MESSAGES,
  type Invoice,
  money,
  nextInvoiceNumber,
  type SessionUser,
} from '@staffdesk/shared';
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import type { Deps } from '../../plugins/deps';
import { documentFileName, readAll, storePdf } from './invoice-documents';
import { settleStatus } from './invoice-payments.service';
import { renderCreditNotePdf } from './invoice-pdf';
import { getInvoice, lineRows, lockForUpdate } from './invoices.service';
import { creditNoteLines, invoiceCreditNotes, invoiceSends, invoices } from './invoices.tables';
import { getVendorBankDetail } from './vendor-bank.service';

const M = INVOICE_MESSAGES;
type CreditDeps = Pick<Deps, 'db' | 'storage' | 'mail' | 'config'>;

/** The next CN number of the date's financial year; the advisory lock serialises concurrent notes. */
async function nextCreditNoteNumber(tx: Tx, date: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('invoice_credit_notes.number'))`);
  const prefix = CREDIT_NOTE_NUMBER_PATTERN.split('{')[0]!;
  const used = await tx
    .select({ n: invoiceCreditNotes.number })
    .from(invoiceCreditNotes)
    .where(ilike(invoiceCreditNotes.number, `${prefix}%`));
  return nextInvoiceNumber(
    CREDIT_NOTE_NUMBER_PATTERN,
    date,
    used.map((r) => r.n),
  );
}

function mailText(invoice: Invoice, number: string, amount: string, agency: string) {
  return [
    `Please find attached credit note ${number} for ${formatMoney(amount)} against invoice ${invoice.invoice_number} dated ${invoice.invoiced_date}.`,
    '',
    agency,
  ].join('\n');
}

export async function issueCreditNote(
  deps: CreditDeps,
  viewer: SessionUser,
  invoiceId: number,
  input: CreditNoteInput,
): Promise<Invoice> {
  const storedKeys: string[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      const current = await lockForUpdate(tx, viewer, invoiceId, null);
      const lastSend = current.sends.find((s) => s.credit_note_number === null);
      if (!current.locked || !lastSend) throw badRequest(M.creditNotSent);
      const totals = creditNoteTotals(input.lines, current.gst_rate, current.tax_mode);
      if (money(totals.total).gt(current.balance)) {
        throw badRequest(M.creditTooLarge(formatMoney(totals.total), formatMoney(current.balance)), 'lines');
      }
      const date = new Date().toISOString().slice(0, 10);
      const number = await nextCreditNoteNumber(tx, date);
      const [note] = await tx
        .insert(invoiceCreditNotes)
        .values({
          invoice_id: invoiceId,
          number,
          note_date: date,
          subtotal: totals.subtotal,
          cgst: totals.cgst,
          sgst: totals.sgst,
          igst: totals.igst,
          amount: totals.total,
          reason: input.reason,
          created_by: viewer.id,
        })
        .returning({ id: invoiceCreditNotes.id });
      await tx
        .insert(creditNoteLines)
        .values(lineRows(input.lines).map((row) => ({ ...row, credit_note_id: note!.id })));
      await tx
        .update(invoices)
        .set({ credited_total: sql`${invoices.credited_total} + ${totals.total}` })
        .where(eq(invoices.id, invoiceId));
      // A note that clears what a partial payment left makes the invoice Paid.
      await settleStatus(tx, invoiceId);

      // The PDF, rendered once from the note as issued and kept with its hash.
      const invoice = await getInvoice(tx, viewer, invoiceId);
      const issued = invoice.credit_notes.find((c) => c.id === note!.id)!;
      const pdf = await renderCreditNotePdf(invoice, issued, await getVendorBankDetail(tx, deps.config));
      const document = await storePdf(
        { db: tx, storage: deps.storage },
        viewer,
        pdf,
        documentFileName('Credit-note', number),
      );
      storedKeys.push(document.key);
      await tx
        .update(invoiceCreditNotes)
        .set({ document_key: document.key, document_sha256: document.sha256 })
        .where(eq(invoiceCreditNotes.id, note!.id));

      // E-mailed like an invoice send: to the addresses the invoice last went to, retried by the outbox.
      const mailId = await deps.mail.enqueue(
        {
          to: lastSend.billing_email.join(', '),
          cc: lastSend.cc_email.join(', '),
          subject: `Credit note ${number} from ${deps.config.orgName}`,
          text: mailText(invoice, number, totals.total, deps.config.orgName),
          attachments: [{ filename: document.name, key: document.key, contentType: document.mime }],
        },
        tx,
      );
      await tx.insert(invoiceSends).values({
        invoice_id: invoiceId,
        mail_id: mailId,
        billing_email: lastSend.billing_email.join(','),
        cc_email: lastSend.cc_email.join(','),
        message: null,
        scheduled_at: new Date(),
        sent_by: viewer.id,
        document_key: document.key,
        document_name: document.name,
        document_sha256: document.sha256,
        credit_note_id: note!.id,
      });
    });
  } catch (error) {
    // The transaction rolled back: drop the PDF it stored, which nothing references now.
    for (const key of storedKeys) await deps.storage.remove(key).catch(() => undefined);
    throw error;
  }
  return getInvoice(deps.db, viewer, invoiceId);
}

/** The credit note's PDF as issued, for a viewer who may read the invoice (else 404). */
export async function creditNotePdf(
  deps: Pick<Deps, 'db' | 'storage' | 'config'>,
  viewer: SessionUser,
  invoiceId: number,
  noteId: number,
) {
  const invoice = await getInvoice(deps.db, viewer, invoiceId);
  const note = invoice.credit_notes.find((c) => c.id === noteId);
  if (!note) throw notFound(M.creditNoteNotFound);
  const name = documentFileName('Credit-note', note.number);
  const [row] = await deps.db
    .select({ key: invoiceCreditNotes.document_key })
    .from(invoiceCreditNotes)
    .where(and(eq(invoiceCreditNotes.id, noteId), eq(invoiceCreditNotes.invoice_id, invoiceId)));
  const stream = row?.key ? await deps.storage.get(row.key) : null;
  if (stream) return { pdf: await readAll(stream), name };
  // A note recorded before PDFs were stored is rendered from its row.
  const pdf = await renderCreditNotePdf(invoice, note, await getVendorBankDetail(deps.db, deps.config));
  return { pdf, name };
}
