// A client's working calendar (issue 24): weekly offs by weekday and optionally by week of the
// month (Sundays, the 2nd and 4th Saturdays), the client's own holidays (full or half day), on top of
// the agency's mandatory holidays. `calendarDays` is the one rule the server and the screens count by.
import { z } from 'zod';
import { COMMON_MESSAGES, tooLong } from '../common';
import { isoDate } from '../positions/form-fields';

export const CALENDAR_MESSAGES = {
  weeklyOffsInvalid: 'Please list the weekly offs',
  weekdayInvalid: 'Please choose a day of the week',
  weekdayTwice: 'Each day of the week may be listed once',
  weeksInvalid: 'Please choose weeks of the month from 1 to 5',
  tooManyWeeks: 'A month has at most 5 such weeks',
  holidaysInvalid: 'Please list the holidays',
  holidayDateRequired: 'Please choose the date of the holiday',
  holidayNameRequired: 'Please enter the name of the holiday',
  holidayNameTooLong: tooLong('Holiday name', 60),
  halfDayInvalid: 'Please choose a full or a half day',
  holidayTwice: 'Two holidays share one date',
  tooManyHolidays: 'A calendar holds at most 500 holidays',
  rangeInvalid: 'Please choose a range of at most 366 days, from before to',
  fromRequired: 'Please choose the from date',
  toRequired: 'Please choose the to date',
  notFound: 'Client not found',
  changed: 'This calendar was changed by someone else. Please reload and try again.',
  fetched: 'Working calendar fetched successfully',
  updated: 'Working calendar has been updated',
  workingDaysFetched: 'Working days fetched successfully',
} as const;
const M = CALENDAR_MESSAGES;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const DAY_KINDS = ['working', 'weekly_off', 'holiday', 'half_day'] as const;
export type DayKind = (typeof DAY_KINDS)[number];

const weeklyOff = z.object(
  {
    weekday: z
      .number({ error: M.weekdayInvalid })
      .int(M.weekdayInvalid)
      .min(0, M.weekdayInvalid)
      .max(6, M.weekdayInvalid),
    /** The weeks of the month (the 1st … 5th such weekday); null or empty: every week. */
    weeks: z
      .array(
        z.number({ error: M.weeksInvalid }).int(M.weeksInvalid).min(1, M.weeksInvalid).max(5, M.weeksInvalid),
        {
          error: M.weeksInvalid,
        },
      )
      .max(5, M.tooManyWeeks)
      .nullish()
      .transform((w) => (w?.length ? [...new Set(w)].sort() : null)),
  },
  { error: M.weeklyOffsInvalid },
);
export type WeeklyOff = z.output<typeof weeklyOff>;

const clientHoliday = z.object(
  {
    date: isoDate(M.holidayDateRequired),
    name: z
      .string({ error: M.holidayNameRequired })
      .trim()
      .min(1, M.holidayNameRequired)
      .max(60, M.holidayNameTooLong),
    half_day: z
      .boolean({ error: M.halfDayInvalid })
      .nullish()
      .transform((v) => v ?? false),
  },
  { error: M.holidaysInvalid },
);
export type ClientHoliday = z.output<typeof clientHoliday>;

/** PUT clients/{id}/calendar: the whole calendar, replacing the one stored. */
export const clientCalendarBody = z.object({
  weekly_offs: z
    .array(weeklyOff, { error: M.weeklyOffsInvalid })
    .max(7, M.weekdayTwice)
    .refine((offs) => new Set(offs.map((o) => o.weekday)).size === offs.length, M.weekdayTwice),
  holidays: z
    .array(clientHoliday, { error: M.holidaysInvalid })
    .max(500, M.tooManyHolidays)
    .refine((list) => new Set(list.map((h) => h.date)).size === list.length, M.holidayTwice),
  /** The calendar's updated_at as loaded (null before its first save); a stale one answers 409. */
  updated_at: z.string({ error: COMMON_MESSAGES.updatedAtInvalid }).nullish(),
});
export type ClientCalendarBody = z.input<typeof clientCalendarBody>;
export type ClientCalendarValues = z.output<typeof clientCalendarBody>;

export const clientCalendar = z.object({
  client_id: z.number().int(),
  weekly_offs: z.array(z.object({ weekday: z.number().int(), weeks: z.array(z.number().int()).nullable() })),
  holidays: z.array(z.object({ date: z.string(), name: z.string(), half_day: z.boolean() })),
  /** null while the client keeps the default (Saturday and Sunday off, no holidays). */
  updated_at: z.string().nullable(),
});
export type ClientCalendar = z.infer<typeof clientCalendar>;

/** What a client starts with: Saturday and Sunday off, no holidays of its own. */
export const DEFAULT_WEEKLY_OFFS: WeeklyOff[] = [
  { weekday: 0, weeks: null },
  { weekday: 6, weeks: null },
];

const DAY_MS = 86_400_000;
/** At most a leap year and a day: a range's days are listed one by one. */
export const MAX_CALENDAR_RANGE_DAYS = 366;

/** A range of days to count: from and to, in order, at most MAX_CALENDAR_RANGE_DAYS. */
export const calendarRange = { from: isoDate(M.fromRequired), to: isoDate(M.toRequired) };
export const isCalendarRange = (q: { from: string; to: string }) => {
  const span = (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS;
  return span >= 0 && span < MAX_CALENDAR_RANGE_DAYS;
};

export const workingDaysQuery = z.object(calendarRange).refine(isCalendarRange, M.rangeInvalid);
export type WorkingDaysQuery = z.output<typeof workingDaysQuery>;

export const calendarDay = z.object({
  date: z.string(),
  kind: z.enum(DAY_KINDS),
  name: z.string().optional(),
});
export type CalendarDay = z.infer<typeof calendarDay>;

export const workingDaysAnswer = z.object({ working_days: z.number(), days: z.array(calendarDay) });
export type WorkingDaysAnswer = z.infer<typeof workingDaysAnswer>;

/** The calendar a count needs: the client's offs and holidays, and the agency's (mandatory) holidays. */
export interface CalendarRules {
  weekly_offs: readonly WeeklyOff[];
  holidays: readonly { date: string; name: string; half_day: boolean }[];
  agency_holidays: readonly { date: string; name: string }[];
}

/** Which occurrence of its weekday in the month a date is (the 2nd Saturday is 2). */
export const weekOfMonth = (dayOfMonth: number) => Math.floor((dayOfMonth - 1) / 7) + 1;

/**
 * Each day from `from` to `to` (YYYY-MM-DD, UTC) with its kind. A full holiday (the client's or the
 * agency's) names the day even on a weekly off; a half-day holiday on a weekly off stays an off.
 */
export function calendarDays(from: string, to: string, rules: CalendarRules): CalendarDay[] {
  const offs = new Map(rules.weekly_offs.map((o) => [o.weekday, o.weeks]));
  const clientHolidays = new Map(rules.holidays.map((h) => [h.date, h]));
  const agency = new Map(rules.agency_holidays.map((h) => [h.date, h.name]));
  const days: CalendarDay[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += DAY_MS) {
    const d = new Date(t);
    const date = d.toISOString().slice(0, 10);
    const weeks = offs.get(d.getUTCDay());
    const off = weeks !== undefined && (weeks === null || weeks.includes(weekOfMonth(d.getUTCDate())));
    const own = clientHolidays.get(date);
    const agencyName = agency.get(date);
    if (own && !own.half_day) days.push({ date, kind: 'holiday', name: own.name });
    else if (agencyName !== undefined) days.push({ date, kind: 'holiday', name: agencyName });
    else if (off) days.push({ date, kind: 'weekly_off' });
    else if (own) days.push({ date, kind: 'half_day', name: own.name });
    else days.push({ date, kind: 'working' });
  }
  return days;
}

/** What a day is worth: a working day 1, a half-day holiday 0.5, anything else 0. */
export const dayWorth = (kind: DayKind) => (kind === 'working' ? 1 : kind === 'half_day' ? 0.5 : 0);
export const countWorkingDays = (days: readonly CalendarDay[]) =>
  days.reduce((n, d) => n + dayWorth(d.kind), 0);
