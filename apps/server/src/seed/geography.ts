// Countries, states and cities from the `country-state-city` package, inserted in bulk with unnest.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

const CHUNK = 10_000;

/** All countries; states and cities of every country, or only of `onlyCountries` (ISO codes; tests). */
export async function seedGeography(db: DbOrTx, onlyCountries?: string[]) {
  // Loaded only to seed: the package holds every city in memory (~50 MB) once imported.
  const { City, Country, State } = await import('country-state-city');
  const countries = Country.getAllCountries();
  const wanted = (code: string) => !onlyCountries || onlyCountries.includes(code);
  await db.execute(sql`
    insert into countries (country, iso2)
    select * from unnest(${toPgArray(countries.map((c) => c.name))}::text[], ${toPgArray(countries.map((c) => c.isoCode))}::text[])
    on conflict do nothing`);

  const states = State.getAllStates().filter((s) => wanted(s.countryCode));
  for (let i = 0; i < states.length; i += CHUNK) {
    const part = states.slice(i, i + CHUNK);
    await db.execute(sql`
      insert into states (state, iso_code, country_id)
      select s.name, s.code, c.id
      from unnest(${toPgArray(part.map((s) => s.name))}::text[], ${toPgArray(part.map((s) => s.isoCode))}::text[],
                  ${toPgArray(part.map((s) => s.countryCode))}::text[]) as s(name, code, country)
      join countries c on c.iso2 = s.country
      on conflict do nothing`);
  }

  const cities = City.getAllCities().filter((c) => wanted(c.countryCode));
  for (let i = 0; i < cities.length; i += CHUNK) {
    const part = cities.slice(i, i + CHUNK);
    await db.execute(sql`
      insert into cities (city, state_id)
      select x.name, st.id
      from unnest(${toPgArray(part.map((c) => c.name))}::text[], ${toPgArray(part.map((c) => c.stateCode))}::text[],
                  ${toPgArray(part.map((c) => c.countryCode))}::text[]) as x(name, state, country)
      join countries co on co.iso2 = x.country
      join states st on st.country_id = co.id and st.iso_code = x.state
      on conflict do nothing`);
  }
}

export async function hasGeography(db: DbOrTx) {
  const result = await db.execute<{ found: boolean }>(sql`select exists (select 1 from countries) as found`);
  return Boolean(result.rows[0]?.found);
}

/** A PostgreSQL array literal, so one parameter carries a whole column. */
export function toPgArray(values: (string | null)[]): string {
  const items = values.map((v) =>
    v === null ? 'NULL' : `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
  );
  return `{${items.join(',')}}`;
}
