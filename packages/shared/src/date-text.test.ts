import { describe, expect, it } from 'vitest';
import { dayMonthYearText, monthYearText, utcTimeText, weekdayText } from './date-text';

describe('dates as mails and PDFs write them', () => {
  it('reads a stored date in UTC, whatever the server zone', () => {
    expect(monthYearText('2026-11-01')).toBe('November 2026');
    expect(monthYearText('2026-12')).toBe('December 2026');
    expect(dayMonthYearText('2026-01-31')).toBe('31 Jan 2026');
    expect(weekdayText('2026-11-28')).toBe('Sat, 28 Nov');
  });

  it('says the time of an event in UTC', () => {
    expect(utcTimeText(new Date('2026-11-28T23:30:00Z'))).toBe('28 Nov 2026, 23:30 UTC');
  });
});
