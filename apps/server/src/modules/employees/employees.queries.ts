// Employee reads in SQL: the list (page of ids, then their rows; a count beside it) and one
// employee with its user, client, place, contract type and skills in one query.
import type { EmployeeFilter } from '@staffdesk/shared';
import { and, count, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../lib/search';
import { companies } from '../companies/companies.tables';
import { cities, countries, positionTypes, skills, states } from '../master/master.tables';
import { users } from '../users/users.tables';
import { employeeSkills, employees } from './employees.tables';

export const liveEmployee = isNull(employees.deleted_at);

/** The list's WHERE: live rows in the viewer's scope, then each filter given. */
export function employeeConditions(filter: EmployeeFilter, scope: SQL | undefined): SQL {
  const conditions: (SQL | undefined)[] = [liveEmployee, scope];
  if (filter.search)
    conditions.push(ilike(employees.search_text, containsPattern(filter.search.toLowerCase())));
  if (filter.client_id !== undefined) conditions.push(eq(employees.client_id, filter.client_id));
  if (filter.skill_id) {
    conditions.push(
      sql`exists (select 1 from ${employeeSkills} where ${employeeSkills.employee_id} = ${employees.id} and ${inArray(employeeSkills.skill_id, filter.skill_id)})`,
    );
  }
  return and(...conditions)!;
}

const skillItems = sql<{ id: number; skill: string }[]>`coalesce((
  select json_agg(json_build_object('id', ${skills.id}, 'skill', ${skills.name}) order by ${skills.name})
  from ${employeeSkills} join ${skills} on ${skills.id} = ${employeeSkills.skill_id}
  where ${employeeSkills.employee_id} = ${employees.id}), '[]'::json)`;

/** A page of the list: ids first (index order), then the joins for those rows only. */
export function employeeListQueries(db: DbOrTx, where: SQL, paging: { skip: number; limit: number }) {
  const ids = db
    .select({ id: employees.id })
    .from(employees)
    .where(where)
    .orderBy(desc(employees.id))
    .limit(paging.limit)
    .offset(paging.skip);
  const chosen = db.$with('chosen').as(ids);
  const page = db
    .with(chosen)
    .select({
      row: {
        id: employees.id,
        first_name: employees.first_name,
        last_name: employees.last_name,
        client_id: employees.client_id,
        employee_id: employees.employee_id,
        designation: employees.designation,
        phone: employees.phone,
        company_email: employees.company_email,
      },
      profile_image: users.profile_image,
      blocked_at: users.blocked_at,
      company_name: companies.company_name,
      company_logo: companies.company_logo,
      skill_items: skillItems,
    })
    .from(chosen)
    .innerJoin(employees, eq(employees.id, chosen.id))
    .innerJoin(users, eq(users.id, employees.user_id))
    .innerJoin(companies, eq(companies.id, employees.client_id))
    .orderBy(desc(employees.id));
  return { page, count: db.select({ count: count() }).from(employees).where(where) };
}
export type EmployeeListRow = Awaited<ReturnType<typeof employeeListQueries>['page']>[number];

/** One employee with everything its view shows, or nothing. */
export function selectEmployee(db: DbOrTx, where: SQL) {
  return db
    .select({
      row: employees,
      flipkoins_email: users.email,
      blocked_at: users.blocked_at,
      email_verified_at: users.email_verified_at,
      company_name: companies.company_name,
      company_logo: companies.company_logo,
      country: countries.country,
      state: states.state,
      city: cities.city,
      contract_type: positionTypes.name,
      skill_items: skillItems,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.user_id))
    .innerJoin(companies, eq(companies.id, employees.client_id))
    .leftJoin(countries, eq(countries.id, employees.country_id))
    .leftJoin(states, eq(states.id, employees.state_id))
    .leftJoin(cities, eq(cities.id, employees.city_id))
    .leftJoin(positionTypes, eq(positionTypes.id, employees.contract_type_id))
    .where(where)
    .limit(1);
}
export type EmployeeRow = Awaited<ReturnType<typeof selectEmployee>>[number];
