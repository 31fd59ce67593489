// User management (spec 000 §3 User, §5 User form).
import { z } from 'zod';
import { COMMON_MESSAGES, choiceId } from '../common';
import { USER_ROLE_SLUGS, USER_TYPE_SLUGS } from '../constants';
import { imageFileField } from '../file-fields';
import { DIGITS_PLUS_PATTERN, EMAIL_PATTERN } from '../patterns';
import { USER_MESSAGES } from './users.messages';

export { USER_MESSAGES } from './users.messages';

/** Company Name shows for client and super-admin; Partners Account Name for partners; both for partners_client. */
export const needsCompany = (type: string) =>
  type === 'client' || type === 'super-admin' || type === 'partners_client';
export const needsPartnersAccount = (type: string) => type === 'partners' || type === 'partners_client';

const phone = z
  .string({ error: USER_MESSAGES.phoneInvalid })
  .trim()
  .max(20, USER_MESSAGES.phoneTooLong)
  .refine((v) => v === '' || DIGITS_PLUS_PATTERN.test(v), USER_MESSAGES.phoneInvalid)
  .refine((v) => v === '' || v.length >= 5, USER_MESSAGES.phoneShort)
  .nullish()
  .transform((v) => v || null);
const extension = z
  .string({ error: USER_MESSAGES.extensionInvalid })
  .trim()
  .max(8, USER_MESSAGES.extensionTooLong)
  .refine((v) => v === '' || v.length >= 2, USER_MESSAGES.extensionShort)
  .nullish()
  .transform((v) => v || null);
export const phoneField = phone;
export const extensionField = extension;

const idOrEmpty = z
  .union([choiceId(), z.literal(''), z.null()], { error: COMMON_MESSAGES.choiceInvalid })
  .optional()
  .transform((v) => (typeof v === 'number' ? v : null));

export const userBody = z
  .object({
    // Any unknown type or role answers the "choose" message: the form offers only known ones.
    type_slug: z.enum(USER_TYPE_SLUGS, { error: USER_MESSAGES.typeRequired }),
    role_slug: z.enum(USER_ROLE_SLUGS, { error: USER_MESSAGES.roleRequired }),
    // No `abort: true` here: an aborting issue would also skip the company checks below. An empty
    // field still answers only "required", as the other rules let '' pass.
    first_name: z
      .string({ error: USER_MESSAGES.firstNameRequired })
      .trim()
      .min(1, USER_MESSAGES.firstNameRequired)
      .refine((v) => v === '' || v.length >= 3, USER_MESSAGES.firstNameShort)
      .max(100, USER_MESSAGES.firstNameTooLong),
    last_name: z
      .string({ error: USER_MESSAGES.lastNameRequired })
      .trim()
      .min(1, USER_MESSAGES.lastNameRequired)
      .max(100, USER_MESSAGES.lastNameTooLong),
    email: z
      .string({ error: USER_MESSAGES.emailRequired })
      .trim()
      .min(1, USER_MESSAGES.emailRequired)
      .max(100, USER_MESSAGES.emailTooLong)
      .refine((v) => v === '' || EMAIL_PATTERN.test(v), USER_MESSAGES.emailInvalid),
    company_id: idOrEmpty,
    partners_account_id: idOrEmpty,
    designation: z
      .string({ error: COMMON_MESSAGES.textInvalid })
      .trim()
      .max(100, USER_MESSAGES.designationTooLong)
      .nullish()
      .transform((v) => v || null),
    phone,
    extension,
    profile_image: imageFileField(),
    permissions_slug: z
      .union([z.array(z.string({ error: USER_MESSAGES.permissionsInvalid })), z.string()], {
        error: USER_MESSAGES.permissionsInvalid,
      })
      .optional()
      .transform((v) => (Array.isArray(v) ? v : (v ?? '').split(',').filter(Boolean))),
    /** The record's updated_at when the edit form loaded it; a newer row answers 409. */
    updated_at: z.string({ error: COMMON_MESSAGES.updatedAtInvalid }).optional(),
  })
  // Checked even when other fields fail (an empty e-mail aborts the object's own refinements), so
  // the form shows the company and partner-account messages with every other one on the first Save.
  // `.refine` honours `when`; `.superRefine` takes no options and would be skipped.
  .refine((v) => !needsCompany(v.type_slug) || !!v.company_id, {
    path: ['company_id'],
    message: USER_MESSAGES.companyRequired,
    when: () => true,
  })
  .refine((v) => !needsPartnersAccount(v.type_slug) || !!v.partners_account_id, {
    path: ['partners_account_id'],
    message: USER_MESSAGES.partnersAccountRequired,
    when: () => true,
  });
export type UserBody = z.input<typeof userBody>;
export type UserInput = z.output<typeof userBody>;

export const user = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  type_slug: z.string(),
  role_slug: z.string(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  company_logo: z.string().nullable(),
  partners_account_id: z.number().int().nullable(),
  account_name: z.string().nullable(),
  designation: z.string().nullable(),
  phone: z.string().nullable(),
  extension: z.string().nullable(),
  profile_image: z.string().nullable(),
  permissions_slug: z.string(),
  user_type: z.string(),
  user_role: z.string(),
  email_verified: z.boolean(),
  /** A new address waiting to be confirmed from the link sent to it; `email` stays in use until then. */
  pending_email: z.string().nullable(),
  updated_at: z.string(),
});
export type User = z.infer<typeof user>;

export const userType = z.object({ slug: z.string(), user_type: z.string() });
export const userRole = z.object({ slug: z.string(), role: z.string() });
export const permissionItem = z.object({ slug: z.string(), permission: z.string() });
export const partnerAccountOption = z.object({ id: z.number().int(), account_name: z.string() });
export const companyOption = z.object({
  id: z.number().int(),
  company_name: z.string(),
  company_logo: z.string().nullable(),
});
