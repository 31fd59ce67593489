// The margin report (issue 25): one row per placement and month in the range that has an approved
// timesheet or was invoiced. Revenue is what billing-run lines linked to the timesheet invoiced
// (quantity × rate before GST) on invoices neither cancelled nor superseded, less the invoice's
// credit notes in proportion (credit notes name no placement, so an invoice credited 10% credits
// each of its lines 10%). Cost is the pay rate × the approved quantity in the pay rate's unit
// (FULL_DAY hours a day; a monthly rate × the share of the month's working days worked). Each row's
// amounts are rounded once, half-up, as a document's lines; months and totals add the rows.
import {
  FULL_DAY,
  type MarginFigures,
  type MarginFilter,
  type MarginMonth,
  type MarginReport,
  type MarginRow,
  monthsBetween,
  type Pagination,
  sumMoney,
} from '@staffdesk/shared';
import { and, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies } from '../companies/companies.tables';
import { employees } from '../employees/employees.tables';
import { invoiceCreditNotes, invoiceLines, invoiceStatuses, invoices } from '../invoices/invoices.tables';
import { placements } from '../placements/placements.tables';
import { timesheets } from '../timesheets/timesheets.tables';
import { workingDaysOf } from '../timesheets/working-days';
import { marginMonths } from './reports.tables';

const monthStart = (month: string) => `${month}-01`;
const HOURS = FULL_DAY.hour;

/**
 * The rows of the range as a CTE body: month, client, placement, quantity, revenue and cost (both
 * rounded to 2 decimals, numeric). Revenue is read by the invoices' billing month (the run writes
 * the month it bills; its index finds the range) and joined by timesheet, so a year is a few hash
 * joins rather than a lookup per timesheet.
 */
function rowsSql(filter: MarginFilter, groups?: PageGroup[]): SQL {
  const from = sql`${monthStart(filter.from)}::date`;
  const to = sql`${monthStart(filter.to)}::date`;
  const clients = groups && `{${[...new Set(groups.map((g) => g.client_id))].join(',')}}`;
  const client = (column: SQL) =>
    filter.client_id
      ? sql`and ${column} = ${filter.client_id}`
      : clients
        ? sql`and ${column} = any(${clients}::int[])`
        : sql``;
  // Only the (month, client) groups a page shows, when it names them.
  const inGroups = groups
    ? sql`and (t.month, t.client_id) in (select * from unnest(${`{${groups.map((g) => monthStart(g.month)).join(',')}}`}::date[], ${`{${groups.map((g) => g.client_id).join(',')}}`}::int[]))`
    : sql``;
  // The month's full working quantity, for a monthly pay rate.
  const fullMonth = sql`${workingDaysOf(sql`t.entries`)} * (case t.unit when 'hour' then ${HOURS} else 1 end)`;
  const approved = sql`case when t.status = 'approved' then t.total_quantity else 0 end`;
  return sql`
    with billed as (
      select i.id, i.subtotal from ${invoices} i
      where i.billing_month >= ${from} and i.billing_month <= ${to} ${client(sql`i.company_id`)}
        and i.superseded_by_id is null
        and i.invoice_status_id <> (select id from ${invoiceStatuses} where slug = 'cancelled')
    ),
    credited as (
      select n.invoice_id, sum(n.subtotal) as credited from ${invoiceCreditNotes} n
      where n.invoice_id in (select id from billed) group by n.invoice_id
    ),
    rev as (
      select l.timesheet_id, sum(l.quantity * l.rate
        * case when b.subtotal > 0 then 1 - coalesce(c.credited, 0) / b.subtotal else 1 end) as revenue
      from billed b
      -- Each billed invoice's lines by its index: a month's thousand invoices are a few ms, where a
      -- join hashed all of the lines that name a timesheet, every month's (70 ms at 1M; bench).
      -- offset 0 keeps the subquery a lookup per invoice rather than a join the planner may hash.
      cross join lateral (select l.timesheet_id, l.quantity, l.rate from ${invoiceLines} l
        where l.invoice_id = b.id and l.timesheet_id is not null offset 0) l
      left join credited c on c.invoice_id = b.id
      group by l.timesheet_id
    )
    select t.month, t.client_id, t.placement_id, t.status, t.unit, p.pay_rate, p.pay_unit,
      ${approved}::numeric(9,2) as quantity,
      round(coalesce(rev.revenue, 0), 2) as revenue,
      round(case
        when t.status <> 'approved' then 0
        when p.pay_unit = t.unit then p.pay_rate * t.total_quantity
        when p.pay_unit = 'hour' then p.pay_rate * t.total_quantity * ${HOURS}
        when p.pay_unit = 'day' then p.pay_rate * t.total_quantity / ${HOURS}
        else coalesce(p.pay_rate * t.total_quantity / nullif(${fullMonth}, 0), 0)
      end, 2) as cost
    from ${timesheets} t
    join ${placements} p on p.id = t.placement_id
    left join rev on rev.timesheet_id = t.id
    where t.month >= ${from} and t.month <= ${to} ${client(sql`t.client_id`)} ${inGroups}
      and (t.status = 'approved' or rev.revenue is not null)
      -- The report is in rupees: a placement paid and billed in another currency is left out.
      and p.currency = 'INR'`;
}

/** Margin and margin % of revenue and cost (exact strings, 2 decimals). */
export function figuresOf(revenue: string, cost: string): MarginFigures {
  const r = sumMoney([revenue]);
  const margin = r.minus(cost);
  return {
    revenue: r.toFixed(2),
    cost: sumMoney([cost]).toFixed(2),
    margin: margin.toFixed(2),
    margin_percent: r.isZero() ? null : margin.div(r).times(100).toDecimalPlaces(2).toFixed(2),
  };
}

type RawRow = {
  month: string;
  client_id: number;
  client_name: string;
  placement_id: number;
  first_name: string;
  last_name: string;
  status: string;
  quantity: string;
  unit: string;
  pay_rate: string;
  pay_unit: string;
  revenue: string;
  cost: string;
};

const toRow = (r: RawRow): MarginRow => ({
  month: String(r.month).slice(0, 7),
  client_id: Number(r.client_id),
  client_name: r.client_name,
  placement_id: Number(r.placement_id),
  contractor: `${r.first_name} ${r.last_name}`.trim(),
  timesheet_status: r.status,
  quantity: String(r.quantity),
  unit: r.unit,
  pay_rate: String(r.pay_rate),
  pay_unit: r.pay_unit,
  ...figuresOf(String(r.revenue), String(r.cost)),
});

/** The rows of `rows` with their names, in report order. */
const namedRows = (where = sql`true`, tail = sql``) => sql`
  select r.month::text as month, r.client_id, c.company_name as client_name, r.placement_id,
    e.first_name, e.last_name, r.status, r.quantity::text as quantity, r.unit,
    r.pay_rate::text as pay_rate, r.pay_unit, r.revenue::text as revenue, r.cost::text as cost
  from rows r
  join ${placements} p on p.id = r.placement_id
  join ${employees} e on e.id = p.employee_id
  join ${companies} c on c.id = r.client_id
  where ${where}
  order by r.month, c.company_name, r.client_id, e.first_name, e.last_name, r.placement_id ${tail}`;

/** Every month from `from` to `to`. */
export function monthList(from: string, to: string): string[] {
  const [y, m] = from.split('-').map(Number) as [number, number];
  return Array.from({ length: monthsBetween(from, to) }, (_, i) => {
    const month = m - 1 + i;
    return `${y + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
  });
}

type MonthSums = { month: string; revenue: string; cost: string; n: number };

const parseJson = <T>(value: T[] | string | null | undefined): T[] =>
  typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []);

/** The month sums of `rows` as JSON text values (exact), one per month that has rows. */
const monthSums = sql`(select coalesce(json_agg(json_build_object('month', to_char(m.month, 'YYYY-MM'),
    'revenue', m.revenue::text, 'cost', m.cost::text, 'n', m.n)), '[]'::json)
  from (select month, sum(revenue) as revenue, sum(cost) as cost, count(*)::int as n from rows group by month) m)`;

/** Every month of the range with its totals (zero for a month without rows), the grand total and the row count. */
function summaryOf(filter: MarginFilter, sums: MonthSums[]) {
  const byMonth = new Map(sums.map((r) => [r.month, r]));
  const months: MarginMonth[] = monthList(filter.from, filter.to).map((month) => ({
    month,
    ...figuresOf(byMonth.get(month)?.revenue ?? '0', byMonth.get(month)?.cost ?? '0'),
  }));
  const totals = figuresOf(
    sumMoney(sums.map((r) => r.revenue)).toFixed(2),
    sumMoney(sums.map((r) => r.cost)).toFixed(2),
  );
  return { months, totals, count: sums.reduce((n, r) => n + Number(r.n), 0) };
}

/** The months of the range with their totals, and the grand total (the dashboard's figure). */
export async function marginByMonth(db: DbOrTx, filter: MarginFilter) {
  const { rows } = await db.execute<{ months: MonthSums[] | string }>(sql`
    with rows as (${rowsSql(filter)}) select ${monthSums} as months`);
  return summaryOf(filter, parseJson(rows[0]?.months));
}

/** A month's totals and how many report rows it has. */
export type KeptMonth = MarginMonth & { rows: number };

/** Keeps a month's computed totals, unless its version moved since `version` was read (then it is stale). */
export async function keepMonth(db: DbOrTx, version: number, figures: KeptMonth) {
  const { month, revenue, cost, rows } = figures;
  await db
    .insert(marginMonths)
    .values({ month: monthStart(month), version, revenue, cost, rows })
    .onConflictDoUpdate({
      target: marginMonths.month,
      set: { revenue: sql`excluded.revenue`, cost: sql`excluded.cost`, rows: sql`excluded.rows` },
      setWhere: sql`${marginMonths.version} = excluded.version`,
    });
}

/** A month computed alone: its totals and its row count. */
export async function monthAlone(db: DbOrTx, month: string): Promise<KeptMonth> {
  const summary = await marginByMonth(db, { from: month, to: month });
  return { ...summary.months[0]!, rows: summary.count };
}

/**
 * The months of the range with their totals and row counts (issue 23), each from margin_months
 * while it is current, else computed for that month alone and kept, so a visit costs the months
 * that changed since the last one, not every timesheet of the range. A month is kept only if its
 * version is still the one read before computing it: a write in between (a trigger bumped it)
 * leaves it to the next visit. A month alone counts its timesheets' revenue from invoices of the
 * same billing month, which is where the billing run puts it (the export reads a month at a time
 * on the same ground).
 */
export async function marginMonthsKept(db: DbOrTx, from: string, to: string): Promise<KeptMonth[]> {
  const kept = await db
    .select()
    .from(marginMonths)
    .where(and(gte(marginMonths.month, monthStart(from)), lte(marginMonths.month, monthStart(to))));
  const byMonth = new Map(kept.map((row) => [row.month.slice(0, 7), row]));
  const months: KeptMonth[] = [];
  for (const month of monthList(from, to)) {
    const row = byMonth.get(month);
    if (row?.revenue != null && row.cost != null && row.rows != null) {
      months.push({ month, ...figuresOf(row.revenue, row.cost), rows: row.rows });
      continue;
    }
    const figures = await monthAlone(db, month);
    await keepMonth(db, row?.version ?? 0, figures);
    months.push(figures);
  }
  return months;
}

/** The units (months, or a month's clients) holding rows `skip` to `skip + limit`, and the rows before the first. */
function pageSpan<Unit extends { rows: number }>(units: Unit[], page: Pagination) {
  const end = page.skip + page.limit;
  let before = 0;
  const shown = units.filter(({ rows }) => {
    const overlaps = rows > 0 && before + rows > page.skip && before < end;
    before += rows;
    return overlaps;
  });
  if (!shown.length) return null;
  const rowsBefore = units.slice(0, units.indexOf(shown[0]!)).reduce((n, u) => n + u.rows, 0);
  return { shown, skip: page.skip - rowsBefore };
}

/** A month's client and how many report rows it has there. */
type PageGroup = { month: string; client_id: number; rows: number };

/**
 * The (month, client) groups of the months, in report order, with their row counts: which rows
 * the report has, without costing them (a timesheet is a row when approved or when a billed
 * invoice's line names it, as in rowsSql).
 */
async function groupsOf(db: DbOrTx, from: string, to: string): Promise<PageGroup[]> {
  const start = sql`${monthStart(from)}::date`;
  const end = sql`${monthStart(to)}::date`;
  const { rows } = await db.execute<PageGroup>(sql`
    select to_char(t.month, 'YYYY-MM') as month, t.client_id, count(*)::int as rows
    from ${timesheets} t
    join ${placements} p on p.id = t.placement_id
    join ${companies} c on c.id = t.client_id
    where t.month >= ${start} and t.month <= ${end} and p.currency = 'INR'
      and (t.status = 'approved' or exists (
        select 1 from ${invoiceLines} l join ${invoices} i on i.id = l.invoice_id
        where l.timesheet_id = t.id and i.billing_month >= ${start} and i.billing_month <= ${end}
          and i.superseded_by_id is null
          and i.invoice_status_id <> (select id from ${invoiceStatuses} where slug = 'cancelled')))
    group by t.month, c.company_name, t.client_id
    order by t.month, c.company_name, t.client_id`);
  return rows.map((r) => ({ ...r, client_id: Number(r.client_id), rows: Number(r.rows) }));
}

/**
 * A page of the agency's rows: the months it shows (from the kept months' counts), then the
 * clients of those months it shows (from their counts), and only their rows costed, named and
 * sorted. A month's page had costed and sorted all of its 12,000 rows for ten (90 ms at 1M).
 */
async function pageOf(db: DbOrTx, months: KeptMonth[], page: Pagination): Promise<MarginRow[]> {
  const inMonths = pageSpan(months, page);
  if (!inMonths) return [];
  const from = inMonths.shown[0]!.month;
  const to = inMonths.shown.at(-1)!.month;
  const inGroups = pageSpan(await groupsOf(db, from, to), { skip: inMonths.skip, limit: page.limit });
  if (!inGroups) return [];
  const groups = inGroups.shown;
  const { rows } = await db.execute<RawRow>(sql`
    with rows as (${rowsSql({ from: groups[0]!.month, to: groups.at(-1)!.month }, groups)})
    ${namedRows(sql`true`, sql`limit ${page.limit} offset ${inGroups.skip}`)}`);
  return rows.map(toRow);
}

/**
 * The report. The agency's report reads its months and totals from the kept months and costs only
 * the rows of the (month, client) groups its page shows (pageOf): a year was every timesheet of
 * the year costed and sorted by name for ten rows (1.0 s at 1M; bench). A client's report is
 * small: its rows are computed once, for the month sums and the page alike.
 */
export async function marginReport(
  db: DbOrTx,
  filter: MarginFilter,
  page: Pagination,
): Promise<MarginReport> {
  const summary = filter.client_id ? null : await keptSummary(db, filter, page);
  const { months, totals, count, list } = summary ?? (await computedSummary(db, filter, page));
  return {
    from: filter.from,
    to: filter.to,
    months,
    totals,
    list,
    count,
    numberOfPages: Math.ceil(count / page.limit),
  };
}

async function keptSummary(db: DbOrTx, filter: MarginFilter, page: Pagination) {
  const kept = await marginMonthsKept(db, filter.from, filter.to);
  const months = kept.map(({ rows: _, ...month }) => month);
  const totals = figuresOf(
    sumMoney(kept.map((m) => m.revenue)).toFixed(2),
    sumMoney(kept.map((m) => m.cost)).toFixed(2),
  );
  const list = await pageOf(db, kept, page);
  return { months, totals, count: kept.reduce((n, m) => n + m.rows, 0), list };
}

async function computedSummary(db: DbOrTx, filter: MarginFilter, page: Pagination) {
  const { rows } = await db.execute<{ months: MonthSums[] | string; page: RawRow[] | string }>(sql`
    with rows as materialized (${rowsSql(filter)})
    select ${monthSums} as months,
      (select coalesce(json_agg(p), '[]'::json) from (${namedRows(sql`true`, sql`limit ${page.limit} offset ${page.skip}`)}) p) as page`);
  return { ...summaryOf(filter, parseJson(rows[0]?.months)), list: parseJson(rows[0]?.page).map(toRow) };
}

/** Every row of the range, a month at a time (what the export streams). */
export async function* marginRows(db: DbOrTx, filter: MarginFilter): AsyncGenerator<MarginRow[]> {
  for (const month of monthList(filter.from, filter.to)) {
    const { rows } = await db.execute<RawRow>(sql`
      with rows as (${rowsSql({ ...filter, from: month, to: month })})
      ${namedRows()}`);
    yield rows.map(toRow);
  }
}
