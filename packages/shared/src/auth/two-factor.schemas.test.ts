// The second step's fields: what a user types is taken as the app or the printed code shows it.
import { describe, expect, it } from 'vitest';
import { issues, parsed } from '../test-issues';
import {
  codeOrRecoveryField,
  loginTwoFactorBody,
  recoveryCodeField,
  TWO_FACTOR_MESSAGES,
  twoFactorCodeField,
} from './two-factor.schemas';

describe('two-factor fields', () => {
  it('takes six digits, spaces dropped', () => {
    expect(twoFactorCodeField.parse(' 123 456 ')).toBe('123456');
    expect(parsed(twoFactorCodeField, '12345')).toEqual({ messages: [TWO_FACTOR_MESSAGES.codeFormat] });
    expect(parsed(twoFactorCodeField, '')).toEqual({ messages: [TWO_FACTOR_MESSAGES.codeRequired] });
  });

  it('reads a recovery code in any case, with or without its hyphen, O as 0 and I or L as 1', () => {
    expect(recoveryCodeField.parse('abcde-12345')).toBe('ABCDE12345');
    expect(recoveryCodeField.parse('ABODE 1L3I5')).toBe('AB0DE11315');
    expect(parsed(recoveryCodeField, 'ABCDE-1234U')).toEqual({
      messages: [TWO_FACTOR_MESSAGES.recoveryFormat],
    });
  });

  it('takes either kind where both are allowed', () => {
    expect(codeOrRecoveryField.parse('123456')).toBe('123456');
    expect(codeOrRecoveryField.parse('abcde-12345')).toBe('ABCDE12345');
    expect(parsed(codeOrRecoveryField, '1234')).toEqual({
      messages: [TWO_FACTOR_MESSAGES.codeOrRecoveryFormat],
    });
  });

  it('wants exactly one of code and recovery code at sign-in', () => {
    expect(issues(loginTwoFactorBody, {})).toEqual([`code: ${TWO_FACTOR_MESSAGES.codeRequired}`]);
    expect(issues(loginTwoFactorBody, { code: '123456', recovery_code: 'ABCDE-12345' })).toEqual([
      `recovery_code: ${TWO_FACTOR_MESSAGES.codeAndRecovery}`,
    ]);
    expect(issues(loginTwoFactorBody, { recovery_code: 'ABCDE-12345' })).toEqual([]);
  });
});
