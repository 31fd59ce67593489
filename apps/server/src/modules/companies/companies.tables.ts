// Client companies with every field of spec 001 §3 (users reference them from the start).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';
import { cities, countries, documentTypes, states, timezones } from '../master/master.tables';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    company_logo: text('company_logo'),
    company_name: text('company_name').notNull(),
    primary_email: text('primary_email'),
    phone: text('phone'),
    website: text('website'),
    linkedin: text('linkedin'),
    industry: text('industry'),
    total_employees: integer('total_employees'),
    address: text('address'),
    city_id: integer('city_id').references(() => cities.id),
    zipcode: text('zipcode'),
    state_id: integer('state_id').references(() => states.id),
    country_id: integer('country_id').references(() => countries.id),
    timezone_id: integer('timezone_id').references(() => timezones.id),
    billing_email: text('billing_email'),
    gstin: text('gstin'),
    billing_address: text('billing_address'),
    billing_city_id: integer('billing_city_id').references(() => cities.id),
    billing_zipcode: text('billing_zipcode'),
    billing_state_id: integer('billing_state_id').references(() => states.id),
    billing_country_id: integer('billing_country_id').references(() => countries.id),
    ...timestamps,
    ...softDelete,
  },
  (t) => [index('companies_name_idx').on(sql`lower(${t.company_name})`)],
);

export const companyDocuments = pgTable('company_documents', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  document_type_id: integer('document_type_id')
    .notNull()
    .references(() => documentTypes.id),
  document: text('document').notNull(),
  document_name: text('document_name'),
  ...timestamps,
});
