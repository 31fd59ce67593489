// The load run's reads that are not a list's page and count (issue 23): the lists read with GET
// whose statements are not declared through defineList (users, clients, partners, holidays), the
// deepest page and the refused one past 10,000, view pages, next-number, creators, the leave
// calendar and approvers. The bare baseline sends what the app sent for them (bench/capture.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import type { List, Scenario, Who } from './scenarios';

const one = async (db: Db, text: string) => {
  const row = (await db.execute(sql.raw(text))).rows[0] as { id: number } | undefined;
  if (!row) throw new Error(`The benchmark data has nothing for: ${text}`);
  return row.id;
};

/** A GET read as one user. */
export function read(
  list: List,
  name: string,
  path: string,
  who: Who = 'admin',
  extra: Partial<NonNullable<Scenario['request']>> = {},
): Scenario {
  return { list, name, body: {}, who: [who], request: { method: 'GET', path, ...extra } };
}

/** Ids looked up in the data, so the reads are the same at any scale. */
export async function readScenarios(db: Db): Promise<Scenario[]> {
  // An invoice with lines, two sends and a credit note (generate-more.ts: id % 10, id % 25).
  const invoice = await one(
    db,
    'select id from invoices where id % 50 = 0 and locked_at is not null order by id desc limit 1',
  );
  const applicant = await one(
    db,
    'select id from applicants where id % 20 = 0 order by id offset (select count(*) / 40 from applicants) limit 1',
  );
  const employee = await one(
    db,
    'select id from employees order by id offset (select count(*) / 2 from employees) limit 1',
  );
  const deepest = 'skip=9990&limit=10';
  return [
    read('users', 'no filter', '/users?skip=0&limit=10'),
    read('clients', 'no filter', '/clients?skip=0&limit=10'),
    read('clients', "search 'a' (short)", '/clients?skip=0&limit=10&search=a'),
    read('partners', 'no filter', '/partners?skip=0&limit=10'),
    read('partners', "search 'st' (short)", '/partners?skip=0&limit=10&search=st'),
    read('holidays', 'year 2026', '/holidays?year=2026'),
    read('holidays', 'year 2026', '/holidays?year=2026', 'employee'),
    {
      list: 'applicants',
      name: 'page 1,000 (rows 9,991-10,000)',
      body: {},
      who: ['admin'],
      request: { method: 'POST', path: `/filters/applicants?${deepest}` },
    },
    {
      list: 'applicants',
      name: 'page 5,000 (past 10,000: refused)',
      body: {},
      who: ['admin'],
      request: { method: 'POST', path: '/filters/applicants?skip=49990&limit=10', status: 400 },
    },
    read('invoices', 'page 1,000 (rows 9,991-10,000)', `/invoices?${deepest}`),
    read('invoices', 'view (3 lines, 2 sends, a credit note)', `/invoices/${invoice}`),
    read('invoices', 'next-number', '/invoices/next-number?date=2026-06-30'),
    read('invoices', 'creators', '/invoices/creators'),
    read('invoices', 'creators of client 1', '/invoices/creators?client_id=1'),
    read('applicants', 'view', `/applicants/${applicant}`),
    read('employees', 'view', `/employees/${employee}`),
    read('leaves', 'calendar May 2026', '/leaves/calendar?month=2026-05'),
    read('leaves', 'calendar May 2026', '/leaves/calendar?month=2026-05', 'company'),
    read('leaves', 'calendar day 13 May 2026', '/leaves/calendar/day?date=2026-05-13&skip=0&limit=20'),
    read(
      'leaves',
      'calendar day 13 May 2026',
      '/leaves/calendar/day?date=2026-05-13&skip=0&limit=20',
      'company',
    ),
    read('leaves', 'approvers of an employee', `/leaves/approvers?employee_id=${employee}`),
    read('leaves', 'approvers, search', `/leaves/approvers?employee_id=${employee}&search=be`),
  ];
}
