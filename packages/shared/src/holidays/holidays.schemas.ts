// Holidays and the holiday note (spec 001 §3 Holiday, §4, §5 Holiday, §6 area rules, §7 Holidays).
import { z } from 'zod';
import { COMMON_MESSAGES, yearQuery } from '../common';
import { isoDate } from '../positions/form-fields';
import { HOLIDAY_MESSAGES, HOLIDAY_TYPES } from './holidays.messages';

export { HOLIDAY_MESSAGES, HOLIDAY_TYPES, type HolidayType } from './holidays.messages';

const M = HOLIDAY_MESSAGES;

/** The add/edit form: date and name required, the type optional unless chosen mandatory. */
export const holidayInput = z.object({
  date: isoDate(M.dateRequired),
  holiday: z.string({ error: M.holidayRequired }).trim().min(1, M.holidayRequired).max(40, M.holidayTooLong),
  type: z
    .union([z.enum(HOLIDAY_TYPES, { error: M.typeInvalid }), z.literal(''), z.null()], {
      error: M.typeInvalid,
    })
    .optional()
    .transform((v) => v || 'optional'),
  /** The holiday's updated_at when the form loaded it: an update without it answers 400, a stale one 409. */
  updated_at: z.string({ error: COMMON_MESSAGES.updatedAtInvalid }).nullish(),
});
export type HolidayInput = z.input<typeof holidayInput>;

export const holiday = z.object({
  id: z.number().int(),
  /** Day of the week of `date` (Monday …), shown in the table. */
  day: z.string(),
  date: z.string(),
  holiday: z.string(),
  type: z.enum(HOLIDAY_TYPES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Holiday = z.infer<typeof holiday>;

/** GET holidays?year: one calendar year, the current one when left out. */
export const holidayQuery = yearQuery;

export const holidayNoteInput = z.object({
  holidayNote: z.string({ error: M.noteRequired }).trim().min(1, M.noteRequired).max(20000, M.noteTooLong),
  /** The note's updated_at from GET (null before the first note); a newer note answers 409. */
  updated_at: z.string({ error: COMMON_MESSAGES.updatedAtInvalid }).nullish(),
});
/** PUT holidays-note/{id}: the id GET gave (0 while there is no note yet). */
export const holidayNoteParam = z.object({
  id: z.coerce
    .number({ error: COMMON_MESSAGES.idInvalid })
    .int(COMMON_MESSAGES.idInvalid)
    .min(0, COMMON_MESSAGES.idInvalid),
});
/** The note as shown: `note` is sanitised HTML (an allow-list on the server); null times before the first. */
export const holidayNote = z.object({
  id: z.number().int(),
  note: z.string(),
  updated_at: z.string().nullable(),
});
export type HolidayNote = z.infer<typeof holidayNote>;

export const dayOfWeek = (isoDay: string) =>
  ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][
    new Date(`${isoDay}T00:00:00Z`).getUTCDay()
  ] ?? '';
