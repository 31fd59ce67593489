// Indian and international bank and tax identifiers: pure checks plus zod fields with human messages.
// Every field factory trims and upper-cases the value; without `required` an empty value is null.
import { isValidBIC } from 'ibantools';
import { z } from 'zod';

export const IDENTIFIER_MESSAGES = {
  ifsc: 'Please enter a valid IFSC code (11 characters like HDFC0000521)',
  swift: 'Please enter a valid SWIFT/BIC code (8 or 11 characters like HDFCINBB)',
  gstin: 'Please enter a valid GSTIN (15 characters like 27AAACR5055K1Z7)',
  gstinCheck: 'This GSTIN does not add up: please check it for typos',
  pan: 'Please enter a valid PAN (10 characters like ABCPE1234F)',
  aadhaar: 'Please enter a valid Aadhaar number (12 digits)',
  aadhaarCheck: 'This Aadhaar number does not add up: please check it for typos',
  /** Spec 001 §5 Employee. */
  accountNumber: 'Please enter a valid account number',
  accountNumberMin: 'Account number must be greater than 8 digits',
  accountNumberMax: 'Account number must be at most 30 digits',
} as const;

/** 4 letters (the bank), 0, then 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** 5 letters of which the 4th is the holder type, 4 digits, a letter. */
export const PAN_PATTERN = /^[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]$/;
/** State code, the holder's PAN, entity number, 'Z', check character (GSTN's published format). */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const AADHAAR_PATTERN = /^[2-9]\d{11}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d+$/;

/** GST state codes: 01–38 (states and union territories), 97 other territory, 99 centre jurisdiction. */
const isGstStateCode = (code: number) => (code >= 1 && code <= 38) || code === 97 || code === 99;

export const isValidIfsc = (value: string) => IFSC_PATTERN.test(value);
export const isValidSwift = (value: string) => isValidBIC(value);
export const isValidPan = (value: string) => PAN_PATTERN.test(value);

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The 15th character of a GSTIN from its first 14 (GSTN's Luhn mod 36). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

export const isWellFormedGstin = (value: string) =>
  GSTIN_PATTERN.test(value) && isGstStateCode(Number(value.slice(0, 2))) && isValidPan(value.slice(2, 12));
export const isValidGstin = (value: string) =>
  isWellFormedGstin(value) && gstinCheckCharacter(value.slice(0, 14)) === value[14];

// Verhoeff's dihedral-group tables (multiplication, permutation), as UIDAI uses for Aadhaar.
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** True when the digits, their last one being the check digit, pass Verhoeff's check. */
export function verhoeffValid(digits: string): boolean {
  let c = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i++) {
    c = VERHOEFF_D[c]![VERHOEFF_P[i % 8]![Number(reversed[i])]!]!;
  }
  return c === 0;
}

export const isValidAadhaar = (value: string) => AADHAAR_PATTERN.test(value) && verhoeffValid(value);

export const isValidAccountNumber = (value: string) =>
  ACCOUNT_NUMBER_PATTERN.test(value) && value.length >= 8 && value.length <= 30;

/** Without `required` the field is optional and an empty value becomes null. */
interface IdentifierField {
  (options: { required: string; kept?: string | null }): z.ZodType<string, string>;
  (options?: {
    required?: undefined;
    kept?: string | null;
  }): z.ZodType<string | null, string | null | undefined>;
}

type Check = { ok: (value: string) => boolean; message: string };

/**
 * A text field that is trimmed and normalised, then checked rule by rule: only the first failing
 * rule's message is reported (spec: "Only the message of the rule that failed is shown").
 */
function identifierField(normalise: (value: string) => string, checks: Check[]): IdentifierField {
  // `kept`: the record's stored value, saved before the checks existed; sent back unchanged it passes.
  const field = (options: { required?: string; kept?: string | null } = {}) => {
    const required = options.required;
    const kept = options.kept ? normalise(options.kept.trim()) : null;
    // A value that is not text answers the field's own message, never zod's wording.
    const base = z.string({ error: required ?? checks[0]!.message }).overwrite((v) => normalise(v.trim()));
    const present = required ? base.refine((v) => v !== '', { message: required, abort: true }) : base;
    const checked = present.superRefine((value, ctx) => {
      if (value === '' || value === kept) return;
      const failed = checks.find((check) => !check.ok(value));
      if (failed) ctx.addIssue({ code: 'custom', message: failed.message });
    });
    return required ? checked : checked.nullish().transform((v) => (v ? v : null));
  };
  return field as IdentifierField;
}

const upper = (v: string) => v.toUpperCase();
const withoutSpaces = (v: string) => v.replace(/[\s-]+/g, '');

export const ifscCode = /* @__PURE__ */ identifierField(upper, [
  { ok: isValidIfsc, message: IDENTIFIER_MESSAGES.ifsc },
]);
export const swiftCode = /* @__PURE__ */ identifierField(upper, [
  { ok: isValidSwift, message: IDENTIFIER_MESSAGES.swift },
]);
export const gstin = /* @__PURE__ */ identifierField(upper, [
  { ok: isWellFormedGstin, message: IDENTIFIER_MESSAGES.gstin },
  { ok: isValidGstin, message: IDENTIFIER_MESSAGES.gstinCheck },
]);
/**
 * A GSTIN as an update sends it, checked by the service against the stored one (`gstinIssue`): a
 * value saved before the check existed stays savable while it is not changed. Trimmed, upper-case.
 */
export const gstinAsSent = () =>
  z
    .string({ error: IDENTIFIER_MESSAGES.gstin })
    .overwrite((v) => upper(v.trim()))
    .max(100, IDENTIFIER_MESSAGES.gstin)
    .nullish()
    .transform((v) => (v ? v : null));

/** The message of the first GSTIN rule `value` fails, unless it is empty or the stored `kept`. */
export function gstinIssue(value: string | null, kept: string | null): string | undefined {
  if (!value || value === kept?.trim().toUpperCase()) return undefined;
  if (!isWellFormedGstin(value)) return IDENTIFIER_MESSAGES.gstin;
  if (!isValidGstin(value)) return IDENTIFIER_MESSAGES.gstinCheck;
  return undefined;
}

export const panNumber = /* @__PURE__ */ identifierField(upper, [
  { ok: isValidPan, message: IDENTIFIER_MESSAGES.pan },
]);
/** Accepts '2341 2341 2346' as typed on the card; stores the 12 digits. */
export const aadhaarNumber = /* @__PURE__ */ identifierField(withoutSpaces, [
  { ok: (v) => AADHAAR_PATTERN.test(v), message: IDENTIFIER_MESSAGES.aadhaar },
  { ok: verhoeffValid, message: IDENTIFIER_MESSAGES.aadhaarCheck },
]);
/** Spec 001 §5 Employee: digits only, 8 to 30 of them. */
export const accountNumber = /* @__PURE__ */ identifierField(
  (v) => v,
  [
    { ok: (v) => ACCOUNT_NUMBER_PATTERN.test(v), message: IDENTIFIER_MESSAGES.accountNumber },
    { ok: (v) => v.length >= 8, message: IDENTIFIER_MESSAGES.accountNumberMin },
    { ok: (v) => v.length <= 30, message: IDENTIFIER_MESSAGES.accountNumberMax },
  ],
);
