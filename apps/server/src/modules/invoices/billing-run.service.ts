// The month's billing run (issue 25): per client one invoice with a line per placement active in the
// month, billing its approved timesheet's total at the bill rate, GST by place of supply as every
// invoice. A client with a placement whose timesheet is missing or not approved is blocked (nothing
// is raised for it). The run is previewed (nothing written), then created as drafts in a job, one
// client per item and transaction; a client already invoiced for the month is refused with the
// invoice's number unless its invoice is still a draft and the run replaces it.
import {
  type BillingRunBlocker,
  type BillingRunClient,
  type BillingRunItemResult,
  type BillingRunLine,
  type BillingRunPreview,
  BILLING_RUN_MESSAGES as BM,
  CONTRACT_STAFFING_SAC,
  DEFAULT_GST_RATE,
  formatInvoiceNumber,
  invoiceTotals,
  lineAmount,
  money,
  monthYearText,
  placeOfSupply,
  sumMoney,
  taxModeBySupply,
  toMoneyString,
  type VendorBankDetail,
} from '@staffdesk/shared';
import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config';
import type { DbOrTx, Tx } from '../../db/client';
import { readAll } from '../../db/read-all';
import { conflict } from '../../lib/http-error';
import { companies } from '../companies/companies.tables';
import { employees } from '../employees/employees.tables';
import type { ItemOutcome, JobHandler, PendingItem, RunningJob } from '../jobs/job-runner';
import { states } from '../master/master.tables';
import { placements } from '../placements/placements.tables';
import { positions } from '../positions/positions.tables';
import type { StoredEntry } from '../timesheets/timesheets.tables';
import { timesheets } from '../timesheets/timesheets.tables';
import { nextSeq, recordInvoiceNumber } from './invoice-numbers';
import { invoiceLines, invoiceStatuses, invoices } from './invoices.tables';
import { getVendorBankDetail } from './vendor-bank.service';

export const BILLING_RUN_JOB = 'billing-run';
/** Days from the invoice date to its due date. */
export const BILLING_RUN_DUE_DAYS = 30;

export const monthStart = (month: string) => `${month}-01`;
export const monthEnd = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m!, 0)).toISOString().slice(0, 10);
};
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const billingState = alias(states, 'billing_state');

/** The placements active in the month with their timesheet of the month (if any), client by client. */
function monthPlacements(db: DbOrTx, month: string, clientIds?: number[]) {
  const from = monthStart(month);
  const to = monthEnd(month);
  return db
    .select({
      placement_id: placements.id,
      client_id: placements.client_id,
      bill_rate: placements.bill_rate,
      bill_unit: placements.bill_unit,
      currency: placements.currency,
      first_name: employees.first_name,
      last_name: employees.last_name,
      role: positions.position,
      timesheet_id: timesheets.id,
      status: timesheets.status,
      total: sql<string | null>`${timesheets.total_quantity}::text`,
      // A monthly rate bills the share of the month's workable days: only those timesheets' days are read.
      entries: sql<
        StoredEntry[] | null
      >`case when ${placements.bill_unit} = 'month' then ${timesheets.entries} end`,
    })
    .from(placements)
    .innerJoin(employees, eq(employees.id, placements.employee_id))
    .leftJoin(positions, eq(positions.id, placements.position_id))
    .leftJoin(timesheets, and(eq(timesheets.placement_id, placements.id), eq(timesheets.month, from)))
    .where(
      and(
        lte(placements.start_date, to),
        or(isNull(placements.end_date), gte(placements.end_date, from)),
        clientIds ? inArray(placements.client_id, clientIds) : undefined,
      ),
    )
    .orderBy(asc(placements.client_id), asc(placements.id));
}
type PlacementRow = Awaited<ReturnType<ReturnType<typeof monthPlacements>['execute']>>[number];

function clientsOf(db: DbOrTx, ids: number[]) {
  return db
    .select({
      id: companies.id,
      company_name: companies.company_name,
      billing_email: companies.billing_email,
      primary_email: companies.primary_email,
      gstin: companies.gstin,
      billing_address: companies.billing_address,
      billing_city_id: companies.billing_city_id,
      billing_zipcode: companies.billing_zipcode,
      billing_state_id: companies.billing_state_id,
      billing_country_id: companies.billing_country_id,
      billing_state: billingState.state,
    })
    .from(companies)
    .leftJoin(billingState, eq(billingState.id, companies.billing_state_id))
    .where(and(inArray(companies.id, ids), isNull(companies.deleted_at)));
}
type ClientRow = Awaited<ReturnType<ReturnType<typeof clientsOf>['execute']>>[number];

/** The month's invoices already raised by a run (the live one of each client: not superseded or cancelled). */
function monthInvoices(db: DbOrTx, month: string, ids: number[]) {
  return db
    .select({
      id: invoices.id,
      company_id: invoices.company_id,
      invoice_number: invoices.invoice_number,
      status: invoiceStatuses.status,
      slug: invoiceStatuses.slug,
      locked_at: invoices.locked_at,
      updated_at: invoices.updated_at,
    })
    .from(invoices)
    .innerJoin(invoiceStatuses, eq(invoiceStatuses.id, invoices.invoice_status_id))
    .where(
      and(
        eq(invoices.billing_month, monthStart(month)),
        inArray(invoices.company_id, ids),
        isNull(invoices.superseded_by_id),
        sql`${invoiceStatuses.slug} <> 'cancelled'`,
      ),
    )
    .orderBy(asc(invoices.id));
}

/** What a full month is worth in days on the client's calendar (working 1, half day ½). */
const monthWorth = (entries: StoredEntry[]) =>
  sumMoney(entries.map((e) => (e.kind === 'working' ? 1 : e.kind === 'half_day' ? 0.5 : 0)));

/** The line of an approved timesheet: its total in the placement's unit at the bill rate. */
function lineOf(row: PlacementRow, month: string): BillingRunLine | null {
  const contractor = `${row.first_name} ${row.last_name}`.trim();
  let quantity = money(row.total ?? 0);
  let unit: BillingRunLine['unit'] = row.bill_unit === 'hour' ? 'hours' : 'days';
  if (row.bill_unit === 'month') {
    const worth = monthWorth(row.entries ?? []);
    quantity = worth.isZero() ? money(0) : quantity.div(worth).toDecimalPlaces(2);
    unit = 'months';
  }
  if (quantity.lte(0)) return null;
  const base = {
    quantity: quantity.toFixed(2),
    rate: toMoneyString(row.bill_rate),
  };
  return {
    placement_id: row.placement_id,
    timesheet_id: row.timesheet_id!,
    contractor,
    role: row.role,
    description: [contractor, row.role, monthYearText(month)].filter(Boolean).join(' · '),
    sac_code: CONTRACT_STAFFING_SAC,
    unit,
    ...base,
    amount: lineAmount(base),
  };
}

interface Plan extends BillingRunClient {
  row: ClientRow;
}

/** The run of the month for the clients given (all with placements active in it without). */
export async function planBillingRun(
  db: DbOrTx,
  config: Pick<Config, 'orgName'>,
  month: string,
  clientIds?: number[],
): Promise<{ plans: Plan[]; vendor: VendorBankDetail }> {
  const [rows, vendor] = await readAll(db, [
    () => monthPlacements(db, month, clientIds),
    () => getVendorBankDetail(db, config),
  ]);
  const ids = [...new Set(rows.map((r) => r.client_id))];
  if (!ids.length) return { plans: [], vendor };
  const [clients, existing] = await readAll(db, [
    () => clientsOf(db, ids),
    () => monthInvoices(db, month, ids),
  ]);
  const agencyCode = placeOfSupply(vendor.agency_gstin, vendor.agency_state)?.code ?? null;
  const invoiceOf = new Map(existing.map((i) => [i.company_id, i]));
  const byClient = new Map<number, PlacementRow[]>();
  for (const row of rows) {
    const list = byClient.get(row.client_id);
    if (list) list.push(row);
    else byClient.set(row.client_id, [row]);
  }
  const plans = clients.map((client): Plan => {
    const lines: BillingRunLine[] = [];
    const blocked: BillingRunBlocker[] = [];
    for (const row of byClient.get(client.id) ?? []) {
      // A rate in dollars is not billed as rupees: the client is invoiced by hand until the run converts.
      const status = row.currency !== 'INR' ? 'other_currency' : row.status;
      if (status !== 'approved') {
        blocked.push({
          placement_id: row.placement_id,
          timesheet_id: row.timesheet_id,
          contractor: `${row.first_name} ${row.last_name}`.trim(),
          status: status ?? 'missing',
        });
        continue;
      }
      const line = lineOf(row, month);
      if (line) lines.push(line);
    }
    const supply = placeOfSupply(client.gstin, client.billing_state);
    const mode = taxModeBySupply(agencyCode, supply?.code ?? null);
    const totals = invoiceTotals(lines, DEFAULT_GST_RATE, mode);
    const invoice = invoiceOf.get(client.id);
    return {
      row: client,
      client_id: client.id,
      client_name: client.company_name,
      billing_email: client.billing_email || client.primary_email || null,
      gstin: client.gstin,
      place_of_supply: supply,
      tax_mode: mode,
      gst_rate: DEFAULT_GST_RATE,
      lines,
      subtotal: totals.subtotal,
      cgst: totals.cgst,
      sgst: totals.sgst,
      igst: totals.igst,
      total: totals.total,
      blocked,
      invoice: invoice
        ? {
            id: invoice.id,
            invoice_number: invoice.invoice_number,
            status: invoice.status,
            draft: invoice.slug === 'draft' && invoice.locked_at === null,
          }
        : null,
    };
  });
  plans.sort((a, b) => a.client_name.localeCompare(b.client_name) || a.client_id - b.client_id);
  return { plans, vendor };
}

const publicPlan = ({ row: _row, ...plan }: Plan): BillingRunClient => plan;

export async function previewBillingRun(
  db: DbOrTx,
  config: Pick<Config, 'orgName'>,
  month: string,
  clientIds?: number[],
): Promise<BillingRunPreview> {
  const { plans } = await planBillingRun(db, config, month, clientIds);
  const ready = plans.filter((p) => p.blocked.length === 0 && p.lines.length > 0);
  return {
    month,
    clients: plans.map(publicPlan),
    totals: {
      clients: plans.length,
      ready: ready.length,
      blocked: plans.filter((p) => p.blocked.length > 0).length,
      total: toMoneyString(sumMoney(ready.map((p) => p.total))),
    },
  };
}

/** 409 naming the month's invoices the run would duplicate (or replace once sent). */
export function refuseDuplicates(plans: BillingRunClient[], replace: boolean) {
  const existing = plans.filter((p) => p.invoice && p.blocked.length === 0 && p.lines.length > 0);
  const sent = existing.find((p) => !p.invoice!.draft);
  if (replace && sent) throw conflict(BM.notADraft(sent.invoice!.invoice_number));
  if (!replace && existing.length) {
    throw conflict(BM.alreadyInvoiced(existing.map((p) => p.invoice!.invoice_number).join(', ')));
  }
}

const today = () => new Date().toISOString().slice(0, 10);

/** Writes one client's invoice of the run (a new draft, or its draft replaced) in the caller's transaction. */
async function writeClientInvoice(
  tx: Tx,
  plan: Plan,
  vendor: VendorBankDetail,
  month: string,
  userId: number | null,
  replace: boolean,
  date: string,
): Promise<BillingRunItemResult> {
  const base = { client_id: plan.client_id, client_name: plan.client_name };
  if (plan.blocked.length) return { ...base, status: 'blocked', reason: BM.blocked };
  if (!plan.lines.length) return { ...base, status: 'empty', reason: BM.nothingToInvoice };
  if (!plan.billing_email) return { ...base, status: 'blocked', reason: BM.noBillingEmail };
  if (plan.invoice && (!replace || !plan.invoice.draft)) {
    return {
      ...base,
      status: 'invoiced',
      invoice_id: plan.invoice.id,
      invoice_number: plan.invoice.invoice_number,
      reason: plan.invoice.draft
        ? BM.alreadyInvoiced(plan.invoice.invoice_number)
        : BM.notADraft(plan.invoice.invoice_number),
    };
  }
  const amounts = {
    tax_mode: plan.tax_mode,
    gst_rate: plan.gst_rate,
    subtotal: plan.subtotal,
    cgst: plan.cgst,
    sgst: plan.sgst,
    igst: plan.igst,
    total_amount: plan.total,
  };
  const c = plan.row;
  const billing = {
    billing_email: plan.billing_email,
    gstin: c.gstin,
    billing_address: c.billing_address,
    billing_city_id: c.billing_city_id,
    billing_zipcode: c.billing_zipcode,
    billing_state_id: c.billing_state_id,
    billing_country_id: c.billing_country_id,
  };
  let id: number;
  let number: string;
  if (plan.invoice) {
    id = plan.invoice.id;
    number = plan.invoice.invoice_number;
    await tx
      .update(invoices)
      .set({ ...billing, ...amounts, updated_by: userId, updated_at: sql`now()` })
      .where(eq(invoices.id, id));
    await tx.delete(invoiceLines).where(eq(invoiceLines.invoice_id, id));
  } else {
    number = formatInvoiceNumber(
      vendor.invoice_number_pattern,
      date,
      await nextSeq(tx, vendor.invoice_number_pattern, date),
    );
    const [draft] = await tx
      .select({ id: invoiceStatuses.id })
      .from(invoiceStatuses)
      .where(eq(invoiceStatuses.slug, 'draft'));
    const [created] = await tx
      .insert(invoices)
      .values({
        invoice_number: number,
        invoiced_date: date,
        due_date: addDays(date, BILLING_RUN_DUE_DAYS),
        company_id: plan.client_id,
        invoice_status_id: draft!.id,
        ...billing,
        vendor_bank_account_name: vendor.vendor_bank_account_name,
        vendor_bank_account_number: vendor.vendor_bank_account_number,
        ifsc_code: vendor.ifsc_code,
        swift_code: vendor.swift_code,
        branch: vendor.branch,
        more_bank_details: vendor.more_bank_details,
        ...amounts,
        billing_month: monthStart(month),
        created_by: userId,
        updated_by: userId,
      })
      .returning({ id: invoices.id });
    id = created!.id;
    await recordInvoiceNumber(tx, vendor.invoice_number_pattern, number);
  }
  await tx.insert(invoiceLines).values(
    plan.lines.map((line, position) => ({
      invoice_id: id,
      position,
      description: line.description,
      sac_code: line.sac_code,
      quantity: line.quantity,
      unit: line.unit,
      rate: line.rate,
      placement_id: line.placement_id,
      timesheet_id: line.timesheet_id,
    })),
  );
  return {
    ...base,
    status: plan.invoice ? 'replaced' : 'created',
    invoice_id: id,
    invoice_number: number,
    total: plan.total,
  };
}

const isUniqueClash = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e?.code ?? e?.cause?.code) === '23505';
};

/**
 * One client's invoice of the month in its own transaction. The client's row is locked first, so
 * two runs for one client queue: the second sees the first's invoice and refuses. A number taken
 * meanwhile by a typed invoice is retried with the next one. `invoicedDate`: today, as the run
 * invoices; the demo's history (seed/demo-billing.ts) invoices past months on their next month's first day.
 */
export async function invoiceClient(
  db: DbOrTx,
  config: Pick<Config, 'orgName'>,
  month: string,
  clientId: number,
  userId: number | null,
  replace: boolean,
  invoicedDate = today(),
): Promise<BillingRunItemResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${companies} where ${companies.id} = ${clientId} for update`);
        const { plans, vendor } = await planBillingRun(tx, config, month, [clientId]);
        const plan = plans[0];
        if (!plan)
          return { client_id: clientId, client_name: '', status: 'empty', reason: BM.nothingToInvoice };
        return writeClientInvoice(tx, plan, vendor, month, userId, replace, invoicedDate);
      });
    } catch (error) {
      if (attempt < 3 && isUniqueClash(error)) continue;
      throw error;
    }
  }
}

export interface BillingRunPayload {
  month: string;
  replace: boolean;
}

/** The job's handler (registered by invoices.routes.ts): one client per item. */
export function billingRunJob(deps: { db: DbOrTx; config: Pick<Config, 'orgName'> }): JobHandler {
  return {
    batchSize: 10,
    async runBatch(job: RunningJob, items: PendingItem[]): Promise<ItemOutcome[]> {
      const { month, replace } = job.payload as unknown as BillingRunPayload;
      const outcomes: ItemOutcome[] = [];
      for (const item of items) {
        const result = await invoiceClient(
          deps.db,
          deps.config,
          month,
          Number(item.input.client_id),
          job.created_by,
          replace,
        );
        outcomes.push({ result: { ...result } });
      }
      return outcomes;
    },
  };
}

/** The ids of the month's run invoices still to send (drafts), optionally among `ids`. */
export async function draftsOfMonth(db: DbOrTx, month: string, ids?: number[]) {
  const where: SQL | undefined = and(
    eq(invoices.billing_month, monthStart(month)),
    isNull(invoices.locked_at),
    isNull(invoices.superseded_by_id),
    eq(invoiceStatuses.slug, 'draft'),
    ids ? inArray(invoices.id, ids) : undefined,
  );
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(invoiceStatuses, eq(invoiceStatuses.id, invoices.invoice_status_id))
    .where(where)
    .orderBy(asc(invoices.id));
  return rows.map((r) => r.id);
}
