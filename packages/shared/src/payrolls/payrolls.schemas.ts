// Payrolls (spec 001 §3 Payroll, §7 Payrolls, §8 'Payslip is not uploaded'; issue 11): one payslip
// PDF per employee per month, uploaded one at a time or in bulk, read by hrms and by its employee.
import { z } from 'zod';
import { COMMON_MESSAGES } from '../common';
import { uploadedFileField } from '../file-fields';
import { filterText, isoDate, optionalIsoDate, requiredId } from '../positions/form-fields';
import { PAYROLL_MESSAGES } from './payrolls.messages';

export { PAYROLL_MESSAGES } from './payrolls.messages';

const M = PAYROLL_MESSAGES;

export const payrollBody = z.object({
  user_id: requiredId(M.employeeRequired).describe(
    'The employee’s user id (chosen by the employee’s e-mail)',
  ),
  payslip: uploadedFileField(COMMON_MESSAGES.fileInvalid).pipe(z.string({ error: M.payslipRequired })),
  payslip_name: z
    .string({ error: M.payslipNameRequired })
    .trim()
    .min(1, M.payslipNameRequired)
    .max(255, M.payslipNameTooLong),
  payslip_date: isoDate(M.payslipDateRequired),
  replace: z
    .boolean({ error: M.replaceInvalid })
    .optional()
    .default(false)
    .describe('Replace the payslip the employee already has for that month (after a confirmation)'),
  /** The record's updated_at when the edit form loaded it; PUT requires it and a newer row answers 409. */
  updated_at: z.string({ error: COMMON_MESSAGES.updatedAtInvalid }).nullish(),
});
export type PayrollBody = z.input<typeof payrollBody>;
export type PayrollInput = z.output<typeof payrollBody>;

export const payrollFilterBody = z
  .object({
    search: filterText.describe('Matches the employee’s name, e-mail and employee ID (partial)'),
    from_date: optionalIsoDate(M.dateInvalid).transform((v) => v ?? undefined),
    to_date: optionalIsoDate(M.dateInvalid).transform((v) => v ?? undefined),
  })
  .refine((f) => !f.from_date || !f.to_date || f.to_date >= f.from_date, {
    message: M.toBeforeFrom,
    path: ['to_date'],
  })
  .prefault({});
export type PayrollFilter = z.output<typeof payrollFilterBody>;

const text = z.string().nullable();
export const payroll = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  payslip: z.string(),
  payslip_name: z.string(),
  payslip_date: z.string(),
  full_name: z.string(),
  email: z.string(),
  profile_image: text,
  employee_id: text,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Payroll = z.infer<typeof payroll>;

/** A bulk upload takes up to this many files, a zip's entries counted one by one. */
export const BULK_MAX_FILES = 2000;
export const BULK_STATUSES = ['created', 'replaced', 'unchanged', 'unmatched'] as const;
export const bulkResult = z.object({
  file: z.string(),
  status: z.enum(BULK_STATUSES),
  reason: z.string().optional(),
  id: z.number().int().optional(),
});
export type BulkResult = z.infer<typeof bulkResult>;
/** How many files of each status: the bulk upload's summary line. */
export const countBulkResults = (results: BulkResult[]) =>
  Object.fromEntries(
    BULK_STATUSES.map((status) => [status, results.filter((r) => r.status === status).length]),
  ) as Record<(typeof BULK_STATUSES)[number], number>;

/** GET payrolls/employees?search: the employees the form's e-mail field offers. */
export const payrollEmployeeQuery = z.object({
  search: filterText.describe('Matches the e-mail, name or employee ID (partial)'),
});
export const payrollEmployeeOption = z.object({
  user_id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  employee_id: text,
});
export type PayrollEmployeeOption = z.infer<typeof payrollEmployeeOption>;

/** The bulk form's payslip_date (a multipart field, checked by the route). */
export const payslipDateField = isoDate(M.payslipDateRequired);
