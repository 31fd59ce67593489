// Dates as the server's mails and PDFs write them, read in UTC (a stored date has no zone). One
// Intl formatter per shape, built once: building one costs ~100 times using it, and a bulk payslip
// job writes a mail per file (in its CPU profile the payslip mail's month was 5 % of the job's
// event-loop blocks).
const utc = (locale: string, options: Intl.DateTimeFormatOptions) => {
  const formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  return (date: Date) => formatter.format(date);
};
const atMidnight = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);

const monthYear = utc('en-IN', { month: 'long', year: 'numeric' });
/** 'November 2026' from a date ('2026-11-28') or a month ('2026-11'). */
export const monthYearText = (isoDateOrMonth: string) =>
  monthYear(atMidnight(isoDateOrMonth.length === 7 ? `${isoDateOrMonth}-01` : isoDateOrMonth));

const dayMonthYear = utc('en-IN', { day: '2-digit', month: 'short', year: 'numeric' });
/** '28 Nov 2026', as an invoice prints a date. */
export const dayMonthYearText = (isoDate: string) => dayMonthYear(atMidnight(isoDate));

const weekdayDayMonth = utc('en-IN', { weekday: 'short', day: '2-digit', month: 'short' });
/** 'Sat, 28 Nov', a timesheet's day. */
export const weekdayText = (isoDate: string) => weekdayDayMonth(atMidnight(isoDate));

const dateTime = utc('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
/** '28 Nov 2026, 06:30 UTC', when something happened. */
export const utcTimeText = (at: Date) => `${dateTime(at)} UTC`;
