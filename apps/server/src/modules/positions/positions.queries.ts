// The position list in SQL: filter conditions for the indexes of positions.tables.ts, and one
// select that brings each row with its names, skills, types and application count (no N+1).
import { experienceMonths, type PositionFilter } from '@staffdesk/shared';
import { and, count, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applicants } from '../applicants/applicants.tables';
import { companies } from '../companies/companies.tables';
import { cities, countries, positionStatuses, positionTypes, skills, states } from '../master/master.tables';
import { containsPattern } from './db-errors';
import type { PositionRow } from './positions.mapper';
import { positionPositionTypes, positionSkills, positions } from './positions.tables';

export const livePosition = isNull(positions.deleted_at);

/** The WHERE of the list: live rows, the viewer's company when scoped, then each filter given. */
export function positionConditions(filter: PositionFilter, companyScope: number | null): SQL {
  const conditions: (SQL | undefined)[] = [livePosition];
  const companyId = companyScope ?? filter.company_id;
  if (companyId !== undefined) conditions.push(eq(positions.company_id, companyId));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(positions.position, pattern),
        // `= any(array(…))` keeps the position indexes usable inside the OR (`in (select …)` scans).
        sql`${positions.company_id} = any(array(select ${companies.id} from ${companies} where ${ilike(companies.company_name, pattern)}))`,
      ),
    );
  }
  if (filter.position_type_id !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${positionPositionTypes} where ${positionPositionTypes.position_id} = ${positions.id} and ${eq(positionPositionTypes.position_type_id, filter.position_type_id)})`,
    );
  }
  if (filter.skill_id) {
    conditions.push(
      sql`exists (select 1 from ${positionSkills} where ${positionSkills.position_id} = ${positions.id} and ${inArray(positionSkills.skill_id, filter.skill_id)})`,
    );
  }
  if (filter.status_id !== undefined) conditions.push(eq(positions.status_id, filter.status_id));
  if (filter.country_id !== undefined) conditions.push(eq(positions.country_id, filter.country_id));
  if (filter.state_id !== undefined) conditions.push(eq(positions.state_id, filter.state_id));
  if (filter.city_id !== undefined) conditions.push(eq(positions.city_id, filter.city_id));
  if (filter.min_salary) conditions.push(gte(positions.max_salary, filter.min_salary));
  if (filter.max_salary) conditions.push(lte(positions.max_salary, filter.max_salary));
  if (filter.experience !== undefined) {
    const months = experienceMonths(filter.experience, filter.experience_type);
    conditions.push(
      lte(positions.min_experience_months, months),
      gte(positions.max_experience_months, months),
    );
  }
  return and(...conditions)!;
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

/**
 * The list's two queries, page and count, exactly as the API runs them (the benchmark EXPLAINs
 * these): the page's ids by the filter, newest first, then their rows; and the filter's count.
 */
export function positionListQueries(
  db: DbOrTx,
  companyScope: number | null,
  filter: PositionFilter,
  paging: { skip: number; limit: number },
) {
  const where = positionConditions(filter, companyScope);
  const ids = positionIds(db)
    .where(where)
    .orderBy(desc(positions.id))
    .limit(paging.limit)
    .offset(paging.skip);
  return {
    page: selectPositions(db, ids),
    count: db.select({ count: count() }).from(positions).where(where),
  };
}
