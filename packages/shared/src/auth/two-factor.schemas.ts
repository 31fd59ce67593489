// Two-factor sign-in (issue 21, ASVS 5.0 V6.3.3): an authenticator app (TOTP, RFC 6238) with ten
// one-time recovery codes, the second step of sign-in, the super-admins' requirement, and the
// user's own sessions.
import { z } from 'zod';
import { AUTH_MESSAGES } from './auth.schemas';

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Please enter the 6-digit code',
  codeFormat: 'The code is the 6 digits your authenticator app shows',
  recoveryRequired: 'Please enter a recovery code',
  recoveryFormat: 'A recovery code is 10 letters and digits, like ABCDE-12345',
  codeOrRecoveryRequired: 'Please enter the 6-digit code or a recovery code',
  codeOrRecoveryFormat: 'Enter the 6-digit code from your app or one of your recovery codes',
  codeAndRecovery: 'Send the code or a recovery code, not both',
  codeWrong: 'The code is not correct. Please try again.',
  recoveryWrong: 'This recovery code is not correct or has already been used',
  tooManyCodes: 'Too many wrong codes. Please wait a few minutes and try again.',
  passwordWrong: 'The password is not correct',
  codeNeeded: 'Enter the code from your authenticator app to finish signing in',
  pendingExpired: 'Your sign-in has expired. Please sign in again.',
  alreadyOn: 'Two-factor sign-in is already on',
  notStarted: 'Start the set-up first: scan the QR code',
  notOn: 'Two-factor sign-in is not on',
  setupStarted: 'Scan the QR code with your authenticator app, then enter the code it shows',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off',
  setupRequired: 'Set up two-factor sign-in to continue: it is required for super-admin users',
  requiredForYou: 'Two-factor sign-in is required for super-admin users and cannot be turned off',
  policySaved: 'The two-factor setting has been saved',
  policyNeedsOwn: 'Turn on two-factor sign-in for your own account first',
  policyChanged: 'The setting was changed elsewhere. Please reload and try again.',
  sessionEnded: 'The session has been ended',
  otherSessionsEnded: 'Every other session has been ended',
  sessionNotFound: 'Session not found',
} as const;

/** Recovery codes: Crockford base32 (no I, L, O, U), 10 characters (50 bits), shown as ABCDE-12345. */
export const RECOVERY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_CODE = /^[0-9A-HJKMNP-TV-Z]{10}$/;
const TOTP_CODE = /^\d{6}$/;

/** As typed: spaces and hyphens dropped, upper case, the letters people mistake for digits read as them. */
export const normaliseRecoveryCode = (value: string) =>
  value.replace(/[\s-]/g, '').toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');

/** Blank is "required"; anything too long to be a code is told what a code looks like. */
const required = (message: string, format: string) =>
  z
    .string({ error: message })
    .max(100, format)
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().min(1, { error: message, abort: true }));

/** The 6 digits of the authenticator app ("123 456" as some apps show it is taken too). */
export const twoFactorCodeField = required(
  TWO_FACTOR_MESSAGES.codeRequired,
  TWO_FACTOR_MESSAGES.codeFormat,
).pipe(z.string().regex(TOTP_CODE, TWO_FACTOR_MESSAGES.codeFormat));

export const recoveryCodeField = required(
  TWO_FACTOR_MESSAGES.recoveryRequired,
  TWO_FACTOR_MESSAGES.recoveryFormat,
)
  .transform(normaliseRecoveryCode)
  .pipe(z.string().regex(RECOVERY_CODE, TWO_FACTOR_MESSAGES.recoveryFormat));

/** A code of the app or, when the phone is gone, a recovery code (turning two-factor off). */
export const codeOrRecoveryField = required(
  TWO_FACTOR_MESSAGES.codeOrRecoveryRequired,
  TWO_FACTOR_MESSAGES.codeOrRecoveryFormat,
)
  .transform((v) => (TOTP_CODE.test(v) ? v : normaliseRecoveryCode(v)))
  .pipe(
    z
      .string()
      .refine((v) => TOTP_CODE.test(v) || RECOVERY_CODE.test(v), TWO_FACTOR_MESSAGES.codeOrRecoveryFormat),
  );

export const isTotpCode = (value: string) => TOTP_CODE.test(value);

export const twoFactorEnableBody = z.object({ code: twoFactorCodeField });
export type TwoFactorEnableBody = z.infer<typeof twoFactorEnableBody>;

export const twoFactorDisableBody = z.object({
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
    .max(100, AUTH_MESSAGES.passwordTooLong),
  code: codeOrRecoveryField,
});
export type TwoFactorDisableBody = z.infer<typeof twoFactorDisableBody>;

/** The sign-in's second step: the app's code, or a recovery code. */
export const twoFactorCodeBody = z.object({ code: twoFactorCodeField });
export const recoveryCodeBody = z.object({ recovery_code: recoveryCodeField });
export const loginTwoFactorBody = z
  .object({ code: twoFactorCodeField.optional(), recovery_code: recoveryCodeField.optional() })
  .superRefine((value, ctx) => {
    if (value.code === undefined && value.recovery_code === undefined)
      ctx.addIssue({ code: 'custom', path: ['code'], message: TWO_FACTOR_MESSAGES.codeRequired });
    if (value.code !== undefined && value.recovery_code !== undefined)
      ctx.addIssue({ code: 'custom', path: ['recovery_code'], message: TWO_FACTOR_MESSAGES.codeAndRecovery });
  });
export type LoginTwoFactorBody = z.infer<typeof loginTwoFactorBody>;

/** The login's answer when a second step is needed: no session yet. */
export const twoFactorRequired = z.object({ two_factor_required: z.literal(true) });

export const twoFactorSetup = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code (an SVG data URL). */
  qr_code: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

export const recoveryCodes = z.object({ recovery_codes: z.array(z.string()) });

export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  /** The super-admins' requirement applies to this user: it cannot be turned off. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/** One of the user's signed-in sessions. */
export const userSession = z.object({
  id: z.number().int(),
  /** "Chrome on Linux", from the user agent. */
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session making this call. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSession>;
