// The documents Staffdesk issues (a sent invoice, a credit note): rendered once, kept in the file
// storage under their own key with the SHA-256 of the exact bytes, so the copy that went out stays
// readable and provably unchanged.
import { createHash, randomUUID } from 'node:crypto';
import type { SessionUser } from '@staffdesk/shared';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../plugins/deps';
import { files } from '../uploads/uploads.tables';

export interface StoredDocument {
  key: string;
  name: string;
  mime: string;
  sha256: string;
}

export async function readAll(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export const sha256 = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');

/** Puts the PDF in storage and the file registry (folder invoices, which the upload sweep leaves alone). */
export async function storePdf(
  deps: Pick<Deps, 'storage'> & { db: DbOrTx },
  viewer: SessionUser,
  pdf: Buffer,
  name: string,
): Promise<StoredDocument> {
  const key = `invoices/${randomUUID()}.pdf`;
  await deps.storage.put(key, pdf, 'application/pdf');
  await deps.db.insert(files).values({
    key,
    folder: 'invoices',
    original_name: name,
    mime_type: 'application/pdf',
    size: pdf.length,
    uploaded_by: viewer.id,
  });
  return { key, name, mime: 'application/pdf', sha256: sha256(pdf) };
}

/** A safe file name for a document number: INV/26 → INV-26. */
export const documentFileName = (kind: string, number: string) =>
  `${kind}-${number.replace(/[^\w.-]+/g, '-')}.pdf`;
