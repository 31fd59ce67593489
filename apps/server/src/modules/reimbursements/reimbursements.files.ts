// A claim's receipts: served to whoever GET reimbursements/{id} answers (hrms, and the employee
// whose claim it is).
import type { FileHolder } from '../uploads/file-holders';
import { reimbursementLines } from './reimbursements.tables';

export const reimbursementFiles: Omit<FileHolder, 'reads'> = {
  record: 'reimbursement',
  columns: [{ column: reimbursementLines.document, recordId: reimbursementLines.reimbursement_id }],
};
