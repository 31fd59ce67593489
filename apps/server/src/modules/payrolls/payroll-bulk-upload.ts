// Reading POST payrolls/bulk as it streams in (issue 23): each PDF is stored as soon as its part has
// arrived (only one file is ever held), and a zip is unpacked as a stream, entry by entry, with a
// byte budget per entry and in total, so a zip bomb is refused at its budget instead of filling the
// memory. Zip entries count against the file limit like files do. The answer is the job's items.
import {
  BULK_MAX_FILES,
  MASTER_MESSAGES,
  PAYROLL_MESSAGES,
  payslipDateField,
  type SessionUser,
} from '@staffdesk/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Unzip, UnzipInflate } from 'fflate';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest, HttpError } from '../../lib/http-error';
import type { Deps } from '../../plugins/deps';
import { saveUpload } from '../uploads/uploads.service';
import type { PayslipItem } from './payroll-bulk';

const M = PAYROLL_MESSAGES;
/** What one zip may unpack to in all (each entry also stays within the upload size). */
export const BULK_ZIP_MAX_BYTES = 1024 * 1024 * 1024;
/** Compressed input is inflated in slices this big: a slice inflates to at most ~1,000 times it. */
const SLICE = 16 * 1024;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** The form's parts besides the files (payslip_date, with room to spare). */
const FORM_FIELDS = 10;

export interface ZipBudget {
  entry: number;
  total: number;
}

/**
 * The files of a zip as they unpack, each handed to `onEntry` once whole (folders and Mac extras
 * left out). Refuses (413) an entry or a total past the budget as soon as it is passed, and a count
 * past `maxEntries` (400). A zip that cannot be read, or holds no file, answers false.
 */
export async function unpackZip(
  chunks: AsyncIterable<Buffer>,
  budget: ZipBudget,
  maxEntries: number,
  onEntry: (name: string, data: Buffer) => Promise<void>,
): Promise<boolean> {
  let failure: Error | null = null;
  let total = 0;
  let count = 0;
  const whole: { name: string; data: Buffer }[] = [];
  const unzip = new Unzip((entry) => {
    if (failure || entry.name.endsWith('/') || entry.name.startsWith('__MACOSX/')) return;
    if (++count > maxEntries) {
      failure = badRequest(M.bulkTooMany, 'files');
      return;
    }
    const parts: Uint8Array[] = [];
    let size = 0;
    entry.ondata = (err, data, final) => {
      if (failure) return;
      if (err) {
        failure = err;
        return;
      }
      size += data.length;
      total += data.length;
      if (size > budget.entry) failure = new HttpError(413, M.zipEntryTooLarge);
      else if (total > budget.total) failure = new HttpError(413, M.zipTooLarge);
      if (failure) {
        entry.terminate();
        return;
      }
      parts.push(data);
      if (final) whole.push({ name: entry.name.split('/').pop() ?? entry.name, data: Buffer.concat(parts) });
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  let unreadable = false;
  const settle = async () => {
    if (failure instanceof HttpError) throw failure;
    if (failure) unreadable = true;
    for (let next = whole.shift(); next; next = whole.shift()) await onEntry(next.name, next.data);
  };
  for await (const chunk of chunks) {
    if (unreadable) continue; // the rest of the part is read and dropped
    for (let at = 0; at < chunk.length && !unreadable; at += SLICE) {
      try {
        unzip.push(chunk.subarray(at, at + SLICE));
      } catch (err) {
        failure ??= err as Error;
      }
      await settle();
    }
  }
  if (!unreadable) {
    try {
      unzip.push(new Uint8Array(0), true);
    } catch (err) {
      failure ??= err as Error;
    }
    await settle();
  }
  return !unreadable && count > 0;
}

/** The whole of a part that is not a zip, refused (413) past the upload size while it arrives. */
async function readWhole(first: Buffer, rest: AsyncIterator<Buffer>, limit: number): Promise<Buffer> {
  const parts = [first];
  let size = first.length;
  for (let next = await rest.next(); !next.done; next = await rest.next()) {
    size += next.value.length;
    if (size > limit) throw new HttpError(413, MASTER_MESSAGES.fileTooLarge);
    parts.push(next.value);
  }
  if (size > limit) throw new HttpError(413, MASTER_MESSAGES.fileTooLarge);
  return Buffer.concat(parts);
}

/** Reads the form: the payslip date and every file, each stored as it arrives; answers the job's items. */
export async function readBulkUpload(
  fastify: FastifyInstance,
  request: FastifyRequest,
  deps: Pick<Deps, 'db' | 'config' | 'storage'>,
  viewer: SessionUser,
): Promise<{ payslipDate: string; items: PayslipItem[] }> {
  if (!request.isMultipart()) throw badRequest(M.bulkFilesRequired, 'files');
  let date: string | undefined;
  const items: PayslipItem[] = [];
  const take = async (file: string, buffer: Buffer) => {
    if (items.length >= BULK_MAX_FILES) throw badRequest(M.bulkTooMany, 'files');
    if ((await fileTypeFromBuffer(buffer))?.ext !== 'pdf') {
      items.push({ file, reason: M.notPdf });
      return;
    }
    const stored = await saveUpload(deps, { folder: 'payslips', fileName: file, buffer, userId: viewer.id });
    items.push({ file, url: stored.uploaded_url, name: stored.original_name });
  };
  try {
    // Every file is a part: without its own parts limit the plugin's default (1,000) refused an
    // upload of more files than that, short of BULK_MAX_FILES (found by bench/payslips.ts).
    const parts = request.parts({
      limits: { files: BULK_MAX_FILES, parts: BULK_MAX_FILES + FORM_FIELDS, fileSize: BULK_ZIP_MAX_BYTES },
    });
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (part.fieldname === 'payslip_date') date = String(part.value);
        continue;
      }
      const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      const first = await chunks.next();
      if (first.done || part.fieldname !== 'files') {
        for (let next = first; !next.done; next = await chunks.next()) {} // an empty or unknown part
        continue;
      }
      if (first.value.subarray(0, 4).equals(ZIP_MAGIC)) {
        const rest = { [Symbol.asyncIterator]: () => chunks };
        const stream = (async function* () {
          yield first.value;
          yield* rest;
        })();
        const budget = { entry: deps.config.uploadMaxBytes, total: BULK_ZIP_MAX_BYTES };
        const read = await unpackZip(stream, budget, BULK_MAX_FILES - items.length, take);
        if (!read) items.push({ file: part.filename, reason: M.notPdf });
        continue;
      }
      await take(part.filename, await readWhole(first.value, chunks, deps.config.uploadMaxBytes));
    }
  } catch (err) {
    if (err instanceof fastify.multipartErrors.RequestFileTooLargeError) {
      throw new HttpError(413, MASTER_MESSAGES.fileTooLarge);
    }
    if (err instanceof fastify.multipartErrors.FilesLimitError) throw badRequest(M.bulkTooMany, 'files');
    throw err;
  }
  const parsed = payslipDateField.safeParse(date ?? '');
  if (!parsed.success) throw badRequest(M.payslipDateRequired, 'payslip_date');
  if (items.length === 0) throw badRequest(M.bulkFilesRequired, 'files');
  return { payslipDate: parsed.data, items };
}
