// Uploads are stored under a random key (the user's name never reaches the storage path); the
// `files` row remembers the name and type to answer downloads with.
import { randomUUID } from 'node:crypto';
import { MASTER_MESSAGES, type UploadedFile, type UploadFolder } from '@staffdesk/shared';
import { eq } from 'drizzle-orm';
import { badRequest, notFound } from '../../lib/http-error';
import { API_PREFIX } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { acceptedType, sanitizeFileName } from './file-checks';
import { files } from './uploads.tables';

export const FILES_PATH = '/files';

export async function saveUpload(
  deps: Pick<Deps, 'db' | 'storage'>,
  input: { folder: UploadFolder; fileName: string; buffer: Buffer; userId: number },
): Promise<UploadedFile> {
  if (input.buffer.length === 0) throw badRequest(MASTER_MESSAGES.fileRequired, 'file');
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

/** The stored file and its row, or 404. */
export async function openFile(deps: Pick<Deps, 'db' | 'storage'>, key: string) {
  const [row] = await deps.db.select().from(files).where(eq(files.key, key)).limit(1);
  const stream = row ? await deps.storage.get(row.key) : null;
  if (!row || !stream) throw notFound(MASTER_MESSAGES.fileNotFound);
  return { row, stream };
}
