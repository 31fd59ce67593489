// The list scenarios of the load run, and what the app runs for each: the SQL text and values of
// its page and count statements (what the bare baseline sends too) and their EXPLAIN ANALYZE times.
// Runs beside the app (bench/serve.ts), on its database handle.
import {
  applicantFilterBody,
  employeeArea,
  employeeFilterBody,
  invoiceFilterQuery,
  leaveFilter,
  payrollFilterBody,
  positionFilterBody,
  reimbursementListQuery,
  type SessionUser,
} from '@staffdesk/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import type { StatementText } from '../apps/server/src/lib/list-query';
import { applicantList } from '../apps/server/src/modules/applicants/applicants.queries';
import { sessionLookupQuery } from '../apps/server/src/modules/auth/sessions.service';
import { employeeList } from '../apps/server/src/modules/employees/employees.queries';
import { invoiceList } from '../apps/server/src/modules/invoices/invoices.queries';
import { invoiceScope } from '../apps/server/src/modules/invoices/invoices.service';
import { leaveList } from '../apps/server/src/modules/leaves/leaves.service';
import { payrollList, payrollListInput } from '../apps/server/src/modules/payrolls/payrolls.service';
import {
  companySearchText,
  positionList,
  searchCompanyIds,
} from '../apps/server/src/modules/positions/positions.queries';
import { scopedCompanyId } from '../apps/server/src/modules/positions/positions.scope';
import { reimbursementList } from '../apps/server/src/modules/reimbursements/reimbursements.service';
import { toSessionUser } from '../apps/server/src/modules/users/users.mapper';
import { users } from '../apps/server/src/modules/users/users.tables';
import type { CapturedStatement } from './capture';
import { BENCH_USERS } from './generate';
import { readScenarios } from './reads';
import { workScenarios } from './work-reads';

export type List =
  | 'positions'
  | 'applicants'
  | 'employees'
  | 'reimbursements'
  | 'invoices'
  | 'payrolls'
  | 'leaves'
  | 'users'
  | 'clients'
  | 'partners'
  | 'holidays'
  | 'placements'
  | 'timesheets'
  | 'partner-bills'
  | 'margin'
  | 'receivables'
  | 'dashboard';
export type Who = keyof typeof BENCH_USERS;
export interface Scenario {
  list: List;
  name: string;
  /** The filter: POST filters/<list>'s body, or for a GET list its query string. */
  body: Record<string, unknown>;
  /** Who runs it; admin and client unless told (a client user has no reimbursements or invoice area). */
  who?: readonly Who[];
  /**
   * A read that is not a declared list's page and count (bench/reads.ts): the app's URL under
   * /api/v1 and the status it answers; the bare baseline sends the SQL the app sent for it.
   */
  request?: { method: 'GET' | 'POST'; path: string; status?: number };
}

/** Lists read with GET and their filters in the query (the others POST filters/<list>). */
export const GET_LISTS: ReadonlySet<List> = new Set(['reimbursements', 'invoices']);

/** One scenario as one user: the app's statements and their database times. */
export interface Case {
  scenario: Scenario;
  who: Who;
  /** Run one after another before page and count (a positions search's company lookup). */
  before: StatementText[];
  /** A declared list's page and count; null for a read (`captured` instead). */
  statements: { page: StatementText; count: StatementText } | null;
  /** A read's statements as the app sent them, in groups sent side by side (bench/capture.ts). */
  captured?: CapturedStatement[][];
  /** A read's answer as the app sent it (JSON), which the bare handler answers too. */
  answer?: unknown;
  /** EXPLAIN ANALYZE execution times, ms (a read: all its queries in `page`). */
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
    ...(await rarestApplicantFilters(db)),
    // The hrms list (the bench client is a role user, which has no employee area).
    { list: 'employees', name: 'no filter', body: {}, who: ['admin'] },
    { list: 'employees', name: "search 'priya sharma'", body: { search: 'priya sharma' }, who: ['admin'] },
    { list: 'employees', name: "search 'a' (short)", body: { search: 'a' }, who: ['admin'] },
    { list: 'employees', name: "search 'pr' (short)", body: { search: 'pr' }, who: ['admin'] },
    {
      list: 'employees',
      name: 'client 1 + skill Java',
      body: { client_id: 1, skill_id: [await skill('Java')] },
      who: ['admin'],
    },
    { list: 'reimbursements', name: 'no filter', body: {}, who: ['admin'] },
    {
      list: 'reimbursements',
      name: 'status Submitted',
      body: { status_id: await id('reimbursement_statuses', 'slug', 'submitted') },
      who: ['admin'],
    },
    {
      list: 'reimbursements',
      name: 'one employee',
      body: { user_id: await id('users', 'email', BENCH_USERS.employee) },
      who: ['admin'],
    },
    // hrms only: a client user may not list payrolls (403).
    { list: 'payrolls', name: 'no filter', body: {}, who: ['admin'] },
    { list: 'payrolls', name: "search 'priya sharma'", body: { search: 'priya sharma' }, who: ['admin'] },
    { list: 'payrolls', name: "search 'a' (short)", body: { search: 'a' }, who: ['admin'] },
    {
      list: 'payrolls',
      name: 'one month',
      body: { from_date: '2026-05-01', to_date: '2026-05-31' },
      who: ['admin'],
    },
    { list: 'payrolls', name: 'own', body: {}, who: ['employee'] },
    // The leave list (issue 10): hrms (admin) with each filter, the company area scoped to its
    // employees' leaves (client), an employee its own.
    { list: 'leaves', name: 'no filter', body: {}, who: ['admin', 'company'] },
    { list: 'leaves', name: "search 'priya'", body: { search: 'priya' }, who: ['admin'] },
    { list: 'leaves', name: "search 'a' (short)", body: { search: 'a' }, who: ['admin'] },
    { list: 'leaves', name: "search 'pr' (short)", body: { search: 'pr' }, who: ['admin', 'company'] },
    { list: 'leaves', name: 'status pending', body: { status_slug: 'pending' }, who: ['admin'] },
    {
      list: 'leaves',
      name: "search 'priya' + status pending",
      body: { search: 'priya', status_slug: 'pending' },
      who: ['admin'],
    },
    {
      list: 'leaves',
      name: 'casual leave in 2026',
      body: { leave_type_slug: 'casual-leave', from_date: '2026-01-01', to_date: '2026-12-31' },
      who: ['admin', 'company'],
    },
    {
      list: 'leaves',
      name: 'May 2026',
      body: { from_date: '2026-05-01', to_date: '2026-05-31' },
      who: ['admin'],
    },
    { list: 'leaves', name: 'own', body: {}, who: ['employee'] },
    ...invoiceScenarios(await id('invoice_statuses', 'status', 'Paid')),
    ...(await readScenarios(db)),
    ...workScenarios(),
  ];
}

/**
 * The applicant filters with the fewest matches (issue 23: a rare filter makes the newest-first
 * walk read far before it finds ten): the least used current interview status and city that any
 * applicant has.
 */
async function rarestApplicantFilters(db: Db): Promise<Scenario[]> {
  const rarest = async (column: string, table: string, label: string) => {
    const result = await db.execute(
      sql.raw(`select a.${column} as id, t.${label} as name, count(*)::int as n from applicants a
        join ${table} t on t.id = a.${column} group by 1, 2 order by 3, 1 limit 1`),
    );
    return result.rows[0] as { id: number; name: string; n: number };
  };
  const status = await rarest('current_interview_status_id', 'interview_statuses', 'status');
  const city = await rarest('city_id', 'cities', 'city');
  return [
    {
      list: 'applicants',
      name: `rarest status '${status.name}'`,
      body: { interview_status_id: status.id },
    },
    { list: 'applicants', name: `rarest city '${city.name}'`, body: { city_id: city.id }, who: ['admin'] },
  ];
}

/** GET invoices as accounts (a super-admin): newest first, each filter of the list. */
function invoiceScenarios(paid: number): Scenario[] {
  const invoices = (name: string, body: Record<string, unknown>): Scenario => ({
    list: 'invoices',
    name,
    body,
    who: ['admin'],
  });
  return [
    invoices('no filter', {}),
    invoices("search 'bn-00123' (number)", { search: 'bn-00123' }),
    invoices("search 'zzqx' (no match)", { search: 'zzqx' }),
    invoices("search 'bn' (short)", { search: 'bn' }),
    invoices('client 1 + FY 2025-26', { client_id: 1, from_date: '2025-04-01', to_date: '2026-03-31' }),
    invoices('status Paid', { status_id: paid }),
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
  if (scenario.list === 'reimbursements') {
    const query = reimbursementListQuery.parse({ ...scenario.body, ...PAGE });
    return reimbursementList.statementsText(db, { viewer, query }, PAGE);
  }
  if (scenario.list === 'invoices') {
    const filter = invoiceFilterQuery.parse({ ...scenario.body, ...PAGE });
    return invoiceList.statementsText(db, { scope: invoiceScope(viewer), filter }, PAGE);
  }
  if (scenario.list === 'payrolls') {
    return payrollList.statementsText(
      db,
      payrollListInput(viewer, payrollFilterBody.parse(scenario.body)),
      PAGE,
    );
  }
  if (scenario.list === 'leaves') {
    const area = employeeArea(viewer)!;
    return leaveList.statementsText(db, { area, viewer, filter: leaveFilter.parse(scenario.body) }, PAGE);
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

/**
 * Whether a scenario is one `--only` asks for: `list` (its every scenario) or `list:text` (those of
 * the list whose name contains the text, e.g. `invoices:view`, to profile one row).
 */
export const isAskedFor = (only: readonly string[], scenario: Scenario) =>
  only.some((asked) => {
    const [list, text] = asked.split(':');
    return scenario.list === list && (!text || scenario.name.includes(text));
  });

/** `only`: the lists or rows to run (the --only flag, isAskedFor); null runs every list. */
export async function cases(
  db: Db,
  printPlans: boolean,
  only: readonly string[] | null,
  captureRead: (scenario: Scenario, who: Who) => Promise<CapturedRead>,
): Promise<Case[]> {
  const viewers = {} as Record<Who, SessionUser>;
  for (const who of Object.keys(BENCH_USERS) as Who[]) {
    const [user] = await db.select().from(users).where(eq(users.email, BENCH_USERS[who]));
    viewers[who] = toSessionUser(user!);
  }
  const result: Case[] = [];
  for (const scenario of await scenarios(db)) {
    if (only && !isAskedFor(only, scenario)) continue;
    for (const who of scenario.who ?? (['admin', 'client'] as const)) {
      // A viewer without a leave area is refused the leave list (403): nothing to measure.
      if (scenario.list === 'leaves' && !employeeArea(viewers[who])) continue;
      if (scenario.request) {
        result.push(await readCase(db, scenario, who, await captureRead(scenario, who), printPlans));
        continue;
      }
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

/** What one request of a read sent to the database, and its answer's body. */
export interface CapturedRead {
  groups: CapturedStatement[][];
  answer: unknown;
}

/** A read: its captured statements and the database time of those that only read. */
async function readCase(
  db: Db,
  scenario: Scenario,
  who: Who,
  { groups: captured, answer }: CapturedRead,
  printPlans: boolean,
): Promise<Case> {
  let ms = 0;
  const plans: string[] = [];
  for (const statement of captured.flat()) {
    // EXPLAIN ANALYZE runs what it explains: writes (a session's touch) are not explained.
    if (!/^\s*(select|with)\b/i.test(statement.text) || /\b(insert|update|delete)\b/i.test(statement.text))
      continue;
    const plan = await explain(db, { name: '', text: statement.text, values: statement.values }, printPlans);
    ms += plan.ms;
    if (printPlans) plans.push(plan.text);
  }
  return {
    scenario,
    who,
    before: [],
    statements: null,
    captured,
    answer,
    sqlMs: { page: captured.length ? ms : Number.NaN, count: Number.NaN },
    plans: printPlans ? `\n-- ${scenario.list} / ${scenario.name} / ${who}\n${plans.join('\n')}` : undefined,
  };
}

/** The session lookup's SQL text and its placeholders in order, for the bare baseline. */
export function sessionLookupText(db: Db) {
  const { sql: text, params } = sessionLookupQuery(db).toSQL();
  return { text, params: params.map((p) => (p as { name: string }).name) };
}
