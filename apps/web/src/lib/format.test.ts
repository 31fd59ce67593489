import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, groupDigits } from './format';

describe('formatDate', () => {
  it('shows a stored date or a timestamp as DD/MM/YYYY, and nothing for no date', () => {
    expect(formatDate('2026-11-24')).toBe('24/11/2026');
    expect(formatDate('2026-02-03T10:15:00.000Z')).toBe('03/02/2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('Invalid Date')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
  });
});

describe('formatAmount and groupDigits', () => {
  it('groups digits in thousands as en-US does, and leaves other text as it is', () => {
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(1234567)).toBe('1,234,567');
    expect(formatAmount('500000')).toBe('500,000');
    expect(formatAmount('0012000')).toBe('12,000');
    expect(formatAmount('12345678901234567890')).toBe('12,345,678,901,234,567,890');
    expect(formatAmount('12.5')).toBe('12.5');
    expect(formatAmount(null)).toBe('');
  });
});
