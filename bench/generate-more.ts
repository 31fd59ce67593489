// The rest of an agency's records the bench reads (issue 23, "realistic data"): the staff who raise
// invoices, partner accounts with their users, the holiday calendar, invoice lines, the e-mails that
// sent each invoice (outbox rows and sends) and credit notes. SQL only, like generate.ts; each text
// is one generation step whose statements part at STATEMENT_BREAK.
import { STATEMENT_BREAK } from './bulk-load';
import { COMPANY_WORDS, INDUSTRIES } from './pools';

/** Staff who raise invoices and decide claims: the invoice creator filter names them. */
export const STAFF_USERS = 12;
const staffEmail = (n: string) => `'bench.staff.' || ${n} || '@staffdesk.local'`;

export function staffUsersSql() {
  return `insert into users (first_name, last_name, email, type_slug, role_slug, permissions_slug, designation)
    select (array['Anita','Rohit','Meena','Farhan','Kavitha','Suresh','Nidhi','Arvind','Lata','Vinod','Rekha','Sanjay'])[1 + (g - 1) % 12],
      'Accounts ' || g, ${staffEmail('g')}, 'super-admin', 'user', 'accounts,hrms', 'Accounts Executive'
    from generate_series(1, ${STAFF_USERS}) g;
    ${STATEMENT_BREAK}
    create temp table bench_staff on commit drop as
      select row_number() over (order by id)::int as n, id from users where email like 'bench.staff.%'`;
}

/** One partner account per client company (at least ten), each with an admin user. */
export const partnerCount = (companies: number) => Math.max(10, companies);

export function partnersSql(companies: number) {
  const { first, second } = COMPANY_WORDS;
  const n = partnerCount(companies);
  return `insert into partners_accounts (account_name, primary_email, phone, website, industry, address, zipcode,
      partners_bank_account_name, branch, created_at, updated_at)
    select p.name || ' Staffing ' || (case when g % 3 = 0 then 'LLP' else 'Pvt Ltd' end) || case when g > ${first.length * second.length} then ' ' || g else '' end,
      'partners@' || lower(replace(p.name, ' ', '')) || g || '.example',
      '+91' || (70 + g % 20)::text || lpad(((g::bigint * 69621) % 100000000)::text, 8, '0'),
      'https://www.' || lower(replace(p.name, ' ', '')) || g || '.example',
      (ARRAY[${INDUSTRIES.map((i) => `'${i}'`).join(',')}])[1 + g % ${INDUSTRIES.length}],
      (1 + g % 300)::text || ', Residency Road', (560000 + g % 9999)::text, p.name || ' Staffing', 'MG Road',
      timestamptz '2023-07-01' + g * interval '10 minutes', timestamptz '2023-07-01' + g * interval '10 minutes'
    from generate_series(1, ${n}) g
    cross join lateral (select (ARRAY[${first.map((w) => `'${w}'`).join(',')}])[1 + (g * 7) % ${first.length}] || ' '
      || (ARRAY[${second.map((w) => `'${w}'`).join(',')}])[1 + (g / ${first.length}) % ${second.length}] as name) p
    order by g;
    ${STATEMENT_BREAK}
    insert into users (first_name, last_name, email, type_slug, role_slug, partners_account_id, designation)
    select 'Partner', 'Admin ' || id, 'admin@partner' || id || '.example', 'partners', 'admin', id, 'Director'
    from partners_accounts order by id`;
}

const HOLIDAYS: [string, string, 'mandatory' | 'optional'][] = [
  ['01-01', 'New Year', 'optional'],
  ['01-14', 'Makar Sankranti / Pongal', 'optional'],
  ['01-26', 'Republic Day', 'mandatory'],
  ['03-14', 'Holi', 'optional'],
  ['03-31', 'Eid al-Fitr', 'optional'],
  ['04-14', 'Ambedkar Jayanti', 'optional'],
  ['04-18', 'Good Friday', 'optional'],
  ['05-01', 'Labour Day', 'mandatory'],
  ['08-15', 'Independence Day', 'mandatory'],
  ['08-27', 'Ganesh Chaturthi', 'optional'],
  ['10-02', 'Gandhi Jayanti', 'mandatory'],
  ['10-20', 'Diwali', 'mandatory'],
  ['11-05', 'Guru Nanak Jayanti', 'optional'],
  ['12-25', 'Christmas', 'mandatory'],
];

/** The same fourteen holidays in each year 2024-2027. */
export function holidaysSql() {
  const values = HOLIDAYS.map(
    ([day, name, type]) => `('${day}', '${name.replaceAll("'", "''")}', '${type}')`,
  );
  return `insert into holidays (date, holiday, type)
    select (y || '-' || h.day)::date, h.name, h.type
    from generate_series(2024, 2027) y, (values ${values.join(', ')}) h(day, name, type)
    order by 1`;
}

/** 1-3 lines per invoice, drawn before the invoices so their amounts are the lines' sums. */
export function invoiceLineDrawsSql(invoices: number) {
  return `create temp table bench_invoice_lines on commit drop as
    select g as invoice_id, k as position, (1 + floor(random() * 20))::numeric as quantity,
      round((1000 + random() * 24000)::numeric, 2) as rate
    from generate_series(1, ${invoices}) g, generate_series(1, 1 + g % 3) k;
    ${STATEMENT_BREAK}
    create temp table bench_invoice_totals on commit drop as
    select invoice_id, sum(quantity * rate) as subtotal from bench_invoice_lines group by invoice_id`;
}

export function invoiceLinesSql() {
  return `insert into invoice_lines (invoice_id, position, description, sac_code, quantity, unit, rate)
    select invoice_id, position,
      (ARRAY['Contract staffing services', 'Placement fee', 'Overtime hours'])[position], '998513', quantity,
      (ARRAY['Months', 'Nos', 'Hours'])[position], rate
    from bench_invoice_lines order by invoice_id, position`;
}

/**
 * Every sent invoice went out by e-mail once (one in ten twice, a reminder a week later): an outbox
 * row, delivered, with the PDF attached, and the send that names it.
 */
export function invoiceSendsSql() {
  return `create temp table bench_sends on commit drop as
    select (row_number() over (order by i.id, k) + (select coalesce(max(id), 0) from mail_outbox))::int as mail_id,
      i.id as invoice_id, i.invoice_number, i.billing_email, i.created_by,
      i.locked_at + (k - 1) * interval '7 days' as at
    from invoices i, generate_series(1, case when i.id % 10 = 0 then 2 else 1 end) k
    where i.locked_at is not null;
    ${STATEMENT_BREAK}
    insert into mail_outbox (id, "to", cc, subject, text, html, attachments, status, attempts, next_attempt_at,
      sent_at, created_at)
    select mail_id, billing_email, 'accounts@staffdesk.local', 'Invoice ' || invoice_number,
      'Please find attached invoice ' || invoice_number || '.', '<p>Please find attached invoice ' || invoice_number || '.</p>',
      jsonb_build_array(jsonb_build_object('filename', invoice_number || '.pdf', 'key', 'bench-invoice.pdf',
        'contentType', 'application/pdf')),
      'sent', 1, at, at + interval '1 minute', at
    from bench_sends order by mail_id;
    ${STATEMENT_BREAK}
    insert into invoice_sends (invoice_id, mail_id, billing_email, cc_email, triggered_at, scheduled_at, sent_by,
      document_key, document_name, document_sha256)
    select invoice_id, mail_id, billing_email, 'accounts@staffdesk.local', at, at, created_by,
      'bench-invoice.pdf', invoice_number || '.pdf', repeat('ab', 32)
    from bench_sends order by mail_id;
    ${STATEMENT_BREAK}
    select setval(pg_get_serial_sequence('mail_outbox', 'id'), (select max(id) from mail_outbox))`;
}

/** A credit note (one line, a tenth of the subtotal plus GST) on one sent invoice in 25. */
export function creditNotesSql() {
  return `create temp table bench_notes on commit drop as
    select row_number() over (order by i.id)::int as n, i.id as invoice_id, i.invoiced_date + 20 as note_date,
      round(i.subtotal * 0.1, 2) as sub, i.created_by
    from invoices i where i.id % 25 = 0 and i.locked_at is not null;
    ${STATEMENT_BREAK}
    insert into invoice_credit_notes (id, invoice_id, number, note_date, subtotal, cgst, sgst, igst, amount, reason,
      created_by, created_at)
    select n, invoice_id, 'CN-B-' || lpad(n::text, 7, '0'), note_date, sub, round(sub * 0.09, 2), round(sub * 0.09, 2),
      0, sub + 2 * round(sub * 0.09, 2), 'Rate revised after the client''s timesheet review', created_by,
      note_date + time '12:00'
    from bench_notes order by n;
    ${STATEMENT_BREAK}
    insert into credit_note_lines (credit_note_id, position, description, sac_code, quantity, unit, rate)
    select n, 1, 'Timesheet correction', '998513', 1, 'Months', sub from bench_notes order by n;
    ${STATEMENT_BREAK}
    update invoices i set credited_total = c.amount from invoice_credit_notes c where c.invoice_id = i.id;
    ${STATEMENT_BREAK}
    select setval(pg_get_serial_sequence('invoice_credit_notes', 'id'), (select max(id) from invoice_credit_notes))`;
}
