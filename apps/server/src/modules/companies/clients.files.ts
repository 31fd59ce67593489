// The files of a client (its logo and documents): served to whoever GET clients/{id} or
// company-profile/{id} answers the client showing them (uploads/file-holders.ts).
import type { FileHolder } from '../uploads/file-holders';
import { companies, companyDocuments } from './companies.tables';

export const clientFiles: Omit<FileHolder, 'reads'> = {
  record: 'client',
  columns: [
    { column: companies.company_logo, recordId: companies.id },
    { column: companyDocuments.document, recordId: companyDocuments.company_id },
  ],
  folders: ['company'],
};
