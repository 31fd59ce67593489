import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  aadhaarNumber,
  accountNumber,
  gstin,
  gstinCheckCharacter,
  ifscCode,
  isValidAadhaar,
  isValidGstin,
  isValidIfsc,
  isValidPan,
  isValidSwift,
  IDENTIFIER_MESSAGES as M,
  panNumber,
  swiftCode,
  verhoeffValid,
} from './identifiers';
import { parsed as run } from './test-issues';

describe('IFSC', () => {
  it('accepts real branch codes and refuses the wrong shape', () => {
    for (const code of ['HDFC0000521', 'SBIN0001234', 'ICIC0ABC123', 'UTIB0000004']) {
      expect(isValidIfsc(code)).toBe(true);
    }
    // 5th character not 0, too short, digits in the bank part, lower case unnormalised
    for (const code of ['HDFC1000521', 'HDFC000052', 'HD1C0000521', 'hdfc0000521', 'HDFC0000521X']) {
      expect(isValidIfsc(code)).toBe(false);
    }
  });

  it('is trimmed and upper-cased by the field, which is optional unless told', () => {
    expect(run(ifscCode(), ' hdfc0000521 ')).toEqual({ value: 'HDFC0000521' });
    expect(run(ifscCode(), '')).toEqual({ value: null });
    expect(run(ifscCode(), null)).toEqual({ value: null });
    expect(run(ifscCode(), 'HDFC1000521')).toEqual({ messages: [M.ifsc] });
    expect(run(ifscCode({ required: 'Please enter the IFSC code' }), '')).toEqual({
      messages: ['Please enter the IFSC code'],
    });
    expect(run(ifscCode({ required: 'Please enter the IFSC code' }), undefined)).toEqual({
      messages: ['Please enter the IFSC code'],
    });
  });
});

describe('SWIFT/BIC', () => {
  it('accepts 8 and 11 character codes of a real country', () => {
    for (const code of ['HDFCINBB', 'CHASUS33', 'DEUTDEFF500', 'SBININBB104'])
      expect(isValidSwift(code)).toBe(true);
    for (const code of ['HDFCXXBB', 'CHASUS3', 'DEUTDEFF50', '1234INBB'])
      expect(isValidSwift(code)).toBe(false);
    expect(run(swiftCode(), 'chasus33')).toEqual({ value: 'CHASUS33' });
    expect(run(swiftCode(), 'CHASUS3')).toEqual({ messages: [M.swift] });
  });
});

describe('GSTIN', () => {
  // Published GSTINs of large companies (Reliance Industries, Tata Consultancy Services) and GSTN's sample.
  const real = ['27AAACR5055K1Z7', '27AAACT2727Q1ZW', '27AAPFU0939F1ZV'];

  it('computes the official mod-36 check character', () => {
    for (const value of real) expect(gstinCheckCharacter(value.slice(0, 14))).toBe(value[14]);
  });

  it('accepts real GSTINs and refuses a wrong check character, state code or PAN', () => {
    for (const value of real) expect(isValidGstin(value)).toBe(true);
    expect(isValidGstin('27AAACR5055K1Z8')).toBe(false); // check character
    expect(isValidGstin('45AAACR5055K1ZM')).toBe(false); // no state 45
    expect(isValidGstin('27AAAXR5055K1Z7')).toBe(false); // X is no PAN holder type
    expect(isValidGstin('27AAACR5055K1Z')).toBe(false);
  });

  it('says whether the shape or the check digit is wrong', () => {
    expect(run(gstin(), '27aaacr5055k1z7')).toEqual({ value: '27AAACR5055K1Z7' });
    expect(run(gstin(), '27AAACR5055K1Z8')).toEqual({ messages: [M.gstinCheck] });
    expect(run(gstin(), 'GST123')).toEqual({ messages: [M.gstin] });
    expect(run(gstin(), '  ')).toEqual({ value: null });
  });
});

describe('PAN', () => {
  it('needs AAAAA9999A with a holder type in the 4th place', () => {
    for (const value of ['AAACR5055K', 'AAPFU0939F', 'ABCPE1234F', 'AAAHA1234A', 'AAATR1234Q']) {
      expect(isValidPan(value)).toBe(true);
    }
    for (const value of ['ABCXE1234F', 'ABCPE12345', 'ABCP1234F', '1BCPE1234F'])
      expect(isValidPan(value)).toBe(false);
    expect(run(panNumber(), 'abcpe1234f')).toEqual({ value: 'ABCPE1234F' });
    expect(run(panNumber(), 'ABCXE1234F')).toEqual({ messages: [M.pan] });
  });
});

describe('Aadhaar', () => {
  it("checks Verhoeff's digit (the published examples)", () => {
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
  });

  it('accepts 12 digits not starting with 0 or 1 whose last digit checks', () => {
    // UIDAI's own sample numbers from its offline-verification documentation.
    for (const value of ['499118665246', '999941057058', '234123412346'])
      expect(isValidAadhaar(value)).toBe(true);
    expect(isValidAadhaar('234123412347')).toBe(false); // check digit
    expect(isValidAadhaar('123412341234')).toBe(false); // starts with 1
    expect(isValidAadhaar('23412341234')).toBe(false); // 11 digits
  });

  it('accepts the grouping printed on the card and names the failing rule', () => {
    expect(run(aadhaarNumber(), '2341 2341 2346')).toEqual({ value: '234123412346' });
    expect(run(aadhaarNumber(), '2341-2341-2347')).toEqual({ messages: [M.aadhaarCheck] });
    expect(run(aadhaarNumber(), '0341 2341 2346')).toEqual({ messages: [M.aadhaar] });
    expect(run(aadhaarNumber(), '')).toEqual({ value: null });
  });
});

describe('bank account number (spec 001 §5 Employee)', () => {
  it("answers the spec's messages, one at a time", () => {
    expect(run(accountNumber(), '50200012345678')).toEqual({ value: '50200012345678' });
    expect(run(accountNumber(), '12345678')).toEqual({ value: '12345678' });
    expect(run(accountNumber(), '1234 5678')).toEqual({ messages: ['Please enter a valid account number'] });
    expect(run(accountNumber(), 'abc')).toEqual({ messages: ['Please enter a valid account number'] });
    expect(run(accountNumber(), '1234567')).toEqual({
      messages: ['Account number must be greater than 8 digits'],
    });
    expect(run(accountNumber(), '1'.repeat(31))).toEqual({ messages: [M.accountNumberMax] });
    expect(run(accountNumber(), '')).toEqual({ value: null });
  });

  it('works inside an object schema with its inferred types', () => {
    const schema = z.object({
      account_number: accountNumber(),
      pan: panNumber({ required: 'Please enter PAN' }),
    });
    const parsed = schema.parse({ account_number: '', pan: 'abcpe1234f' });
    const typed: { account_number: string | null; pan: string } = parsed;
    expect(typed).toEqual({ account_number: null, pan: 'ABCPE1234F' });
  });
});
