// Payment reminders (issue 25): accounts sets the days after the due date at which an unpaid invoice
// is e-mailed again (with its PDF and a cc), e.g. 7, 15 and 30; each step goes out once.
import { z } from 'zod';
import { EMAIL_PATTERN } from '../patterns';

export const REMINDER_MESSAGES = {
  stepsInvalid: 'Please enter days after the due date between 1 and 365, e.g. 7, 15, 30',
  tooManySteps: 'Please enter at most 10 steps',
  ccInvalid: 'Please enter valid e-mail addresses',
  tooManyCc: 'Please enter at most 10 cc addresses',
  enabledInvalid: 'Please choose whether reminders are sent',
  fetched: 'Reminder settings fetched successfully',
  updated: 'Reminder settings updated successfully',
} as const;
const M = REMINDER_MESSAGES;

/** PUT invoices/reminder-settings: the steps come sorted and without repeats. */
export const reminderSettingsBody = z.object({
  enabled: z.boolean({ error: M.enabledInvalid }),
  steps: z
    .array(
      z.coerce
        .number({ error: M.stepsInvalid })
        .int(M.stepsInvalid)
        .min(1, M.stepsInvalid)
        .max(365, M.stepsInvalid),
      {
        error: M.stepsInvalid,
      },
    )
    .max(10, M.tooManySteps)
    .transform((steps) => [...new Set(steps)].sort((a, b) => a - b)),
  cc_email: z
    .array(z.string({ error: M.ccInvalid }).trim().regex(EMAIL_PATTERN, M.ccInvalid), { error: M.ccInvalid })
    .max(10, M.tooManyCc)
    .default([]),
});
export type ReminderSettingsBody = z.input<typeof reminderSettingsBody>;
export type ReminderSettingsInput = z.output<typeof reminderSettingsBody>;

export const reminderSettings = z.object({
  enabled: z.boolean(),
  steps: z.array(z.number().int()),
  cc_email: z.array(z.string()),
  updated_at: z.string().nullable(),
});
export type ReminderSettings = z.infer<typeof reminderSettings>;
