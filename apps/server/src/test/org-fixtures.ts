// Valid client and partner bodies for the organisation tests: a seeded country/state/city and the
// seeded document types of a group.
import { and, eq } from 'drizzle-orm';
import type { App } from '../app';
import { cities, countries, documentTypes, states } from '../modules/master/master.tables';

export async function somePlace(app: App) {
  const [row] = await app.deps.db
    .select({ country_id: countries.id, state_id: states.id, city_id: cities.id })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.state_id))
    .innerJoin(countries, eq(countries.id, states.country_id))
    .limit(1);
  return row!;
}

export async function documentTypeOf(app: App, group: string, type?: string) {
  const [row] = await app.deps.db
    .select({ id: documentTypes.id, type: documentTypes.type })
    .from(documentTypes)
    .where(and(eq(documentTypes.group_key, group), type ? eq(documentTypes.type, type) : undefined))
    .limit(1);
  return row!;
}

let n = 0;
export async function clientPayload(app: App, values: Record<string, unknown> = {}) {
  const place = await somePlace(app);
  n++;
  return {
    company_name: `Client Payload ${n}`,
    primary_email: `client.payload${n}@example.com`,
    phone: '+919876543210',
    website: 'https://client.example.com',
    address: '1 Main Road',
    ...place,
    zipcode: '560001',
    billing_email: `billing${n}@example.com`,
    billing_address: '2 Billing Road',
    billing_country_id: place.country_id,
    billing_state_id: place.state_id,
    billing_city_id: place.city_id,
    billing_zipcode: '560002',
    gstin: '',
    documents: [],
    ...values,
  };
}

export async function partnerPayload(app: App, values: Record<string, unknown> = {}) {
  const place = await somePlace(app);
  n++;
  return {
    account_name: `Partner Payload ${n}`,
    primary_email: `partner.payload${n}@example.com`,
    address: '3 Partner Street',
    ...place,
    zipcode: '400001',
    documents: [],
    ...values,
  };
}
