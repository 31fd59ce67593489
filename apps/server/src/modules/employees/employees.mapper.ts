// Rows to wire shapes per area: fields an area may not see are removed (not nulled), and account
// detail is masked for everyone but hrms (spec 001 §6, docs/decisions.md "Employees").
import {
  type DocumentItem,
  type Employee,
  type EmployeeArea,
  type EmployeeLeaveRow,
  type EmployeeListItem,
  hiddenEmployeeFields,
  maskAccount,
  maskFields,
  maskId,
  type PendingBankChange,
  revealsAccountDetail,
  type SensitiveChangeSummary,
} from '@staffdesk/shared';
import type { EmployeeListRow, EmployeeRow } from './employees.queries';

const fullName = (first: string, last: string) => `${first} ${last}`.trim();
const splitEmails = (value: string) => value.split(',').filter(Boolean);

export interface EmployeeExtras {
  documents: DocumentItem[];
  leaves: EmployeeLeaveRow[];
  interview_status: { status: string; comment: string; interview_date: string | null }[];
  /** Left undefined where the area does not see account detail. */
  bank_details_changed?: SensitiveChangeSummary | null;
  /** The bank change waiting for confirmation; undefined where account detail is hidden. */
  bank_change_pending?: PendingBankChange | null;
}

export function toEmployee(r: EmployeeRow, extras: EmployeeExtras, area: EmployeeArea): Employee {
  const e = r.row;
  const full: Employee = {
    id: e.id,
    user_id: e.user_id,
    first_name: e.first_name,
    last_name: e.last_name,
    full_name: fullName(e.first_name, e.last_name),
    dob: e.dob,
    personal_email: e.personal_email,
    phone: e.phone,
    client_id: e.client_id,
    company_name: r.company_name,
    company_logo: r.company_logo,
    flipkoins_email: r.flipkoins_email,
    company_email: e.company_email,
    linkedin: e.linkedin,
    country_id: e.country_id,
    country: r.country,
    state_id: e.state_id,
    state: r.state,
    city_id: e.city_id,
    city: r.city,
    resume: e.resume,
    resume_name: e.resume_name,
    employee_id: e.employee_id,
    skill_id: r.skill_items.map((s) => s.id),
    skills: r.skill_items,
    contract_type_id: e.contract_type_id,
    contract_type: r.contract_type,
    joining_date: e.joining_date,
    end_date: e.end_date,
    designation: e.designation,
    current_project: e.current_project,
    reporting_manager: splitEmails(e.reporting_manager),
    ctc: e.ctc,
    laptop_detail: e.laptop_detail,
    contract: e.contract,
    contract_name: e.contract_name,
    current_address: e.current_address,
    permanent_address: e.permanent_address,
    general_note: e.general_note,
    company_hr_ctc: e.company_hr_ctc,
    company_hr_laptop_detail: e.company_hr_laptop_detail,
    company_hr_contract: e.company_hr_contract,
    company_hr_contract_name: e.company_hr_contract_name,
    name_as_per_bank: e.name_as_per_bank,
    bank_name: e.bank_name,
    bank_address: e.bank_address,
    account_number: e.account_number,
    ifsc_code: e.ifsc_code,
    swift_code: e.swift_code,
    pan_number: e.pan_number,
    aadhar_number: e.aadhar_number,
    documents: extras.documents,
    is_revoked: r.blocked_at ? 'Y' : 'N',
    email_verified: r.email_verified_at !== null,
    interview_status: extras.interview_status,
    applicant_id: e.applicant_id,
    leaves: extras.leaves,
    ...(extras.bank_details_changed === undefined
      ? {}
      : { bank_details_changed: extras.bank_details_changed }),
    ...(extras.bank_change_pending === undefined ? {} : { bank_change_pending: extras.bank_change_pending }),
    updated_at: e.updated_at.toISOString(),
  };
  const masked = maskFields(
    full,
    {
      account_number: maskAccount,
      ifsc_code: maskAccount,
      swift_code: maskAccount,
      pan_number: maskId,
      aadhar_number: maskId,
    },
    revealsAccountDetail(area),
  );
  const visible = masked as Record<string, unknown>;
  for (const field of hiddenEmployeeFields(area)) delete visible[field];
  return masked;
}

export function toEmployeeListItem(r: EmployeeListRow): EmployeeListItem {
  const e = r.row;
  return {
    id: e.id,
    first_name: e.first_name,
    last_name: e.last_name,
    full_name: fullName(e.first_name, e.last_name),
    profile_image: r.profile_image,
    client_id: e.client_id,
    company_name: r.company_name,
    company_logo: r.company_logo,
    employee_id: e.employee_id,
    designation: e.designation,
    skills: r.skill_items.map((s) => s.skill).join(', '),
    phone: e.phone,
    company_email: e.company_email,
    is_revoked: r.blocked_at ? 'Y' : 'N',
  };
}
