// Receivables aging (issue 25): each client's balance on a given day, by days past the due date (the
// invoice date when no due date was set). The balance on that day counts the credit notes issued and
// the payments received by then; a payment reversed later still counted as paid on that day.
//
// An invoice can owe something on that day only if it owes something today, or if a credit note or
// a payment came after the day: otherwise its balance then is today's (or less, when a payment made
// by then was reversed since, which today's balance already counts as owed).
// Those few invoices are read from indexes, so the report does not grow with every invoice ever sent.
// An invoice nothing happened to after the day (no credit note, payment or reversal since: nearly
// all of them when the day is today, as on the dashboard) owes on that day what its row says it owes
// now (total less credited_total and paid_total, kept by the invoice's writes); only the others sum
// their credit notes and payments up to the day (3.1 s at 115,000 owed invoices when every one did).
import {
  AGING_BUCKETS,
  type AgingBucket,
  type AgingReport,
  type AgingRow,
  sumMoney,
} from '@staffdesk/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies } from '../companies/companies.tables';
import { invoiceCreditNotes, invoicePayments, invoiceStatuses, invoices } from '../invoices/invoices.tables';

type Row = Omit<AgingRow, 'invoices'> & { invoices: number | string };

const BUCKET_RANGES: Record<AgingBucket, [number | null, number | null]> = {
  not_due: [null, 0],
  days_1_30: [1, 30],
  days_31_60: [31, 60],
  days_61_90: [61, 90],
  days_90_plus: [91, null],
};

/** `sum(balance)` of the invoices whose days overdue fall in the bucket, as numeric(14,2) text. */
function bucketSum(bucket: AgingBucket) {
  const [from, to] = BUCKET_RANGES[bucket];
  const conditions = [
    from === null ? null : sql`overdue >= ${sql.raw(String(from))}`,
    to === null ? null : sql`overdue <= ${sql.raw(String(to))}`,
  ].filter((c) => c !== null);
  return sql`coalesce(sum(balance) filter (where ${sql.join(conditions, sql` and `)}), 0)::numeric(14,2)::text as ${sql.identifier(bucket)}`;
}

export async function receivablesAging(db: DbOrTx, asOf: string): Promise<AgingReport> {
  const { rows } = await db.execute<Row>(sql`
    with changed as (
      select invoice_id from ${invoiceCreditNotes} where note_date > ${asOf}::date
      union
      select invoice_id from ${invoicePayments} where received_on > ${asOf}::date
      union
      select invoice_id from ${invoicePayments} where reversed_at >= ${asOf}::date + 1
    ),
    candidates as (
      select id from ${invoices}
      where locked_at is not null and superseded_by_id is null and total_amount > credited_total + paid_total
      union
      select invoice_id from changed
    ),
    owed as (
      select i.company_id,
        case when c.invoice_id is null then i.total_amount - i.credited_total - i.paid_total
        else i.total_amount
          - coalesce((select sum(n.amount) from ${invoiceCreditNotes} n
                      where n.invoice_id = i.id and n.note_date <= ${asOf}::date), 0)
          - coalesce((select sum(p.amount) from ${invoicePayments} p
                      where p.invoice_id = i.id and p.received_on <= ${asOf}::date
                        and (p.reversed_at is null or p.reversed_at >= ${asOf}::date + 1)), 0)
        end as balance,
        ${asOf}::date - coalesce(i.due_date, i.invoiced_date) as overdue
      from candidates k join ${invoices} i on i.id = k.id
      left join changed c on c.invoice_id = i.id
      where i.locked_at is not null and i.superseded_by_id is null and i.invoiced_date <= ${asOf}::date
        and i.invoice_status_id <> (select id from ${invoiceStatuses} where slug = 'cancelled')
    )
    select owed.company_id, c.company_name, count(*)::int as invoices,
      ${sql.join(
        AGING_BUCKETS.map((b) => bucketSum(b.key)),
        sql`, `,
      )},
      sum(balance)::numeric(14,2)::text as total
    from owed join ${companies} c on c.id = owed.company_id
    where balance > 0
    group by owed.company_id, c.company_name
    order by sum(balance) desc, c.company_name`);
  const clients = rows.map((r) => ({ ...r, invoices: Number(r.invoices) }));
  const total = (key: AgingBucket | 'total') => sumMoney(clients.map((c) => c[key])).toFixed(2);
  return {
    as_of: asOf,
    clients,
    totals: {
      invoices: clients.reduce((n, c) => n + c.invoices, 0),
      not_due: total('not_due'),
      days_1_30: total('days_1_30'),
      days_31_60: total('days_31_60'),
      days_61_90: total('days_61_90'),
      days_90_plus: total('days_90_plus'),
      total: total('total'),
    },
  };
}
