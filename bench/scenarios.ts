// The list scenarios of the load run, and what the app runs for each: the SQL text and values of
// its page and count statements (what the bare baseline sends too) and their EXPLAIN ANALYZE times.
// Runs beside the app (bench/serve.ts), on its database handle.
import {
  applicantFilterBody,
  employeeFilterBody,
  positionFilterBody,
  type SessionUser,
} from '@staffdesk/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import type { StatementText } from '../apps/server/src/lib/list-query';
import { applicantList } from '../apps/server/src/modules/applicants/applicants.queries';
import { sessionLookupQuery } from '../apps/server/src/modules/auth/sessions.service';
import { employeeList } from '../apps/server/src/modules/employees/employees.queries';
import {
  companySearchText,
  positionList,
  searchCompanyIds,
} from '../apps/server/src/modules/positions/positions.queries';
import { scopedCompanyId } from '../apps/server/src/modules/positions/positions.scope';
import { toSessionUser } from '../apps/server/src/modules/users/users.mapper';
import { users } from '../apps/server/src/modules/users/users.tables';
import { BENCH_USERS } from './generate';

export type List = 'positions' | 'applicants' | 'employees';
export type Who = keyof typeof BENCH_USERS;
export interface Scenario {
  list: List;
  name: string;
  body: Record<string, unknown>;
}

/** One scenario as one user: the app's statements and their database times. */
export interface Case {
  scenario: Scenario;
  who: Who;
  /** Run one after another before page and count (a positions search's company lookup). */
  before: StatementText[];
  statements: { page: StatementText; count: StatementText };
  /** EXPLAIN ANALYZE execution times, ms. */
  sqlMs: { page: number; count: number };
  plans?: string;
}

export const PAGE = { skip: 0, limit: 10 };

/** Filter values looked up by name, so the scenarios read the same at any scale. */
async function scenarios(db: Db): Promise<Scenario[]> {
  const id = async (table: string, column: string, name: string) => {
    const result = await db.execute(sql.raw(`select id from ${table} where ${column} = '${name}'`));
    const found = (result.rows[0] as { id: number } | undefined)?.id;
    if (!found) throw new Error(`No ${table} named ${name}: generate the benchmark data first`);
    return found;
  };
  const skill = (name: string) => id('skills', 'skill', name);
  return [
    { list: 'positions', name: 'no filter', body: {} },
    { list: 'positions', name: "search 'data engineer'", body: { search: 'data engineer' } },
    { list: 'positions', name: "search 'zzqx' (no match)", body: { search: 'zzqx' } },
    { list: 'positions', name: "search 'qa' (short)", body: { search: 'qa' } },
    {
      list: 'positions',
      name: 'skills Java, Spring Boot + status Open',
      body: {
        skill_id: [await skill('Java'), await skill('Spring Boot')],
        status_id: await id('position_statuses', 'status', 'Open'),
      },
    },
    { list: 'applicants', name: 'no filter', body: {} },
    { list: 'applicants', name: "search 'priya sharma'", body: { search: 'priya sharma' } },
    { list: 'applicants', name: "search 'zzqx' (no match)", body: { search: 'zzqx' } },
    { list: 'applicants', name: "search 'a' (short)", body: { search: 'a' } },
    {
      list: 'applicants',
      name: 'client 1 + status Shortlisted',
      body: { client_id: 1, interview_status_id: await id('interview_statuses', 'status', 'Shortlisted') },
    },
    {
      list: 'applicants',
      name: 'CTC 12-18 lakh + skill React',
      body: { min_ctc: '1200000', max_ctc: '1800000', skill_id: [await skill('React')] },
    },
    // The hrms list (the bench client is a role user, which has no employee area).
    { list: 'employees', name: 'no filter', body: {} },
    { list: 'employees', name: "search 'priya sharma'", body: { search: 'priya sharma' } },
    { list: 'employees', name: "search 'a' (short)", body: { search: 'a' } },
    {
      list: 'employees',
      name: 'client 1 + skill Java',
      body: { client_id: 1, skill_id: [await skill('Java')] },
    },
  ];
}

async function statementsOf(db: Db, scenario: Scenario, viewer: SessionUser) {
  if (scenario.list === 'employees') {
    // hrms: no company scope (employees.service.ts listEmployees).
    return employeeList.statementsText(
      db,
      { filter: employeeFilterBody.parse(scenario.body), companyScope: undefined },
      PAGE,
    );
  }
  if (scenario.list === 'applicants') {
    return applicantList.statementsText(
      db,
      { filter: applicantFilterBody.parse(scenario.body), viewer },
      PAGE,
    );
  }
  const filter = positionFilterBody.parse(scenario.body);
  const input = {
    filter,
    companyScope: scopedCompanyId(viewer),
    searchCompanies: await searchCompanyIds(db, filter.search),
  };
  return positionList.statementsText(db, input, PAGE);
}

/** The client of the database handle: pg's Pool or PGlite, both with query(text, values). */
const clientOf = (db: Db) =>
  (db as unknown as { $client: { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } })
    .$client;

async function explain(db: Db, statement: StatementText, print: boolean) {
  const plan = async (options: string) =>
    (
      (await clientOf(db).query(`explain (${options}) ${statement.text}`, statement.values)).rows as {
        'QUERY PLAN': string;
      }[]
    ).map((row) => row['QUERY PLAN']);
  // Timing off: per-node clocks would inflate the time of a query that reads many rows.
  const quick = await plan('analyze, timing off');
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(quick.at(-1) ?? '')?.[1]);
  return { ms, text: print ? (await plan('analyze, buffers')).join('\n') : '' };
}

export async function cases(db: Db, printPlans: boolean): Promise<Case[]> {
  const viewers = {} as Record<Who, SessionUser>;
  for (const who of Object.keys(BENCH_USERS) as Who[]) {
    const [user] = await db.select().from(users).where(eq(users.email, BENCH_USERS[who]));
    viewers[who] = toSessionUser(user!);
  }
  const result: Case[] = [];
  for (const scenario of await scenarios(db)) {
    const whos = scenario.list === 'employees' ? (['admin'] as const) : (['admin', 'client'] as const);
    for (const who of whos) {
      const statements = await statementsOf(db, scenario, viewers[who]);
      const page = await explain(db, statements.page, printPlans);
      const count = await explain(db, statements.count, printPlans);
      result.push({
        scenario,
        who,
        before:
          scenario.list === 'positions' && typeof scenario.body.search === 'string'
            ? [companySearchText(db, scenario.body.search)]
            : [],
        statements,
        sqlMs: { page: page.ms, count: count.ms },
        plans: printPlans
          ? `\n-- ${scenario.list} / ${scenario.name} / ${who}: page\n${page.text}\n-- count\n${count.text}`
          : undefined,
      });
    }
  }
  return result;
}

/** The session lookup's SQL text and its placeholders in order, for the bare baseline. */
export function sessionLookupText(db: Db) {
  const { sql: text, params } = sessionLookupQuery(db).toSQL();
  return { text, params: params.map((p) => (p as { name: string }).name) };
}
