// Lookup tables. Names are unique case-insensitively (within their parent), so inline create can
// return the existing row instead of a duplicate.
import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';

export const countries = pgTable(
  'countries',
  { id: serial('id').primaryKey(), country: text('country').notNull(), iso2: text('iso2'), ...timestamps },
  (t) => [uniqueIndex('countries_name_uq').on(sql`lower(${t.country})`)],
);

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    state: text('state').notNull(),
    country_id: integer('country_id').references(() => countries.id),
    iso_code: text('iso_code'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('states_name_uq').on(sql`coalesce(${t.country_id}, 0)`, sql`lower(${t.state})`),
    index('states_country_idx').on(t.country_id),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    city: text('city').notNull(),
    state_id: integer('state_id').references(() => states.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cities_name_uq').on(sql`coalesce(${t.state_id}, 0)`, sql`lower(${t.city})`),
    index('cities_state_idx').on(t.state_id),
    // City search is `ilike '%…%'` over ~148,000 rows: a trigram index answers it.
    index('cities_name_trgm_idx').using('gin', t.city.op('gin_trgm_ops')),
  ],
);

/** A simple named lookup with a case-insensitive unique name. */
const namedLookup = (table: string, column: string) =>
  pgTable(table, { id: serial('id').primaryKey(), name: text(column).notNull(), ...timestamps }, (t) => [
    uniqueIndex(`${table}_name_uq`).on(sql`lower(${t.name})`),
  ]);

export const skills = namedLookup('skills', 'skill');
export const positionTypes = namedLookup('position_types', 'position_type');
export const positionStatuses = namedLookup('position_statuses', 'status');
export const applicantSources = namedLookup('applicant_sources', 'source');
export const interviewStatuses = namedLookup('interview_statuses', 'status');
export const locations = namedLookup('locations', 'location');

export const documentTypes = pgTable(
  'document_types',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    group_key: text('group_key').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('document_types_name_uq').on(t.group_key, sql`lower(${t.type})`)],
);

export const timezones = pgTable('timezones', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  timezone_display_name: text('timezone_display_name').notNull(),
});

export const leaveTypes = pgTable('leave_types', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  type: text('type').notNull(),
  default_count: numeric('default_count', { mode: 'number' }).notNull().default(0),
});
