// The signed-in user's own profile (spec 000 §3 Profile, §5 Profile).
import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth/auth.schemas';
import { COMMON_MESSAGES, tooLong } from '../common';
import { imageFileField } from '../file-fields';
import { PASSWORD_PATTERN } from '../patterns';
import { extensionField, phoneField } from '../users/users.schemas';

export const PROFILE_MESSAGES = {
  firstNameRequired: 'Please enter the first name',
  lastNameRequired: 'Please enter the last name',
  designationRequired: 'Please enter the designation',
  firstNameTooLong: tooLong('First name', 100),
  lastNameTooLong: tooLong('Last name', 100),
  designationTooLong: tooLong('Designation', 100),
  currentPasswordRequired: 'Please enter your current password',
  newPasswordRequired: 'Enter your new password',
  confirmPasswordRequired: 'Please re-enter your new password',
  notConfirmed: 'Password not confirmed',
  sameAsCurrent: 'Current and new password are same',
  currentWrong: 'Current password is incorrect',
  updated: 'Profile has been updated',
  passwordUpdated: 'Password has been updated',
  imageNotUploaded: 'User profile image is not uploaded',
  changed: 'Your profile was changed elsewhere. Please reload and try again.',
} as const;

export const profile = z.object({
  profile_image: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company_name: z.string().nullable(),
  designation: z.string().nullable(),
  phone: z.string().nullable(),
  extension: z.string().nullable(),
  /** The version the form sends back on update; a newer one answers 409. */
  updated_at: z.string(),
});
export type Profile = z.infer<typeof profile>;

export const profileBody = z.object({
  profile_image: imageFileField(),
  first_name: z
    .string({ error: PROFILE_MESSAGES.firstNameRequired })
    .trim()
    .min(1, PROFILE_MESSAGES.firstNameRequired)
    .max(100, PROFILE_MESSAGES.firstNameTooLong),
  last_name: z
    .string({ error: PROFILE_MESSAGES.lastNameRequired })
    .trim()
    .min(1, PROFILE_MESSAGES.lastNameRequired)
    .max(100, PROFILE_MESSAGES.lastNameTooLong),
  designation: z
    .string({ error: PROFILE_MESSAGES.designationRequired })
    .trim()
    .min(1, PROFILE_MESSAGES.designationRequired)
    .max(100, PROFILE_MESSAGES.designationTooLong),
  phone: phoneField,
  extension: extensionField,
  /** Required by the server (400 without it, 409 when stale); nullish here so the message is ours. */
  updated_at: z.string({ error: COMMON_MESSAGES.updatedAtInvalid }).nullish(),
});
export type ProfileBody = z.input<typeof profileBody>;

const passwordRule = (required: string) =>
  z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .max(100, AUTH_MESSAGES.passwordTooLong)
    .regex(PASSWORD_PATTERN, AUTH_MESSAGES.passwordPattern);

export const passwordBody = z
  .object({
    current_password: passwordRule(PROFILE_MESSAGES.currentPasswordRequired),
    new_password: passwordRule(PROFILE_MESSAGES.newPasswordRequired),
    confirm_password: passwordRule(PROFILE_MESSAGES.confirmPasswordRequired),
  })
  .superRefine((v, ctx) => {
    if (v.new_password !== v.confirm_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: PROFILE_MESSAGES.notConfirmed });
    }
    if (v.current_password === v.new_password) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: PROFILE_MESSAGES.sameAsCurrent });
    }
  });
export type PasswordBody = z.infer<typeof passwordBody>;
