// Invoice reads: the list page (one query for the page, one for the count) and one invoice with its
// lines, sends, credit notes and revisions.
import type { InvoiceFilter } from '@staffdesk/shared';
import { and, asc, desc, eq, gte, isNotNull, lte, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/read-all';
import { defineList, equalTo, latestFirst, param } from '../../lib/list-query';
import { preparedRead } from '../../lib/prepared-read';
import { containsPattern, isShortSearch, prefixPattern } from '../../lib/search';
import { companies } from '../companies/companies.tables';
import { mailOutbox } from '../mail/mail.tables';
import { cities, countries, states } from '../master/master.tables';
import { users } from '../users/users.tables';
import {
  creditNoteLines,
  invoiceCreditNotes,
  invoiceLines,
  invoicePayments,
  invoiceSends,
  invoiceStatuses,
  invoices,
} from './invoices.tables';

export type InvoiceScope = { companyId: number | null };

/** The rows a viewer may see: accounts all; the company area its own company's invoices once sent. */
export function scopeCondition(scope: InvoiceScope): SQL | undefined {
  if (scope.companyId === null) return undefined;
  return and(eq(invoices.company_id, scope.companyId), isNotNull(invoices.locked_at));
}

const creator = alias(users, 'creator');
const reverser = alias(users, 'reverser');

/** The latest send of each invoice (with the document it carries) and when its last delivered e-mail went out. */
const lastSend = sql`(
  select json_build_object(
    'status', m.status, 'attempts', m.attempts, 'due', m.next_attempt_at, 'scheduled_at', s.scheduled_at,
    'document_key', s.document_key, 'document_name', s.document_name
  )
  from ${invoiceSends} s join ${mailOutbox} m on m.id = s.mail_id
  where s.invoice_id = ${invoices.id} and s.credit_note_id is null order by s.id desc limit 1
)`;
const lastDelivered = sql`(
  select max(m.sent_at) from ${invoiceSends} s join ${mailOutbox} m on m.id = s.mail_id
  where s.invoice_id = ${invoices.id} and s.credit_note_id is null and m.status in ('sent', 'logged')
)`;

export interface LastSend {
  status: string;
  attempts: number;
  due: string;
  scheduled_at: string;
  document_key: string;
  document_name: string;
}

export const listColumns = {
  row: invoices,
  company_name: companies.company_name,
  company_logo: companies.company_logo,
  invoice_status: invoiceStatuses.status,
  invoice_status_slug: invoiceStatuses.slug,
  creator_first: creator.first_name,
  creator_last: creator.last_name,
  last_send: lastSend.mapWith((v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as LastSend | null),
  last_delivered: lastDelivered.mapWith((v: unknown) => (v ? new Date(v as string) : null)),
};

/** A list row: the invoice with its client, status, creator and last send. */
const listFrom = (db: DbOrTx) =>
  db
    .select(listColumns)
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.company_id))
    .innerJoin(invoiceStatuses, eq(invoiceStatuses.id, invoices.invoice_status_id))
    .leftJoin(creator, eq(creator.id, invoices.created_by));
export type InvoiceListRow = Awaited<ReturnType<typeof listFrom>>[number];

/** What the list runs on: the viewer's scope and the filters of the query. */
export interface InvoiceListInput {
  scope: InvoiceScope;
  filter: InvoiceFilter;
}

/**
 * Invoices whose number, or whose client's name, matches the pattern (count needs no join). The
 * clients are an id array, not `in (select …)`: a hashed subplan kept the planner off both indexes,
 * while `= any(array(…))` lets it OR the number's trigram index with the client index (at 200,000
 * invoices the count of a number search went from 245 to 15 ms; docs/performance.md).
 */
const numberOrClient = (pattern: Placeholder) =>
  or(
    sql`${invoices.invoice_number} ilike ${pattern}`,
    sql`${invoices.company_id} = any(array(select ${companies.id} from ${companies} where ${companies.company_name} ilike ${pattern}))`,
  )!;

/**
 * The list of GET invoices (lib/list-query.ts): newest invoice date first, each filter a condition,
 * the company area its own company's sent invoices. A search of one or two characters matches the
 * start of the number or client name; a longer one matches anywhere.
 */
export const invoiceList = defineList<InvoiceListInput, InvoiceListRow>({
  name: 'invoices',
  table: invoices,
  always: sql`true`,
  conditions: [
    {
      name: 'company',
      values: ({ scope }) => (scope.companyId === null ? undefined : { company: scope.companyId }),
      where: () => and(eq(invoices.company_id, param('company')), isNotNull(invoices.locked_at)),
    },
    {
      name: 'search',
      planPerValue: true,
      values: ({ filter }) =>
        filter.search && !isShortSearch(filter.search)
          ? { search: containsPattern(filter.search) }
          : undefined,
      where: () => numberOrClient(param('search')),
    },
    {
      name: 'searchStart',
      planPerValue: true,
      values: ({ filter }) =>
        filter.search && isShortSearch(filter.search)
          ? { searchStart: prefixPattern(filter.search) }
          : undefined,
      where: () => numberOrClient(param('searchStart')),
    },
    {
      name: 'fromDate',
      planPerValue: true,
      values: ({ filter }) => (filter.from_date ? { fromDate: filter.from_date } : undefined),
      where: () => gte(invoices.invoiced_date, param('fromDate')),
    },
    {
      name: 'toDate',
      planPerValue: true,
      values: ({ filter }) => (filter.to_date ? { toDate: filter.to_date } : undefined),
      where: () => lte(invoices.invoiced_date, param('toDate')),
    },
    equalTo('status', invoices.invoice_status_id, ({ filter }) => filter.status_id),
    equalTo('client', invoices.company_id, ({ filter }) => filter.client_id),
    equalTo('creator', invoices.created_by, ({ filter }) => filter.creator_id),
  ],
  // A search's page is drawn from its candidates (searchedIds); any other page's ids come first,
  // from invoices alone along invoices_date_idx, and only those ten rows are joined: with the joins
  // and the last-send subqueries in the outer query, OFFSET built and threw away every row before
  // the page (rows 9,991-10,000: 873 ms of SQL and 214,000 buffers at 200,000 invoices; 32 buffers
  // as ids first; docs/performance.md).
  page: (db, where, paging, present) =>
    present.has('search') || present.has('searchStart')
      ? listFrom(db)
          .where(searchedIds(where, paging))
          .orderBy(desc(invoices.invoiced_date), desc(invoices.id))
          .limit(paging.limit)
          .offset(paging.offset)
      : listFrom(db)
          .where(
            sql`${invoices.id} in (select ${invoices.id} from ${invoices} where ${where}
              order by ${invoices.invoiced_date} desc, ${invoices.id} desc limit ${paging.limit} offset ${paging.offset})`,
          )
          .orderBy(desc(invoices.invoiced_date), desc(invoices.id))
          .limit(paging.limit),
  keyset: latestFirst(invoices.invoiced_date, invoices.id, (r) => [r.row.invoiced_date, r.row.id]),
});

/** Up to this many matches a search's page sorts them all; past it, it walks the date index. */
export const SEARCH_SORT_LIMIT = 2_000;

/**
 * The ids a search's page is drawn from. A rare term (a number like 'bn-00123') matches a few old
 * invoices: walking the date index newest first for them read most of the table (250-300 ms at
 * 200,000 invoices), while the trigram bitmap finds them in a millisecond. A common term ('bn')
 * matches thousands: the walk finds the page at once and sorting them all would not. The planner
 * cannot tell the two apart from its estimates, so the statement measures instead: the matches,
 * stopped past SEARCH_SORT_LIMIT, are the candidates when they are that few; otherwise the first
 * `offset + limit` of the date walk are. The outer query sorts the candidates, so the page is the
 * same either way (docs/performance.md, "Leaves, payslips and the invoice search page").
 */
function searchedIds(where: SQL, paging: { limit: Placeholder; offset: Placeholder }) {
  return sql`${invoices.id} in (
    with matches as (select id from ${invoices} where ${where} limit ${sql.raw(String(SEARCH_SORT_LIMIT + 1))})
    select id from matches where (select count(*) from matches) <= ${sql.raw(String(SEARCH_SORT_LIMIT))}
    union all
    (select id from ${invoices} where ${where} and (select count(*) from matches) > ${sql.raw(String(SEARCH_SORT_LIMIT))}
     order by ${invoices.invoiced_date} desc, ${invoices.id} desc
     limit ${paging.limit}::int + ${paging.offset}::int)
  )`;
}

const billingCity = alias(cities, 'billing_city');
const billingState = alias(states, 'billing_state');
const billingCountry = alias(countries, 'billing_country');

const detailFrom = (db: DbOrTx) =>
  db
    .select({
      ...listColumns,
      billing_city: billingCity.city,
      billing_state: billingState.state,
      billing_country: billingCountry.country,
      revision_of_number: sql<
        string | null
      >`(select i2.invoice_number from ${invoices} i2 where i2.id = ${invoices.revision_of_id})`,
      superseded_by_number: sql<
        string | null
      >`(select i3.invoice_number from ${invoices} i3 where i3.id = ${invoices.superseded_by_id})`,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.company_id))
    .innerJoin(invoiceStatuses, eq(invoiceStatuses.id, invoices.invoice_status_id))
    .leftJoin(creator, eq(creator.id, invoices.created_by))
    .leftJoin(billingCity, eq(billingCity.id, invoices.billing_city_id))
    .leftJoin(billingState, eq(billingState.id, invoices.billing_state_id))
    .leftJoin(billingCountry, eq(billingCountry.id, invoices.billing_country_id));

// The view's statements, prepared once (lib/prepared-read.ts): its values are the invoice's id and,
// in the company area, the viewer's company (scopeCondition as placeholders).
const invoiceById = preparedRead('invoice_view', (db) =>
  detailFrom(db)
    .where(eq(invoices.id, param('id')))
    .limit(1),
);
const companyInvoiceById = preparedRead('invoice_view_company', (db) =>
  detailFrom(db)
    .where(
      and(
        eq(invoices.id, param('id')),
        eq(invoices.company_id, param('company')),
        isNotNull(invoices.locked_at),
      ),
    )
    .limit(1),
);
const linesOf = preparedRead('invoice_view_lines', (db) =>
  db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoice_id, param('id')))
    .orderBy(asc(invoiceLines.position)),
);
const sendsOf = preparedRead('invoice_view_sends', (db) =>
  db
    .select({
      send: invoiceSends,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      sent_at: mailOutbox.sent_at,
      first_name: users.first_name,
      last_name: users.last_name,
    })
    .from(invoiceSends)
    .innerJoin(mailOutbox, eq(mailOutbox.id, invoiceSends.mail_id))
    .innerJoin(users, eq(users.id, invoiceSends.sent_by))
    .where(eq(invoiceSends.invoice_id, param('id')))
    .orderBy(desc(invoiceSends.id)),
);
const creditsOf = preparedRead('invoice_view_credits', (db) =>
  db
    .select({ note: invoiceCreditNotes, first_name: users.first_name, last_name: users.last_name })
    .from(invoiceCreditNotes)
    .innerJoin(users, eq(users.id, invoiceCreditNotes.created_by))
    .where(eq(invoiceCreditNotes.invoice_id, param('id')))
    .orderBy(asc(invoiceCreditNotes.id)),
);
/** The lines of every credit note of the invoice, by note then position. */
const creditLinesOf = preparedRead('invoice_view_credit_lines', (db) =>
  db
    .select({ line: creditNoteLines })
    .from(creditNoteLines)
    .innerJoin(invoiceCreditNotes, eq(invoiceCreditNotes.id, creditNoteLines.credit_note_id))
    .where(eq(invoiceCreditNotes.invoice_id, param('id')))
    .orderBy(asc(creditNoteLines.credit_note_id), asc(creditNoteLines.position)),
);
const revisionsOf = preparedRead('invoice_view_revisions', (db) =>
  db
    .select({
      id: invoices.id,
      invoice_number: invoices.invoice_number,
      created_at: invoices.created_at,
      first_name: creator.first_name,
      last_name: creator.last_name,
    })
    .from(invoices)
    .leftJoin(creator, eq(creator.id, invoices.created_by))
    .where(eq(invoices.revision_of_id, param('id')))
    .orderBy(asc(invoices.id)),
);
const paymentsOf = preparedRead('invoice_view_payments', (db) =>
  db
    .select({
      payment: invoicePayments,
      first_name: users.first_name,
      last_name: users.last_name,
      reverser_first: reverser.first_name,
      reverser_last: reverser.last_name,
    })
    .from(invoicePayments)
    .innerJoin(users, eq(users.id, invoicePayments.created_by))
    .leftJoin(reverser, eq(reverser.id, invoicePayments.reversed_by))
    .where(eq(invoicePayments.invoice_id, param('id')))
    .orderBy(desc(invoicePayments.id)),
);

/** One invoice the scope may see, with its lines, sends, credit notes (and their lines), revisions and payments. */
export async function selectInvoice(db: DbOrTx, id: number, scope: InvoiceScope) {
  const [found] =
    scope.companyId === null
      ? await invoiceById(db).execute({ id })
      : await companyInvoiceById(db).execute({ id, company: scope.companyId });
  if (!found) return null;
  const [lines, sends, credits, creditLines, revisedBy, payments] = await readAll(db, [
    () => linesOf(db).execute({ id }),
    () => sendsOf(db).execute({ id }),
    () => creditsOf(db).execute({ id }),
    () => creditLinesOf(db).execute({ id }),
    () => revisionsOf(db).execute({ id }),
    () => paymentsOf(db).execute({ id }),
  ]);
  return {
    ...found,
    lines,
    sends,
    credits,
    creditLines: creditLines.map((c) => c.line),
    revisedBy,
    payments,
  };
}
export type InvoiceDetailRow = NonNullable<Awaited<ReturnType<typeof selectInvoice>>>;
