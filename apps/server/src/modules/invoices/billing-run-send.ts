// "Send all" of a billing run (issue 25): each of the month's run drafts goes out through the invoice
// send path (the PDF stored and hashed, the e-mail in the outbox, the send recorded, the invoice
// locked) to its billing e-mail with the agency's default cc, and beside the invoice a PDF of the
// approved timesheets it bills, rendered on the CPU pool. One invoice per job item.
import {
  BILLING_RUN_MESSAGES,
  dayMonthYearText,
  type Invoice,
  monthYearText,
  type SessionUser,
  weekdayText,
} from '@staffdesk/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { HttpError } from '../../lib/http-error';
import type { Deps } from '../../plugins/deps';
import { companies } from '../companies/companies.tables';
import { employees } from '../employees/employees.tables';
import type { ItemOutcome, JobHandler, PendingItem, RunningJob } from '../jobs/job-runner';
import { timesheets } from '../timesheets/timesheets.tables';
import { toSessionUser } from '../users/users.mapper';
import { users } from '../users/users.tables';
import { documentFileName, type StoredDocument, storePdf } from './invoice-documents';
import { renderPdfOnPool } from './invoice-pdf';
import { sendInvoice } from './invoice-send.service';
import { invoiceLines, invoices } from './invoices.tables';
import { getVendorBankDetail } from './vendor-bank.service';

export const BILLING_SEND_JOB = 'billing-run-send';
type SendDeps = Pick<Deps, 'db' | 'storage' | 'mail' | 'config'>;

const KIND_TEXT = { working: 'Working', weekly_off: 'Weekly off', holiday: 'Holiday', half_day: 'Half day' };

/** The approved timesheets an invoice's lines bill, with the contractor and client names. */
async function billedTimesheets(db: SendDeps['db'], invoiceId: number) {
  return db
    .select({
      id: timesheets.id,
      month: timesheets.month,
      unit: timesheets.unit,
      status: timesheets.status,
      entries: timesheets.entries,
      total: timesheets.total_quantity,
      decided_at: timesheets.decided_at,
      first_name: employees.first_name,
      last_name: employees.last_name,
      client: companies.company_name,
    })
    .from(invoiceLines)
    .innerJoin(timesheets, eq(timesheets.id, invoiceLines.timesheet_id))
    .innerJoin(employees, eq(employees.id, timesheets.employee_id))
    .innerJoin(companies, eq(companies.id, timesheets.client_id))
    .where(eq(invoiceLines.invoice_id, invoiceId))
    .orderBy(asc(invoiceLines.position));
}
type BilledTimesheet = Awaited<ReturnType<typeof billedTimesheets>>[number];

/** One page per timesheet: the days as approved, the total, and who approved it when. */
export function timesheetsDocument(
  invoice: Pick<Invoice, 'invoice_number'>,
  sheets: BilledTimesheet[],
  agency: string,
) {
  const unitText = (unit: string) => (unit === 'hour' ? 'Hours' : 'Days');
  const pages = sheets.map(
    (sheet, i): Content => ({
      ...(i > 0 ? { pageBreak: 'before' as const } : {}),
      stack: [
        { text: 'APPROVED TIMESHEET', style: 'title' },
        {
          columns: [
            [
              { text: `${sheet.first_name} ${sheet.last_name}`.trim(), bold: true },
              { text: sheet.client, color: '#555555' },
            ],
            [
              { text: `Month: ${monthYearText(sheet.month)}`, alignment: 'right' },
              { text: `Invoice: ${invoice.invoice_number}`, alignment: 'right' },
              {
                text: `Approved${sheet.decided_at ? ` on ${dayMonthYearText(sheet.decided_at.toISOString().slice(0, 10))}` : ''}`,
                alignment: 'right',
                color: '#555555',
              },
            ],
          ],
          margin: [0, 8, 0, 12] as [number, number, number, number],
        },
        {
          table: {
            headerRows: 1,
            widths: ['auto', '*', 'auto'],
            body: [
              [
                { text: 'Date', bold: true },
                { text: 'Day', bold: true },
                { text: unitText(sheet.unit), bold: true, alignment: 'right' },
              ],
              ...sheet.entries.map((e) => [
                weekdayText(e.date),
                e.name ? `${KIND_TEXT[e.kind]} · ${e.name}` : KIND_TEXT[e.kind],
                { text: String(e.quantity), alignment: 'right' as const },
              ]),
              [
                { text: 'Total', bold: true },
                '',
                { text: String(sheet.total), bold: true, alignment: 'right' },
              ],
            ],
          },
          layout: 'lightHorizontalLines' as const,
          fontSize: 9,
        },
      ],
    }),
  );
  return {
    info: { title: `Timesheets for invoice ${invoice.invoice_number}`, author: agency },
    content: pages,
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    styles: { title: { fontSize: 14, bold: true, color: '#1f4e79' } },
    pageMargins: [40, 40, 40, 40],
  } satisfies TDocumentDefinitions;
}

/** The timesheets PDF of an invoice, stored like the invoice's own document. */
export async function timesheetsAttachment(
  deps: SendDeps,
  viewer: SessionUser,
  invoice: Invoice,
): Promise<StoredDocument[]> {
  const sheets = await billedTimesheets(deps.db, invoice.id);
  if (!sheets.length) return [];
  const pdf = await renderPdfOnPool(timesheetsDocument(invoice, sheets, deps.config.orgName));
  return [await storePdf(deps, viewer, pdf, documentFileName('Timesheets', invoice.invoice_number))];
}

/** The job's creator as a session user: the send path scopes and records by it. */
async function creatorOf(db: SendDeps['db'], id: number | null): Promise<SessionUser> {
  const [row] = id === null ? [] : await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`user ${id} not found`);
  return toSessionUser(row);
}

const list = (value: string) =>
  value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);

export function billingSendJob(deps: SendDeps): JobHandler {
  return {
    batchSize: 5,
    async runBatch(job: RunningJob, items: PendingItem[]): Promise<ItemOutcome[]> {
      const viewer = await creatorOf(deps.db, job.created_by);
      const vendor = await getVendorBankDetail(deps.db, deps.config);
      const ids = items.map((i) => Number(i.input.invoice_id));
      const rows = await deps.db
        .select({ id: invoices.id, billing_email: invoices.billing_email, locked_at: invoices.locked_at })
        .from(invoices)
        .where(inArray(invoices.id, ids));
      const emails = new Map(rows.map((r) => [r.id, list(r.billing_email)]));
      // Sent meanwhile (another Send all, or by hand): not sent twice.
      const sent = new Set(rows.filter((r) => r.locked_at !== null).map((r) => r.id));
      const outcomes: ItemOutcome[] = [];
      for (const id of ids) {
        if (sent.has(id)) {
          outcomes.push({ result: { invoice_id: id, status: 'already sent' } });
          continue;
        }
        try {
          const to = emails.get(id);
          if (!to?.length) throw new HttpError(400, BILLING_RUN_MESSAGES.noBillingEmail);
          const { invoice } = await sendInvoice(
            deps,
            viewer,
            { id, billing_email: to, cc_email: vendor.cc_email, message: null, dateTime: null },
            (inv) => timesheetsAttachment(deps, viewer, inv),
          );
          outcomes.push({
            result: {
              invoice_id: invoice.id,
              invoice_number: invoice.invoice_number,
              client_name: invoice.company_name,
              billing_email: to.join(', '),
              status: 'sent',
            },
          });
        } catch (error) {
          outcomes.push({ error: error instanceof HttpError ? error.message : String(error) });
        }
      }
      return outcomes;
    },
  };
}
