// Document rows of clients, partners and employees (spec 001 §3 "documents", §5 "A document row
// counts only if it has both a document type and an uploaded file"). The form keeps half-filled
// rows while the user works; the schema drops them, so they are never saved on either side.
import { z } from 'zod';
import { COMMON_MESSAGES, tooLong } from './common';
import { uploadedFileField } from './file-fields';

export const DOCUMENT_MESSAGES = {
  rowsInvalid: 'Please add the documents again',
  tooMany: 'Please add at most 50 documents',
  typeInvalid: 'Please choose the document type from the list',
  fileNameTooLong: tooLong('Document name', 255),
  notUploaded: 'Document is not uploaded',
  removeConfirmText: 'You want to remove the uploaded document',
  removed: 'Document has been removed',
  noDocuments: 'No document found',
} as const;

const typeId = z
  // '' and null first: coerced, '' would read as 0.
  .union([z.literal(''), z.null(), z.coerce.number({ error: DOCUMENT_MESSAGES.typeInvalid })], {
    error: DOCUMENT_MESSAGES.typeInvalid,
  })
  .optional()
  .transform((v) => (typeof v === 'number' ? v : null))
  .pipe(z.number().int(DOCUMENT_MESSAGES.typeInvalid).positive(DOCUMENT_MESSAGES.typeInvalid).nullable());

const text = (max: number, message: string) =>
  z
    .string({ error: COMMON_MESSAGES.fileInvalid })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

/** One row as the form holds it: the type and the file may each still be missing. */
export const documentRowField = z.object(
  {
    /** The saved row's id (edit); absent for a new row. Rows are replaced as a set, so it is informative. */
    id: z.union([z.number(), z.string(), z.null()], { error: COMMON_MESSAGES.idInvalid }).optional(),
    document_type_id: typeId,
    /** The type's label, as the form shows it; the server reads the label from the type itself. */
    document_type: text(100, DOCUMENT_MESSAGES.typeInvalid),
    document: uploadedFileField(),
    document_name: text(255, DOCUMENT_MESSAGES.fileNameTooLong),
  },
  { error: DOCUMENT_MESSAGES.rowsInvalid },
);
export type DocumentRowValues = z.input<typeof documentRowField>;

/** The rows a form sends; only those with both a type and a file are kept. */
export const documentRowsField = z
  .union([z.array(documentRowField).max(50, DOCUMENT_MESSAGES.tooMany), z.literal('').transform(() => [])], {
    error: DOCUMENT_MESSAGES.rowsInvalid,
  })
  .nullish()
  .transform((rows) =>
    (rows ?? []).flatMap((row) =>
      row.document_type_id !== null && row.document
        ? [
            {
              document_type_id: row.document_type_id,
              document: row.document,
              document_name: row.document_name,
            },
          ]
        : [],
    ),
  );
export type DocumentRowInput = z.output<typeof documentRowsField>[number];

/** A saved document as the API answers it. */
export const documentItem = z.object({
  id: z.number().int(),
  document_type_id: z.number().int(),
  document_type: z.string(),
  document: z.string(),
  document_name: z.string().nullable(),
});
export type DocumentItem = z.infer<typeof documentItem>;

/** A form's empty row. */
export const emptyDocumentRow = (): DocumentRowValues => ({
  document_type_id: '',
  document_type: null,
  document: null,
  document_name: null,
});
