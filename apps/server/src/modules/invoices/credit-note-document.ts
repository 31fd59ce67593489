// A credit note's PDF, rendered when asked for: the note never changes once recorded, so the same
// note always prints the same figures (the letterhead follows the agency's current details).
import { INVOICE_MESSAGES, type SessionUser } from '@staffdesk/shared';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { creditNoteNumber, renderCreditNotePdf } from './invoice-pdf';
import { getInvoice } from './invoices.service';
import { getVendorBankDetail } from './vendor-bank.service';

/** The PDF and its file name, for a viewer who may read the invoice (else 404). */
export async function creditNotePdf(
  db: DbOrTx,
  config: Pick<Config, 'orgName'>,
  viewer: SessionUser,
  invoiceId: number,
  noteId: number,
) {
  const invoice = await getInvoice(db, viewer, invoiceId);
  const note = invoice.credit_notes.find((c) => c.id === noteId);
  if (!note) throw notFound(INVOICE_MESSAGES.creditNoteNotFound);
  const pdf = await renderCreditNotePdf(invoice, note, await getVendorBankDetail(db, config));
  const name = `Credit-note-${creditNoteNumber(invoice, note).replace(/[^\w.-]+/g, '-')}.pdf`;
  return { pdf, name };
}
