// HOLIDAY_TYPES, HOLIDAY_MESSAGES without zod: list pages import them on first paint; the schemas use them.
import { COMMON_MESSAGES, tooLong } from '../common-messages';

export const HOLIDAY_TYPES = ['optional', 'mandatory'] as const;
export type HolidayType = (typeof HOLIDAY_TYPES)[number];

export const HOLIDAY_MESSAGES = {
  dateRequired: 'Please choose the date',
  holidayRequired: 'Please enter the holiday',
  holidayTooLong: tooLong('Holiday', 40),
  typeInvalid: 'Please choose optional or mandatory',
  noteRequired: 'Please enter the holiday note',
  noteTooLong: tooLong('Holiday note', 20000),
  yearInvalid: COMMON_MESSAGES.yearInvalid,
  dateTaken: 'A holiday already exists on this date',
  notFound: 'Holiday not found',
  changed: 'This holiday was changed by someone else. Please reload and try again.',
  noteChanged: 'The holiday note was changed by someone else. Please reload and try again.',
  listed: 'Holidays fetched successfully',
  fetched: 'Holiday fetched successfully',
  created: 'Holiday has been created',
  updated: 'Holiday has been updated',
  deleted: 'Holiday has been deleted',
  deleteConfirmText: 'You want to delete this holiday',
  noteFetched: 'Holiday note fetched successfully',
  noteUpdated: 'Holiday note has been updated',
} as const;
