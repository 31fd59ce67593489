// Employees (spec 001 §3 Employee, §4 profile access, §5 Employee, §6 area rules, §7 Employees, §8).
import { z } from 'zod';
import { sensitiveChangeSummary } from '../audit/sensitive-changes.schemas';
import { pendingBankChange } from '../bank-changes/bank-changes.schemas';
import { COMMON_MESSAGES, tooLong } from '../common';
import { documentItem, documentRowsField } from '../documents';
import { linkField } from '../file-fields';
import { aadhaarNumber, accountNumber, ifscCode, panNumber, swiftCode } from '../identifiers';
import { skillItem } from '../master/master.schemas';
import { moneyAmount } from '../money';
import { DIGITS_PLUS_PATTERN, EMAIL_PATTERN } from '../patterns';
import { filterId, filterIds, filterText, optionalIsoDate, optionalString } from '../positions/form-fields';

export const EMPLOYEE_MESSAGES = {
  firstNameRequired: 'Please enter the first name',
  firstNameShort: 'First name must be atleast three characters',
  firstNameTooLong: tooLong('First name', 100),
  lastNameShort: 'Last name must be atleast one characters',
  lastNameTooLong: tooLong('Last name', 100),
  phoneInvalid: 'Please enter a valid phone number',
  phoneShort: 'Phone number must be greater than 5 digits',
  phoneTooLong: tooLong('Phone number', 20, 'digits'),
  clientRequired: 'Please choose company',
  flipkoinsEmailRequired: 'Please enter the flipkoins email',
  emailInvalid: 'Please enter a valid email',
  emailTooLong: tooLong('Email', 100),
  employeeIdRequired: 'Please enter the Employee ID',
  employeeIdTooLong: tooLong('Employee ID', 100),
  reportingManagerRequired: 'Please enter the reporting manager email',
  reportingManagerShort: 'Reporting manager email must be at least 3 characters',
  reportingManagerTooLong: tooLong('Reporting manager email', 100),
  designationTooLong: tooLong('Designation', 100),
  currentProjectTooLong: tooLong('Current project', 100),
  linkedinTooLong: tooLong('LinkedIn', 500),
  laptopTooLong: 'Comments increased than 5000 characters',
  permanentAddressTooLong: 'Address increased than 2000 characters',
  currentAddressTooLong: 'Address increased than 2000 characters',
  generalNoteTooLong: 'Note increased than 5000 characters',
  bankTextTooLong: tooLong('Bank detail', 200),
  fileNameTooLong: tooLong('File name', 255),
  dateInvalid: 'Please enter a valid date',
  endBeforeJoining: 'End date must not be before the joining date',
  leaveCountInvalid: 'Leave count must be a number from 0 to 365, in steps of 0.5',
  leaveTypeInvalid: 'Please choose a leave type from the list',
  leaveTypesInvalid: 'Please give the leave counts as a list of leave type and count',
  leaveTypesTooMany: 'Please give at most 50 leave counts',
  leaveTypeTooLong: tooLong('Leave type', 60),
  created: 'Employee has been created. An invitation has been sent to their email.',
  updated: 'Employee has been updated',
  listed: 'Employees fetched successfully',
  fetched: 'Employee fetched successfully',
  notFound: 'Employee not found',
  changed: 'This employee was changed by someone else. Please reload and try again.',
  employeeIdTaken: 'An employee with this Employee ID already exists',
  emailTaken: 'A user with this email already exists',
  applicantNotJoined: 'Only an applicant who has joined can be made an employee',
  applicantAlreadyHired: 'This applicant is already an employee',
  createConfirmTitle: 'Create',
  createConfirmText: 'You are about to create a new User with email id',
  blockConfirm: 'You want to block employee profile access',
  unblockConfirm: 'You want to un-block employee profile access',
  blocked: 'Employee profile access has been blocked',
  unblocked: 'Employee profile access has been un-blocked',
  /** Sign-in of a blocked employee, after the right password. */
  accessBlocked: 'Your profile access has been blocked. Please contact HR.',
  revokedInvalid: 'Please choose Y or N',
  resumeNotUploaded: 'Resume is not uploaded',
  contractNotUploaded: 'Contract is not uploaded',
  companyHrContractNotUploaded: 'Company HR Contract is not uploaded',
  leavesListed: 'Leave counts fetched successfully',
} as const;
const M = EMPLOYEE_MESSAGES;

/** Interview statuses that mean "hired" (the seeded one is Joined; some agencies say Selected). */
export const isHiredStatus = (status: string | null | undefined) =>
  ['joined', 'selected'].includes(status?.trim().toLowerCase() ?? '');

/** The form's label of `flipkoins_email`: the spec's 'Flipkoins Email' with the ORG_NAME in use. */
export const orgEmailLabel = (orgName: string) => `${orgName} Email`;

/** 'Flipkoins email is not a valid Flipkoins Email' with the staffing company's own name (ORG_NAME). */
export const companyEmailDomainMessage = (orgName: string) =>
  `${orgName} email is not a valid ${orgName} Email`;

/** True when the address ends with @ORG_EMAIL_DOMAIN (case-insensitive; a sub-domain does not count). */
export const hasOrgDomain = (email: string, domain: string) =>
  email.trim().toLowerCase().endsWith(`@${domain.trim().toLowerCase()}`);

const optionalEmail = z
  .string({ error: M.emailInvalid })
  .trim()
  .max(100, M.emailTooLong)
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), M.emailInvalid)
  .nullish()
  .transform((v) => v || null);

/** Reporting managers: a list of e-mails (or the stored comma-separated text), at least one. */
const reportingManagers = z
  .union([z.array(z.string({ error: M.reportingManagerRequired })), z.string()], {
    error: M.reportingManagerRequired,
  })
  .transform((v) =>
    (Array.isArray(v) ? v : v.split(',')).map((email) => email.trim().toLowerCase()).filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .min(3, M.reportingManagerShort)
          .max(100, M.reportingManagerTooLong)
          .refine((v) => v.length < 3 || EMAIL_PATTERN.test(v), M.emailInvalid),
      )
      .min(1, M.reportingManagerRequired),
  )
  .transform((emails) => [...new Set(emails)]);

const optionalIds = filterIds.transform((v) => v ?? []);
const file = optionalString(500, COMMON_MESSAGES.fileInvalid);
const fileName = optionalString(255, M.fileNameTooLong);
const bankText = optionalString(200, M.bankTextTooLong);

/** One leave count hrms sets: the leave type's slug and the number of days (halves allowed). */
export const employeeLeaveTypeBody = z.object(
  {
    slug: z
      .string({ error: M.leaveTypeInvalid })
      .trim()
      .min(1, M.leaveTypeInvalid)
      .max(60, M.leaveTypeTooLong),
    value: z
      .union([z.string(), z.number(), z.null()], { error: M.leaveCountInvalid })
      .transform((v) => (v === null ? '' : String(v).trim()))
      .refine((v) => v === '' || (/^\d{1,3}(\.[05])?$/.test(v) && Number(v) <= 365), M.leaveCountInvalid)
      .transform((v) => (v === '' ? null : Number(v))),
  },
  { error: M.leaveTypeInvalid },
);

const name = {
  first_name: z
    .string({ error: M.firstNameRequired })
    .trim()
    .min(1, M.firstNameRequired)
    .refine((v) => v === '' || v.length >= 3, M.firstNameShort)
    .max(100, M.firstNameTooLong),
  last_name: z.string({ error: M.lastNameShort }).trim().min(1, M.lastNameShort).max(100, M.lastNameTooLong),
};

const phone = z
  .string({ error: M.phoneInvalid })
  .trim()
  .max(20, M.phoneTooLong)
  .refine((v) => v === '' || DIGITS_PLUS_PATTERN.test(v), M.phoneInvalid)
  .refine((v) => v === '' || !DIGITS_PLUS_PATTERN.test(v) || v.length >= 5, M.phoneShort)
  .nullish()
  .transform((v) => v || null);

/** The fields an employee edits on its own profile (spec §6: everything else is read-only). */
const selfFields = {
  ...name,
  dob: optionalIsoDate(M.dateInvalid),
  phone,
  linkedin: linkField({ max: 500, tooLong: M.linkedinTooLong }),
  country_id: filterId.transform((v) => v ?? null),
  state_id: filterId.transform((v) => v ?? null),
  city_id: filterId.transform((v) => v ?? null),
  resume: file,
  resume_name: fileName,
  /** The record's updated_at when the form loaded it; a newer row answers 409. */
  updated_at: z.string({ error: COMMON_MESSAGES.updatedAtInvalid }).nullish(),
};

/** PUT employees/profile: the signed-in employee's own editable fields; any other field is ignored. */
export const employeeProfileBody = z.object(selfFields);
export type EmployeeProfileBody = z.input<typeof employeeProfileBody>;
export type EmployeeProfileInput = z.output<typeof employeeProfileBody>;

const employeeFields = {
  ...selfFields,
  personal_email: optionalEmail,
  client_id: filterId.transform((v) => v ?? null),
  flipkoins_email: z
    .string({ error: M.flipkoinsEmailRequired })
    .trim()
    .min(1, M.flipkoinsEmailRequired)
    .max(100, M.emailTooLong)
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), M.emailInvalid)
    .optional(),
  company_email: optionalEmail,
  employee_id: z
    .string({ error: M.employeeIdRequired })
    .trim()
    .min(1, M.employeeIdRequired)
    .max(100, M.employeeIdTooLong),
  skill_id: optionalIds,
  contract_type_id: filterId.transform((v) => v ?? null),
  joining_date: optionalIsoDate(M.dateInvalid),
  end_date: optionalIsoDate(M.dateInvalid),
  designation: optionalString(100, M.designationTooLong),
  current_project: optionalString(100, M.currentProjectTooLong),
  reporting_manager: reportingManagers,
  ctc: moneyAmount(),
  laptop_detail: optionalString(5000, M.laptopTooLong),
  contract: file,
  contract_name: fileName,
  current_address: optionalString(2000, M.currentAddressTooLong),
  permanent_address: optionalString(2000, M.permanentAddressTooLong),
  general_note: optionalString(5000, M.generalNoteTooLong),
  company_hr_ctc: moneyAmount(),
  company_hr_laptop_detail: optionalString(5000, M.laptopTooLong),
  company_hr_contract: file,
  company_hr_contract_name: fileName,
  name_as_per_bank: bankText,
  bank_name: bankText,
  bank_address: optionalString(2000, M.currentAddressTooLong),
  account_number: accountNumber(),
  ifsc_code: ifscCode(),
  swift_code: swiftCode(),
  pan_number: panNumber(),
  aadhar_number: aadhaarNumber(),
  documents: documentRowsField,
  leave_types: z
    .array(employeeLeaveTypeBody, { error: M.leaveTypesInvalid })
    .max(50, M.leaveTypesTooMany)
    .optional()
    .transform((rows) => rows ?? []),
  /** The applicant this employee was hired from (hire-from-applicant); kept on edit. */
  applicant_id: filterId.transform((v) => v ?? null),
};

/**
 * POST employees and PUT employees/{id}. client_id and flipkoins_email are required of hrms; the
 * company area never sees them, so its PUT may leave them out (checked by `employeeAreaIssues`).
 */
export const employeeBody = z.object(employeeFields).superRefine((v, ctx) => {
  if (v.joining_date && v.end_date && v.end_date < v.joining_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.endBeforeJoining });
  }
});
export type EmployeeBody = z.input<typeof employeeBody>;
export type EmployeeInput = z.output<typeof employeeBody>;

/** The rules of the hrms form: client and flipkoins e-mail required, the e-mail on the org's domain. */
export function employeeHrmsIssues(
  input: Pick<EmployeeInput, 'client_id' | 'flipkoins_email'>,
  org: { name: string; emailDomain: string },
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (!input.client_id) issues.push({ path: 'client_id', message: M.clientRequired });
  if (!input.flipkoins_email) {
    issues.push({ path: 'flipkoins_email', message: M.flipkoinsEmailRequired });
  } else if (
    EMAIL_PATTERN.test(input.flipkoins_email) &&
    !hasOrgDomain(input.flipkoins_email, org.emailDomain)
  ) {
    issues.push({ path: 'flipkoins_email', message: companyEmailDomainMessage(org.name) });
  }
  return issues;
}

/** The hrms form schema for the web's resolver (the domain check is shown as a toast instead). */
export const employeeHrmsBody = employeeBody.superRefine((value, ctx) => {
  if (!value.client_id) ctx.addIssue({ code: 'custom', path: ['client_id'], message: M.clientRequired });
  // '' already has the field's own message; only a missing field is reported here.
  if (value.flipkoins_email === undefined) {
    ctx.addIssue({ code: 'custom', path: ['flipkoins_email'], message: M.flipkoinsEmailRequired });
  }
});

export const employeeFilterBody = z
  .object({
    search: filterText.describe('Matches first and last name, employee ID, e-mails and phone (partial)'),
    skill_id: filterIds.describe('Employees with any of these skills (one id or a list)'),
    client_id: filterId.describe('Employees placed at this client (the company area: always its own)'),
  })
  .prefault({});
export type EmployeeFilterBody = z.input<typeof employeeFilterBody>;

/** At most this many addresses answer one reporting-manager lookup. */
export const REPORTING_MANAGER_LOOKUP_LIMIT = 20;
/** GET employees/reporting-managers?search=: the addresses already given as reporting managers. */
export const reportingManagerQuery = z.object({
  search: filterText.describe(
    'Addresses starting with one or two characters, or containing three or more (case-insensitive)',
  ),
});
export const reportingManagerOptions = z.array(z.string());
export type EmployeeFilter = z.output<typeof employeeFilterBody>;

export const profileAccessBody = z.object({
  employeeId: z.coerce.number({ error: M.notFound }).int(M.notFound).positive(M.notFound),
  isRevoked: z.enum(['Y', 'N'], { error: M.revokedInvalid }),
});
export type ProfileAccessBody = z.input<typeof profileAccessBody>;

export const employeeIdParam = z.object({
  employeeId: z.coerce.number({ error: M.notFound }).int(M.notFound).positive(M.notFound),
});
export const applicantIdParam = z.object({
  applicantId: z.coerce
    .number({ error: COMMON_MESSAGES.idInvalid })
    .int(COMMON_MESSAGES.idInvalid)
    .positive(COMMON_MESSAGES.idInvalid),
});

// Answers. Fields an area may not see are left out of the answer (see access/employee-fields.ts).

export const employeeLeaveRow = z.object({
  type: z.string(),
  slug: z.string(),
  count: z.number(),
  default_count: z.number(),
  approved_leaves: z.number(),
  remaining_leaves: z.number(),
  is_applicable: z.enum(['Y', 'N']),
});
export type EmployeeLeaveRow = z.infer<typeof employeeLeaveRow>;

export const employeeInterviewStatus = z.object({
  status: z.string(),
  comment: z.string(),
  interview_date: z.string().nullable(),
});

const text = z.string().nullable();
const hideableText = text.optional();

export const employee = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  dob: text,
  personal_email: text,
  phone: text,
  client_id: z.number().int().nullable().optional(),
  company_name: hideableText,
  company_logo: hideableText,
  flipkoins_email: hideableText,
  company_email: text,
  linkedin: text,
  country_id: z.number().int().nullable(),
  country: text,
  state_id: z.number().int().nullable(),
  state: text,
  city_id: z.number().int().nullable(),
  city: text,
  resume: text,
  resume_name: text,
  employee_id: z.string(),
  skill_id: z.array(z.number().int()),
  skills: z.array(skillItem),
  contract_type_id: z.number().int().nullable(),
  contract_type: text,
  joining_date: text,
  end_date: text,
  designation: text,
  current_project: text,
  reporting_manager: z.array(z.string()),
  ctc: hideableText,
  laptop_detail: hideableText,
  contract: hideableText,
  contract_name: hideableText,
  current_address: hideableText,
  permanent_address: hideableText,
  general_note: hideableText,
  company_hr_ctc: hideableText,
  company_hr_laptop_detail: hideableText,
  company_hr_contract: hideableText,
  company_hr_contract_name: hideableText,
  name_as_per_bank: hideableText,
  bank_name: hideableText,
  bank_address: hideableText,
  account_number: hideableText,
  ifsc_code: hideableText,
  swift_code: hideableText,
  pan_number: hideableText,
  aadhar_number: hideableText,
  documents: z.array(documentItem).optional(),
  is_revoked: z.enum(['Y', 'N']),
  email_verified: z.boolean(),
  interview_status: z.array(employeeInterviewStatus).optional(),
  applicant_id: z.number().int().nullable().optional(),
  leaves: z.array(employeeLeaveRow),
  /** The last change of the bank fields (who, when, which); left out where account detail is. */
  bank_details_changed: sensitiveChangeSummary.nullable().optional(),
  /** A bank change waiting for a second person (the values above are the confirmed ones). */
  bank_change_pending: pendingBankChange.nullable().optional(),
  updated_at: z.string(),
});
export type Employee = z.infer<typeof employee>;

/** The bank fields whose every change is recorded and told to the employee (modules/audit). */
export const EMPLOYEE_BANK_FIELDS = [
  { key: 'name_as_per_bank', label: 'Name as per bank' },
  { key: 'bank_name', label: 'Bank name' },
  { key: 'bank_address', label: 'Bank address' },
  { key: 'account_number', label: 'Account number' },
  { key: 'ifsc_code', label: 'IFSC code' },
  { key: 'swift_code', label: 'SWIFT code' },
] as const;

export const employeeListItem = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  profile_image: text,
  client_id: z.number().int().nullable(),
  company_name: text,
  company_logo: text,
  employee_id: z.string(),
  designation: text,
  skills: z.string().describe('Skill names, comma separated'),
  phone: text,
  company_email: text,
  is_revoked: z.enum(['Y', 'N']),
});
export type EmployeeListItem = z.infer<typeof employeeListItem>;

/** The employee form pre-filled from an applicant (hire-from-applicant). */
export const employeeDraft = z.object({
  applicant_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  phone: text,
  personal_email: text,
  linkedin: text,
  skill_id: z.array(z.number().int()),
  client_id: z.number().int(),
  country_id: z.number().int().nullable(),
  state_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  resume: text,
  resume_name: text,
  joining_date: text,
  designation: text,
  interview_status: z.array(employeeInterviewStatus),
});
export type EmployeeDraft = z.infer<typeof employeeDraft>;

/** ORG_NAME and ORG_EMAIL_DOMAIN, for the form's company e-mail check. */
export const organisation = z.object({ org_name: z.string(), org_email_domain: z.string() });
export type Organisation = z.infer<typeof organisation>;
