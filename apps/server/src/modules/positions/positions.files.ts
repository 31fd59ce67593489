// The files a position shows: its job description, and its client's logo (which the position
// answers beside it), each served to whoever GET positions/{id} answers the position showing it.
import { sql } from 'drizzle-orm';
import { companies } from '../companies/companies.tables';
import type { FileHolder } from '../uploads/file-holders';
import { positions } from './positions.tables';

export const positionFiles: Omit<FileHolder, 'reads'> = {
  record: 'position',
  columns: [
    { column: positions.job_description, recordId: positions.id },
    {
      column: companies.company_logo,
      // One live position per company: the positions' scope is by company, so one decides for all.
      recordIds: (logo) =>
        sql`select distinct on (${positions.company_id}) ${positions.id} from ${positions}
            join ${companies} on ${companies.id} = ${positions.company_id}
            where ${companies.company_logo} = ${logo} and ${positions.deleted_at} is null`,
    },
  ],
  folders: ['jd'],
};
