// The billing details of a client that pre-fill a new invoice (spec 001 §7: "Client find by id is
// also used to prefill invoice billing"); the primary e-mail stands in for a missing billing one.
import type { ClientBilling } from '@staffdesk/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { companies } from '../companies/companies.tables';
import { cities, countries, states } from '../master/master.tables';

const city = alias(cities, 'city');
const state = alias(states, 'state');
const country = alias(countries, 'country');

export async function getClientBilling(db: DbOrTx, companyId: number): Promise<ClientBilling> {
  const [row] = await db
    .select({
      company_id: companies.id,
      company_name: companies.company_name,
      billing_email: companies.billing_email,
      primary_email: companies.primary_email,
      gstin: companies.gstin,
      billing_address: companies.billing_address,
      billing_city_id: companies.billing_city_id,
      billing_city: city.city,
      billing_zipcode: companies.billing_zipcode,
      billing_state_id: companies.billing_state_id,
      billing_state: state.state,
      billing_country_id: companies.billing_country_id,
      billing_country: country.country,
    })
    .from(companies)
    .leftJoin(city, eq(city.id, companies.billing_city_id))
    .leftJoin(state, eq(state.id, companies.billing_state_id))
    .leftJoin(country, eq(country.id, companies.billing_country_id))
    .where(and(eq(companies.id, companyId), isNull(companies.deleted_at)));
  if (!row) throw notFound('Client not found');
  const { primary_email, ...billing } = row;
  return { ...billing, billing_email: billing.billing_email || primary_email };
}
