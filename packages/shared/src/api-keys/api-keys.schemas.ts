// API keys (issue 26): a user's named tokens for scripts and other servers, acting as that user.
import { z } from 'zod';

export const API_KEY_MESSAGES = {
  nameRequired: 'Please enter a name for the key',
  nameTooLong: 'The name can be at most 100 characters',
  expiryInvalid: 'Please enter a valid expiry date',
  expiryPast: 'The expiry date must be in the future',
  readOnlyInvalid: 'Read-only must be true or false',
  created: 'API key created. Copy it now: it is not shown again.',
  listed: 'API keys',
  revoked: 'API key revoked',
  notFound: 'API key not found',
  readOnly: 'This API key is read-only',
  invalid: 'The API key is not valid',
  sessionOnly: 'API keys are managed from a signed-in browser session, not with an API key',
  // The Profile card's words.
  shownOnce:
    'Copy this key now: it is shown only once. Staffdesk keeps only a fingerprint of it, so it cannot be shown again.',
  copied: 'API key copied',
  copyFailed: 'The browser did not allow copying: select the key and copy it',
  deleteConfirm: 'Delete the API key "{name}"? Scripts and servers that use it stop working at once.',
  none: 'No API keys yet',
} as const;
const M = API_KEY_MESSAGES;

/** The prefix of every token: tells a leaked secret apart in logs and secret scanners. */
export const API_KEY_TOKEN_PREFIX = 'sdk_';

/** The end of a key's expiry: a day given alone (the Profile form's date) lasts to its end, UTC. */
export const apiKeyExpiry = (value: string | null | undefined): Date | null =>
  !value ? null : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : value);

export const apiKeyBody = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(100, M.nameTooLong),
  expires_at: z
    .union(
      [
        z.iso.datetime({ offset: true, error: M.expiryInvalid }),
        z.iso.date({ error: M.expiryInvalid }),
        // An empty date field: no expiry.
        z.literal('').transform(() => null),
      ],
      {
        error: M.expiryInvalid,
      },
    )
    .nullish()
    .refine((v) => !v || apiKeyExpiry(v)!.getTime() > Date.now(), M.expiryPast),
  read_only: z.boolean({ error: M.readOnlyInvalid }).optional(),
});

export type ApiKeyBody = z.input<typeof apiKeyBody>;
export type ApiKeyInput = z.output<typeof apiKeyBody>;

export const apiKeyItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The token's first characters, to recognise it. */
  prefix: z.string(),
  read_only: z.boolean(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type ApiKeyItem = z.infer<typeof apiKeyItem>;

/** The answer of a create: the key and, once only, its token. */
export const createdApiKey = apiKeyItem.extend({ token: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKey>;
