// Fields clients and partners share (spec 001 §5 "Client and company profile", "Partner"): contact,
// address with inline-created city/state/country, logo. Each takes the module's messages.
import { z } from 'zod';
import { COMMON_MESSAGES, tooLong } from '../common';
import { imageFileField, linkField } from '../file-fields';
import { DIGITS_PLUS_PATTERN, EMAIL_PATTERN, NUMBERS_ONLY_PATTERN } from '../patterns';
import { optionalString, requiredId } from '../positions/form-fields';

export const ORG_MESSAGES = {
  nameShort: 'Please enter atleast three characters',
  emailInvalid: 'Please enter a valid email',
  emailTooLong: tooLong('Email', 100),
  phoneInvalid: 'Please enter a valid phone number',
  phoneShort: 'Phone number must be greater than 5 digits',
  phoneTooLong: tooLong('Phone number', 20, 'digits'),
  websiteRequired: 'Please enter the company website url',
  websiteInvalid: 'Please enter a valid url',
  websiteTooLong: tooLong('Website', 100),
  linkTooLong: tooLong('Link', 255),
  industryTooLong: tooLong('Industry', 100),
  totalEmployeesInvalid: 'Please enter numerical value',
  addressRequired: 'Please enter the company address',
  addressTooLong: tooLong('Address', 100),
  cityRequired: 'Select or create the city',
  stateRequired: 'Select or create the state',
  countryRequired: 'Select or create the country',
  zipcodeRequired: 'Please enter the zipcode',
  zipcodeInvalid: 'Please enter a valid zipcode',
  zipcodeTooLong: tooLong('Zipcode', 10),
  logoInvalid: 'Please upload an image',
  fileNameTooLong: tooLong('File name', 255),
} as const;
const M = ORG_MESSAGES;

/** Required text of 1–max characters, trimmed; '' answers `required`. */
export const requiredText = (required: string, max: number, long: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, long);

/** An organisation's name: required, 3–100 characters. */
export const orgName = (required: string) =>
  requiredText(required, 100, tooLong('Name', 100)).min(3, M.nameShort);

export const requiredEmail = (required: string) =>
  requiredText(required, 100, M.emailTooLong).regex(EMAIL_PATTERN, M.emailInvalid);

/** Digits and plus, 5–20; empty is none. */
export const orgPhone = z
  .string({ error: M.phoneInvalid })
  .trim()
  .max(20, M.phoneTooLong)
  .refine((v) => v === '' || DIGITS_PLUS_PATTERN.test(v), M.phoneInvalid)
  // Only the rule that failed is shown: a number with letters is not also 'too short'.
  .refine((v) => v === '' || !DIGITS_PLUS_PATTERN.test(v) || v.length >= 5, M.phoneShort)
  .nullish()
  .transform((v) => v || null);

/** A client's website: required, an http(s) address, with the spec's messages. */
export const requiredWebsite = linkField({
  max: 100,
  tooLong: M.websiteTooLong,
  invalid: M.websiteInvalid,
  required: M.websiteRequired,
});

/** Zipcode: required, 3–10 letters, digits, spaces or dashes. */
export const zipcode = requiredText(M.zipcodeRequired, 10, M.zipcodeTooLong)
  .min(3, M.zipcodeInvalid)
  .regex(/^[A-Za-z0-9 -]+$/, M.zipcodeInvalid);

/** Digits only (total employees); empty is none. */
export const optionalCount = z
  .union([z.string(), z.number(), z.null()], { error: M.totalEmployeesInvalid })
  .optional()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
  .refine((v) => v === '' || (NUMBERS_ONLY_PATTERN.test(v) && v.length <= 9), M.totalEmployeesInvalid)
  .transform((v) => (v === '' ? null : Number(v)));

/** An optional select ('' or null is none). */
export const optionalChoice = z
  .union([z.literal(''), z.null(), z.coerce.number({ error: COMMON_MESSAGES.choiceInvalid })], {
    error: COMMON_MESSAGES.choiceInvalid,
  })
  .optional()
  .transform((v) => (typeof v === 'number' ? v : null))
  .pipe(z.number().int(COMMON_MESSAGES.choiceInvalid).positive(COMMON_MESSAGES.choiceInvalid).nullable());

/** country_id, state_id, city_id: all required, each creatable inline. */
export const addressIds = {
  country_id: requiredId(M.countryRequired),
  state_id: requiredId(M.stateRequired),
  city_id: requiredId(M.cityRequired),
};

export const logoUrl = imageFileField();
/** A LinkedIn page or a partner's website: optional, an http(s) address. */
export const optionalLink = linkField({ max: 255, tooLong: M.linkTooLong });
export const industry = optionalString(100, M.industryTooLong);
export const fileName = optionalString(255, M.fileNameTooLong);

/** Names of the record's choices, for view pages (the lists may not hold them yet). */
export const placeNames = {
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  timezone: z.string().nullable(),
};
