// Employees (spec 001 §3 Employee). An employee is also a user of type employee: the user row holds
// the sign-in address (flipkoins_email), the password, the sessions and the block (users.blocked_at);
// this row holds the HR record. Names are kept on both, written together.
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';
import { encryptedText } from '../../db/encrypted-columns';
import { applicants } from '../applicants/applicants.tables';
import { companies } from '../companies/companies.tables';
import {
  cities,
  countries,
  documentTypes,
  leaveTypes,
  positionTypes,
  skills,
  states,
} from '../master/master.tables';
import { users } from '../users/users.tables';

export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    // Personal detail
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    dob: date('dob', { mode: 'string' }),
    personal_email: text('personal_email'),
    phone: text('phone'),
    client_id: integer('client_id')
      .notNull()
      .references(() => companies.id),
    company_email: text('company_email'),
    linkedin: text('linkedin'),
    country_id: integer('country_id').references(() => countries.id),
    state_id: integer('state_id').references(() => states.id),
    city_id: integer('city_id').references(() => cities.id),
    resume: text('resume'),
    resume_name: text('resume_name'),
    // Professional detail
    employee_id: text('employee_id').notNull(),
    contract_type_id: integer('contract_type_id').references(() => positionTypes.id),
    joining_date: date('joining_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    designation: text('designation'),
    current_project: text('current_project'),
    /** Comma-separated e-mails, as the spec stores them. */
    reporting_manager: text('reporting_manager').notNull(),
    // HR detail
    // Salaries are encrypted too (issue 21): an amount as its canonical text ('1200000.00'), never
    // compared, summed or sorted in SQL.
    ctc: encryptedText('ctc'),
    laptop_detail: text('laptop_detail'),
    contract: text('contract'),
    contract_name: text('contract_name'),
    current_address: text('current_address'),
    permanent_address: text('permanent_address'),
    general_note: text('general_note'),
    // Company HR detail
    company_hr_ctc: encryptedText('company_hr_ctc'),
    company_hr_laptop_detail: text('company_hr_laptop_detail'),
    company_hr_contract: text('company_hr_contract'),
    company_hr_contract_name: text('company_hr_contract_name'),
    // Account detail: the account holder's name and the identity and payment numbers are encrypted
    // at rest (docs/architecture.md).
    name_as_per_bank: encryptedText('name_as_per_bank'),
    bank_name: text('bank_name'),
    bank_address: text('bank_address'),
    account_number: encryptedText('account_number'),
    ifsc_code: encryptedText('ifsc_code'),
    swift_code: encryptedText('swift_code'),
    pan_number: encryptedText('pan_number'),
    aadhar_number: encryptedText('aadhar_number'),
    /** The applicant this employee was hired from; the applicant's history is the employee's. */
    applicant_id: integer('applicant_id').references(() => applicants.id),
    /** Lower-cased name, employee ID, e-mails and phone for the trigram search. */
    search_text: text('search_text').notNull().default(''),
    created_by: integer('created_by').references(() => users.id),
    updated_by: integer('updated_by').references(() => users.id),
    ...timestamps,
    ...softDelete,
  },
  (t) => {
    const live = sql`${t.deleted_at} is null`;
    return [
      uniqueIndex('employees_user_uq').on(t.user_id),
      uniqueIndex('employees_employee_id_uq').on(sql`lower(${t.employee_id})`).where(live),
      uniqueIndex('employees_applicant_uq').on(t.applicant_id).where(live),
      index('employees_client_idx').on(t.client_id, t.id).where(live),
      index('employees_search_trgm_idx').using('gin', t.search_text.op('gin_trgm_ops')),
      // One- and two-character searches match the start of the name (lib/search.ts).
      index('employees_search_prefix_idx').on(t.search_text.op('text_pattern_ops')).where(live),
    ];
  },
);

export const employeeSkills = pgTable(
  'employee_skills',
  {
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    skill_id: integer('skill_id')
      .notNull()
      .references(() => skills.id),
  },
  (t) => [
    primaryKey({ columns: [t.employee_id, t.skill_id] }),
    index('employee_skills_skill_idx').on(t.skill_id, t.employee_id),
  ],
);

/**
 * Each reporting-manager address of an employee (the employee row keeps the spec's comma-separated
 * text), so the form's lookup finds addresses on an index: a prefix for one or two characters, a
 * trigram for more (employee-managers.ts). Rewritten with the employee.
 */
export const employeeReportingManagers = pgTable(
  'employee_reporting_managers',
  {
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** Lower-cased, as the form's schema leaves it. */
    email: text('email').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.employee_id, t.email] }),
    index('employee_reporting_managers_prefix_idx').on(t.email.op('text_pattern_ops')),
    index('employee_reporting_managers_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

export const employeeDocuments = pgTable(
  'employee_documents',
  {
    id: serial('id').primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    document_type_id: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    document: text('document').notNull(),
    document_name: text('document_name'),
    ...timestamps,
  },
  (t) => [index('employee_documents_employee_idx').on(t.employee_id)],
);

/**
 * One row per employee and leave type: the yearly count hrms sets (the type's default at first).
 * Whether a count applies at all (is_applicable) follows the type: BALANCED_LEAVE_TYPES.
 */
export const employeeLeaveTypes = pgTable(
  'employee_leave_types',
  {
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    leave_type_id: integer('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id),
    count: numeric('count', { precision: 5, scale: 1, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.employee_id, t.leave_type_id] })],
);
