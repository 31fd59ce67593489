// Master data lookups: one definition per path of MASTER_LOOKUPS, so listing and inline creation
// behave the same for every lookup. Names are de-duplicated case-insensitively by the unique
// lower() indexes, so two users creating "React" at once still get one row.
import {
  cityItem,
  countryItem,
  documentTypeItem,
  leaveTypeItem,
  locationItem,
  MASTER_MESSAGES,
  type MasterLookup,
  masterCreateBodies,
  type masterListQuery,
  positionTypeItem,
  skillItem,
  sourceItem,
  stateItem,
  statusItem,
  timezoneItem,
} from '@staffdesk/shared';
import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import {
  applicantSources,
  cities,
  countries,
  documentTypes,
  interviewStatuses,
  leaveTypes,
  locations,
  positionStatuses,
  positionTypes,
  skills,
  states,
  timezones,
} from './master.tables';

export type ListQuery = z.infer<typeof masterListQuery>;
type Row = Record<string, unknown>;

/** There are ~148,000 cities: one answer never carries more than this. */
export const CITY_LIST_CAP = 1000;

export interface LookupDefinition {
  item: z.ZodObject;
  list(db: DbOrTx, query: ListQuery): Promise<Row[]>;
  /** Inline creation: the existing row (case-insensitive match) or a new one. */
  create?(db: DbOrTx, body: Row): Promise<{ item: Row; created: boolean }>;
}

/** `%text%` for ILIKE, with the user's wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const searchOn = (column: PgColumn, search?: string) =>
  search?.trim() ? ilike(column, containing(search.trim())) : undefined;
const byLabel = (column: PgColumn) => asc(sql`lower(${column})`);
const sameName = (column: PgColumn, value: string) => sql`lower(${column}) = lower(${value})`;
const sameParent = (column: PgColumn, value: number | null) => sql`coalesce(${column}, 0) = ${value ?? 0}`;

/**
 * INSERT … ON CONFLICT DO NOTHING against the lower() unique index; when it conflicts (now or with a
 * concurrent insert, which Postgres waits for) the row that won is read back.
 */
async function insertOrFind<T extends PgTable>(
  db: DbOrTx,
  table: T,
  values: T['$inferInsert'],
  match: SQL | undefined,
): Promise<{ row: T['$inferSelect']; created: boolean }> {
  const [inserted] = await db.insert(table).values(values).onConflictDoNothing().returning();
  if (inserted) return { row: inserted as T['$inferSelect'], created: true };
  // biome-ignore lint/suspicious/noExplicitAny: drizzle's select over a generic table is untyped
  const [existing] = await (db as any).select().from(table).where(match).limit(1);
  return { row: existing as T['$inferSelect'], created: false };
}

async function requireRow(db: DbOrTx, table: typeof countries | typeof states, id: number, message: string) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw badRequest(message);
}

/** The six lookups that are just a name (skills, statuses, sources, …). */
function namedLookup(table: typeof skills, label: string, bodyField: string, item: z.ZodObject) {
  const toItem = (row: typeof skills.$inferSelect) => ({ id: row.id, [label]: row.name });
  return {
    item,
    async list(db, query) {
      const rows = await db
        .select()
        .from(table)
        .where(searchOn(table.name, query.search))
        .orderBy(byLabel(table.name), asc(table.id));
      return rows.map(toItem);
    },
    async create(db, body) {
      const name = body[bodyField] as string;
      const { row, created } = await insertOrFind(db, table, { name }, sameName(table.name, name));
      return { item: toItem(row), created };
    },
  } satisfies LookupDefinition;
}

export const LOOKUPS: Record<MasterLookup, LookupDefinition> = {
  countries: {
    item: countryItem,
    list: (db, query) =>
      db
        .select({ id: countries.id, country: countries.country })
        .from(countries)
        .where(searchOn(countries.country, query.search))
        .orderBy(byLabel(countries.country), asc(countries.id)),
    async create(db, body) {
      const country = body.country as string;
      const { row, created } = await insertOrFind(
        db,
        countries,
        { country },
        sameName(countries.country, country),
      );
      return { item: { id: row.id, country: row.country }, created };
    },
  },
  states: {
    item: stateItem,
    list: (db, query) =>
      db
        .select({ id: states.id, state: states.state, country_id: states.country_id })
        .from(states)
        .where(
          and(
            query.country_id ? eq(states.country_id, query.country_id) : undefined,
            searchOn(states.state, query.search),
          ),
        )
        .orderBy(byLabel(states.state), asc(states.id)),
    async create(db, body) {
      const state = body.state as string;
      const country_id = (body.country_id as number | null | undefined) ?? null;
      if (country_id) await requireRow(db, countries, country_id, MASTER_MESSAGES.countryRequired);
      const { row, created } = await insertOrFind(
        db,
        states,
        { state, country_id },
        and(sameName(states.state, state), sameParent(states.country_id, country_id)),
      );
      return { item: { id: row.id, state: row.state, country_id: row.country_id }, created };
    },
  },
  cities: {
    item: cityItem,
    async list(db, query) {
      // Without a state or a search the answer would be every city in the world.
      if (!query.state_id && !query.search?.trim())
        throw badRequest(MASTER_MESSAGES.stateRequired, 'state_id');
      return db
        .select({ id: cities.id, city: cities.city, state_id: cities.state_id })
        .from(cities)
        .where(
          and(
            query.state_id ? eq(cities.state_id, query.state_id) : undefined,
            searchOn(cities.city, query.search),
          ),
        )
        .orderBy(byLabel(cities.city), asc(cities.id))
        .limit(CITY_LIST_CAP);
    },
    async create(db, body) {
      const city = body.city as string;
      const state_id = (body.state_id as number | null | undefined) ?? null;
      if (state_id) await requireRow(db, states, state_id, MASTER_MESSAGES.stateRequired);
      const { row, created } = await insertOrFind(
        db,
        cities,
        { city, state_id },
        and(sameName(cities.city, city), sameParent(cities.state_id, state_id)),
      );
      return { item: { id: row.id, city: row.city, state_id: row.state_id }, created };
    },
  },
  skills: namedLookup(skills, 'skill', 'skill', skillItem),
  'position-types': namedLookup(positionTypes, 'position_type', 'position_type', positionTypeItem),
  'position-status': namedLookup(positionStatuses, 'status', 'status', statusItem),
  'applicant-sources': namedLookup(applicantSources, 'source', 'source', sourceItem),
  'interview-status': namedLookup(interviewStatuses, 'status', 'interview_status', statusItem),
  locations: namedLookup(locations, 'location', 'location', locationItem),
  'document-types': {
    item: documentTypeItem,
    list: (db, query) =>
      db
        .select({ id: documentTypes.id, type: documentTypes.type, group_key: documentTypes.group_key })
        .from(documentTypes)
        .where(
          and(
            query.group_key ? eq(documentTypes.group_key, query.group_key) : undefined,
            searchOn(documentTypes.type, query.search),
          ),
        )
        .orderBy(byLabel(documentTypes.type), asc(documentTypes.id)),
    async create(db, body) {
      const type = body.document_type as string;
      const group_key = body.group_key as string;
      const { row, created } = await insertOrFind(
        db,
        documentTypes,
        { type, group_key },
        and(eq(documentTypes.group_key, group_key), sameName(documentTypes.type, type)),
      );
      return { item: { id: row.id, type: row.type, group_key: row.group_key }, created };
    },
  },
  // Read-only. Time zones keep their seeded order (by UTC offset), which a display-name sort would
  // scramble ("+01:00" before "-05:00"); leave types keep the order of the leave table.
  timezones: {
    item: timezoneItem,
    list: (db, query) =>
      db
        .select({
          id: timezones.id,
          timezone_display_name: timezones.timezone_display_name,
          name: timezones.name,
        })
        .from(timezones)
        .where(searchOn(timezones.timezone_display_name, query.search))
        .orderBy(asc(timezones.id)),
  },
  'leave-types': {
    item: leaveTypeItem,
    list: (db) =>
      db
        .select({
          id: leaveTypes.id,
          slug: leaveTypes.slug,
          type: leaveTypes.type,
          default_count: leaveTypes.default_count,
        })
        .from(leaveTypes)
        .orderBy(asc(leaveTypes.id)),
  },
};

/** The create body schema of a lookup that can be created inline. */
export const createBodyOf = (lookup: MasterLookup) =>
  (masterCreateBodies as Partial<Record<MasterLookup, z.ZodObject>>)[lookup];
