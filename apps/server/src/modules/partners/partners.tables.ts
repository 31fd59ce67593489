// Partner accounts with every field of spec 001 §3 Partner (users of type partners reference them).

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';
import { encryptedText } from '../../db/encrypted-columns';
import { cities, countries, documentTypes, states, timezones } from '../master/master.tables';

export const partnersAccounts = pgTable(
  'partners_accounts',
  {
    id: serial('id').primaryKey(),
    account_name: text('account_name').notNull(),
    primary_email: text('primary_email'),
    phone: text('phone'),
    website: text('website'),
    linkedin: text('linkedin'),
    industry: text('industry'),
    company_logo: text('company_logo'),
    original_name: text('original_name'),
    address: text('address'),
    city_id: integer('city_id').references(() => cities.id),
    state_id: integer('state_id').references(() => states.id),
    country_id: integer('country_id').references(() => countries.id),
    zipcode: text('zipcode'),
    timezone_id: integer('timezone_id').references(() => timezones.id),
    partners_bank_account_name: text('partners_bank_account_name'),
    // The payment instruction a fraudster would change: encrypted at rest, masked for viewers who
    // do not edit the partner (docs/decisions.md "Encrypted fields"). Name and branch stay plain.
    partners_bank_account_number: encryptedText('partners_bank_account_number'),
    ifsc_code: encryptedText('ifsc_code'),
    swift_code: encryptedText('swift_code'),
    branch: text('branch'),
    partners_more_bank_details: encryptedText('partners_more_bank_details'),
    partners_account_address: encryptedText('partners_account_address'),
    ...timestamps,
    ...softDelete,
  },
  (t) => [index('partners_accounts_name_idx').on(sql`lower(${t.account_name})`)],
);

export const partnerDocuments = pgTable('partner_documents', {
  id: serial('id').primaryKey(),
  partners_account_id: integer('partners_account_id')
    .notNull()
    .references(() => partnersAccounts.id, { onDelete: 'cascade' }),
  document_type_id: integer('document_type_id')
    .notNull()
    .references(() => documentTypes.id),
  document: text('document').notNull(),
  document_name: text('document_name'),
  ...timestamps,
});
