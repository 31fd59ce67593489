// Which files a record may reference, and who may download one.
//
// Saving: a file field must name a file uploaded through master/upload-file (in the `files`
// registry), into the field's folder, by the caller (or one the record already holds). A made-up
// key, a URL of the API itself, or another user's upload is refused with the field's message.
//
// Reading: a file is served to its uploader (the form's preview before saving) and to whoever may
// read a record that references it, as that record's service decides (company scope, hidden
// fields). Modules with file fields add a reader here (payslips and documents will).
import {
  COMMON_MESSAGES,
  isPicture,
  type SessionUser,
  UPLOADED_URL_PREFIX,
  type UploadFolder,
  uploadedKeyOf,
} from '@staffdesk/shared';
import { and, eq, getTableName, inArray, isNotNull, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import type { Deps } from '../../plugins/deps';
import { getApplicant } from '../applicants/applicants.service';
import { applicants } from '../applicants/applicants.tables';
import { getClient } from '../companies/clients.service';
import { companies, companyDocuments } from '../companies/companies.tables';
import { getInvoice } from '../invoices/invoices.service';
import { invoiceSends, invoices } from '../invoices/invoices.tables';
import { getPartner } from '../partners/partner-accounts.service';
import { partnerDocuments, partnersAccounts } from '../partners/partners.tables';
import { scopedCompanyId } from '../positions/positions.scope';
import { getPosition } from '../positions/positions.service';
import { positions } from '../positions/positions.tables';
import { getUser } from '../users/users.service';
import { users } from '../users/users.tables';
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

type Reader = (db: DbOrTx, viewer: SessionUser, url: string) => Promise<boolean>;

const readers: Reader[] = [
  // Profile images: their user, and whoever may see that user.
  async (db, viewer, url) => {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.profile_image, url), isNull(users.deleted_at)));
    for (const { id } of rows) {
      // The services answer 404 for a record out of the viewer's scope.
      if (id === viewer.id || (await getUser(db, viewer, id).catch(() => null))) return true;
    }
    return false;
  },
  // CVs: whoever may read the applicant *and* sees that field (a client sees its client CV only).
  async (db, viewer, url) => {
    const rows = await db
      .select({ id: applicants.id })
      .from(applicants)
      .where(and(or(eq(applicants.cv, url), eq(applicants.client_cv, url)), isNull(applicants.deleted_at)));
    for (const { id } of rows) {
      const shown = await getApplicant(db, viewer, id).catch(() => null);
      if (shown && (shown.cv === url || shown.client_cv === url)) return true;
    }
    return false;
  },
  // Job descriptions: whoever may read the position.
  async (db, viewer, url) => {
    const rows = await db
      .select({ id: positions.id })
      .from(positions)
      .where(and(eq(positions.job_description, url), isNull(positions.deleted_at)));
    for (const { id } of rows) {
      const shown = await getPosition(db, viewer, id).catch(() => null);
      if (shown?.job_description === url) return true;
    }
    return false;
  },
  // Client logos and documents: whoever may read the client; a logo also shows beside the
  // positions and applicants of its company, so the company's job-portal scope reads it too.
  async (db, viewer, url) => {
    const owners = await db
      .select({ id: companies.id, logo: sql<boolean>`${companies.company_logo} = ${url}` })
      .from(companies)
      .where(
        or(
          eq(companies.company_logo, url),
          sql`exists (select 1 from ${companyDocuments} where ${companyDocuments.company_id} = ${companies.id} and ${companyDocuments.document} = ${url})`,
        ),
      );
    for (const { id, logo } of owners) {
      const scope = scopedCompanyId(viewer);
      if (logo && (scope === null || scope === id)) return true;
      if (await getClient(db, viewer, id).catch(() => null)) return true;
    }
    return false;
  },
  // Invoice attachments and the documents each send e-mailed: whoever may read the invoice (the
  // company area reads its own company's).
  async (db, viewer, url) => {
    const key = url.slice(UPLOADED_URL_PREFIX.length);
    const rows = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        or(
          eq(invoices.invoice_attachment, url),
          sql`exists (select 1 from ${invoiceSends} where ${invoiceSends.invoice_id} = ${invoices.id} and ${invoiceSends.document_key} = ${key})`,
        ),
      );
    for (const { id } of rows) {
      if (await getInvoice(db, viewer, id).catch(() => null)) return true;
    }
    return false;
  },
  // Partner logos and documents: whoever may read the partner account.
  async (db, viewer, url) => {
    const owners = await db
      .select({ id: partnersAccounts.id })
      .from(partnersAccounts)
      .where(
        or(
          eq(partnersAccounts.company_logo, url),
          sql`exists (select 1 from ${partnerDocuments} where ${partnerDocuments.partners_account_id} = ${partnersAccounts.id} and ${partnerDocuments.document} = ${url})`,
        ),
      );
    for (const { id } of owners) {
      if (await getPartner(db, viewer, id, false).catch(() => null)) return true;
    }
    return false;
  },
];

/** The columns that hold uploaded_urls: a file none of them names is not attached to anything. */
const fileColumns: AnyPgColumn[] = [
  users.profile_image,
  applicants.cv,
  applicants.client_cv,
  positions.job_description,
  companies.company_logo,
  companyDocuments.document,
  partnersAccounts.company_logo,
  partnerDocuments.document,
  invoices.invoice_attachment,
];

/**
 * The folders the sweep may empty: those whose every referencing column is in `fileColumns`. A
 * folder another module also writes to (documents: employees too; payslips, contracts, invoices)
 * joins once that module registers its columns, or the sweep would delete its files.
 */
const sweptFolders = new Set<UploadFolder>(['user', 'cv', 'client_cv', 'jd', 'company', 'partners']);

/** Adds another module's file fields: who may read them, where they are stored, which folders. */
export function addFileField(reader: Reader, columns: AnyPgColumn[], folders: UploadFolder[] = []) {
  readers.push(reader);
  fileColumns.push(...columns);
  for (const folder of folders) sweptFolders.add(folder);
}

/**
 * Removes uploads that no record references a day after they were made (a form left unsaved, or
 * uploads made only to fill the disk), from storage and the registry. Server-added files (no
 * uploader) and folders not in `sweptFolders` stay. Answers how many went.
 */
export async function sweepUnattachedUploads(
  deps: Pick<Deps, 'db' | 'storage'>,
  olderThanHours = 24,
): Promise<number> {
  const url = sql`${UPLOADED_URL_PREFIX} || ${files.key}`;
  const referenced = fileColumns.map(
    (column) =>
      sql`exists (select 1 from ${sql.identifier(getTableName(column.table))} where ${sql.identifier(column.name)} = ${url})`,
  );
  const stale = await deps.db
    .select({ id: files.id, key: files.key })
    .from(files)
    .where(
      and(
        isNotNull(files.uploaded_by),
        inArray(files.folder, [...sweptFolders]),
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

export async function mayReadFile(
  db: DbOrTx,
  viewer: SessionUser,
  file: { key: string; uploaded_by: number | null },
): Promise<boolean> {
  if (file.uploaded_by === viewer.id) return true;
  const url = `${UPLOADED_URL_PREFIX}${file.key}`;
  for (const reader of readers) if (await reader(db, viewer, url)) return true;
  return false;
}
