// Receivables aging (issue 25): each client's balance on a given day, by days past the due date (the
// invoice date when no due date was set). The balance on that day counts the credit notes issued and
// the payments received by then; a payment reversed later still counted as paid on that day.
//
// An invoice can owe something on that day only if it owes something today, or if a credit note or
// a payment came after the day: otherwise its balance then is today's (or less, when a payment made
// by then was reversed since, which today's balance already counts as owed).
// Those invoices are read from indexes, so the report does not grow with every invoice ever sent.
// An invoice nothing happened to after the day (no credit note, payment or reversal since: nearly
// all of them when the day is today, as on the dashboard) owes on that day what its row says it owes
// now (total less credited_total and paid_total, kept by the invoice's writes), read straight from
// the owed-invoices index; only the few others sum their credit notes and payments up to the day.
// Clients are named after grouping (3.1 s at 115,000 owed invoices before, when every invoice ran
// both sums and was joined back by id; docs/performance.md).
import { AGING_BUCKETS, type AgingBucket, type AgingReport, type AgingRow } from '@staffdesk/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies } from '../companies/companies.tables';
import { invoiceCreditNotes, invoicePayments, invoiceStatuses, invoices } from '../invoices/invoices.tables';
import { receivablesByDueDay } from './receivables.tables';

/** A client's row, or (`grp` 1, last) the totals of them all. */
type Row = Omit<AgingRow, 'invoices'> & { invoices: number | string; grp: number };

const BUCKET_RANGES: Record<AgingBucket, [number | null, number | null]> = {
  not_due: [null, 0],
  days_1_30: [1, 30],
  days_31_60: [31, 60],
  days_61_90: [61, 90],
  days_90_plus: [91, null],
};

/** `sum(balance)` of the invoices whose days overdue fall in the bucket. */
function bucketSum(bucket: AgingBucket) {
  const [from, to] = BUCKET_RANGES[bucket];
  const conditions = [
    from === null ? null : sql`overdue >= ${sql.raw(String(from))}`,
    to === null ? null : sql`overdue <= ${sql.raw(String(to))}`,
  ].filter((c) => c !== null);
  return sql`coalesce(sum(balance) filter (where ${sql.join(conditions, sql` and `)}), 0)`;
}

/** Each bucket's sum as text (exact), named by the bucket; `column` says where it is read from. */
const bucketColumns = (column: (bucket: AgingBucket) => SQL) =>
  sql.join(
    AGING_BUCKETS.map((b) => sql`${column(b.key)}::numeric(14,2)::text as ${sql.identifier(b.key)}`),
    sql`, `,
  );

/** The totals of every client (`by_client`): the report's last row. */
const totalsSelect = sql`select 1 as grp, coalesce(sum(invoices), 0)::int as invoices,
    ${bucketColumns((b) => sql`coalesce(sum(${sql.identifier(b)}), 0)`)},
    coalesce(sum(owed), 0)::numeric(14,2)::text as total
  from by_client`;

/** Sent, current (not superseded by a revision) and not cancelled: the invoices a client can owe on. */
const sent = sql`i.locked_at is not null and i.superseded_by_id is null
  and i.invoice_status_id <> (select id from ${invoiceStatuses} where slug = 'cancelled')`;
const owesToday = sql`i.total_amount > i.credited_total + i.paid_total`;
/** What an invoice owes today (its writes keep credited_total and paid_total). */
const balanceToday = sql`i.total_amount - i.credited_total - i.paid_total`;
const dueDay = sql`coalesce(i.due_date, i.invoiced_date)`;

/** The invoices a credit note, payment or reversal after `asOf` changed, as `changed`. */
const changedSince = (asOf: string) => sql`changed as (
      select invoice_id from ${invoiceCreditNotes} where note_date > ${asOf}::date
      union
      select invoice_id from ${invoicePayments} where received_on > ${asOf}::date
      union
      select invoice_id from ${invoicePayments} where reversed_at >= ${asOf}::date + 1
    )`;

/** The changed invoices' balances on `asOf`, from their credit notes and payments up to then. */
const changedBalances = (asOf: string) => sql`
      select i.company_id, ${dueDay} as day,
        i.total_amount
          - coalesce((select sum(n.amount) from ${invoiceCreditNotes} n
                      where n.invoice_id = i.id and n.note_date <= ${asOf}::date), 0)
          - coalesce((select sum(p.amount) from ${invoicePayments} p
                      where p.invoice_id = i.id and p.received_on <= ${asOf}::date
                        and (p.reversed_at is null or p.reversed_at >= ${asOf}::date + 1)), 0) as balance
      from ${invoices} i
      where i.id in (select invoice_id from changed) and ${sent} and i.invoiced_date <= ${asOf}::date`;

/** The statement `select` over `by_client`: each client's invoices and buckets owed on `asOf`. */
function agingQuery(asOf: string, select: SQL) {
  return sql`
    with ${changedSince(asOf)},
    owed as (
      select i.company_id, ${balanceToday} as balance, ${dueDay} as day
      from ${invoices} i
      where ${owesToday} and ${sent} and i.invoiced_date <= ${asOf}::date
        and not exists (select 1 from changed c where c.invoice_id = i.id)
      union all
      select company_id, balance, day from (${changedBalances(asOf)}) c
    ),
    by_client as (
      select company_id, count(*)::int as invoices,
        ${sql.join(
          AGING_BUCKETS.map((b) => sql`${bucketSum(b.key)} as ${sql.identifier(b.key)}`),
          sql`, `,
        )},
        sum(balance) as owed
      from (select company_id, balance, ${asOf}::date - day as overdue from owed where balance > 0) o
      group by company_id
    )
    ${select}`;
}

type Totals = AgingReport['totals'];

export async function receivablesAging(db: DbOrTx, asOf: string): Promise<AgingReport> {
  // The totals are summed by the database, exactly, as a last row: summing 2,000 clients' six
  // amounts with decimal.js in the request was 15 % of its CPU, and its garbage another 9 % (bench).
  const { rows } = await db.execute<Row>(
    agingQuery(
      asOf,
      sql`select * from (
        select 0 as grp, b.company_id, c.company_name, b.invoices,
          ${bucketColumns((bucket) => sql`b.${sql.identifier(bucket)}`)},
          b.owed::numeric(14,2)::text as total, b.owed
        from by_client b join ${companies} c on c.id = b.company_id
        union all
        select grp, null, null, invoices, ${sql.join(
          AGING_BUCKETS.map((b) => sql.identifier(b.key)),
          sql`, `,
        )}, total, null from (${totalsSelect}) t
      ) report
      order by grp, owed desc nulls last, company_name`,
    ),
  );
  const [last] = rows.splice(-1, 1);
  const counted = ({ grp: _, owed: _owed, ...row }: Row & { owed?: unknown }) => ({
    ...row,
    invoices: Number(row.invoices),
  });
  const { company_id: _id, company_name: _name, ...totals } = counted(last!);
  return { as_of: asOf, clients: rows.map(counted), totals };
}

/**
 * An owed invoice's day, count and balance today, negated: taken out of the kept days again. Its two
 * uses (dated after the day asked; changed since) are two branches, as one `or` would read every
 * owed invoice to find a handful (24.9 ms against 2.0 at 1M).
 */
const takenOut = sql`select ${dueDay}, -1, -(${balanceToday})
      from ${invoices} i where ${owesToday} and ${sent}`;

/**
 * The totals alone (the dashboard's figure), from the owed amounts the invoices' triggers keep by due
 * day: a row per day, not per invoice. Those are today's figures; the invoices whose figures on
 * `asOf` differ (dated after it, or credited, paid or reversed since: none on the dashboard's today)
 * are taken out again and counted as they were on the day.
 */
export async function receivablesAgingTotals(db: DbOrTx, asOf: string): Promise<Totals> {
  const { rows } = await db.execute<Totals>(sql`
    with ${changedSince(asOf)},
    owed as (
      select day, invoices, owed as balance from ${receivablesByDueDay} where invoices <> 0
      union all
      ${takenOut} and i.invoiced_date > ${asOf}::date
      union all
      ${takenOut} and i.invoiced_date <= ${asOf}::date and i.id in (select invoice_id from changed)
      union all
      select day, 1, balance from (${changedBalances(asOf)}) c where balance > 0
    )
    select coalesce(sum(invoices), 0)::int as invoices,
      ${bucketColumns(bucketSum)}, coalesce(sum(balance), 0)::numeric(14,2)::text as total
    from (select invoices, balance, ${asOf}::date - day as overdue from owed) o`);
  return { ...rows[0]!, invoices: Number(rows[0]!.invoices) };
}
