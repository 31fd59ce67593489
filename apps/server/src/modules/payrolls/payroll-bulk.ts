// The month's bulk payslips as a background job (issue 11, issue 23). The upload (payroll-bulk-
// upload.ts) stored each PDF as it arrived; each job item is one file. A batch of files is matched
// in one indexed lookup: every employee ID or e-mail the file name could hold (word runs of the
// name, see candidatesIn) is looked up on the unique lower(employee_id) and lower(email) indexes, so
// matching costs O(files), not O(files × employees). A name that names nobody is matched by the
// PDF's text, extracted on the CPU pool's threads. Each file is saved in its own transaction; a
// file whose bytes equal the month's stored payslip answers "unchanged" and e-mails nobody.
import { type BulkResult, PAYROLL_MESSAGES, uploadedKeyOf } from '@staffdesk/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readAll } from '../../db/read-all';
import { nextTurn } from '../../lib/background';
import { HttpError } from '../../lib/http-error';
import type { Deps } from '../../plugins/deps';
import { employees } from '../employees/employees.tables';
import type { ItemOutcome, JobHandler, PendingItem, RunningJob } from '../jobs/job-runner';
import { jobItems } from '../jobs/jobs.tables';
import { files } from '../uploads/uploads.tables';
import { users } from '../users/users.tables';
import { monthOf, savePayslip } from './payrolls.service';
import { payrolls } from './payrolls.tables';
import { pdfText } from './pdf-text';

const M = PAYROLL_MESSAGES;
export const PAYSLIP_JOB = 'payslips';

/** One file of the upload: stored (url) and to be matched, or refused on arrival with a reason. */
export interface PayslipItem {
  /** The name as uploaded (a zip entry's without its folders): what the screen lists. */
  file: string;
  url?: string;
  /** The stored file's cleaned name, the payroll's payslip_name. */
  name?: string;
  reason?: string;
}
export interface PayslipJobPayload {
  payslip_date: string;
}

/** An employee ID or an e-mail is at most this long (employee IDs 100, addresses 254). */
const MAX_TOKEN = 254;
/** Word runs one token may span: `first.last@mail.example.co.in` is seven. */
const MAX_RUNS = 8;

/**
 * Every piece of the text that could be an employee ID or an e-mail as a whole word: each span of up
 * to MAX_RUNS consecutive letter-or-digit runs, lower-cased, that crosses no line break. The
 * employee ID "FK-101" in "FK-101_June" is the span of the runs "fk", "101".
 */
export function candidatesIn(text: string): Set<string> {
  const lower = text.toLowerCase();
  const runs = [...lower.matchAll(/[a-z0-9]+/g)].map((m) => [m.index, m.index + m[0].length] as const);
  const out = new Set<string>();
  for (let i = 0; i < runs.length; i++) {
    const start = runs[i]![0];
    for (let j = i; j < Math.min(runs.length, i + MAX_RUNS); j++) {
      const end = runs[j]![1];
      if (end - start > MAX_TOKEN) break;
      const span = lower.slice(start, end);
      if (span.includes('\n')) break;
      out.add(span);
    }
  }
  return out;
}

interface Found {
  user_id: number;
  employee_id: string;
  email: string;
}

/** The live employees whose employee ID or sign-in e-mail is one of the tokens: one query, two indexes. */
async function employeesNamed(db: Db, tokens: Set<string>): Promise<Found[]> {
  if (!tokens.size) return [];
  const list = [...tokens].join('\n');
  const any = sql`any(string_to_array(${list}, chr(10)))`;
  return db
    .select({
      user_id: users.id,
      employee_id: sql<string>`lower(${employees.employee_id})`,
      email: sql<string>`lower(${users.email})`,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.user_id))
    .where(
      and(
        isNull(employees.deleted_at),
        isNull(users.deleted_at),
        sql`${employees.user_id} = any(array(
          select ${employees.user_id} from ${employees} where lower(${employees.employee_id}) = ${any} and ${employees.deleted_at} is null
          union select ${users.id} from ${users} where lower(${users.email}) = ${any} and ${users.deleted_at} is null))`,
      ),
    );
}

/** The distinct employees of `found` that the tokens name. */
const matchesOf = (tokens: Set<string>, found: Found[]) => [
  ...new Set(found.filter((f) => tokens.has(f.employee_id) || tokens.has(f.email)).map((f) => f.user_id)),
];

async function readStored(storage: Deps['storage'], key: string): Promise<Buffer | null> {
  const stream = await storage.get(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

type JobDeps = Pick<Deps, 'db' | 'config' | 'mail' | 'storage'>;

/** The job's handler: registered with the job runner by payrolls.routes.ts. */
export function payslipJob(deps: JobDeps): JobHandler {
  // The month's payrolls this job already wrote, per job (a second file for one employee is refused).
  const claimed = new Map<number, Set<number>>();

  async function claimedBy(jobId: number): Promise<Set<number>> {
    let ids = claimed.get(jobId);
    if (!ids) {
      // A job resumed in this process: what it wrote before is in its items' results.
      const rows = await deps.db
        .select({ id: sql<number | null>`(${jobItems.result}->>'id')::int` })
        .from(jobItems)
        .where(and(eq(jobItems.job_id, jobId), eq(jobItems.state, 'done')));
      ids = new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id])));
      claimed.set(jobId, ids);
    }
    return ids;
  }

  /**
   * The stored size of each file (its `files` row), or null when it was refused on arrival or is
   * not registered: the job needs the size, not the bytes, of a file its name matches.
   */
  async function sizesOf(items: PayslipItem[]): Promise<(number | null)[]> {
    const keys = items.map((item) => (item.reason || !item.url ? null : uploadedKeyOf(item.url)));
    const wanted = keys.filter((key): key is string => key !== null);
    const rows = wanted.length
      ? await deps.db
          .select({ key: files.key, size: files.size })
          .from(files)
          .where(inArray(files.key, wanted))
      : [];
    const sizeOf = new Map(rows.map((r) => [r.key, r.size]));
    return keys.map((key) => (key === null ? null : (sizeOf.get(key) ?? null)));
  }

  /** The file's match by name, or by text when the name names nobody. */
  async function matchBatch(items: PayslipItem[], sizes: (number | null)[]) {
    const names = items.map((item) => candidatesIn(item.file.replace(/\.pdf$/i, '')));
    const byName = await employeesNamed(deps.db, new Set(names.flatMap((n) => [...n])));
    const matches = names.map((tokens) => matchesOf(tokens, byName));
    // Only the files whose name names nobody are read, one at a time, and their bytes are moved to
    // the CPU pool's text lane rather than copied: the main thread held every file of each batch
    // (20 reads, each copied twice) although most are matched by name (bench/payslips.ts).
    const unnamed = items.flatMap((_, i) => (matches[i]!.length === 0 && sizes[i] !== null ? [i] : []));
    const texts: Set<string>[] = [];
    for (const i of unnamed) {
      const bytes = await readStored(deps.storage, uploadedKeyOf(items[i]!.url!)!);
      texts.push(bytes ? candidatesIn(await pdfText(bytes, { move: true })) : new Set());
    }
    const byText = await employeesNamed(deps.db, new Set(texts.flatMap((t) => [...t])));
    unnamed.forEach((i, n) => {
      matches[i] = matchesOf(texts[n]!, byText);
    });
    return matches;
  }

  /** Whether two stored files hold the same bytes (read only when their sizes are equal). */
  async function sameBytes(a: string, b: string): Promise<boolean> {
    const [left, right] = await Promise.all([readStored(deps.storage, a), readStored(deps.storage, b)]);
    return !!left && !!right && left.equals(right);
  }

  /** The month's stored payslip of each employee, with its file's size and key. */
  async function storedPayslips(userIds: number[], month: string) {
    if (!userIds.length) return new Map<number, { id: number; key: string | null; size: number | null }>();
    const rows = await deps.db
      .select({ id: payrolls.id, user_id: payrolls.user_id, payslip: payrolls.payslip })
      .from(payrolls)
      .where(and(inArray(payrolls.user_id, userIds), eq(payrolls.payslip_month, month)));
    const keys = rows.flatMap((r) => uploadedKeyOf(r.payslip) ?? []);
    const sizes = keys.length
      ? await deps.db.select({ key: files.key, size: files.size }).from(files).where(inArray(files.key, keys))
      : [];
    const sizeOf = new Map(sizes.map((s) => [s.key, s.size]));
    return new Map(
      rows.map((r) => {
        const key = uploadedKeyOf(r.payslip);
        return [r.user_id, { id: r.id, key, size: key ? (sizeOf.get(key) ?? null) : null }];
      }),
    );
  }

  async function runBatch(job: RunningJob, pending: PendingItem[]): Promise<ItemOutcome[]> {
    const { payslip_date } = job.payload as unknown as PayslipJobPayload;
    const month = monthOf(payslip_date);
    const items = pending.map((p) => p.input as unknown as PayslipItem);
    const sizes = await sizesOf(items);
    const [matches, mine] = await readAll(deps.db, [() => matchBatch(items, sizes), () => claimedBy(job.id)]);
    const stored = await storedPayslips(
      [...new Set(matches.flatMap((m) => (m.length === 1 ? m : [])))],
      month,
    );
    const outcomes: ItemOutcome[] = [];
    for (const [i, item] of items.entries()) {
      await nextTurn();
      const result = (r: Omit<BulkResult, 'file'>) => outcomes.push({ result: { file: item.file, ...r } });
      const unmatched = (reason: string) => result({ status: 'unmatched', reason });
      const size = sizes[i];
      if (item.reason || size == null) {
        unmatched(item.reason ?? M.notPdf);
        continue;
      }
      const found = matches[i]!;
      if (found.length !== 1) {
        unmatched(found.length ? M.ambiguous : M.unmatched);
        continue;
      }
      const userId = found[0]!;
      const existing = stored.get(userId);
      // Two files of one upload for the same employee: the second would silently replace the first.
      if (existing && mine.has(existing.id)) {
        unmatched(M.sameEmployeeTwice);
        continue;
      }
      // The same bytes as the month's stored payslip (an upload run again): nothing to save or send.
      const key = uploadedKeyOf(item.url!)!;
      if (existing?.key && existing.size === size && (await sameBytes(existing.key, key))) {
        mine.add(existing.id);
        result({ status: 'unchanged', id: existing.id, reason: M.unchanged });
        continue;
      }
      try {
        const saved = await savePayslip(
          deps,
          // A payslip job is always queued by a user (only the scheduler's own jobs have none).
          { id: job.created_by! },
          {
            user_id: userId,
            payslip: item.url!,
            payslip_name: item.name ?? item.file,
            payslip_date,
            replace: true,
          },
        );
        mine.add(saved.id);
        stored.set(userId, { id: saved.id, key, size });
        result({ status: saved.replaced ? 'replaced' : 'created', id: saved.id });
      } catch (err) {
        unmatched(err instanceof HttpError ? err.message : M.payslipRequired);
      }
    }
    return outcomes;
  }

  return {
    batchSize: 20,
    runBatch,
    async finish(job) {
      claimed.delete(job.id);
    },
  };
}
