// "Type your password again" before a sensitive step (a password change, a partner's bank account):
// a borrowed session alone is not enough. Wrong answers are throttled per user, so the step cannot
// be used to guess the password.
import { AUTH_MESSAGES } from '@staffdesk/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { badRequest, tooMany } from '../../lib/http-error';
import { verifyPassword } from '../../lib/passwords';
import { users } from '../users/users.tables';
import { clearKey, isLocked, recordHit, THROTTLE_RULES, throttleKey } from './throttle.service';

/** 400 on `current_password` when it is missing or wrong, 429 after too many wrong ones. */
export async function assertCurrentPassword(
  db: DbOrTx,
  userId: number,
  password: string | null | undefined,
  messages: { required: string; wrong: string },
): Promise<void> {
  if (!password) throw badRequest(messages.required, 'current_password');
  const key = throttleKey.currentPassword(userId);
  if (await isLocked(db, [key])) throw tooMany(AUTH_MESSAGES.tooManyAttempts);
  const [row] = await db
    .select({ password_hash: users.password_hash })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)))
    .limit(1);
  if (!row || !(await verifyPassword(row.password_hash, password))) {
    await recordHit(db, key, THROTTLE_RULES.currentPassword);
    throw badRequest(messages.wrong, 'current_password');
  }
  await clearKey(db, key);
}
