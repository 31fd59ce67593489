// Spec 000 §5 "User form" and the §6 self-edit messages.
import { describe, expect, it } from 'vitest';
import { issues } from '../test-issues';
import { USER_MESSAGES, userBody } from './users.schemas';

const base = { role_slug: 'user', first_name: 'Ana', last_name: 'Lee', email: 'ana@example.com' };

describe('userBody', () => {
  it('requires type and role', () => {
    expect(issues(userBody, { ...base, type_slug: '', role_slug: '' })).toEqual([
      'type_slug: Please choose user type',
      'role_slug: Please choose user role',
    ]);
  });

  it('requires a first name of at least three characters and a last name', () => {
    const v = { ...base, type_slug: 'employee' };
    expect(issues(userBody, { ...v, first_name: '', last_name: '' })).toEqual([
      'first_name: Please enter the first name',
      'last_name: Please enter the last name',
    ]);
    expect(issues(userBody, { ...v, first_name: 'Al' })).toEqual([
      'first_name: Please enter atleast three characters',
    ]);
    expect(issues(userBody, { ...v, first_name: 'a'.repeat(101), last_name: 'b'.repeat(101) })).toEqual([
      'first_name: First name must be at most 100 characters',
      'last_name: Last name must be at most 100 characters',
    ]);
  });

  it('asks for the company and partner account even when the e-mail and names are empty', () => {
    const empty = {
      type_slug: 'partners_client',
      role_slug: 'admin',
      first_name: '',
      last_name: '',
      email: '',
    };
    expect(issues(userBody, empty)).toEqual([
      'first_name: Please enter the first name',
      'last_name: Please enter the last name',
      'email: Please enter the email',
      'company_id: Please select the company',
      'partners_account_id: Please select the Partners account',
    ]);
  });

  it('asks for the company together with the other messages, not after them', () => {
    expect(issues(userBody, { ...base, type_slug: 'client', first_name: 'Al', company_id: '' })).toEqual([
      'first_name: Please enter atleast three characters',
      'company_id: Please select the company',
    ]);
  });

  it('requires a valid e-mail', () => {
    const v = { ...base, type_slug: 'employee' };
    expect(issues(userBody, { ...v, email: '' })).toEqual(['email: Please enter the email']);
    expect(issues(userBody, { ...v, email: 'ana@' })).toEqual(['email: Please enter valid email']);
  });

  it.each([
    ['client', ['company_id: Please select the company']],
    ['super-admin', ['company_id: Please select the company']],
    ['partners', ['partners_account_id: Please select the Partners account']],
    [
      'partners_client',
      ['company_id: Please select the company', 'partners_account_id: Please select the Partners account'],
    ],
    ['employee', []],
  ])('for type %s requires the fields its form shows', (type_slug, expected) => {
    expect(issues(userBody, { ...base, type_slug, company_id: '', partners_account_id: '' })).toEqual(
      expected,
    );
    expect(issues(userBody, { ...base, type_slug, company_id: 3, partners_account_id: '4' })).toEqual([]);
  });

  it('checks phone digits and plus, 5-20, and extension 2-8', () => {
    const v = { ...base, type_slug: 'employee' };
    expect(issues(userBody, { ...v, phone: '12ab5' })).toEqual([
      'phone: Phone number must be a valid number',
    ]);
    expect(issues(userBody, { ...v, phone: '1234' })).toEqual([
      'phone: Phone number must be greater than 5 digits',
    ]);
    expect(issues(userBody, { ...v, extension: '1' })).toEqual([
      'extension: Extension must be greater than 2 digits',
    ]);
    expect(issues(userBody, { ...v, phone: '+911234567', extension: '123' })).toEqual([]);
  });

  it('takes permissions as a list or a comma-separated string', () => {
    const v = { ...base, type_slug: 'employee' };
    expect(userBody.parse({ ...v, permissions_slug: 'list-users,edit-user' }).permissions_slug).toEqual([
      'list-users',
      'edit-user',
    ]);
    expect(userBody.parse({ ...v, permissions_slug: ['list-users'] }).permissions_slug).toEqual([
      'list-users',
    ]);
    expect(userBody.parse(v).permissions_slug).toEqual([]);
  });
});

describe('§6 self-edit messages', () => {
  it('uses the spec wording', () => {
    expect(USER_MESSAGES.cannotEditSelf).toBe(
      "You can't update your information here. Please use Profile section to update it",
    );
    expect(USER_MESSAGES.cannotDeleteSelf).toBe("You can't delete your information");
  });
});
