// The position list in SQL: filter conditions for the indexes of positions.tables.ts, and one
// select that brings each row with its names, skills, types and application count (no N+1).
import { experienceMonths, type PositionFilter } from '@staffdesk/shared';
import { and, desc, eq, fillPlaceholders, gte, ilike, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  defineList,
  equalTo,
  type ListCondition,
  newestFirst,
  oncePerDb,
  param,
  type StatementText,
} from '../../lib/list-query';
import { containsPattern, isShortSearch, prefixPattern, searchPattern } from '../../lib/search';
import { applicants } from '../applicants/applicants.tables';
import { companies } from '../companies/companies.tables';
import { cities, countries, positionStatuses, positionTypes, skills, states } from '../master/master.tables';
import type { PositionRow } from './positions.mapper';
import { positionPositionTypes, positionSkills, positions } from './positions.tables';

export const livePosition = isNull(positions.deleted_at);

/** What a list request filters by: the form's filter, the viewer's company when scoped. */
export interface PositionListInput {
  filter: PositionFilter;
  companyScope: number | null;
  /** Companies whose name matches the search (searchCompanyIds), looked up before the list. */
  searchCompanies?: number[];
}

/**
 * The list's conditions, one per filter, each with its values as placeholders (lib/list-query.ts).
 * A search of three characters or more matches anywhere (trigram index); one or two characters
 * match the start of the position or company name (prefix index), since a trigram index cannot
 * serve them and a substring of two letters matches nearly every row anyway.
 */
const conditions: ListCondition<PositionListInput>[] = [
  {
    name: 'company',
    values: ({ filter, companyScope }) => {
      const companyId = companyScope ?? filter.company_id;
      return companyId === undefined ? undefined : { company: companyId };
    },
    where: () => eq(positions.company_id, param('company')),
  },
  {
    name: 'search',
    planPerValue: true,
    values: ({ filter, searchCompanies }) =>
      filter.search && !isShortSearch(filter.search)
        ? { search: containsPattern(filter.search), searchCompanies: searchCompanies ?? [] }
        : undefined,
    // The companies come as an array of ids, so the planner sees how many there are (none, for a
    // term no company has) and can use the trigram and company indexes instead of walking the key.
    where: () =>
      or(
        ilike(positions.position, param('search')),
        sql`${positions.company_id} = any(${param('searchCompanies')}::int[])`,
      ),
  },
  {
    name: 'searchPrefix',
    planPerValue: true,
    values: ({ filter, searchCompanies }) =>
      filter.search && isShortSearch(filter.search)
        ? { searchPrefix: prefixPattern(filter.search), searchCompanies: searchCompanies ?? [] }
        : undefined,
    where: () =>
      or(
        sql`lower(${positions.position}) like ${param('searchPrefix')}`,
        sql`${positions.company_id} = any(${param('searchCompanies')}::int[])`,
      ),
  },
  {
    name: 'positionType',
    values: ({ filter }) =>
      filter.position_type_id === undefined ? undefined : { positionType: filter.position_type_id },
    where: () =>
      sql`exists (select 1 from ${positionPositionTypes} where ${positionPositionTypes.position_id} = ${positions.id} and ${eq(positionPositionTypes.position_type_id, param('positionType'))})`,
  },
  {
    name: 'skills',
    values: ({ filter }) => (filter.skill_id ? { skills: filter.skill_id } : undefined),
    where: () =>
      sql`exists (select 1 from ${positionSkills} where ${positionSkills.position_id} = ${positions.id} and ${positionSkills.skill_id} = any(${param('skills')}::int[]))`,
  },
  equalTo('status', positions.status_id, (input) => input.filter.status_id),
  equalTo('country', positions.country_id, (input) => input.filter.country_id),
  equalTo('state', positions.state_id, (input) => input.filter.state_id),
  equalTo('city', positions.city_id, (input) => input.filter.city_id),
  {
    name: 'minSalary',
    planPerValue: true,
    values: ({ filter }) => (filter.min_salary ? { minSalary: filter.min_salary } : undefined),
    where: () => gte(positions.max_salary, param('minSalary')),
  },
  {
    name: 'maxSalary',
    planPerValue: true,
    values: ({ filter }) => (filter.max_salary ? { maxSalary: filter.max_salary } : undefined),
    where: () => lte(positions.max_salary, param('maxSalary')),
  },
  {
    name: 'experience',
    planPerValue: true,
    values: ({ filter }) =>
      filter.experience === undefined
        ? undefined
        : { experience: experienceMonths(filter.experience, filter.experience_type) },
    where: () =>
      and(
        lte(positions.min_experience_months, param('experience')),
        gte(positions.max_experience_months, param('experience')),
      ),
  },
];

/** The companies a search names (prefix for a short search): a few thousand rows at most. */
export async function searchCompanyIds(db: DbOrTx, search: string | undefined) {
  if (!search) return undefined;
  const rows = await companySearch(db).execute({ pattern: companyPattern(search) });
  return rows.map((row) => row.id);
}
const companyPattern = searchPattern;
const companySearchQuery = (db: DbOrTx) =>
  db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.company_name}) like ${param('pattern')}`);
const companySearch = oncePerDb((db) => companySearchQuery(db).prepare(''));

/** The company lookup's SQL text and values for a search (the bench's bare baseline sends it too). */
export function companySearchText(db: DbOrTx, search: string): StatementText {
  const { sql: text, params } = companySearchQuery(db).toSQL();
  return { name: '', text, values: fillPlaceholders(params, { pattern: companyPattern(search) }) };
}

const skillItems = sql<PositionRow['skill_items']>`coalesce((
  select json_agg(json_build_object('id', ${skills.id}, 'skill', ${skills.name}) order by ${skills.name})
  from ${positionSkills} join ${skills} on ${skills.id} = ${positionSkills.skill_id}
  where ${positionSkills.position_id} = ${positions.id}), '[]'::json)`;

const positionTypeItems = sql<PositionRow['position_type_items']>`coalesce((
  select json_agg(json_build_object('id', ${positionTypes.id}, 'position_type', ${positionTypes.name}) order by ${positionTypes.name})
  from ${positionPositionTypes} join ${positionTypes} on ${positionTypes.id} = ${positionPositionTypes.position_type_id}
  where ${positionPositionTypes.position_id} = ${positions.id}), '[]'::json)`;

const applicationCount = sql<number>`(
  select count(*)::int from ${applicants}
  where ${applicants.applying_position} = ${positions.id} and ${applicants.deleted_at} is null)`.mapWith(
  Number,
);

const selection = {
  row: positions,
  company_name: companies.company_name,
  company_logo: companies.company_logo,
  status: positionStatuses.name,
  country: countries.country,
  state: states.state,
  city: cities.city,
  skill_items: skillItems,
  position_type_items: positionTypeItems,
  application_count: applicationCount,
};

/** A query for the ids of the rows to show (one page, or one position), built with `.where` etc. */
export const positionIds = (db: DbOrTx) => db.select({ id: positions.id }).from(positions).$dynamic();
export type PositionIdQuery = ReturnType<typeof positionIds>;

/**
 * The chosen positions with everything the list and the view show. The ids come first, so the
 * joins and per-row subqueries run for those rows only (index lookups), never for the whole table.
 */
export function selectPositions(db: DbOrTx, ids: PositionIdQuery) {
  const chosen = db.$with('chosen').as(ids);
  return db
    .with(chosen)
    .select(selection)
    .from(chosen)
    .innerJoin(positions, eq(positions.id, chosen.id))
    .innerJoin(companies, eq(companies.id, positions.company_id))
    .innerJoin(positionStatuses, eq(positionStatuses.id, positions.status_id))
    .innerJoin(countries, eq(countries.id, positions.country_id))
    .leftJoin(states, eq(states.id, positions.state_id))
    .leftJoin(cities, eq(cities.id, positions.city_id))
    .orderBy(desc(positions.id));
}

/** Live positions by the filter, newest first: the page's ids, then their rows; the capped count. */
export const positionList = defineList<
  PositionListInput,
  Awaited<ReturnType<typeof selectPositions>>[number]
>({
  name: 'positions',
  table: positions,
  always: livePosition,
  conditions,
  page: (db, where, paging) =>
    selectPositions(
      db,
      positionIds(db).where(where).orderBy(desc(positions.id)).limit(paging.limit).offset(paging.offset),
    ),
  keyset: newestFirst(positions.id, (r) => r.row.id),
});
