// Which files a record may reference, and which uploads are attached to nothing.
//
// Saving: a file field must name a file uploaded through master/upload-file (in the `files`
// registry), into the field's folder, by the caller (or one the record already holds). A made-up
// key, a URL of the API itself, or another user's upload is refused with the field's message.
//
// Reading is decided by the records that show a file (file-holders.ts).
import {
  COMMON_MESSAGES,
  isPicture,
  type SessionUser,
  UPLOADED_URL_PREFIX,
  type UploadFolder,
  uploadedKeyOf,
} from '@staffdesk/shared';
import { and, eq, getTableName, inArray, isNotNull, lt, not, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import type { Deps } from '../../plugins/deps';
import { files } from './uploads.tables';

export interface FileFieldValue {
  /** The form field, for the error's path. */
  field: string;
  url: string | null;
  folder: UploadFolder;
  /** The message when the file is not one the caller uploaded (the spec's "… is not uploaded"). */
  message: string;
  /** A picture field (profile image, logo): initials (two characters or fewer) name no file. */
  image?: boolean;
}

/** Refuses a file value that is not the caller's upload into the field's folder. */
export async function assertUsableFiles(
  db: DbOrTx,
  viewer: SessionUser,
  values: FileFieldValue[],
  /** What the record holds now: kept values need no new check. */
  current: (string | null | undefined)[] = [],
): Promise<void> {
  for (const value of values) {
    if (!value.url || current.includes(value.url)) continue;
    if (value.image && !isPicture(value.url)) continue;
    const key = uploadedKeyOf(value.url);
    const [row] = key ? await db.select().from(files).where(eq(files.key, key)).limit(1) : [];
    // A file with no uploader was added by the server itself (seed, import): anyone may use it.
    const mine = row && (row.uploaded_by === viewer.id || row.uploaded_by === null);
    if (!row || !mine || row.folder !== value.folder) throw badRequest(value.message, value.field);
  }
}

/** The logo and the document rows of a client or partner form. */
export function organisationFiles(
  input: { company_logo: string | null; documents: { document: string }[] },
  logoFolder: UploadFolder,
  logoMessage: string,
): FileFieldValue[] {
  return [
    { field: 'company_logo', url: input.company_logo, folder: logoFolder, message: logoMessage, image: true },
    ...input.documents.map((row, i) => ({
      field: `documents.${i}.document`,
      url: row.document,
      folder: 'documents' as const,
      message: COMMON_MESSAGES.fileInvalid,
    })),
  ];
}

/**
 * Removes uploads that no record references a day after they were made (a form left unsaved, or
 * uploads made only to fill the disk), from storage and the registry. Server-added files (no
 * uploader) and folders no file holder declared stay (file-holders.ts). Answers how many went.
 */
export async function sweepUnattachedUploads(
  deps: Pick<Deps, 'db' | 'storage' | 'files'>,
  olderThanHours = 24,
): Promise<number> {
  const url = sql`${UPLOADED_URL_PREFIX} || ${files.key}`;
  const referenced = deps.files
    .columns()
    .map(
      ({ column, holds }) =>
        sql`exists (select 1 from ${sql.identifier(getTableName(column.table))} where ${sql.identifier(column.name)} = ${holds === 'key' ? files.key : url})`,
    );
  const folders = deps.files.sweptFolders();
  if (folders.length === 0 || referenced.length === 0) return 0;
  const stale = await deps.db
    .select({ id: files.id, key: files.key })
    .from(files)
    .where(
      and(
        isNotNull(files.uploaded_by),
        inArray(files.folder, folders),
        lt(files.created_at, sql`now() - make_interval(hours => ${olderThanHours})`),
        not(or(...referenced)!),
      ),
    )
    .limit(1000);
  for (const file of stale) {
    await deps.storage.remove(file.key).catch(() => undefined);
    await deps.db.delete(files).where(eq(files.id, file.id));
  }
  return stale.length;
}
