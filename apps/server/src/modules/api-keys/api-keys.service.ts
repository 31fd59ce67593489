// API keys (issue 26): a user's named tokens. `Authorization: Bearer <token>` acts as that user with
// its permissions and scope (plugins/auth.ts); the token is shown once and stored as its SHA-256.
// A key ends with its user (deleted or blocked: the lookup joins the live, unblocked user), at its
// expiry, or when revoked (its row deleted).
import {
  API_KEY_MESSAGES,
  API_KEY_TOKEN_PREFIX,
  type ApiKeyInput,
  type ApiKeyItem,
  apiKeyExpiry,
  type SessionUser,
} from '@staffdesk/shared';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { withCompiledRows } from '../../lib/compiled-rows';
import { notFound } from '../../lib/http-error';
import { oncePerDb } from '../../lib/list-query';
import { hashToken, newToken } from '../../lib/tokens';
import type { Deps } from '../../plugins/deps';
import { recordSensitiveChanges } from '../audit/sensitive-changes.service';
import { signedInUserColumns } from '../auth/sessions.service';
import { toSessionUser } from '../users/users.mapper';
import { users } from '../users/users.tables';
import { apiKeys } from './api-keys.tables';

const M = API_KEY_MESSAGES;
/** Characters of the token shown in the list: the fixed prefix and 8 random ones. */
const SHOWN = API_KEY_TOKEN_PREFIX.length + 8;

type Row = typeof apiKeys.$inferSelect;
const toItem = (row: Row): ApiKeyItem => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  read_only: row.read_only,
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
  expires_at: row.expires_at?.toISOString() ?? null,
});

/** The audit trail's line: which key, never its token. */
const audit = (
  deps: Pick<Deps, 'config' | 'mail'>,
  db: DbOrTx,
  viewer: SessionUser,
  before: Row | null,
  after: Row | null,
) =>
  recordSensitiveChanges(deps, db, {
    entity: 'api_keys',
    id: (after ?? before)!.id,
    before: before && { api_key: `${before.name} (${before.prefix}…)` },
    after: after && { api_key: `${after.name} (${after.prefix}…)` },
    fields: [{ key: 'api_key', label: 'API key' }],
    mask: (value) => value ?? null,
    by: viewer,
  });

export async function createApiKey(deps: Deps, viewer: SessionUser, input: ApiKeyInput) {
  const token = `${API_KEY_TOKEN_PREFIX}${newToken()}`;
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apiKeys)
      .values({
        user_id: viewer.id,
        name: input.name,
        prefix: token.slice(0, SHOWN),
        token_hash: hashToken(token),
        read_only: input.read_only ?? false,
        expires_at: apiKeyExpiry(input.expires_at),
      })
      .returning();
    await audit(deps, tx, viewer, null, created!);
    return created!;
  });
  return { ...toItem(row), token };
}

export async function listApiKeys(db: DbOrTx, viewer: SessionUser) {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.user_id, viewer.id))
    .orderBy(desc(apiKeys.id));
  return rows.map(toItem);
}

/** Revokes one of the viewer's own keys; another user's answers 404. */
export async function deleteApiKey(deps: Deps, viewer: SessionUser, id: number) {
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.user_id, viewer.id)))
      .returning();
    if (!removed) throw notFound(M.notFound);
    await audit(deps, tx, viewer, removed, null);
  });
}

const keyLookupQuery = (db: DbOrTx) =>
  db
    .select({
      key: { id: apiKeys.id, read_only: apiKeys.read_only, last_used_at: apiKeys.last_used_at },
      ...signedInUserColumns,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.user_id))
    .where(
      and(
        eq(apiKeys.token_hash, sql.placeholder('tokenHash')),
        or(isNull(apiKeys.expires_at), gt(apiKeys.expires_at, sql`now()`)),
        isNull(users.deleted_at),
        isNull(users.blocked_at),
      ),
    )
    .limit(1);
const keyLookup = oncePerDb((db) => withCompiledRows(keyLookupQuery(db).prepare('api_key_user')));

/** The key's user and whether it is read-only; null for an unknown, expired or revoked key or a gone user. */
export async function findApiKeyUser(
  db: DbOrTx,
  token: string,
): Promise<{ keyId: number; readOnly: boolean; user: SessionUser } | null> {
  const [row] = await keyLookup(db).execute({ tokenHash: hashToken(token) });
  if (!row) return null;
  // Last use to the minute: a key used every second writes once a minute.
  if (!row.key.last_used_at || Date.now() - row.key.last_used_at.getTime() > 60_000) {
    await db.update(apiKeys).set({ last_used_at: new Date() }).where(eq(apiKeys.id, row.key.id));
  }
  return {
    keyId: row.key.id,
    readOnly: row.key.read_only,
    user: toSessionUser(row.user, row.twoFactorSetupRequired),
  };
}
