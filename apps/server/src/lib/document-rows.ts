// The document rows of a record (client, partner, employee): read with their type labels, and
// replaced as a set inside the caller's transaction. The shared schema has already dropped rows
// without both a type and a file; here each type must be one of the module's group (spec 001 §3
// "document types by group key"), so a client cannot borrow an employee's document type.
import { DOCUMENT_MESSAGES, type DocumentItem, type DocumentRowInput } from '@staffdesk/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { documentTypes } from '../modules/master/master.tables';
import { badRequest } from './http-error';
import { param } from './list-query';
import { preparedRead } from './prepared-read';

/** A module's documents table: its owner column and the document-type group it uses. */
export interface DocumentTable {
  table: PgTable & {
    id: PgColumn;
    document_type_id: PgColumn;
    document: PgColumn;
    document_name: PgColumn;
  };
  owner: PgColumn;
  /** The owner column's property name, e.g. 'company_id'. */
  ownerKey: string;
  groupKey: string;
}

const documentReads = new Map<DocumentTable, ReturnType<typeof documentRead>>();
const documentRead = (docs: DocumentTable) => {
  const t = docs.table;
  return preparedRead(`documents_of_${docs.groupKey}`, (db) =>
    db
      .select({
        id: t.id,
        document_type_id: t.document_type_id,
        document_type: documentTypes.type,
        document: t.document,
        document_name: t.document_name,
      })
      .from(t)
      .innerJoin(documentTypes, eq(documentTypes.id, t.document_type_id))
      .where(eq(docs.owner, param('ownerId')))
      .orderBy(asc(t.id)),
  );
};

export async function documentsOf(db: DbOrTx, docs: DocumentTable, ownerId: number): Promise<DocumentItem[]> {
  let read = documentReads.get(docs);
  if (!read) {
    read = documentRead(docs);
    documentReads.set(docs, read);
  }
  return (await read(db).execute({ ownerId })) as DocumentItem[];
}

/** Replaces the record's documents by `rows` (in the caller's transaction). */
export async function replaceDocuments(
  tx: DbOrTx,
  docs: DocumentTable,
  ownerId: number,
  rows: DocumentRowInput[],
) {
  const typeIds = [...new Set(rows.map((row) => row.document_type_id))];
  if (typeIds.length) {
    const known = await tx
      .select({ id: documentTypes.id })
      .from(documentTypes)
      .where(and(inArray(documentTypes.id, typeIds), eq(documentTypes.group_key, docs.groupKey)));
    if (known.length !== typeIds.length) throw badRequest(DOCUMENT_MESSAGES.typeInvalid, 'documents');
  }
  await tx.delete(docs.table).where(eq(docs.owner, ownerId));
  if (rows.length) {
    await tx.insert(docs.table).values(
      rows.map((row) => ({
        [docs.ownerKey]: ownerId,
        document_type_id: row.document_type_id,
        document: row.document,
        document_name: row.document_name,
      })),
    );
  }
}
