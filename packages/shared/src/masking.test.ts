import { describe, expect, it } from 'vitest';
import { maskAccount, maskAll, maskFields, maskId, revealOrMask } from './masking';

describe('maskAccount', () => {
  it('keeps the last four characters of an account number or bank code', () => {
    expect(maskAccount('123456781234')).toBe('•••• 1234');
    expect(maskAccount('HDFC0000521')).toBe('•••• 0521');
    expect(maskAccount(' 5020 0012 3456 78 ')).toBe('•••• 5678');
  });

  it('hides short values entirely and is null-safe', () => {
    expect(maskAccount('1234567')).toBe('••••');
    expect(maskAccount(null)).toBeNull();
    expect(maskAccount(undefined)).toBeNull();
    expect(maskAccount('  ')).toBeNull();
  });
});

describe('maskId', () => {
  it('shows Aadhaar and PAN in the XXXX-XXXX-1234 style', () => {
    expect(maskId('123412341234')).toBe('XXXX-XXXX-1234');
    expect(maskId('2341 2341 2346')).toBe('XXXX-XXXX-2346');
    expect(maskId('abcpe1234f')).toBe('XXXX-XXXX-234F');
  });

  it('hides short values entirely and is null-safe', () => {
    expect(maskId('1234')).toBe('XXXX-XXXX');
    expect(maskId(null)).toBeNull();
    expect(maskId('')).toBeNull();
  });
});

describe('maskAll', () => {
  it('hides free text without telling its length', () => {
    expect(maskAll('Intermediary: Citibank NY, ABA 021000089')).toBe('••••••');
    expect(maskAll('x')).toBe('••••••');
    expect(maskAll(null)).toBeNull();
  });
});

describe('revealOrMask and maskFields', () => {
  it('reveals a value only to a viewer who may edit the record', () => {
    expect(revealOrMask('123456781234', true, maskAccount)).toBe('123456781234');
    expect(revealOrMask('123456781234', false, maskAccount)).toBe('•••• 1234');
    expect(revealOrMask(undefined, true, maskAccount)).toBeNull();
  });

  it('masks the listed fields of a row and leaves the others', () => {
    const row = { id: 7, name: 'TalentBridge', account: '50200012345678', more: 'Intermediary bank' };
    expect(maskFields(row, { account: maskAccount, more: maskAll }, false)).toEqual({
      id: 7,
      name: 'TalentBridge',
      account: '•••• 5678',
      more: '••••••',
    });
    expect(maskFields(row, { account: maskAccount }, true)).toBe(row);
  });
});
