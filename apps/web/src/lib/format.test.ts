import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

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
