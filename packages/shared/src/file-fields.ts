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

/** An optional http(s) link of at most `max` characters; '' or null for none. */
export const httpUrlField = (
  max: number,
  tooLong: string,
  invalid: string = FILE_FIELD_MESSAGES.urlInvalid,
) =>
  z
    .string({ error: invalid })
    .trim()
    .max(max, tooLong)
    .refine((v) => v === '' || isHttpUrl(v), invalid)
    .nullish()
    .transform((v) => v || null);

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
