// Uploads are stored under a random key (the user's name never reaches the storage path); the
// `files` row remembers the name and type to answer downloads with.
import { randomUUID } from 'node:crypto';
import { MASTER_MESSAGES, type SessionUser, type UploadedFile, type UploadFolder } from '@staffdesk/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { badRequest, notFound, tooMany } from '../../lib/http-error';
import { API_PREFIX } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { isLocked, recordHit, THROTTLE_RULES, throttleKey } from '../auth/throttle.service';
import { acceptedType, sanitizeFileName } from './file-checks';
import { files } from './uploads.tables';

export const FILES_PATH = '/files';

/** The bytes the user stored in the last day (files_uploader_day_idx serves it). */
export const uploadedTodayQuery = (db: DbOrTx, userId: number) =>
  db
    .select({ bytes: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(and(eq(files.uploaded_by, userId), gt(files.created_at, sql`now() - interval '1 day'`)));

async function bytesUploadedToday(db: DbOrTx, userId: number): Promise<number> {
  const [used] = await uploadedTodayQuery(db, userId);
  return Number(used?.bytes ?? 0);
}

/**
 * Refuses an upload past the user's rate (THROTTLE_RULES.uploads) or daily quota, before it is
 * read: any signed-in user, an employee included, could otherwise fill the disk.
 */
export async function assertMayUpload(deps: Pick<Deps, 'db' | 'config'>, userId: number): Promise<void> {
  const key = throttleKey.uploads(userId);
  if (await isLocked(deps.db, [key])) throw tooMany(MASTER_MESSAGES.uploadRate);
  await recordHit(deps.db, key, THROTTLE_RULES.uploads);
  // Checked again with the file's size once it is read (saveUpload).
  if ((await bytesUploadedToday(deps.db, userId)) >= deps.config.uploadDailyQuotaBytes) {
    throw tooMany(MASTER_MESSAGES.uploadQuota);
  }
}

export async function saveUpload(
  deps: Pick<Deps, 'db' | 'storage' | 'config'>,
  input: { folder: UploadFolder; fileName: string; buffer: Buffer; userId: number },
): Promise<UploadedFile> {
  if (input.buffer.length === 0) throw badRequest(MASTER_MESSAGES.fileRequired, 'file');
  if (
    (await bytesUploadedToday(deps.db, input.userId)) + input.buffer.length >
    deps.config.uploadDailyQuotaBytes
  ) {
    throw tooMany(MASTER_MESSAGES.uploadQuota);
  }
  const type = await acceptedType(input.buffer, input.fileName, input.folder);
  if (!type) throw badRequest(MASTER_MESSAGES.fileTypeNotAllowed, 'file');
  const key = `${input.folder}/${randomUUID()}.${type.ext}`;
  const original_name = sanitizeFileName(input.fileName, type.ext);
  await deps.storage.put(key, input.buffer, type.mime);
  try {
    await deps.db.insert(files).values({
      key,
      folder: input.folder,
      original_name,
      mime_type: type.mime,
      size: input.buffer.length,
      uploaded_by: input.userId,
    });
  } catch (err) {
    await deps.storage.remove(key).catch(() => {});
    throw err;
  }
  return { uploaded_url: `${API_PREFIX}${FILES_PATH}/${key}`, original_name };
}

/** The stored file and its row, or 404 (also when the viewer may not read it: nothing is revealed). */
export async function openFile(deps: Deps, viewer: SessionUser, key: string) {
  const [found] = await deps.db.select().from(files).where(eq(files.key, key)).limit(1);
  // Its uploader (the form's preview before saving), or whoever may read a record showing it.
  const mayRead =
    found &&
    (found.uploaded_by === viewer.id || (await deps.files.mayRead({ db: deps.db, deps, viewer }, found.key)));
  const row = mayRead ? found : null;
  const stream = row ? await deps.storage.get(row.key) : null;
  if (!row || !stream) throw notFound(MASTER_MESSAGES.fileNotFound);
  return { row, stream };
}
