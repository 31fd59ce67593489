// The signed-in user's own profile and password (spec 000 §3 Profile, §5 Profile).
import {
  COMMON_MESSAGES,
  type PasswordBody,
  PROFILE_MESSAGES,
  type Profile,
  type profileBody,
  type SessionUser,
} from '@staffdesk/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, notFound, requireVersion } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { assertCurrentPassword } from '../auth/current-password';
import { endOtherSessions } from '../auth/sessions.service';
import { companies } from '../companies/companies.tables';
import { assertUsableFiles } from '../uploads/file-use';
import { profileImage } from '../users/users.service';
import { users } from '../users/users.tables';

type ProfileInput = z.output<typeof profileBody>;

export async function getProfile(db: Db, userId: number): Promise<Profile> {
  const [row] = await db
    .select({
      profile_image: users.profile_image,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      company_name: companies.company_name,
      designation: users.designation,
      phone: users.phone,
      extension: users.extension,
      updated_at: users.updated_at,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.company_id))
    .where(and(eq(users.id, userId), isNull(users.deleted_at)))
    .limit(1);
  if (!row) throw notFound('User not found');
  return { ...row, updated_at: row.updated_at.toISOString() };
}

/**
 * Updates the editable fields; e-mail and company are read-only here (the schema drops them). The
 * form's `updated_at` is required and must match, so a second tab or an admin's edit in between is
 * not silently overwritten (409).
 */
export async function updateProfile(db: Db, viewer: SessionUser, input: ProfileInput): Promise<Profile> {
  const userId = viewer.id;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ profile_image: users.profile_image, updated_at: users.updated_at })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deleted_at)))
      .for('update');
    if (!current) throw notFound('User not found');
    const version = requireVersion(input.updated_at, COMMON_MESSAGES.updatedAtRequired);
    if (new Date(version).getTime() !== current.updated_at.getTime())
      throw conflict(PROFILE_MESSAGES.changed);
    await assertUsableFiles(tx, viewer, [profileImage(input.profile_image)], [current.profile_image]);
    await tx
      .update(users)
      .set({
        first_name: input.first_name,
        last_name: input.last_name,
        designation: input.designation,
        phone: input.phone,
        extension: input.extension,
        profile_image: input.profile_image,
        updated_at: new Date(),
      })
      .where(eq(users.id, userId));
  });
  return getProfile(db, userId);
}

/** Changes the password after checking the current one; the user's other sessions end, this one stays. */
export async function changePassword(
  db: Db,
  user: { id: number; sessionId: number | null },
  body: PasswordBody,
): Promise<void> {
  await assertCurrentPassword(db, user.id, body.current_password, {
    required: PROFILE_MESSAGES.currentPasswordRequired,
    wrong: PROFILE_MESSAGES.currentWrong,
  });
  const passwordHash = await hashPassword(body.new_password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where(eq(users.id, user.id));
    await endOtherSessions(tx, user.id, user.sessionId ?? undefined);
  });
}
