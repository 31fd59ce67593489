// The files of an employee (resume, contracts, documents): served to whoever GET employees/{id} or
// employees/profile answers the employee showing them — a company user never gets the company HR
// contract or the documents, an employee only its own (the area rules of employees.service).
import type { FileHolder } from '../uploads/file-holders';
import { employeeDocuments, employees } from './employees.tables';

export const employeeFiles: Omit<FileHolder, 'reads'> = {
  record: 'employee',
  columns: [
    { column: employees.resume, recordId: employees.id },
    { column: employees.contract, recordId: employees.id },
    { column: employees.company_hr_contract, recordId: employees.id },
    { column: employeeDocuments.document, recordId: employeeDocuments.employee_id },
  ],
};
