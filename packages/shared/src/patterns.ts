// Shared regular expressions (spec 000 §5 "Shared patterns"); one rule on both sides.

/** 8 or more characters with an upper-case letter, a lower-case letter, a digit and a special character. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;
/** A ten-digit mobile number. */
export const MOBILE_PATTERN = /^\d{10}$/;
/** The standard e-mail pattern: local part, @, a domain with at least one dot. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
export const NUMBERS_ONLY_PATTERN = /^\d+$/;
export const ALPHANUMERIC_PATTERN = /^[A-Za-z0-9]+$/;
/** Digits with + and - (phone numbers with a country code). */
export const PHONE_PATTERN = /^[\d+-]+$/;
/** Digits and plus only (spec: "digits and plus only"). */
export const DIGITS_PLUS_PATTERN = /^[\d+]+$/;
