// Fields that hold a file or a link. A file field takes only what master/upload-file answered
// (`uploaded_url`, /api/v1/files/<folder>/<random name>); the server then checks that the file is
// in its registry and the caller may use it (issue 7: `profile_image` took any string, and an
// avatar URL of `/api/v1/users/logout` signed out whoever looked at it). A link field (a website,
// a LinkedIn profile) takes only an http(s) URL, so it can never be a `javascript:` or app URL.
import { z } from 'zod';
import { COMMON_MESSAGES } from './common';

export const UPLOADED_URL_PREFIX = '/api/v1/files/';
/** `<folder>/<random name>.<ext>`, as uploads.service.ts makes keys. */
export const UPLOADED_KEY_PATTERN = /^[a-z_]+\/[A-Za-z0-9-]{1,64}\.[a-z0-9]{1,8}$/;

export const FILE_FIELD_MESSAGES = {
  urlInvalid: 'Please enter a web address starting with http:// or https://',
} as const;

/** The storage key of an uploaded_url, or null when the value is not one. */
export function uploadedKeyOf(url: string): string | null {
  if (!url.startsWith(UPLOADED_URL_PREFIX)) return null;
  const key = url.slice(UPLOADED_URL_PREFIX.length);
  return UPLOADED_KEY_PATTERN.test(key) ? key : null;
}

/** An optional file field: '' or null for none, else an uploaded_url of master/upload-file. */
export const uploadedFileField = (message: string = COMMON_MESSAGES.fileInvalid) =>
  z
    .string({ error: message })
    .trim()
    .max(500, message)
    .refine((v) => v === '' || uploadedKeyOf(v) !== null, message)
    .nullish()
    .transform((v) => v || null);

/** Initials kept in an image field: spec 000 §9 treats an image of two characters or fewer as initials. */
export const IMAGE_INITIALS_PATTERN = /^[\p{L}\p{N}]{1,2}$/u;

/**
 * An optional picture (profile image, logo): like `uploadedFileField`, but initials of one or two
 * letters or digits are kept as they are. They name no file, so the server's file check skips them
 * (`isPicture`); without this a stored 'VS' made the form unsavable.
 */
export const imageFileField = (message: string = COMMON_MESSAGES.fileInvalid) =>
  z
    .string({ error: message })
    .trim()
    .max(500, message)
    .refine((v) => v === '' || IMAGE_INITIALS_PATTERN.test(v) || uploadedKeyOf(v) !== null, message)
    .nullish()
    .transform((v) => v || null);

interface LinkFieldOptions {
  max: number;
  tooLong: string;
  /** The message for a value that is not an http(s) address (default: `urlInvalid`). */
  invalid?: string;
}

const optionalLinkOf = (max: number, tooLong: string, invalid: string) =>
  z
    .string({ error: invalid })
    .trim()
    .max(max, tooLong)
    .refine((v) => v === '' || isHttpUrl(v), invalid)
    .nullish()
    .transform((v) => v || null);

const requiredLinkOf = (max: number, tooLong: string, invalid: string, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, tooLong)
    .refine(isHttpUrl, invalid);

/**
 * The one field every link (a website, a LinkedIn profile) is: an absolute http:// or https://
 * address of at most `max` characters, never `javascript:`, `data:` or a path of the app itself.
 * Optional ('' or null is none) unless `required` gives the message for an empty value.
 */
export function linkField(options: LinkFieldOptions): ReturnType<typeof optionalLinkOf>;
export function linkField(
  options: LinkFieldOptions & { required: string },
): ReturnType<typeof requiredLinkOf>;
export function linkField({
  max,
  tooLong,
  invalid = FILE_FIELD_MESSAGES.urlInvalid,
  required,
}: LinkFieldOptions & { required?: string }) {
  return required ? requiredLinkOf(max, tooLong, invalid, required) : optionalLinkOf(max, tooLong, invalid);
}

/** An absolute http(s) URL with a dotted host name, its scheme written out (`https:evil.com` is not). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
