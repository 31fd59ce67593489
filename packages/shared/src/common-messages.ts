// Messages shared by every module's schemas, without zod: list pages import them on first paint.

/** Messages of the generic fields below; module fields carry their own (spec) messages. */
export const COMMON_MESSAGES = {
  idInvalid: 'The id must be a whole number above 0',
  skipInvalid: 'skip must be a whole number, 0 or more',
  pageTooDeep:
    'Only the first 10,000 matches can be paged through. Please narrow the search or filters to see the rest.',
  limitInvalid: 'limit must be a whole number from 1 to 1000',
  choiceInvalid: 'Please choose one of the options',
  textInvalid: 'Please enter text',
  fileInvalid: 'The file is not valid. Please upload it again.',
  updatedAtInvalid: 'The record could not be matched. Please reload it and try again.',
  updatedAtRequired: 'Please send updated_at, the version of the record you are changing',
  yearInvalid: 'Please choose a year from 1970 to 9999',
} as const;

/** "First name must be at most 100 characters": the message of a length limit. */
export const tooLong = (label: string, max: number, unit = 'characters') =>
  `${label} must be at most ${max} ${unit}`;
