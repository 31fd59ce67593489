// The super-admin's setting "two-factor sign-in required for every super-admin user" (issue 21).
// The session lookup applies it (twoFactorSetupRequiredSql); this reads and saves it.
import {
  COMMON_MESSAGES,
  type SessionUser,
  TWO_FACTOR_MESSAGES,
  type TwoFactorPolicy,
  type TwoFactorPolicyBody,
} from '@staffdesk/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, requireVersion } from '../../lib/http-error';
import { securitySettings, users } from '../users/users.tables';

export async function getTwoFactorPolicy(db: DbOrTx): Promise<TwoFactorPolicy> {
  const [row] = await db.select().from(securitySettings).where(eq(securitySettings.id, 1)).limit(1);
  return {
    require_for_super_admins: row?.require_super_admin_two_factor ?? false,
    updated_at: (row?.updated_at ?? new Date(0)).toISOString(),
  };
}

/** The requirement applies to this user (a super-admin while the setting is on). */
export async function twoFactorRequiredFor(db: DbOrTx, user: { type_slug: string }): Promise<boolean> {
  return user.type_slug === 'super-admin' && (await getTwoFactorPolicy(db)).require_for_super_admins;
}

/**
 * Saves the setting with the version the caller loaded (409 when it changed since). Turning it on needs the caller's own two-factor first, so the one who requires it
 * is not the first one shut out.
 */
export async function setTwoFactorPolicy(
  db: Db,
  viewer: SessionUser,
  body: TwoFactorPolicyBody,
): Promise<TwoFactorPolicy> {
  await db.transaction(async (tx) => {
    if (body.require_for_super_admins) {
      const [me] = await tx
        .select({ enabled: users.totp_enabled_at })
        .from(users)
        .where(and(eq(users.id, viewer.id), isNull(users.deleted_at)))
        .limit(1);
      if (!me?.enabled) throw badRequest(TWO_FACTOR_MESSAGES.policyNeedsOwn, 'require_for_super_admins');
    }
    // The row is made by the migration; locked, so two saves of one version cannot both pass.
    const [current] = await tx
      .select()
      .from(securitySettings)
      .where(eq(securitySettings.id, 1))
      .for('update');
    const version = requireVersion(body.updated_at, COMMON_MESSAGES.updatedAtRequired);
    if (!current || new Date(version).getTime() !== current.updated_at.getTime())
      throw conflict(TWO_FACTOR_MESSAGES.policyChanged);
    await tx
      .update(securitySettings)
      .set({
        require_super_admin_two_factor: body.require_for_super_admins,
        updated_by: viewer.id,
        updated_at: new Date(),
      })
      .where(eq(securitySettings.id, 1));
  });
  return getTwoFactorPolicy(db);
}
