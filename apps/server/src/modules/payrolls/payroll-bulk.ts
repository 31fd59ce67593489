// POST payrolls/bulk (issue 11): a month's payslips at once, as PDFs or one zip of them. Each PDF
// is matched to an employee by the employee ID or the staffing-company e-mail (the sign-in
// address) in its file name or, when the name names nobody, in the PDF's text; stored, and saved in its own transaction, so a failure is reported
// for that file and never leaves the others half-done. Every file gets a line in the answer.
import { type BulkAnswer, type BulkResult, PAYROLL_MESSAGES, type SessionUser } from '@staffdesk/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../../lib/http-error';
import type { Deps } from '../../plugins/deps';
import { employees } from '../employees/employees.tables';
import { saveUpload } from '../uploads/uploads.service';
import { users } from '../users/users.tables';
import { savePayslip } from './payrolls.service';
import { pdfText } from './pdf-text';

const M = PAYROLL_MESSAGES;
export const BULK_MAX_FILES = 500;

export interface IncomingFile {
  fileName: string;
  buffer: Buffer;
}

/** The PDFs of the upload: each file as it is, or the entries of a zip (folders and Mac extras left out). */
export async function expandFiles(incoming: IncomingFile[]): Promise<IncomingFile[]> {
  const out: IncomingFile[] = [];
  for (const file of incoming) {
    const type = await fileTypeFromBuffer(file.buffer);
    if (type?.ext !== 'zip') {
      out.push(file);
      continue;
    }
    let entries: Record<string, Uint8Array>;
    try {
      entries = unzipSync(new Uint8Array(file.buffer), {
        filter: (entry) => !entry.name.endsWith('/') && !entry.name.startsWith('__MACOSX/'),
      });
    } catch {
      out.push(file); // reported as not a PDF
      continue;
    }
    for (const [name, data] of Object.entries(entries)) {
      out.push({ fileName: name.split('/').pop() ?? name, buffer: Buffer.from(data) });
    }
  }
  return out;
}

interface Candidate {
  user_id: number;
  employee_id: string;
  email: string;
}

const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Employees whose e-mail or employee ID (as a whole word) is in the text (a file name, a PDF's text). */
export function matchIn(text: string, candidates: Candidate[]): Candidate[] {
  const lower = text.toLowerCase();
  return candidates.filter((c) => {
    if (lower.includes(c.email.toLowerCase())) return true;
    const id = c.employee_id.toLowerCase();
    return id !== '' && new RegExp(`(^|[^a-z0-9])${escapeRegex(id)}($|[^a-z0-9])`).test(lower);
  });
}

/** The file name's match, or, when it names nobody, the match in the PDF's text. */
async function matchFile(file: IncomingFile, candidates: Candidate[]): Promise<Candidate[]> {
  const byName = matchIn(file.fileName.replace(/\.pdf$/i, ''), candidates);
  return byName.length ? byName : matchIn(await pdfText(file.buffer), candidates);
}

export async function bulkUpload(
  deps: Pick<Deps, 'db' | 'config' | 'mail' | 'storage'>,
  viewer: SessionUser,
  payslipDate: string,
  incoming: IncomingFile[],
): Promise<BulkAnswer> {
  const candidates = await deps.db
    .select({ user_id: users.id, employee_id: employees.employee_id, email: users.email })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.user_id))
    .where(and(isNull(employees.deleted_at), isNull(users.deleted_at)));
  const results: BulkResult[] = [];
  const seen = new Set<number>();
  for (const file of await expandFiles(incoming)) {
    const unmatched = (reason: string) => results.push({ file: file.fileName, status: 'unmatched', reason });
    if ((await fileTypeFromBuffer(file.buffer))?.ext !== 'pdf') {
      unmatched(M.notPdf);
      continue;
    }
    const matches = await matchFile(file, candidates);
    if (matches.length !== 1) {
      unmatched(matches.length ? M.ambiguous : M.unmatched);
      continue;
    }
    const employee = matches[0]!;
    // Two files of one upload for the same employee: the second would silently replace the first.
    if (seen.has(employee.user_id)) {
      unmatched(M.sameEmployeeTwice);
      continue;
    }
    try {
      const upload = await saveUpload(deps, {
        folder: 'payslips',
        fileName: file.fileName,
        buffer: file.buffer,
        userId: viewer.id,
      });
      const saved = await savePayslip(deps, viewer, {
        user_id: employee.user_id,
        payslip: upload.uploaded_url,
        payslip_name: upload.original_name,
        payslip_date: payslipDate,
        replace: true,
      });
      seen.add(employee.user_id);
      results.push({ file: file.fileName, status: saved.replaced ? 'replaced' : 'created', id: saved.id });
    } catch (err) {
      unmatched(err instanceof HttpError ? err.message : M.payslipRequired);
    }
  }
  const count = (status: BulkResult['status']) => results.filter((r) => r.status === status).length;
  return { results, created: count('created'), replaced: count('replaced'), unmatched: count('unmatched') };
}
