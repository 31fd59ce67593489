// The employee form's rules and messages (spec 001 §5 Employee).
import { describe, expect, it } from 'vitest';
import { employeeArea, hiddenEmployeeFields } from '../access';
import { IDENTIFIER_MESSAGES } from '../identifiers';
import {
  companyEmailDomainMessage,
  employeeBody,
  employeeHrmsBody,
  employeeHrmsIssues,
  employeeProfileBody,
  EMPLOYEE_MESSAGES as M,
} from './employees.schemas';

const valid = {
  first_name: 'Asha',
  last_name: 'Rao',
  client_id: 3,
  flipkoins_email: 'asha@staffdesk.local',
  employee_id: 'EMP-001',
  reporting_manager: ['lead@example.com'],
};

/** The one message the field answers for this value. */
function messageFor(field: string, value: unknown, schema = employeeHrmsBody) {
  const result = schema.safeParse({ ...valid, [field]: value });
  if (result.success) return null;
  return result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
}

describe('employeeBody', () => {
  it('accepts the required fields alone and fills the optional ones with null', () => {
    const parsed = employeeHrmsBody.parse(valid);
    expect(parsed).toMatchObject({ dob: null, ctc: null, account_number: null, documents: [], skill_id: [] });
  });

  it.each([
    ['first_name', '', M.firstNameRequired],
    ['first_name', 'Al', M.firstNameShort],
    ['first_name', 'a'.repeat(101), M.firstNameTooLong],
    ['last_name', '', M.lastNameShort],
    ['last_name', 'a'.repeat(101), M.lastNameTooLong],
    ['phone', '12-34', M.phoneInvalid],
    ['phone', '1234', M.phoneShort],
    ['phone', '1'.repeat(21), M.phoneTooLong],
    ['client_id', '', M.clientRequired],
    ['flipkoins_email', '', M.flipkoinsEmailRequired],
    ['flipkoins_email', 'asha', M.emailInvalid],
    ['employee_id', '', M.employeeIdRequired],
    ['employee_id', 'a'.repeat(101), M.employeeIdTooLong],
    ['reporting_manager', [], M.reportingManagerRequired],
    ['reporting_manager', ['ab'], M.reportingManagerShort],
    ['reporting_manager', ['not-an-email'], M.emailInvalid],
    ['laptop_detail', 'a'.repeat(5001), M.laptopTooLong],
    ['permanent_address', 'a'.repeat(2001), M.permanentAddressTooLong],
    ['general_note', 'a'.repeat(5001), M.generalNoteTooLong],
    ['account_number', '12ab5678', IDENTIFIER_MESSAGES.accountNumber],
    ['account_number', '1234567', IDENTIFIER_MESSAGES.accountNumberMin],
    ['account_number', '1'.repeat(31), IDENTIFIER_MESSAGES.accountNumberMax],
    ['pan_number', 'ABCDE12345', IDENTIFIER_MESSAGES.pan],
    ['aadhar_number', '12345678901', IDENTIFIER_MESSAGES.aadhaar],
    ['aadhar_number', '234123412345', IDENTIFIER_MESSAGES.aadhaarCheck],
  ])('%s %j answers only its rule: %s', (field, value, message) => {
    expect(messageFor(field, value)).toEqual([message]);
  });

  it('keeps reporting managers as a list of distinct lower-case e-mails, also from comma-separated text', () => {
    const parsed = employeeBody.parse({
      ...valid,
      reporting_manager: 'Lead@Example.com, b@example.com,lead@example.com',
    });
    expect(parsed.reporting_manager).toEqual(['lead@example.com', 'b@example.com']);
  });

  it('submits only document rows with both a type and a file', () => {
    const parsed = employeeBody.parse({
      ...valid,
      documents: [
        { document_type_id: 2, document: '/api/v1/files/documents/a.pdf', document_name: 'a.pdf' },
        { document_type_id: 2, document: '' },
        { document_type_id: '', document: '/api/v1/files/documents/b.pdf' },
      ],
    });
    expect(parsed.documents).toEqual([
      { document_type_id: 2, document: '/api/v1/files/documents/a.pdf', document_name: 'a.pdf' },
    ]);
  });

  it('takes leave counts in half days up to 365', () => {
    expect(messageFor('leave_types', [{ slug: 'casual-leave', value: '12.5' }])).toBeNull();
    expect(messageFor('leave_types', [{ slug: 'casual-leave', value: '1.3' }])).toEqual([
      M.leaveCountInvalid,
    ]);
    expect(messageFor('leave_types', [{ slug: 'casual-leave', value: 400 }])).toEqual([M.leaveCountInvalid]);
  });

  it('refuses an end date before the joining date', () => {
    expect(messageFor('end_date', '2024-01-01', employeeBody)).toBeNull();
    const result = employeeBody.safeParse({ ...valid, joining_date: '2024-02-01', end_date: '2024-01-01' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([M.endBeforeJoining]);
  });
});

describe('the company e-mail domain check', () => {
  const org = { name: 'Flipkoins', emailDomain: 'flipkoins.com' };
  it("answers the spec's message with the product name", () => {
    expect(employeeHrmsIssues({ client_id: 1, flipkoins_email: 'a@gmail.com' }, org)).toEqual([
      { path: 'flipkoins_email', message: 'Flipkoins email is not a valid Flipkoins Email' },
    ]);
    expect(companyEmailDomainMessage('Acme')).toBe('Acme email is not a valid Acme Email');
  });
  it('accepts the domain in any case, and not a look-alike sub-domain', () => {
    expect(employeeHrmsIssues({ client_id: 1, flipkoins_email: 'A@FlipKoins.com' }, org)).toEqual([]);
    expect(employeeHrmsIssues({ client_id: 1, flipkoins_email: 'a@evilflipkoins.com' }, org)).toHaveLength(1);
  });
});

describe('employeeProfileBody', () => {
  it('keeps only the fields an employee edits; read-only ones sent along are dropped', () => {
    const parsed = employeeProfileBody.parse({
      first_name: 'Asha',
      last_name: 'Rao',
      employee_id: 'X',
      ctc: '1',
    });
    expect(parsed).not.toHaveProperty('employee_id');
    expect(parsed).not.toHaveProperty('ctc');
  });
});

describe('employee areas', () => {
  it('chooses the area from the user type and role', () => {
    expect(employeeArea({ type_slug: 'super-admin', role_slug: 'admin', permissions_slug: [] })).toBe('hrms');
    expect(employeeArea({ type_slug: 'client', role_slug: 'admin', permissions_slug: [] })).toBe('company');
    expect(employeeArea({ type_slug: 'employee', role_slug: 'employee', permissions_slug: [] })).toBe(
      'employee',
    );
    expect(employeeArea({ type_slug: 'client', role_slug: 'user', permissions_slug: [] })).toBeNull();
    expect(employeeArea({ type_slug: 'partners', role_slug: 'admin', permissions_slug: [] })).toBeNull();
  });
  it('hides the client, HR, account and documents from the company, and the company HR group from the employee', () => {
    expect([...hiddenEmployeeFields('company')]).toEqual(
      expect.arrayContaining([
        'client_id',
        'ctc',
        'account_number',
        'documents',
        'company_hr_ctc',
        'flipkoins_email',
      ]),
    );
    expect([...hiddenEmployeeFields('employee')]).toEqual(
      expect.arrayContaining(['client_id', 'general_note', 'company_hr_contract']),
    );
    expect(hiddenEmployeeFields('hrms').size).toBe(0);
  });
});
