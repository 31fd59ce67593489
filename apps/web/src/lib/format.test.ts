import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, formatAmount, formatDate, formatDateTime, groupDigits } from './format';

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

describe('formatDateTime', () => {
  it('shows an instant day-first with the time, in the viewer’s zone, and nothing for none', () => {
    const instant = new Date(2026, 10, 24, 9, 5); // 24 Nov 2026, 09:05 local time
    expect(formatDateTime(instant.toISOString())).toBe('24/11/2026, 09:05');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('reads dates as DATE_FORMAT, the one format of every field and table', () => {
    expect(DATE_FORMAT).toBe('DD/MM/YYYY');
    expect(formatDateTime('2026-02-03T00:00:00.000Z').slice(0, 10)).toBe(
      formatDate(new Date('2026-02-03T00:00:00.000Z').toLocaleDateString('sv')),
    );
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
