// Time-based one-time passwords (RFC 6238) through `otpauth`: SHA-1, 6 digits, 30 seconds, the
// parameters every authenticator app takes from a QR code.
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

const PERIOD = 30;
/** One step either side: a phone's clock a little off, or a code typed as it changed. */
const WINDOW = 1;

const totp = (secret: string, label = '', issuer = 'Staffdesk') =>
  new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
  });

/** A new secret of 160 bits (RFC 4226's recommended length), base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URL an app scans, naming the agency and the user. */
export const totpUrl = (secret: string, account: string, issuer: string) =>
  totp(secret, account, issuer).toString();

/** The URL as a QR code, an SVG data URL (the CSP allows data: images). */
export const qrCodeDataUrl = (text: string) =>
  `data:image/svg+xml;base64,${Buffer.from(renderSVG(text, { border: 2 })).toString('base64')}`;

/**
 * The time step the code belongs to when it is right (within one step of now), else null. The
 * caller takes a code only when its step is later than the last one accepted, so a code seen over
 * a shoulder or in a log cannot be used again.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** The code of a moment: for tests, which sign in as the app would. */
export const totpCode = (secret: string, now = Date.now()) => totp(secret).generate({ timestamp: now });
