// The holiday note's schema, loaded when hrms saves the note: the list draws without zod.
export { holidayNoteInput } from '@staffdesk/shared';
