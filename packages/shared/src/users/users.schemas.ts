// User management (spec 000 §3 User, §5 User form).
import { z } from 'zod';
import { USER_ROLE_SLUGS, USER_TYPE_SLUGS } from '../constants';
import { DIGITS_PLUS_PATTERN, EMAIL_PATTERN } from '../patterns';

export const USER_MESSAGES = {
  typeRequired: 'Please choose user type',
  roleRequired: 'Please choose user role',
  firstNameRequired: 'Please enter the first name',
  firstNameShort: 'Please enter atleast three characters',
  lastNameRequired: 'Please enter the last name',
  emailRequired: 'Please enter the email',
  emailInvalid: 'Please enter valid email',
  companyRequired: 'Please select the company',
  partnersAccountRequired: 'Please select the Partners account',
  phoneShort: 'Phone number must be greater than 5 digits',
  phoneInvalid: 'Phone number must be a valid number',
  extensionShort: 'Extension must be greater than 2 digits',
  cannotEditSelf: "You can't update your information here. Please use Profile section to update it",
  cannotDeleteSelf: "You can't delete your information",
  created: 'User has been created. An invitation has been sent to their email.',
  updated: 'User has been updated',
  deleted: 'User has been deleted',
  notFound: 'User not found',
  emailTaken: 'A user with this email already exists',
  deleteConfirmTitle: 'Are you sure?',
  deleteConfirmText: 'You want to delete the user',
} as const;

/** Company Name shows for client and super-admin; Partners Account Name for partners; both for partners_client. */
export const needsCompany = (type: string) =>
  type === 'client' || type === 'super-admin' || type === 'partners_client';
export const needsPartnersAccount = (type: string) => type === 'partners' || type === 'partners_client';

const phone = z
  .string()
  .trim()
  .max(20)
  .refine((v) => v === '' || DIGITS_PLUS_PATTERN.test(v), USER_MESSAGES.phoneInvalid)
  .refine((v) => v === '' || v.length >= 5, USER_MESSAGES.phoneShort)
  .nullish()
  .transform((v) => v || null);
const extension = z
  .string()
  .trim()
  .max(8)
  .refine((v) => v === '' || v.length >= 2, USER_MESSAGES.extensionShort)
  .nullish()
  .transform((v) => v || null);
export const phoneField = phone;
export const extensionField = extension;

const idOrEmpty = z
  .union([z.coerce.number().int().positive(), z.literal(''), z.null()])
  .optional()
  .transform((v) => (typeof v === 'number' ? v : null));

export const userBody = z
  .object({
    type_slug: z.enum(USER_TYPE_SLUGS, { error: USER_MESSAGES.typeRequired }),
    role_slug: z.enum(USER_ROLE_SLUGS, { error: USER_MESSAGES.roleRequired }),
    first_name: z
      .string({ error: USER_MESSAGES.firstNameRequired })
      .trim()
      .min(1, { error: USER_MESSAGES.firstNameRequired, abort: true })
      .min(3, USER_MESSAGES.firstNameShort)
      .max(100),
    last_name: z
      .string({ error: USER_MESSAGES.lastNameRequired })
      .trim()
      .min(1, USER_MESSAGES.lastNameRequired)
      .max(100),
    email: z
      .string({ error: USER_MESSAGES.emailRequired })
      .trim()
      .min(1, { error: USER_MESSAGES.emailRequired, abort: true })
      .max(100)
      .regex(EMAIL_PATTERN, USER_MESSAGES.emailInvalid),
    company_id: idOrEmpty,
    partners_account_id: idOrEmpty,
    designation: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((v) => v || null),
    phone,
    extension,
    profile_image: z
      .string()
      .max(500)
      .nullish()
      .transform((v) => v || null),
    permissions_slug: z
      .union([z.array(z.string()), z.string()])
      .optional()
      .transform((v) => (Array.isArray(v) ? v : (v ?? '').split(',').filter(Boolean))),
    /** The record's updated_at when the edit form loaded it; a newer row answers 409. */
    updated_at: z.string().optional(),
  })
  .superRefine(
    (v, ctx) => {
      if (needsCompany(v.type_slug) && !v.company_id) {
        ctx.addIssue({ code: 'custom', path: ['company_id'], message: USER_MESSAGES.companyRequired });
      }
      if (needsPartnersAccount(v.type_slug) && !v.partners_account_id) {
        ctx.addIssue({
          code: 'custom',
          path: ['partners_account_id'],
          message: USER_MESSAGES.partnersAccountRequired,
        });
      }
      // Run even when other fields fail, so the form shows every message at once.
    },
    { when: () => true },
  );
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
