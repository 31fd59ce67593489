// Invoices (spec 001 §2 Accounts and Company areas, §5 Invoice, §6 area rules): list, read, create and
// edit within the viewer's area; once sent, amounts change only through a credit note or a revision.
import {
  AUTH_MESSAGES,
  COMMON_MESSAGES,
  COMPANY_INVOICE_FIELDS,
  COMPANY_INVOICE_STATUSES,
  type CompanyInvoiceInput,
  companyInvoiceBody,
  formatInvoiceNumber,
  INVOICE_MESSAGES,
  type Invoice,
  type InvoiceCreator,
  type InvoiceFilter,
  type InvoiceInput,
  invoiceArea,
  invoiceTotals,
  isBeforeDay,
  money,
  placeOfSupply,
  type SessionUser,
  taxModeBySupply,
  type VendorBankDetail,
} from '@staffdesk/shared';
import { and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx, Tx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound, requireVersion } from '../../lib/http-error';
import { listPage } from '../../lib/list-query';
import { companies } from '../companies/companies.tables';
import { states } from '../master/master.tables';
import { rethrowForeignKey } from '../positions/db-errors';
import { assertUsableFiles, type FileFieldValue } from '../uploads/file-use';
import { users } from '../users/users.tables';
import { nextSeq, recordInvoiceNumber } from './invoice-numbers';
import { toInvoice, toInvoiceListItem } from './invoices.mapper';
import { type InvoiceScope, invoiceList, scopeCondition, selectInvoice } from './invoices.queries';
import { invoiceLines, invoiceStatuses, invoices } from './invoices.tables';
import { getVendorBankDetail, invoiceNumberPattern } from './vendor-bank.service';

const M = INVOICE_MESSAGES;
const FOREIGN_KEYS = {
  company_id: M.clientRequired,
  invoice_status_id: 'Please choose one of the options',
  billing_city_id: 'Select or create the city',
  billing_state_id: 'Select or create the state',
  billing_country_id: 'Select or create the country',
};

/** The viewer's scope, or 403 for users of neither invoice area. */
export function invoiceScope(viewer: SessionUser): InvoiceScope {
  const area = invoiceArea(viewer);
  if (!area) throw forbidden(AUTH_MESSAGES.forbidden);
  return { companyId: area === 'company' ? (viewer.company_id ?? 0) : null };
}

export async function listInvoices(
  db: DbOrTx,
  viewer: SessionUser,
  filter: InvoiceFilter,
  countCap?: number,
) {
  const result = await invoiceList.run(db, { scope: invoiceScope(viewer), filter }, filter, countCap);
  return listPage(result.rows.map(toInvoiceListItem), result, filter.limit);
}

export async function getInvoice(db: DbOrTx, viewer: SessionUser, id: number): Promise<Invoice> {
  const found = await selectInvoice(db, id, invoiceScope(viewer));
  if (!found) throw notFound(M.notFound);
  return toInvoice(found);
}

/**
 * Everyone who raised an invoice the viewer can see (the creator filter). The creators are found by
 * hopping along the (company, creator) or creator index from one creator to the next, one probe
 * per creator, so the answer costs the number of creators rather than the number of invoices.
 */
export async function listCreators(
  db: DbOrTx,
  viewer: SessionUser,
  clientId?: number,
): Promise<InvoiceCreator[]> {
  const where = and(
    scopeCondition(invoiceScope(viewer)),
    clientId ? eq(invoices.company_id, clientId) : undefined,
    isNotNull(invoices.created_by),
  );
  const after = (previous: SQL) => sql`(select ${invoices.created_by} from ${invoices}
    where ${where} and ${invoices.created_by} > ${previous} order by ${invoices.created_by} limit 1)`;
  const { rows } = await db.execute<{ user_id: number; first_name: string; last_name: string }>(sql`
    with recursive creator(id) as (
      select ${after(sql`0`)}
      union all
      select ${after(sql`creator.id`)} from creator where creator.id is not null
    )
    select ${users.id} as user_id, ${users.first_name} as first_name, ${users.last_name} as last_name
    from creator join ${users} on ${users.id} = creator.id
    order by ${users.first_name}, ${users.last_name}, ${users.id}`);
  return rows.map((r) => ({ user_id: r.user_id, full_name: `${r.first_name} ${r.last_name}`.trim() }));
}

export const listInvoiceStatuses = (db: DbOrTx) =>
  db.select().from(invoiceStatuses).orderBy(asc(invoiceStatuses.id));

async function statusId(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ id: invoiceStatuses.id })
    .from(invoiceStatuses)
    .where(eq(invoiceStatuses.slug, slug));
  return row!.id;
}

/** The next number of the configured pattern in the date's financial year, after every one used. */
export async function suggestInvoiceNumber(db: DbOrTx, date: string) {
  const pattern = await invoiceNumberPattern(db);
  return formatInvoiceNumber(pattern, date, await nextSeq(db, pattern, date));
}

/** Amount columns: the lines' GST by place of supply, or the spec's typed total without lines. */
async function amounts(db: DbOrTx, config: Pick<Config, 'orgName'>, input: InvoiceInput) {
  if (input.lines.length === 0) {
    const total = input.total_amount!;
    return {
      tax_mode: 'none',
      gst_rate: input.gst_rate,
      subtotal: total,
      cgst: '0.00',
      sgst: '0.00',
      igst: '0.00',
      total_amount: total,
    };
  }
  const vendor = await getVendorBankDetail(db, config);
  const [billingState] = input.billing_state_id
    ? await db.select({ state: states.state }).from(states).where(eq(states.id, input.billing_state_id))
    : [];
  // Place of supply: the client's GSTIN state, else its billing state (an empty billing state no
  // longer makes a same-state GSTIN pay IGST).
  const mode = taxModeBySupply(
    placeOfSupply(vendor.agency_gstin, vendor.agency_state)?.code ?? null,
    placeOfSupply(input.gstin, billingState?.state)?.code ?? null,
  );
  const totals = invoiceTotals(input.lines, input.gst_rate, mode);
  const { total, ...rest } = totals;
  return { ...rest, gst_rate: input.gst_rate, total_amount: total };
}

function columns(input: InvoiceInput) {
  return {
    invoice_number: input.invoice_number,
    invoiced_date: input.invoiced_date,
    due_date: input.due_date,
    company_id: input.company_id,
    billing_email: input.billing_email,
    gstin: input.gstin,
    billing_address: input.billing_address,
    billing_city_id: input.billing_city_id,
    billing_zipcode: input.billing_zipcode,
    billing_state_id: input.billing_state_id,
    billing_country_id: input.billing_country_id,
    vendor_bank_account_name: input.vendor_bank_account_name,
    vendor_bank_account_number: input.vendor_bank_account_number,
    ifsc_code: input.ifsc_code,
    swift_code: input.swift_code,
    branch: input.branch,
    more_bank_details: input.more_bank_details,
    invoice_attachment: input.invoice_attachment,
    invoice_attachment_name: input.invoice_attachment ? input.invoice_attachment_name : null,
  };
}

const VENDOR_FIELDS = [
  'vendor_bank_account_name',
  'vendor_bank_account_number',
  'ifsc_code',
  'swift_code',
  'branch',
  'more_bank_details',
] as const;

/** A new invoice without bank details prints the agency's current ones (the vendor bank detail). */
function withVendorBank(values: ReturnType<typeof columns>, vendor: VendorBankDetail) {
  if (VENDOR_FIELDS.some((f) => values[f])) return values;
  return { ...values, ...Object.fromEntries(VENDOR_FIELDS.map((f) => [f, vendor[f]])) };
}

async function writeLines(tx: Tx, invoiceId: number, input: InvoiceInput) {
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoice_id, invoiceId));
  if (input.lines.length === 0) return;
  await tx
    .insert(invoiceLines)
    .values(lineRows(input.lines).map((row) => ({ ...row, invoice_id: invoiceId })));
}

/** The stored columns of invoice or credit-note lines, numbered in the order given. */
export const lineRows = (lines: InvoiceInput['lines']) =>
  lines.map((line, position) => ({
    position,
    description: line.description,
    sac_code: line.sac_code,
    quantity: line.quantity,
    unit: line.unit,
    rate: line.rate,
  }));

/** A unique-number clash answers 409 with the number; a dangling id the field's 400. */
function rethrowWrite(error: unknown, number: string): never {
  const pg =
    (error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } }) ?? {};
  const code = pg.code ?? pg.cause?.code;
  const constraint = pg.constraint ?? pg.cause?.constraint;
  if (code === '23505' && constraint === 'invoices_number_uq') throw conflict(M.duplicate(number));
  return rethrowForeignKey(error, FOREIGN_KEYS);
}

async function liveCompany(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deleted_at)));
  if (!row) throw badRequest(M.clientRequired, 'company_id');
}

/** §5: date inputs in create mode have a minimum of today. A day's grace covers users west of UTC. */
function checkCreateDates(input: InvoiceInput) {
  const earliest = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  if (isBeforeDay(input.invoiced_date, earliest)) throw badRequest(M.dateInPast, 'invoiced_date');
}

/** An attachment must be the caller's upload into the invoices folder (or the one it holds). */
const attachmentOf = (input: InvoiceInput): FileFieldValue[] => [
  {
    field: 'invoice_attachment',
    url: input.invoice_attachment,
    folder: 'invoices',
    message: M.attachmentInvalid,
  },
];

export async function createInvoice(
  db: DbOrTx,
  config: Pick<Config, 'orgName'>,
  viewer: SessionUser,
  input: InvoiceInput,
): Promise<Invoice> {
  checkCreateDates(input);
  await assertUsableFiles(db, viewer, attachmentOf(input));
  const id = await db
    .transaction(async (tx) => {
      await liveCompany(tx, input.company_id);
      const vendor = await getVendorBankDetail(tx, config);
      const [created] = await tx
        .insert(invoices)
        .values({
          ...withVendorBank(columns(input), vendor),
          ...(await amounts(tx, config, input)),
          invoice_status_id: input.invoice_status_id ?? (await statusId(tx, 'draft')),
          created_by: viewer.id,
          updated_by: viewer.id,
        })
        .returning({ id: invoices.id });
      await recordInvoiceNumber(tx, vendor.invoice_number_pattern, input.invoice_number);
      await writeLines(tx, created!.id, input);
      return created!.id;
    })
    .catch((error) => rethrowWrite(error, input.invoice_number));
  return getInvoice(db, viewer, id);
}

/** The fields a sent invoice keeps: what the client received and what a credit note or revision changes. */
const LOCKED_FIELDS = [
  'invoice_number',
  'invoiced_date',
  'company_id',
  'billing_email',
  'gstin',
  'billing_address',
  'billing_city_id',
  'billing_zipcode',
  'billing_state_id',
  'billing_country_id',
  'vendor_bank_account_name',
  'vendor_bank_account_number',
  'ifsc_code',
  'swift_code',
  'branch',
  'more_bank_details',
  'invoice_attachment',
] as const;

function changesLockedFields(
  current: Invoice,
  next: ReturnType<typeof columns>,
  nextAmounts: { total_amount: string },
  input: InvoiceInput,
) {
  const norm = (v: unknown) => (v === '' || v === undefined ? null : v);
  if (LOCKED_FIELDS.some((f) => norm(current[f]) !== norm(next[f]))) return true;
  if (!money(current.total_amount).eq(nextAmounts.total_amount)) return true;
  if (current.lines.length !== input.lines.length) return true;
  return current.lines.some((line, i) => {
    const other = input.lines[i]!;
    return (
      line.description !== other.description ||
      (line.sac_code ?? null) !== other.sac_code ||
      !money(line.quantity).eq(other.quantity) ||
      line.unit !== other.unit ||
      !money(line.rate).eq(other.rate)
    );
  });
}

export async function updateInvoice(
  db: DbOrTx,
  config: Pick<Config, 'orgName'>,
  viewer: SessionUser,
  id: number,
  input: InvoiceInput,
): Promise<Invoice> {
  await db
    .transaction(async (tx) => {
      const current = await lockForUpdate(tx, viewer, id, requireUpdatedAt(input.updated_at));
      await assertUsableFiles(tx, viewer, attachmentOf(input), [current.invoice_attachment]);
      const next = columns(input);
      const nextAmounts = await amounts(tx, config, input);
      if (current.locked && changesLockedFields(current, next, nextAmounts, input)) throw conflict(M.locked);
      if (input.company_id !== current.company_id) await liveCompany(tx, input.company_id);
      await tx
        .update(invoices)
        .set({
          ...(current.locked ? {} : { ...next, ...nextAmounts }),
          due_date: input.due_date,
          invoice_status_id: input.invoice_status_id ?? current.invoice_status_id,
          updated_by: viewer.id,
          updated_at: sql`now()`,
        })
        .where(eq(invoices.id, id));
      if (!current.locked && next.invoice_number !== current.invoice_number) {
        await recordInvoiceNumber(tx, await invoiceNumberPattern(tx), next.invoice_number);
      }
      if (!current.locked) await writeLines(tx, id, input);
    })
    .catch((error) => rethrowWrite(error, input.invoice_number));
  return getInvoice(db, viewer, id);
}

/** An edit must name the version it was made on (400 without it), so a stale one can be refused. */
const requireUpdatedAt = (updatedAt: string | null | undefined) =>
  requireVersion(updatedAt, COMMON_MESSAGES.updatedAtRequired);

/**
 * The invoice, locked for this transaction, after the 404 and stale-edit (409) checks. Credit notes
 * and revisions pass null: they add to the invoice rather than overwrite what the form loaded.
 */
export async function lockForUpdate(
  tx: Tx,
  viewer: SessionUser,
  id: number,
  updatedAt: string | null | undefined,
) {
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, id), scopeCondition(invoiceScope(viewer))))
    .for('update');
  if (!row) throw notFound(M.notFound);
  const current = await getInvoice(tx, viewer, id);
  if (updatedAt && new Date(updatedAt).getTime() !== new Date(current.updated_at).getTime()) {
    throw conflict(M.changed);
  }
  return current;
}

/**
 * The company area's limited edit (§6): only the keys of companyInvoiceBody, and only the status
 * Acknowledged or Disputed (a dispute says why). Any other key is refused, not ignored.
 */
export async function updateCompanyInvoice(
  db: DbOrTx,
  viewer: SessionUser,
  id: number,
  body: unknown,
): Promise<Invoice> {
  const extra = Object.keys((body ?? {}) as object).filter(
    (k) => !(COMPANY_INVOICE_FIELDS as readonly string[]).includes(k),
  );
  if (extra.length) throw forbidden(M.companyFieldsOnly);
  const parsed = companyInvoiceBody.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(issue.message, issue.path.join('.'));
  }
  const input: CompanyInvoiceInput = parsed.data;
  await db.transaction(async (tx) => {
    const current = await lockForUpdate(tx, viewer, id, requireUpdatedAt(input.updated_at));
    const [status] = await tx
      .select()
      .from(invoiceStatuses)
      .where(eq(invoiceStatuses.id, input.invoice_status_id));
    const allowed =
      status &&
      (status.id === current.invoice_status_id || COMPANY_INVOICE_STATUSES.includes(status.slug as never));
    if (!allowed) throw badRequest(M.companyStatusOnly, 'invoice_status_id');
    if (status.slug === 'disputed' && !input.client_comment) {
      throw badRequest(M.disputeNeedsComment, 'client_comment');
    }
    await tx
      .update(invoices)
      .set({
        invoice_status_id: status.id,
        client_comment: input.client_comment,
        updated_by: viewer.id,
        updated_at: sql`now()`,
      })
      .where(eq(invoices.id, id));
  });
  return getInvoice(db, viewer, id);
}

/**
 * A new revision of a sent invoice: a draft copy (lines included) numbered `<first number>-R<n>`,
 * linked to the invoice it replaces, which stays as it was sent but is marked Superseded (it can
 * then be neither sent nor revised again: the revision is the one to work on).
 */
export async function reviseInvoice(db: DbOrTx, viewer: SessionUser, id: number): Promise<Invoice> {
  const newId = await db.transaction(async (tx) => {
    const current = await lockForUpdate(tx, viewer, id, null);
    if (current.superseded_by_number) throw conflict(M.superseded(current.superseded_by_number));
    if (!current.locked) throw badRequest('Only a sent invoice needs a revision: edit this one directly');
    const revision = current.revision + 1;
    const firstNumber = current.invoice_number.replace(new RegExp(`-R${current.revision}$`), '');
    const {
      id: _id,
      created_at: _c,
      updated_at: _u,
      locked_at: _l,
      ...copy
    } = (await tx.select().from(invoices).where(eq(invoices.id, id)))[0]!;
    const [created] = await tx
      .insert(invoices)
      .values({
        ...copy,
        invoice_number: `${firstNumber}-R${revision}`,
        invoice_status_id: await statusId(tx, 'draft'),
        revision,
        revision_of_id: id,
        superseded_by_id: null,
        credited_total: '0',
        client_comment: null,
        created_by: viewer.id,
        updated_by: viewer.id,
      })
      .returning({ id: invoices.id });
    await tx
      .update(invoices)
      .set({
        superseded_by_id: created!.id,
        invoice_status_id: await statusId(tx, 'superseded'),
        updated_by: viewer.id,
        updated_at: sql`now()`,
      })
      .where(eq(invoices.id, id));
    const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoice_id, id));
    if (lines.length) {
      await tx
        .insert(invoiceLines)
        .values(lines.map(({ id: _line, ...line }) => ({ ...line, invoice_id: created!.id })));
    }
    return created!.id;
  });
  return getInvoice(db, viewer, newId);
}
