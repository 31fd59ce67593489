import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  currencyCode,
  formatMoney,
  MONEY_MESSAGES as M,
  money,
  moneyAmount,
  multiplyMoney,
  percentOf,
  roundMoney,
  sumMoney,
  toMoneyString,
} from './money';
import { parsed as run } from './test-issues';

describe('arithmetic', () => {
  it('adds exactly where floats drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney(['0.10', '0.20']).toFixed(2)).toBe('0.30');
    expect(sumMoney([]).toFixed(2)).toBe('0.00');
    expect(sumMoney(['999999999999.99', '0.01']).toFixed(2)).toBe('1000000000000.00');
  });

  it('multiplies unrounded and rounds half-up once', () => {
    // 7.5 days at 3,333.33 a day: 24,999.975 rounds up to 24,999.98 only at the end.
    const line = multiplyMoney('3333.33', '7.5');
    expect(line.toString()).toBe('24999.975');
    expect(toMoneyString(line)).toBe('24999.98');
    // Number#toFixed gets these wrong (binary floats); decimal.js does not.
    expect((2.675).toFixed(2)).toBe('2.67');
    expect(toMoneyString('2.675')).toBe('2.68');
    expect(toMoneyString('1.005')).toBe('1.01');
    expect(roundMoney('0.004').toFixed(2)).toBe('0.00');
  });

  it('takes a GST rate of an amount', () => {
    expect(toMoneyString(percentOf('12345.67', 18))).toBe('2222.22');
    expect(toMoneyString(percentOf('12345.67', 9))).toBe('1111.11');
    expect(money('10').plus(percentOf('10', '12.5')).toFixed(2)).toBe('11.25');
  });
});

describe('moneyAmount', () => {
  it('parses to the canonical two-decimal string', () => {
    expect(run(moneyAmount(), '1234.5')).toEqual({ value: '1234.50' });
    expect(run(moneyAmount(), ' 0 ')).toEqual({ value: '0.00' });
    expect(run(moneyAmount(), 1234.5)).toEqual({ value: '1234.50' });
    expect(run(moneyAmount(), '999999999999.99')).toEqual({ value: '999999999999.99' });
  });

  it('is optional unless told, and names what is wrong', () => {
    expect(run(moneyAmount(), '')).toEqual({ value: null });
    expect(run(moneyAmount(), null)).toEqual({ value: null });
    expect(run(moneyAmount({ required: 'Please enter the amount' }), '')).toEqual({
      messages: ['Please enter the amount'],
    });
    expect(run(moneyAmount({ required: 'Please enter the amount' }), undefined)).toEqual({
      messages: ['Please enter the amount'],
    });
    expect(run(moneyAmount(), '12.345')).toEqual({ messages: [M.invalid] });
    expect(run(moneyAmount(), '1,234.50')).toEqual({ messages: [M.invalid] });
    expect(run(moneyAmount(), '1e5')).toEqual({ messages: [M.invalid] });
    expect(run(moneyAmount(), 0.1 + 0.2)).toEqual({ messages: [M.invalid] });
    expect(run(moneyAmount(), '-5')).toEqual({ messages: [M.negative] });
    expect(run(moneyAmount(), '1000000000000')).toEqual({ messages: [M.tooLarge] });
    expect(run(moneyAmount({ positive: true }), '0.00')).toEqual({ messages: [M.zero] });
  });

  it('types a required amount as a string', () => {
    const schema = z.object({
      total: moneyAmount({ required: 'Please enter the amount' }),
      tax: moneyAmount(),
    });
    const parsed: { total: string; tax: string | null } = schema.parse({ total: '10', tax: '' });
    expect(parsed).toEqual({ total: '10.00', tax: null });
  });
});

describe('currencyCode', () => {
  it('accepts ISO 4217 codes in any case', () => {
    expect(run(currencyCode, 'inr')).toEqual({ value: 'INR' });
    expect(run(currencyCode, 'XYZ')).toEqual({ messages: ['Please choose a currency'] });
  });
});

describe('formatMoney', () => {
  it('groups rupees in lakhs and crores and dollars in thousands', () => {
    expect(formatMoney('1234567')).toBe('₹12,34,567.00');
    expect(formatMoney('1234.5', 'USD')).toBe('$1,234.50');
    expect(formatMoney('123456789.5', 'INR')).toBe('₹12,34,56,789.50');
    expect(formatMoney('1234567', 'INR', 'international')).toBe('₹1,234,567.00');
    expect(formatMoney('1234567', 'USD', 'indian')).toBe('$12,34,567.00');
    expect(formatMoney('1234.5', 'EUR')).toBe('€1,234.50');
  });

  it('formats the exact digits of the largest amount and rounds half-up', () => {
    expect(formatMoney('999999999999.99', 'USD')).toBe('$999,999,999,999.99');
    expect(formatMoney('2.675', 'USD')).toBe('$2.68');
    expect(formatMoney(money('0.1').plus('0.2'), 'USD')).toBe('$0.30');
  });

  it('shows nothing for no amount', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined, 'USD')).toBe('');
    expect(formatMoney('')).toBe('');
  });
});
