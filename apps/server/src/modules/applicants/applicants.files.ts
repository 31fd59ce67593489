// The files an applicant shows: its CV and client CV (hidden fields stay hidden: a client reads its
// client CV only), and its client's logo, each served to whoever GET applicants/{id} answers the
// applicant showing it.
import { sql } from 'drizzle-orm';
import { companies } from '../companies/companies.tables';
import type { FileHolder } from '../uploads/file-holders';
import { applicants } from './applicants.tables';

export const applicantFiles: Omit<FileHolder, 'reads'> = {
  record: 'applicant',
  columns: [
    { column: applicants.cv, recordId: applicants.id },
    { column: applicants.client_cv, recordId: applicants.id },
    {
      column: companies.company_logo,
      // One live applicant per company: the applicants' scope is by company, so one decides for all.
      recordIds: (logo) =>
        sql`select distinct on (${applicants.client_id}) ${applicants.id} from ${applicants}
            join ${companies} on ${companies.id} = ${applicants.client_id}
            where ${companies.company_logo} = ${logo} and ${applicants.deleted_at} is null`,
    },
  ],
  folders: ['cv', 'client_cv'],
};
