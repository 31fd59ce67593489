// A payroll's payslip: served to whoever GET payrolls/{id} answers (hrms, and the employee it
// belongs to).
import type { FileHolder } from '../uploads/file-holders';
import { payrolls } from './payrolls.tables';

export const payrollFiles: Omit<FileHolder, 'reads'> = {
  record: 'payroll',
  columns: [{ column: payrolls.payslip, recordId: payrolls.id }],
};
