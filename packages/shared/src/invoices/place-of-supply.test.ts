// Place of supply: the GSTIN's state first, then the billing state; the tax mode it decides.
import { describe, expect, it } from 'vitest';
import {
  gstStateCodeOfName,
  longInvoiceNumberWarning,
  placeOfSupply,
  placeOfSupplyText,
  taxModeBySupply,
} from './place-of-supply';

describe('place of supply', () => {
  it('takes the GSTIN’s state over the billing state', () => {
    expect(placeOfSupply('29AAACR5055K1Z7', null)).toEqual({ code: '29', state: 'Karnataka' });
    expect(placeOfSupply('29AAACR5055K1Z7', 'Maharashtra')?.code).toBe('29');
    expect(placeOfSupply(null, 'Maharashtra')).toEqual({ code: '27', state: 'Maharashtra' });
    expect(placeOfSupply('', '')).toBeNull();
    expect(placeOfSupply(null, 'California')).toBeNull();
  });

  it('knows the master data’s names and older ones', () => {
    expect(gstStateCodeOfName('Tamil Nadu')).toBe('33');
    expect(gstStateCodeOfName('Andaman & Nicobar Islands')).toBe('35');
    expect(gstStateCodeOfName('Orissa')).toBe('21');
    expect(gstStateCodeOfName('Andhra Pradesh')).toBe('37');
    expect(gstStateCodeOfName('Dadra and Nagar Haveli and Daman and Diu')).toBe('26');
    expect(placeOfSupplyText({ code: '29', state: 'Karnataka' })).toBe('Karnataka (29)');
  });

  it('is CGST + SGST only when both places are known and the same', () => {
    expect(taxModeBySupply('29', '29')).toBe('intra');
    expect(taxModeBySupply('29', '27')).toBe('inter');
    expect(taxModeBySupply(null, '29')).toBe('inter');
    expect(taxModeBySupply('29', null)).toBe('inter');
  });

  it('warns of a number longer than rule 46’s 16 characters', () => {
    expect(longInvoiceNumberWarning('INV-2026-0001')).toBeNull();
    expect(longInvoiceNumberWarning('1234567890123456')).toBeNull();
    expect(longInvoiceNumberWarning('INV-2026-0001-R12')).toMatch('16 characters: this number has 17');
  });
});
