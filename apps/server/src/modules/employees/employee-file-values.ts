// The file fields of the employee form as uploads/file-use.ts checks them: each must be a file the
// caller uploaded through master/upload-file into its folder (or one the record already holds).
// Only the fields the viewer's area writes are checked; hidden ones keep their stored values.
import {
  COMMON_MESSAGES,
  type EmployeeArea,
  hiddenEmployeeFields,
  EMPLOYEE_MESSAGES as M,
} from '@staffdesk/shared';
import type { FileFieldValue } from '../uploads/file-use';

interface EmployeeFileInput {
  resume: string | null;
  contract?: string | null;
  company_hr_contract?: string | null;
  documents?: { document: string }[];
}

export function employeeFiles(input: EmployeeFileInput, area: EmployeeArea): FileFieldValue[] {
  const hidden: ReadonlySet<string> = hiddenEmployeeFields(area);
  const values: FileFieldValue[] = [
    { field: 'resume', url: input.resume, folder: 'cv', message: M.resumeNotUploaded },
    { field: 'contract', url: input.contract ?? null, folder: 'contract', message: M.contractNotUploaded },
    {
      field: 'company_hr_contract',
      url: input.company_hr_contract ?? null,
      folder: 'contract',
      message: M.companyHrContractNotUploaded,
    },
    ...(input.documents ?? []).map((row, i) => ({
      field: `documents.${i}.document`,
      url: row.document,
      folder: 'documents' as const,
      message: COMMON_MESSAGES.fileInvalid,
    })),
  ];
  return values.filter((value) => !hidden.has(value.field.split('.')[0]!));
}

/** What an employee row holds now: values kept on an update need no new check. */
export function heldEmployeeFiles(
  row: { resume: string | null; contract: string | null; company_hr_contract: string | null },
  documents: { document: string }[],
) {
  return [row.resume, row.contract, row.company_hr_contract, ...documents.map((d) => d.document)];
}
