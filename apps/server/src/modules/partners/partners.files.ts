// The files of a partner account (its logo and documents: PAN card, cancelled cheque …): served to
// whoever GET partners/{id} or partner-profile/{id} answers the account showing them.
import type { FileHolder } from '../uploads/file-holders';
import { partnerDocuments, partnersAccounts } from './partners.tables';

export const partnerFiles: Omit<FileHolder, 'reads'> = {
  record: 'partner',
  columns: [
    { column: partnersAccounts.company_logo, recordId: partnersAccounts.id },
    { column: partnerDocuments.document, recordId: partnerDocuments.partners_account_id },
  ],
  folders: ['partners'],
};
