// Spec 000 §5 "Sign-in": the messages the sign-in forms and calls answer.
import { describe, expect, it } from 'vitest';
import { issues } from '../test-issues';
import { forgotPasswordBody, loginBody, resetPasswordBody } from './auth.schemas';

const GOOD = 'Secret#123';
const PATTERN =
  'Password must be more than 8 characters including uppercase, lowercase, numbers and special characters';

describe('loginBody', () => {
  it('accepts a valid e-mail and password', () => {
    expect(issues(loginBody, { email: 'ana@example.com', password: GOOD })).toEqual([]);
  });

  it('asks for the e-mail and password when they are empty or missing, once each', () => {
    expect(issues(loginBody, { email: '', password: '' })).toEqual([
      'email: Please enter your email',
      'password: Please enter your password',
    ]);
    expect(issues(loginBody, {})).toEqual([
      'email: Please enter your email',
      'password: Please enter your password',
    ]);
  });

  it('tells an over-long e-mail or password its limit, not that it is missing', () => {
    const email = `${'a'.repeat(90)}@example.com`;
    expect(issues(loginBody, { email, password: `${GOOD}${'x'.repeat(100)}` })).toEqual([
      'email: Email must be at most 100 characters',
      'password: Password must be at most 100 characters',
    ]);
  });

  it('refuses an e-mail that does not match the pattern', () => {
    expect(issues(loginBody, { email: 'ana@example', password: GOOD })).toEqual([
      'email: Please enter valid email',
    ]);
  });

  it.each(['Sh#1a', 'alllower#12', 'ALLUPPER#12', 'NoDigits#here', 'NoSpecial123'])(
    'refuses the weak password %s with the pattern message',
    (password) => {
      expect(issues(loginBody, { email: 'ana@example.com', password })).toEqual([`password: ${PATTERN}`]);
    },
  );

  it('takes a password of exactly 8 characters (shared pattern: 8 or more)', () => {
    expect(issues(loginBody, { email: 'ana@example.com', password: 'Abcde#12' })).toEqual([]);
  });

  it('limits e-mail and password to 100 characters', () => {
    const long = `${'a'.repeat(95)}@example.com`;
    expect(issues(loginBody, { email: long, password: GOOD })).toHaveLength(1);
    expect(
      issues(loginBody, { email: 'ana@example.com', password: `${GOOD}${'a'.repeat(95)}` }),
    ).toHaveLength(1);
  });
});

describe('forgotPasswordBody', () => {
  it('has the same e-mail rules', () => {
    expect(issues(forgotPasswordBody, { email: '' })).toEqual(['email: Please enter your email']);
    expect(issues(forgotPasswordBody, { email: 'nope' })).toEqual(['email: Please enter valid email']);
    expect(issues(forgotPasswordBody, { email: ' ana@example.com ' })).toEqual([]);
  });
});

describe('resetPasswordBody', () => {
  it('asks for the new and the confirm password', () => {
    expect(issues(resetPasswordBody, { new_password: '', confirm_password: '' })).toEqual([
      'new_password: Enter your new password',
      'confirm_password: Please re-enter your new password',
    ]);
  });

  it('refuses a weak new password with the pattern message', () => {
    expect(issues(resetPasswordBody, { new_password: 'weak', confirm_password: 'weak' })).toEqual([
      `new_password: ${PATTERN}`,
    ]);
  });

  it('says the passwords do not match', () => {
    expect(issues(resetPasswordBody, { new_password: GOOD, confirm_password: `${GOOD}x` })).toEqual([
      'confirm_password: The password do not match',
    ]);
    expect(issues(resetPasswordBody, { new_password: GOOD, confirm_password: GOOD })).toEqual([]);
  });
});
