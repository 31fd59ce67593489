// The super-admin's setting "two-factor sign-in required for every super-admin user" (issue 21).
// Apart from two-factor.schemas.ts, which the sign-in page loads: this one needs the common
// messages, which belong to the app's first-paint chunk.
import { z } from 'zod';
import { COMMON_MESSAGES } from '../common-messages';

/** The super-admin's setting. */
export const twoFactorPolicy = z.object({
  require_for_super_admins: z.boolean(),
  updated_at: z.string(),
});
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicy>;

export const twoFactorPolicyBody = z.object({
  require_for_super_admins: z.boolean({ error: 'Choose whether two-factor sign-in is required' }),
  /** The version loaded; a newer one answers 409. */
  updated_at: z.string({ error: COMMON_MESSAGES.updatedAtInvalid }).nullish(),
});
export type TwoFactorPolicyBody = z.infer<typeof twoFactorPolicyBody>;
