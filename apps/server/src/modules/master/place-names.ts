// The names of a record's country, state, city and timezone for its view page, as joins on aliases
// so a record with two addresses (a client's billing address) can join them twice.
import { eq } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { cities, countries, states, timezones } from './master.tables';

export function placeJoins(prefix: string) {
  const country = alias(countries, `${prefix}_country`);
  const state = alias(states, `${prefix}_state`);
  const city = alias(cities, `${prefix}_city`);
  return {
    country,
    state,
    city,
    /** Left joins onto a query for the record's country_id, state_id and city_id columns. */
    on: (ids: { country_id: PgColumn; state_id: PgColumn; city_id: PgColumn }) => ({
      country: eq(country.id, ids.country_id),
      state: eq(state.id, ids.state_id),
      city: eq(city.id, ids.city_id),
    }),
  };
}

export const timezoneName = timezones.timezone_display_name;
export { timezones };
