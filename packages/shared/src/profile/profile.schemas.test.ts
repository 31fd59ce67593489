// Spec 000 §5 "Profile": personal data and change password.
import { describe, expect, it } from 'vitest';
import { issues } from '../test-issues';
import { passwordBody, profileBody } from './profile.schemas';

const PATTERN =
  'Password must be more than 8 characters including uppercase, lowercase, numbers and special characters';
const valid = { first_name: 'Ana', last_name: 'Lee', designation: 'Recruiter' };

describe('profileBody', () => {
  it('accepts names and designation with optional phone and extension', () => {
    expect(issues(profileBody, valid)).toEqual([]);
    expect(profileBody.parse({ ...valid, phone: '', extension: '' })).toMatchObject({
      phone: null,
      extension: null,
    });
  });

  it('requires first name, last name and designation', () => {
    expect(issues(profileBody, { first_name: ' ', last_name: '', designation: '' })).toEqual([
      'first_name: Please enter the first name',
      'last_name: Please enter the last name',
      'designation: Please enter the designation',
    ]);
  });

  it('checks phone (5-20) and extension (2-8)', () => {
    expect(issues(profileBody, { ...valid, phone: '1234', extension: '1' })).toEqual([
      'phone: Phone number must be greater than 5 digits',
      'extension: Extension must be greater than 2 digits',
    ]);
    expect(issues(profileBody, { ...valid, phone: '+9112345', extension: '12' })).toEqual([]);
    expect(issues(profileBody, { ...valid, phone: '1'.repeat(21), extension: '1'.repeat(9) })).toEqual([
      'phone: Phone number must be at most 20 digits',
      'extension: Extension must be at most 8 digits',
    ]);
  });
});

describe('passwordBody', () => {
  const current = 'Old#pass123';
  const next = 'New#pass123';

  it('accepts a new password that differs from the current one and is confirmed', () => {
    expect(
      issues(passwordBody, { current_password: current, new_password: next, confirm_password: next }),
    ).toEqual([]);
  });

  it('requires the three fields', () => {
    expect(issues(passwordBody, { current_password: '', new_password: '', confirm_password: '' })).toEqual([
      'current_password: Please enter your current password',
      'new_password: Enter your new password',
      'confirm_password: Please re-enter your new password',
    ]);
  });

  it('holds every field to the password pattern', () => {
    const found = issues(passwordBody, {
      current_password: 'weak',
      new_password: 'weak2',
      confirm_password: 'weak2',
    });
    expect(found).toEqual([
      `current_password: ${PATTERN}`,
      `new_password: ${PATTERN}`,
      `confirm_password: ${PATTERN}`,
    ]);
  });

  it('says the password is not confirmed when new and confirm differ', () => {
    expect(
      issues(passwordBody, { current_password: current, new_password: next, confirm_password: `${next}x` }),
    ).toEqual(['confirm_password: Password not confirmed']);
  });

  it('refuses a new password equal to the current one', () => {
    expect(
      issues(passwordBody, { current_password: current, new_password: current, confirm_password: current }),
    ).toEqual(['new_password: Current and new password are same']);
  });
});
