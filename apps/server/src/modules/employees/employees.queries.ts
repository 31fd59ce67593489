// Employee reads in SQL: the list (prepared per filter shape, a page of ids then their rows, and a
// capped count) and one employee with its user, client, place, contract type and skills in one query.
import type { EmployeeFilter } from '@staffdesk/shared';
import { desc, eq, ilike, isNull, like, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  defineList,
  equalTo,
  type ListCondition,
  newestFirst,
  param,
  scopeConditions,
} from '../../lib/list-query';
import { containsPattern, isShortSearch, prefixPattern } from '../../lib/search';
import { companies } from '../companies/companies.tables';
import { cities, countries, positionTypes, skills, states } from '../master/master.tables';
import { users } from '../users/users.tables';
import { employeeSkills, employees } from './employees.tables';

export const liveEmployee = isNull(employees.deleted_at);

export interface EmployeeListInput {
  filter: EmployeeFilter;
  /** hrms sees every employee; the company area only its own company's (null: no company, none). */
  companyScope: number | null | undefined;
}

/**
 * The list's conditions, each with its values as placeholders (lib/list-query.ts). A search of three
 * characters or more matches anywhere in the name, employee ID, e-mails and phone (trigram index);
 * one or two characters match the start of the name (prefix index, lib/search.ts). The company
 * area's client is always its own, so its client filter is not one.
 */
const conditions: ListCondition<EmployeeListInput>[] = [
  ...scopeConditions('company', employees.client_id, (input: EmployeeListInput) => input.companyScope),
  equalTo('client', employees.client_id, ({ filter, companyScope }) =>
    companyScope === undefined ? filter.client_id : undefined,
  ),
  {
    name: 'search',
    planPerValue: true,
    values: ({ filter }) =>
      filter.search && !isShortSearch(filter.search)
        ? { search: containsPattern(filter.search.toLowerCase()) }
        : undefined,
    where: () => ilike(employees.search_text, param('search')),
  },
  {
    name: 'searchPrefix',
    planPerValue: true,
    values: ({ filter }) =>
      filter.search && isShortSearch(filter.search)
        ? { searchPrefix: prefixPattern(filter.search) }
        : undefined,
    where: () => like(employees.search_text, param('searchPrefix')),
  },
  {
    name: 'skills',
    values: ({ filter }) => (filter.skill_id ? { skills: filter.skill_id } : undefined),
    where: () =>
      sql`exists (select 1 from ${employeeSkills} where ${employeeSkills.employee_id} = ${employees.id} and ${employeeSkills.skill_id} = any(${param('skills')}::int[]))`,
  },
];

const skillItems = sql<{ id: number; skill: string }[]>`coalesce((
  select json_agg(json_build_object('id', ${skills.id}, 'skill', ${skills.name}) order by ${skills.name})
  from ${employeeSkills} join ${skills} on ${skills.id} = ${employeeSkills.skill_id}
  where ${employeeSkills.employee_id} = ${employees.id}), '[]'::json)`;

/** Live employees newest first: a page of ids (index order), then the joins for those rows only. */
export const employeeList = defineList({
  name: 'employees',
  table: employees,
  always: liveEmployee,
  conditions,
  page: (db, where, paging) => {
    const ids = db
      .select({ id: employees.id })
      .from(employees)
      .where(where)
      .orderBy(desc(employees.id))
      .limit(paging.limit)
      .offset(paging.offset);
    const chosen = db.$with('chosen').as(ids);
    return db
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
  },
  keyset: newestFirst(employees.id, (r: { row: { id: number } }) => r.row.id),
});
export type EmployeeListRow = Awaited<ReturnType<typeof employeeList.run>>['rows'][number];

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
