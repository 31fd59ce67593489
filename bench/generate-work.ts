// The agency's contract work on top of generate.ts's data (issues 24-25), for the lists added last:
// two employees in five placed at their client (a quarter supplied by a partner), client working
// calendars, a timesheet per active placement and month for the 12 months up to the anchor (the
// older ones approved, the last two still moving), each client's month invoiced from its approved
// timesheets as the billing run does it (one invoice per client and billing month, a line per
// timesheet naming the placement and the timesheet), credit notes and payments on those invoices
// and payments on the older paid ones, and each partner's monthly bills. SQL only, drawn from
// setseed()-seeded random() like generate.ts; a timesheet's days come from its client's calendar
// through the app's own calendarDays, one entries array per calendar, month and unit.
//
// A database generated before this step existed gets it on the next `npm run bench` (run.ts runs it
// while placements is empty), so the full-scale data need not be made again.
import {
  type CalendarRules,
  CONTRACT_STAFFING_SAC,
  calendarDays,
  countWorkingDays,
  DEFAULT_WEEKLY_OFFS,
  FULL_DAY,
  timesheetTotal,
  UPLOADED_URL_PREFIX,
} from '@staffdesk/shared';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../apps/server/src/db/client';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { seedLookups } from '../apps/server/src/seed/lookups';
import { type Log, rows, STATEMENT_BREAK, stepRunner, timed, withoutIndexes } from './bulk-load';
import { ANCHOR, BENCH_PASSWORD, BENCH_USERS } from './generate';

/** The 12 months of timesheets: July 2025 to June 2026, the anchor's month. */
export const FIRST_MONTH = '2025-07-01';
export const LAST_MONTH = '2026-06-01';
/** The month before the anchor's: billed in June, so its invoices are drafts or just sent. */
const PREVIOUS_MONTH = '2026-05-01';

const WORK_TABLES = [
  'client_calendars',
  'client_holidays',
  'placements',
  'placement_approvers',
  'timesheets',
  'invoice_payments',
  'partner_bills',
];

/** Placed: two employees in five. */
const PLACED = 'e.id % 5 < 2';

/**
 * The calendars clients keep: 0 the agency's default (Saturday and Sunday off), 1 Sundays and the
 * 2nd and 4th Saturdays off with a half-day annual day, 2 Sundays off with a founders' day.
 */
const CALENDARS: Pick<CalendarRules, 'weekly_offs' | 'holidays'>[] = [
  { weekly_offs: DEFAULT_WEEKLY_OFFS, holidays: [] },
  {
    weekly_offs: [
      { weekday: 0, weeks: null },
      { weekday: 6, weeks: [2, 4] },
    ],
    holidays: [{ date: '2025-12-24', name: 'Annual day', half_day: true }],
  },
  {
    weekly_offs: [{ weekday: 0, weeks: null }],
    holidays: [{ date: '2026-02-20', name: "Founders' day", half_day: false }],
  },
];
/** Which calendar a client keeps (the index in CALENDARS). */
const calendarOf = (client: string) => `(case ${client} % 5 when 1 then 1 when 2 then 2 else 0 end)`;

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const months = () =>
  Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2025, 6 + i, 1)).toISOString().slice(0, 10));
const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m!, 0)).toISOString().slice(0, 10);
};

/** Whether the contract work is there yet (on a migrated database). */
export async function workGenerated(db: Db) {
  const [found] = await rows<{ placed: boolean }>(db, 'select exists (select 1 from placements) as placed');
  return found!.placed;
}

export async function generateWork(database: Database, log: Log = console.log) {
  const started = Date.now();
  const db = database.db;
  await database.migrate();
  // Statuses added since the data was made (Partially paid).
  await seedLookups(db);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await db.transaction(async (tx) => {
    const run = stepRunner(tx, log);
    await tx.execute(sql.raw(`set local work_mem = '64MB'`));
    await tx.execute(sql.raw(`set local maintenance_work_mem = '256MB'`));
    const agency = await rows<{ date: string; name: string }>(
      tx,
      `select date::text as date, holiday as name from holidays
       where type = 'mandatory' and date between '${FIRST_MONTH}' and '${lastDay(LAST_MONTH)}'`,
    );
    await withoutIndexes(tx, WORK_TABLES, log, async () => {
      await tx.execute(
        sql`update users set password_hash = ${passwordHash}, email_verified_at = now() where email = ${BENCH_USERS.partner}`,
      );
      await run('client calendars', calendarsSql());
      await run('month entries per calendar and unit', monthEntriesSql(agency));
      await tx.execute(sql.raw('select setseed(0.77)'));
      await run('placements (two employees in five)', placementsSql());
      await run('timesheets, 12 months', timesheetsSql());
      await tx.execute(sql.raw('select setseed(0.88)'));
      await run("billing runs: each client's month invoiced from its approved timesheets", billingSql());
      await run('credit notes on billing-run invoices', creditNotesSql());
      await run('payments on paid and partially paid invoices', paymentsSql());
      await tx.execute(sql.raw('select setseed(0.99)'));
      await run("partners' monthly bills", partnerBillsSql());
    });
  });
  await timed(log, 'vacuum analyze', () =>
    db.execute(sql.raw(`vacuum analyze ${[...WORK_TABLES, 'invoices', 'invoice_lines'].join(', ')}`)),
  );
  const [counts] = await rows<Record<string, number>>(
    db,
    `select (select count(*) from placements)::int as placements, (select count(*) from timesheets)::int as timesheets,
      (select count(*) from invoices where billing_month is not null)::int as invoices,
      (select count(*) from partner_bills)::int as partner_bills`,
  );
  log(
    `contract work generated in ${((Date.now() - started) / 1000).toFixed(0)} s: ${JSON.stringify(counts)}`,
  );
}

/** Calendars 1 and 2 (CALENDARS) with their holidays; calendar 0 is the default, kept without a row. */
function calendarsSql() {
  return [1, 2]
    .flatMap((kind) => [
      `insert into client_calendars (client_id, weekly_offs)
       select id, ${quote(JSON.stringify(CALENDARS[kind]!.weekly_offs))}::jsonb from companies
       where ${calendarOf('id')} = ${kind} order by id`,
      `insert into client_holidays (client_id, date, name, half_day)
       select c.id, h.date::date, h.name, h.half_day from companies c,
         (values ${CALENDARS[kind]!.holidays.map((h) => `(${quote(h.date)}, ${quote(h.name)}, ${h.half_day})`).join(', ')}) h(date, name, half_day)
       where ${calendarOf('c.id')} = ${kind} order by c.id`,
    ])
    .join(`;\n${STATEMENT_BREAK}\n`);
}

/**
 * A month's entries as a new timesheet is pre-filled (timesheets.service.ts prefill): each day's kind
 * on the calendar with a full day's quantity for a working day and half for a half day; worth is the
 * month's working days (what a monthly rate divides by).
 */
function monthEntriesSql(agency: { date: string; name: string }[]) {
  const values = CALENDARS.flatMap((calendar, kind) =>
    months().flatMap((month) =>
      (['day', 'hour'] as const).map((unit) => {
        const days = calendarDays(month, lastDay(month), { ...calendar, agency_holidays: agency });
        const full = FULL_DAY[unit];
        const entries = days.map((d) => ({
          date: d.date,
          kind: d.kind,
          quantity: d.kind === 'working' ? full : d.kind === 'half_day' ? full / 2 : 0,
          ...(d.name ? { name: d.name } : {}),
        }));
        return `(${kind}, date '${month}', '${unit}', ${quote(JSON.stringify(entries))}::jsonb, ${timesheetTotal(entries)}, ${countWorkingDays(days)})`;
      }),
    ),
  );
  return `create temp table bench_month_entries (kind int, month date, unit text, entries jsonb, total numeric, worth numeric) on commit drop;
    ${STATEMENT_BREAK}
    insert into bench_month_entries values ${values.join(',\n')}`;
}

/** A rate per day in another unit: an hour is an eighth, a month 21 working days; rounded as agencies quote. */
const rateIn = (perDay: string, unit: string) => `(case ${unit}
  when 'day' then round(${perDay} / 50) * 50 when 'hour' then round(${perDay} / 8 / 10) * 10
  else round(${perDay} * 21 / 1000) * 1000 end)`;

/**
 * Each placed employee at its own client on the position it applied for, from the first of a month
 * after it joined (mid-2024 on); a third ended after 3-15 months, the rest open. Billed per day
 * (80%), hour or month; paid 72-85% of the bill rate, mostly in the same unit. A quarter supplied by
 * a partner (the low ids most). Client 1's placements are approved by its bench user.
 */
function placementsSql() {
  return `insert into placements (employee_id, client_id, position_id, partners_account_id, start_date, end_date,
      bill_rate, bill_unit, pay_rate, pay_unit, created_by, updated_by, created_at, updated_at)
    select d.employee_id, d.client_id, d.position_id,
      case when d.r_partner < 0.25 then pa.ids[1 + floor(cardinality(pa.ids) * d.r_pick ^ 2)::int] end,
      d.start_date, case when d.r_end < 0.35 then (d.start_date + interval '1 month' * d.months - interval '1 day')::date end,
      ${rateIn('d.day_rate', 'u.bill_unit')}, u.bill_unit, ${rateIn('d.day_rate * d.pay_share', 'u.pay_unit')}, u.pay_unit,
      admin.id, admin.id, d.start_date - 10 + time '11:00', d.start_date - 10 + time '11:00'
    from (
      select e.id as employee_id, e.client_id, a.applying_position as position_id,
        (date_trunc('month', greatest(coalesce(e.joining_date, date '2024-06-01'), date '2024-06-01'))
          + interval '1 month' * (1 + floor(random() * 3)))::date as start_date,
        random() as r_end, 3 + floor(random() * 13)::int as months, random() as r_partner, random() as r_pick,
        random() as r_unit, random() as r_pay_unit, 3500 + random() * 11500 as day_rate, 0.72 + random() * 0.13 as pay_share
      from employees e join applicants a on a.id = substr(e.employee_id, 4)::int
      where e.employee_id like 'FK-%' and e.client_id is not null and ${PLACED}
    ) d
    cross join lateral (select case when d.r_unit < 0.8 then 'day' when d.r_unit < 0.9 then 'hour' else 'month' end as bill_unit) b
    cross join lateral (select b.bill_unit,
      case when d.r_pay_unit < 0.85 then b.bill_unit when b.bill_unit = 'day' then 'month' else 'day' end as pay_unit) u
    cross join (select array_agg(id order by id) as ids from partners_accounts) pa
    cross join (select id from users where email = '${BENCH_USERS.admin}') admin
    order by d.start_date, d.employee_id;
    ${STATEMENT_BREAK}
    insert into placement_approvers (placement_id, user_id)
    select p.id, u.id from placements p join users u on u.company_id = p.client_id and u.email = '${BENCH_USERS.company}'
    order by p.id`;
}

/**
 * A timesheet per placement and month it is active in, with its calendar's entries, in the order
 * the scheduler creates them (month by month). Older months approved; May 2026 mostly approved;
 * June, the anchor's month, spread over approved, submitted, draft and rejected.
 */
function timesheetsSql() {
  return `insert into timesheets (placement_id, month, client_id, employee_id, partners_account_id, unit, status,
      entries, total_quantity, version, submitted_at, decided_at, created_at, updated_at)
    select t.placement_id, t.month, t.client_id, t.employee_id, t.partners_account_id, t.unit, t.status,
      me.entries, me.total, case when t.status = 'draft' then 1 else 2 end,
      case when t.status <> 'draft' then t.submitted end,
      case when t.status in ('approved', 'rejected') then least(t.submitted + interval '1 day' * t.days_to_decide,
        timestamptz '${ANCHOR} 20:00') end,
      t.month + time '06:00',
      case when t.status = 'draft' then t.month + time '06:00'
           when t.status = 'submitted' then t.submitted
           else least(t.submitted + interval '1 day' * t.days_to_decide, timestamptz '${ANCHOR} 20:00') end
    from (
      select p.id as placement_id, m.month::date as month, p.client_id, p.employee_id, p.partners_account_id,
        case when p.bill_unit = 'hour' then 'hour' else 'day' end as unit,
        case when m.month = '${LAST_MONTH}' then (case when d.r < 0.35 then 'approved' when d.r < 0.75 then 'submitted'
                                                  when d.r < 0.95 then 'draft' else 'rejected' end)
             when m.month = '${PREVIOUS_MONTH}' then (case when d.r < 0.90 then 'approved' when d.r < 0.97 then 'submitted'
                                                       else 'rejected' end)
             else 'approved' end as status,
        m.month + interval '1 month' - interval '1 day' * (1 + floor(random() * 4)) + interval '17 hours 30 minutes' as submitted,
        1 + floor(random() * 3)::int as days_to_decide
      from placements p
      join generate_series(date '${FIRST_MONTH}', date '${LAST_MONTH}', interval '1 month') m(month)
        on p.start_date <= m.month and (p.end_date is null or p.end_date >= m.month)
      -- A draw per row: a lateral subquery that names no outer column would be computed once.
      cross join lateral (select random() + 0 * p.id as r) d
    ) t
    join bench_month_entries me on me.kind = ${calendarOf('t.client_id')} and me.month = t.month and me.unit = t.unit
    order by t.month, t.placement_id`;
}

/** The invoice status of a billing run's invoice by its month's age at the anchor. */
const billedStatus = `case
  when b.month <= date '2026-02-01' then (case when b.r < 0.85 then 'paid' when b.r < 0.90 then 'partially-paid'
                                          when b.r < 0.95 then 'acknowledged' else 'sent' end)
  when b.month = date '2026-03-01' then (case when b.r < 0.6 then 'paid' when b.r < 0.7 then 'partially-paid'
                                         when b.r < 0.85 then 'acknowledged' else 'sent' end)
  when b.month = date '2026-04-01' then (case when b.r < 0.3 then 'paid' when b.r < 0.6 then 'acknowledged'
                                         when b.r < 0.65 then 'disputed' else 'sent' end)
  else (case when b.r < 0.5 then 'draft' else 'sent' end) end`;

/**
 * The billing run of every month up to May 2026 (June's runs after the anchor): a client is invoiced
 * for a month when every timesheet of it is approved (the run blocks it otherwise). A line per
 * timesheet: its total in days or hours at the bill rate, a monthly rate its share of the month's
 * working days; amounts rounded per line, GST within the state (CGST + SGST) or across (IGST). The
 * invoice is dated in the first days of the next month, due in 30 days.
 */
function billingSql() {
  return `create temp table bench_run_lines on commit drop as
    select l.*, round(l.quantity * l.rate, 2) as amount,
      (row_number() over (partition by l.client_id, l.month order by l.placement_id) - 1)::int as position
    from (
      select t.id as timesheet_id, t.placement_id, t.client_id, t.month, p.bill_rate as rate,
        case p.bill_unit when 'hour' then 'hours' when 'month' then 'months' else 'days' end as unit,
        case when p.bill_unit = 'month' then round(t.total_quantity / nullif(me.worth, 0), 2)
             else t.total_quantity end as quantity,
        trim(e.first_name || ' ' || e.last_name) || coalesce(' · ' || pos.position, '') || ' · '
          || to_char(t.month, 'FMMonth YYYY') as description
      from timesheets t
      join placements p on p.id = t.placement_id
      join employees e on e.id = t.employee_id
      left join positions pos on pos.id = p.position_id
      join bench_month_entries me on me.kind = ${calendarOf('t.client_id')} and me.month = t.month and me.unit = t.unit
      where t.month <= '${PREVIOUS_MONTH}' and (t.client_id, t.month) in (
        select client_id, month from timesheets where month <= '${PREVIOUS_MONTH}'
        group by client_id, month having bool_and(status = 'approved'))
    ) l;
    ${STATEMENT_BREAK}
    insert into invoices (invoice_number, invoiced_date, due_date, company_id, invoice_status_id, billing_email,
      tax_mode, gst_rate, subtotal, cgst, sgst, igst, total_amount, locked_at, billing_month,
      created_by, updated_by, created_at, updated_at)
    select 'BR-' || to_char(b.month, 'YYYYMM') || '-' || lpad(b.client_id::text, 4, '0'), b.invoiced, b.invoiced + 30,
      b.client_id, st.id, coalesce(c.billing_email, c.primary_email, 'accounts@client' || c.id || '.example'),
      case when b.client_id % 3 = 0 then 'inter' else 'intra' end, 18, b.subtotal,
      case when b.client_id % 3 = 0 then 0 else round(b.subtotal * 0.09, 2) end,
      case when b.client_id % 3 = 0 then 0 else round(b.subtotal * 0.09, 2) end,
      case when b.client_id % 3 = 0 then round(b.subtotal * 0.18, 2) else 0 end,
      b.subtotal + case when b.client_id % 3 = 0 then round(b.subtotal * 0.18, 2) else 2 * round(b.subtotal * 0.09, 2) end,
      case when st.slug <> 'draft' then b.invoiced + time '10:00' end, b.month,
      s.ids[1 + b.client_id % cardinality(s.ids)], s.ids[1 + b.client_id % cardinality(s.ids)],
      b.invoiced + time '09:00', b.invoiced + time '10:00'
    from (
      select client_id, month, sum(amount) as subtotal, random() as r,
        (month + interval '1 month')::date + floor(random() * 4)::int as invoiced
      from bench_run_lines group by client_id, month
    ) b
    join companies c on c.id = b.client_id
    join invoice_statuses st on st.slug = (${billedStatus})
    cross join (select array_agg(id order by id) as ids from users where email like 'bench.staff.%') s
    order by b.invoiced, b.client_id;
    ${STATEMENT_BREAK}
    insert into invoice_lines (invoice_id, position, description, sac_code, quantity, unit, rate, placement_id, timesheet_id)
    select i.id, l.position, l.description, '${CONTRACT_STAFFING_SAC}', l.quantity, l.unit, l.rate, l.placement_id, l.timesheet_id
    from bench_run_lines l join invoices i on i.billing_month = l.month and i.company_id = l.client_id
    order by i.id, l.position`;
}

/** One billing-run invoice in 25 credited 5% three weeks after it was sent (a timesheet corrected). */
function creditNotesSql() {
  const inter = "i.tax_mode = 'inter'";
  return `insert into invoice_credit_notes (invoice_id, number, note_date, subtotal, cgst, sgst, igst, amount, reason,
      created_by, created_at)
    select i.id, 'CN-R-' || i.id, i.invoiced_date + 20, n.sub,
      case when ${inter} then 0 else round(n.sub * 0.09, 2) end, case when ${inter} then 0 else round(n.sub * 0.09, 2) end,
      case when ${inter} then round(n.sub * 0.18, 2) else 0 end,
      n.sub + case when ${inter} then round(n.sub * 0.18, 2) else 2 * round(n.sub * 0.09, 2) end,
      'Timesheet corrected after the client''s review', i.created_by, i.invoiced_date + 20 + time '12:00'
    from invoices i cross join lateral (select round(i.subtotal * 0.05, 2) as sub) n
    where i.billing_month is not null and i.locked_at is not null and i.id % 25 = 0 and i.invoiced_date + 20 <= date '${ANCHOR}'
    order by i.id;
    ${STATEMENT_BREAK}
    insert into credit_note_lines (credit_note_id, position, description, sac_code, quantity, unit, rate)
    select n.id, 1, 'Timesheet correction', '${CONTRACT_STAFFING_SAC}', 1, 'Months', n.subtotal
    from invoice_credit_notes n where n.number like 'CN-R-%' order by n.id;
    ${STATEMENT_BREAK}
    update invoices i set credited_total = n.amount from invoice_credit_notes n
    where n.invoice_id = i.id and n.number like 'CN-R-%'`;
}

/**
 * The money received on every invoice marked Paid (its balance) or Partially paid (40% of it), 10-45
 * days after it was raised, by bank transfer mostly; the invoice's paid_total follows, as the
 * payment's transaction keeps it.
 */
function paymentsSql() {
  return `insert into invoice_payments (invoice_id, amount, received_on, reference, mode, created_by, created_at)
    select i.id,
      case when st.slug = 'paid' then i.total_amount - i.credited_total
           else round((i.total_amount - i.credited_total) * 0.4, 2) end,
      r.day, 'UTR' || lpad(i.id::text, 10, '0'),
      (array['bank-transfer', 'bank-transfer', 'bank-transfer', 'upi', 'cheque'])[1 + i.id % 5], i.created_by,
      r.day + time '15:00'
    from invoices i
    join invoice_statuses st on st.id = i.invoice_status_id and st.slug in ('paid', 'partially-paid')
    cross join lateral (select least(date '${ANCHOR}', i.invoiced_date + 10 + floor(random() * 36)::int) as day) r
    where i.paid_total = 0 and i.created_by is not null
    order by r.day, i.id;
    ${STATEMENT_BREAK}
    update invoices i set paid_total = p.amount from invoice_payments p where p.invoice_id = i.id`;
}

/**
 * Each partner's bill of a month it had approved timesheets in (up to May 2026), filed by its admin
 * in the first days of the next month: the expected amount (the partner-bills and margin rule: pay
 * rate × approved quantity, each timesheet rounded), one bill in eight off by ₹500-3,000. The older
 * bills paid, May's mostly received; a bill validated or paid with a difference gives its reason.
 */
function partnerBillsSql() {
  const hours = FULL_DAY.hour;
  const status = `case
    when b.month <= date '2026-03-01' then (case when b.r < 0.9 then 'paid' when b.r < 0.95 then 'validated' else 'disputed' end)
    when b.month = date '2026-04-01' then (case when b.r < 0.5 then 'paid' when b.r < 0.85 then 'validated'
                                           when b.r < 0.95 then 'received' else 'disputed' end)
    else (case when b.r < 0.8 then 'received' when b.r < 0.9 then 'validated' else 'disputed' end) end`;
  return `insert into files (key, folder, original_name, mime_type, size, uploaded_by)
    values ('bench-partner-bill.pdf', 'partner-bills', 'bill.pdf', 'application/pdf', 61440, null)
    on conflict (key) do nothing;
    ${STATEMENT_BREAK}
    insert into partner_bills (partners_account_id, month, bill_number, amount, document, document_name, status,
      reason, payment_reference, paid_at, created_by, created_at, updated_at)
    select b.partner, b.month, 'P' || b.partner || '/' || to_char(b.month, 'YYMM'),
      b.expected + case when b.r_diff < 0.125 then (case when b.r_diff < 0.06 then -500 else 500 end) * (1 + floor(b.r_size * 6)) else 0 end,
      '${UPLOADED_URL_PREFIX}bench-partner-bill.pdf', 'Bill ' || to_char(b.month, 'Mon YYYY') || '.pdf', s.status,
      case when s.status = 'disputed' then 'Two days billed that the timesheets do not show'
           when b.r_diff < 0.125 then 'Overtime agreed with the client' end,
      case when s.status = 'paid' then 'NEFT' || lpad((b.partner * 1000 + extract(month from b.month))::text, 10, '0') end,
      case when s.status = 'paid' then least(b.filed + interval '15 days', timestamptz '${ANCHOR} 18:00') end,
      u.id, b.filed,
      case when s.status = 'paid' then least(b.filed + interval '15 days', timestamptz '${ANCHOR} 18:00')
           when s.status = 'received' then b.filed else least(b.filed + interval '3 days', timestamptz '${ANCHOR} 18:00') end
    from (
      select t.partners_account_id as partner, t.month, sum(round(case
          when p.pay_unit = t.unit then p.pay_rate * t.total_quantity
          when p.pay_unit = 'hour' then p.pay_rate * t.total_quantity * ${hours}
          when p.pay_unit = 'day' then p.pay_rate * t.total_quantity / ${hours}
          else coalesce(p.pay_rate * t.total_quantity / nullif(me.worth * (case t.unit when 'hour' then ${hours} else 1 end), 0), 0)
        end, 2)) as expected,
        random() as r, random() as r_diff, random() as r_size,
        t.month + interval '1 month' + interval '1 day' * (2 + floor(random() * 8)) + interval '12 hours' as filed
      from timesheets t
      join placements p on p.id = t.placement_id
      join bench_month_entries me on me.kind = ${calendarOf('t.client_id')} and me.month = t.month and me.unit = t.unit
      where t.partners_account_id is not null and t.status = 'approved' and t.month <= '${PREVIOUS_MONTH}'
      group by t.partners_account_id, t.month
    ) b
    cross join lateral (select ${status} as status) s
    join users u on u.partners_account_id = b.partner and u.email = 'admin@partner' || b.partner || '.example'
    order by b.filed, b.partner`;
}
