// Which employee fields each area sees and edits (spec 001 §2 "Employee module variants", §6 Area
// rules). The server leaves hidden fields out of its answers and keeps their stored values on a
// write; the web shows the same sections and read-only inputs.
import { type AccessSubject, canAccess } from './hidden-keys';

/** hrms (HR staff), company (a client's admin, its own company's employees), employee (itself). */
export type EmployeeArea = 'hrms' | 'company' | 'employee';

/** The area a signed-in user works on employees in, or null when it has none. */
export function employeeArea(subject: AccessSubject): EmployeeArea | null {
  if (canAccess(subject, 'hrms')) return 'hrms';
  if (canAccess(subject, 'company')) return 'company';
  if (canAccess(subject, 'employee-profile')) return 'employee';
  return null;
}

const HR_DETAIL = [
  'ctc',
  'laptop_detail',
  'contract',
  'contract_name',
  'current_address',
  'permanent_address',
  'general_note',
] as const;
const COMPANY_HR_DETAIL = [
  'company_hr_ctc',
  'company_hr_laptop_detail',
  'company_hr_contract',
  'company_hr_contract_name',
] as const;
export const ACCOUNT_DETAIL = [
  'name_as_per_bank',
  'bank_name',
  'bank_address',
  'account_number',
  'ifsc_code',
  'swift_code',
  'pan_number',
  'aadhar_number',
] as const;

/**
 * Left out for the company area: the client, HR detail, account detail, documents, the company HR
 * group and flipkoins_email (spec §6), plus the interview history (internal, as for applicants).
 */
export const COMPANY_HIDDEN_EMPLOYEE_FIELDS = [
  'client_id',
  'company_name',
  'company_logo',
  'flipkoins_email',
  ...HR_DETAIL,
  ...COMPANY_HR_DETAIL,
  ...ACCOUNT_DETAIL,
  'documents',
  'interview_status',
  'applicant_id',
] as const;

/** Left out for the employee itself: client, general note, the company HR group, interview history. */
export const SELF_HIDDEN_EMPLOYEE_FIELDS = [
  'client_id',
  'company_name',
  'company_logo',
  'general_note',
  ...COMPANY_HR_DETAIL,
  'interview_status',
  'applicant_id',
] as const;

export type HideableEmployeeField =
  | (typeof COMPANY_HIDDEN_EMPLOYEE_FIELDS)[number]
  | (typeof SELF_HIDDEN_EMPLOYEE_FIELDS)[number];

export function hiddenEmployeeFields(area: EmployeeArea): ReadonlySet<HideableEmployeeField> {
  if (area === 'company') return new Set(COMPANY_HIDDEN_EMPLOYEE_FIELDS);
  if (area === 'employee') return new Set(SELF_HIDDEN_EMPLOYEE_FIELDS);
  return new Set();
}

/**
 * What the employee may change on its own profile (spec §6 lists the read-only rest: client,
 * e-mails, employee ID, skills, contract type, dates, designation, project, manager, ctc, laptop,
 * contract, addresses, bank and ID fields, documents). `employeeProfileBody` has exactly these.
 */
export const SELF_EDITABLE_EMPLOYEE_FIELDS = [
  'first_name',
  'last_name',
  'dob',
  'phone',
  'linkedin',
  'country_id',
  'state_id',
  'city_id',
  'resume',
  'resume_name',
] as const;

/** Account detail is shown in full only to hrms, who edits it; everyone else gets it masked. */
export const revealsAccountDetail = (area: EmployeeArea) => area === 'hrms';
