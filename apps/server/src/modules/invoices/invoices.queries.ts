// Invoice reads: the list page (one query for the page, one for the count) and one invoice with its
// lines, sends, credit notes and revisions.
import type { InvoiceFilter } from '@staffdesk/shared';
import { and, asc, desc, eq, gte, ilike, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../lib/search';
import { companies } from '../companies/companies.tables';
import { mailOutbox } from '../mail/mail.tables';
import { cities, countries, states } from '../master/master.tables';
import { users } from '../users/users.tables';
import { invoiceCreditNotes, invoiceLines, invoiceSends, invoiceStatuses, invoices } from './invoices.tables';

export type InvoiceScope = { companyId: number | null };

/** The rows a viewer may see: accounts all; the company area its own company's invoices once sent. */
export function scopeCondition(scope: InvoiceScope): SQL | undefined {
  if (scope.companyId === null) return undefined;
  return and(eq(invoices.company_id, scope.companyId), isNotNull(invoices.locked_at));
}

export function filterConditions(filter: InvoiceFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(invoices.invoice_number, pattern), ilike(companies.company_name, pattern))!);
  }
  if (filter.from_date) conditions.push(gte(invoices.invoiced_date, filter.from_date));
  if (filter.to_date) conditions.push(lte(invoices.invoiced_date, filter.to_date));
  if (filter.status_id) conditions.push(eq(invoices.invoice_status_id, filter.status_id));
  if (filter.client_id) conditions.push(eq(invoices.company_id, filter.client_id));
  if (filter.creator_id) conditions.push(eq(invoices.created_by, filter.creator_id));
  return conditions;
}

const creator = alias(users, 'creator');

/** The latest send of each invoice and when its last delivered e-mail went out. */
const lastSend = sql`(
  select json_build_object(
    'status', m.status, 'attempts', m.attempts, 'due', m.next_attempt_at, 'scheduled_at', s.scheduled_at
  )
  from ${invoiceSends} s join ${mailOutbox} m on m.id = s.mail_id
  where s.invoice_id = ${invoices.id} order by s.id desc limit 1
)`;
const lastDelivered = sql`(
  select max(m.sent_at) from ${invoiceSends} s join ${mailOutbox} m on m.id = s.mail_id
  where s.invoice_id = ${invoices.id} and m.status in ('sent', 'logged')
)`;

export interface LastSend {
  status: string;
  attempts: number;
  due: string;
  scheduled_at: string;
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

export function listPage(db: DbOrTx, where: SQL | undefined, paging: { skip: number; limit: number }) {
  return db
    .select(listColumns)
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.company_id))
    .innerJoin(invoiceStatuses, eq(invoiceStatuses.id, invoices.invoice_status_id))
    .leftJoin(creator, eq(creator.id, invoices.created_by))
    .where(where)
    .orderBy(desc(invoices.invoiced_date), desc(invoices.id))
    .limit(paging.limit)
    .offset(paging.skip);
}

export function listCount(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ count: sql<number>`count(*)::int` })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.company_id))
    .where(where);
}

const billingCity = alias(cities, 'billing_city');
const billingState = alias(states, 'billing_state');
const billingCountry = alias(countries, 'billing_country');

export async function selectInvoice(db: DbOrTx, where: SQL | undefined) {
  const [found] = await db
    .select({
      ...listColumns,
      billing_city: billingCity.city,
      billing_state: billingState.state,
      billing_country: billingCountry.country,
      revision_of_number: sql<
        string | null
      >`(select i2.invoice_number from ${invoices} i2 where i2.id = ${invoices.revision_of_id})`,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.company_id))
    .innerJoin(invoiceStatuses, eq(invoiceStatuses.id, invoices.invoice_status_id))
    .leftJoin(creator, eq(creator.id, invoices.created_by))
    .leftJoin(billingCity, eq(billingCity.id, invoices.billing_city_id))
    .leftJoin(billingState, eq(billingState.id, invoices.billing_state_id))
    .leftJoin(billingCountry, eq(billingCountry.id, invoices.billing_country_id))
    .where(where)
    .limit(1);
  if (!found) return null;
  const id = found.row.id;
  const [lines, sends, credits, revisedBy] = await Promise.all([
    db.select().from(invoiceLines).where(eq(invoiceLines.invoice_id, id)).orderBy(asc(invoiceLines.position)),
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
      .where(eq(invoiceSends.invoice_id, id))
      .orderBy(desc(invoiceSends.id)),
    db
      .select({ note: invoiceCreditNotes, first_name: users.first_name, last_name: users.last_name })
      .from(invoiceCreditNotes)
      .innerJoin(users, eq(users.id, invoiceCreditNotes.created_by))
      .where(eq(invoiceCreditNotes.invoice_id, id))
      .orderBy(asc(invoiceCreditNotes.id)),
    db
      .select({ id: invoices.id, invoice_number: invoices.invoice_number })
      .from(invoices)
      .where(eq(invoices.revision_of_id, id))
      .orderBy(asc(invoices.id)),
  ]);
  return { ...found, lines, sends, credits, revisedBy };
}
export type InvoiceListRow = Awaited<ReturnType<typeof listPage>>[number];
export type InvoiceDetailRow = NonNullable<Awaited<ReturnType<typeof selectInvoice>>>;
