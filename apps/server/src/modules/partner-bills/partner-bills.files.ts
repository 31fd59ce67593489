// A partner bill's PDF: served to whoever GET partner-bills/{id} answers (accounts, and the partner
// that filed it).
import type { FileHolder } from '../uploads/file-holders';
import { partnerBills } from './partner-bills.tables';

export const partnerBillFiles: Omit<FileHolder, 'reads'> = {
  record: 'partner-bill',
  columns: [{ column: partnerBills.document, recordId: partnerBills.id }],
};
