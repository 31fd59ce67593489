// The files of an invoice: its attachment and the document each send e-mailed (stored by key),
// served to whoever GET invoices/{id} answers the invoice showing them.
import type { FileHolder } from '../uploads/file-holders';
import { invoiceSends, invoices } from './invoices.tables';

export const invoiceFiles: Omit<FileHolder, 'reads'> = {
  record: 'invoice',
  columns: [
    { column: invoices.invoice_attachment, recordId: invoices.id },
    { column: invoiceSends.document_key, holds: 'key', recordId: invoiceSends.invoice_id },
  ],
};
