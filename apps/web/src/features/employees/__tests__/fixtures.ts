// Answers of the employees API for the screen tests.
import type { Employee, EmployeeLeaveRow } from '@staffdesk/shared';

export const leaveRows: EmployeeLeaveRow[] = [
  {
    type: 'Casual Leave',
    slug: 'casual-leave',
    count: 12,
    default_count: 12,
    approved_leaves: 0,
    remaining_leaves: 12,
    is_applicable: 'Y',
  },
  {
    type: 'Work From Home',
    slug: 'work-from-home',
    count: 0,
    default_count: 0,
    approved_leaves: 0,
    remaining_leaves: 0,
    is_applicable: 'N',
  },
];

export const sampleEmployee = (over: Partial<Employee> = {}): Employee => ({
  id: 7,
  user_id: 70,
  first_name: 'Asha',
  last_name: 'Rao',
  full_name: 'Asha Rao',
  dob: null,
  personal_email: null,
  phone: '+919876543210',
  client_id: 3,
  company_name: 'Acme',
  company_logo: null,
  flipkoins_email: 'asha@staffdesk.local',
  company_email: 'asha@acme.example',
  linkedin: null,
  country_id: null,
  country: null,
  state_id: null,
  state: null,
  city_id: null,
  city: null,
  resume: null,
  resume_name: null,
  employee_id: 'SD-7',
  skill_id: [],
  skills: [],
  contract_type_id: null,
  contract_type: null,
  joining_date: null,
  end_date: null,
  designation: 'Engineer',
  current_project: null,
  reporting_manager: ['lead@staffdesk.local'],
  ctc: '1200000.00',
  laptop_detail: null,
  contract: null,
  contract_name: null,
  current_address: null,
  permanent_address: null,
  general_note: 'Prefers mornings',
  company_hr_ctc: null,
  company_hr_laptop_detail: null,
  company_hr_contract: null,
  company_hr_contract_name: null,
  name_as_per_bank: null,
  bank_name: null,
  bank_address: null,
  account_number: null,
  ifsc_code: null,
  swift_code: null,
  pan_number: 'ABCPE1234F',
  aadhar_number: null,
  documents: [],
  is_revoked: 'N',
  email_verified: true,
  interview_status: [],
  applicant_id: null,
  leaves: leaveRows,
  updated_at: '2025-01-02T03:04:05.000Z',
  ...over,
});

/** The company area's answer: the server leaves these fields out. */
export const companyView = () => {
  const e = sampleEmployee() as Record<string, unknown>;
  for (const key of [
    'client_id',
    'company_name',
    'flipkoins_email',
    'ctc',
    'general_note',
    'pan_number',
    'documents',
  ]) {
    delete e[key];
  }
  return e as Employee;
};

// The catch-all comes last: the first matching key answers.
export const lookups = {
  'GET companies': () => ({ data: [{ id: 3, company_name: 'Acme', company_logo: null }], message: '' }),
  'GET master/organisation': () => ({
    data: { org_name: 'Staffdesk', org_email_domain: 'staffdesk.local' },
    message: '',
  }),
  'GET master/leave-types': () => ({
    data: [
      { id: 1, slug: 'casual-leave', type: 'Casual Leave', default_count: 12 },
      { id: 7, slug: 'work-from-home', type: 'Work From Home', default_count: 0 },
    ],
    message: '',
  }),
  'GET master/*': () => ({ data: [], message: '' }),
};
