// Who may download an employee's files (resume, contracts, documents): whoever may read the
// employee *and* is shown that field — a company user never gets the company HR contract or the
// documents, an employee only its own (the area rules of employees.service decide).
import { eq, or, sql } from 'drizzle-orm';
import { addFileField } from '../uploads/file-use';
import { getEmployee } from './employees.service';
import { employeeDocuments, employees } from './employees.tables';

addFileField(
  async (db, viewer, url) => {
    const rows = await db
      .select({ id: employees.id })
      .from(employees)
      .where(
        or(
          eq(employees.resume, url),
          eq(employees.contract, url),
          eq(employees.company_hr_contract, url),
          sql`exists (select 1 from ${employeeDocuments} where ${employeeDocuments.employee_id} = ${employees.id} and ${employeeDocuments.document} = ${url})`,
        ),
      );
    for (const { id } of rows) {
      const shown = await getEmployee(db, viewer, id).catch(() => null);
      if (!shown) continue;
      const fields = [
        shown.resume,
        shown.contract,
        shown.company_hr_contract,
        ...(shown.documents ?? []).map((d) => d.document),
      ];
      if (fields.includes(url)) return true;
    }
    return false;
  },
  [employees.resume, employees.contract, employees.company_hr_contract, employeeDocuments.document],
);
