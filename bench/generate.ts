// Fills a migrated database with an agency's worth of job-portal data: client companies, positions
// (with position types and skills) and applicants (with skills and 1-4 interview rows each), plus two
// users to sign in with. Everything is generated inside the database with generate_series and
// INSERT … SELECT, drawn from setseed()-seeded random(), so it is fast on PGlite and PostgreSQL alike
// and the same data every time. The loaded tables' indexes and constraints are built once, after the
// rows (bulk-load.ts). The contract work (placements, timesheets, billing runs, partners' bills) is
// generate-work.ts's step.

import { UPLOADED_URL_PREFIX } from '@staffdesk/shared';
import { sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../apps/server/src/db/client';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { noticePeriodDays } from '../apps/server/src/modules/applicants/notice-period';
import { users } from '../apps/server/src/modules/users/users.tables';
import { seedMasterData } from '../apps/server/src/seed';
import {
  type Log,
  pick,
  rows,
  STATEMENT_BREAK,
  stepRunner,
  textArray,
  timed,
  withoutIndexes,
} from './bulk-load';
import {
  creditNotesSql,
  holidaysSql,
  invoiceLineDrawsSql,
  invoiceLinesSql,
  invoiceSendsSql,
  partnerCount,
  partnersSql,
  STAFF_USERS,
  staffUsersSql,
} from './generate-more';
import {
  COMPANY_WORDS,
  EMPLOYERS,
  FIRST_NAMES,
  INDUSTRIES,
  INTERVIEW_COMMENTS,
  INTERVIEW_PATH,
  LAST_NAMES,
  NOTICE_PERIODS,
  PLACES,
  ROLE_FAMILIES,
  SENIORITY,
} from './pools';

export interface Scale {
  companies: number;
  positions: number;
  applicants: number;
}

export const FULL_SCALE: Scale = { companies: 2_000, positions: 100_000, applicants: 1_000_000 };

export const BENCH_PASSWORD = 'Bench@12345';
export const BENCH_USERS = {
  admin: 'bench.admin@staffdesk.local',
  /** A client-type user of company 1, the largest client (the skew below gives it ~2% of all rows). */
  client: 'bench.client@client.example',
  /** An admin of company 1: the company area's leave list, scoped to its employees. */
  company: 'bench.company@client.example',
  /** A hired applicant's employee user (applicant 20): its own leaves and payslips. */
  employee: 'emp20@bench.flipkoins.example',
  /** The admin of partner account 1 (generate-more.ts), which supplies contractors (generate-work.ts). */
  partner: 'admin@partner1.example',
} as const;

/** Dates are laid out over the three years before this day, so the data does not change with the clock. */
export const ANCHOR = '2026-06-30';
const SPAN_DAYS = 1095;

const BULK_TABLES = [
  'positions',
  'position_skills',
  'position_position_types',
  'applicants',
  'applicant_skills',
  'applicant_interviews',
  'invoices',
  'invoice_lines',
  'invoice_sends',
  'invoice_credit_notes',
  'credit_note_lines',
  'mail_outbox',
  'leaves',
  'payrolls',
];

const intArray = (values: readonly (number | null)[]) =>
  `ARRAY[${values.map((v) => (v === null ? 'NULL' : String(Math.trunc(v)))).join(',')}]::int[]`;

/** What the database holds: nothing yet, the benchmark data, or something else (left alone). */
export async function benchState(db: Db): Promise<'empty' | 'generated' | 'other'> {
  const [table] = await rows<{ users: string | null }>(
    db,
    `select to_regclass('public.users')::text as users`,
  );
  if (!table?.users) return 'empty';
  const [counts] = await rows<{ bench: number; users: number; companies: number }>(
    db,
    `select (select count(*) from users where email = '${BENCH_USERS.admin}')::int as bench,
            (select count(*) from users)::int as users, (select count(*) from companies)::int as companies`,
  );
  if (counts!.bench > 0) return 'generated';
  return counts!.users === 0 && counts!.companies === 0 ? 'empty' : 'other';
}

export async function generate(database: Database, scale: Scale, log: Log = console.log) {
  const started = Date.now();
  const db = database.db;
  await database.migrate();
  await timed(log, 'master data (lookups, geography)', () => seedMasterData(db));
  const passwordHash = await hashPassword(BENCH_PASSWORD);

  await db.transaction(async (tx) => {
    const run = stepRunner(tx, log);
    await tx.execute(sql.raw(`set local work_mem = '64MB'`));
    await tx.execute(sql.raw(`set local maintenance_work_mem = '256MB'`));
    await withoutIndexes(tx, BULK_TABLES, log, async () => {
      const ids = await lookupIds(tx);
      const [admin] = await tx
        .insert(users)
        .values({
          first_name: 'Bench',
          last_name: 'Admin',
          email: BENCH_USERS.admin,
          password_hash: passwordHash,
          type_slug: 'super-admin',
          role_slug: 'admin',
          designation: 'Administrator',
          email_verified_at: new Date(),
        })
        .returning({ id: users.id });
      const by = admin!.id;

      await run('skills and role families', skillsSql());
      await tx.execute(sql.raw(familiesTableSql()));
      await tx.execute(sql.raw(familiesInsertSql()));
      await tx.execute(
        sql.raw(
          `create temp table bench_places (n serial primary key, country_id int, state_id int, city_id int) on commit drop`,
        ),
      );
      await tx.execute(sql.raw(placesSql()));
      const [places] = await rows<{ n: number }>(tx, 'select count(*)::int as n from bench_places');
      if (!places?.n) throw new Error('None of the benchmark cities is in the geography master data');

      await tx.execute(sql.raw('select setseed(0.11)'));
      await run(`${scale.companies} companies`, companiesSql(scale, places.n));
      await tx.insert(users).values({
        first_name: 'Bench',
        last_name: 'Client',
        email: BENCH_USERS.client,
        password_hash: passwordHash,
        type_slug: 'client',
        role_slug: 'user',
        permissions_slug: 'list-positions,list-applicants',
        company_id: 1,
        designation: 'Hiring Manager',
        email_verified_at: new Date(),
      });
      await tx.insert(users).values({
        first_name: 'Bench',
        last_name: 'Company',
        email: BENCH_USERS.company,
        password_hash: passwordHash,
        type_slug: 'client',
        role_slug: 'admin',
        company_id: 1,
        designation: 'HR Manager',
        email_verified_at: new Date(),
      });

      await tx.execute(sql.raw('select setseed(0.22)'));
      await run('position draws', positionDrawsSql(scale, places.n));
      await run(`${scale.positions} positions`, positionsSql(ids, by));
      await run('position types', positionTypesSql(ids));
      await run('position skills', positionSkillsSql());

      await tx.execute(sql.raw('select setseed(0.33)'));
      await run('applicant draws', applicantDrawsSql(scale, places.n));
      await run('applicant skill draws', applicantSkillDrawsSql());
      await run(`${scale.applicants} applicants`, applicantsSql(ids, by));
      await run(
        'applicant skills',
        'insert into applicant_skills select * from bench_applicant_skills order by 1, 2',
      );
      await run('interview rows', interviewsSql(ids, by));
      await run('employee users (one applicant in 20 hired)', employeeUsersSql());
      await tx.execute(
        sql`update users set password_hash = ${passwordHash}, email_verified_at = now() where email = ${BENCH_USERS.employee}`,
      );
      await run('employees', employeesSql(by));
      await run('employee skills', employeeSkillsSql());
      await tx.execute(sql.raw('select setseed(0.66)'));
      await run(`${leaveCount(scale)} leaves`, leavesSql(by));
      await run(`${payslipCount(scale)} payslips`, payslipsSql(by));

      await run('staff users (invoice creators)', staffUsersSql());
      await tx.execute(sql.raw('select setseed(0.44)'));
      await run(`${claimCount(scale)} reimbursement claims by employees`, claimsSql(scale));
      await tx.execute(sql.raw('select setseed(0.55)'));
      await run('invoice line draws', invoiceLineDrawsSql(invoiceCount(scale)));
      await run(`${invoiceCount(scale)} invoices`, invoicesSql(scale));
      await run('invoice lines', invoiceLinesSql());
      await run('invoice e-mails (outbox rows and sends)', invoiceSendsSql());
      await run('credit notes', creditNotesSql());
      await run(
        `${partnerCount(scale.companies)} partner accounts and their users`,
        partnersSql(scale.companies),
      );
      await run('holidays 2024-2027', holidaysSql());

      const serials = [
        'companies',
        'positions',
        'applicants',
        'applicant_interviews',
        'reimbursements',
        'invoices',
        'invoice_lines',
        'invoice_sends',
        'credit_note_lines',
        'leaves',
        'payrolls',
      ];
      for (const table of serials) {
        await tx.execute(
          sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
        );
      }
    });
  });
  await timed(log, 'vacuum analyze', () => db.execute(sql.raw('vacuum analyze')));
  log(`generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** A claim for every fifth applicant's worth of rows: four per employee at any scale. */
const claimCount = (scale: Scale) => Math.max(100, Math.round(scale.applicants / 5));

/**
 * Claims by the employees (issue 11's list; a claimant is an employee's user): statuses skewed to
 * Submitted, the case hrms filters for; one line-free claim a row, since the list reads only the claim.
 */
function claimsSql(scale: Scale) {
  return `
    insert into reimbursements (id, user_id, from_date, to_date, description, reimbursement_status_id,
      currency, claimed_total, created_at, updated_at)
    select g, e.user_id, d, d + 27, 'Bench claim ' || g,
      (select id from reimbursement_statuses where slug =
        (case when r < 0.5 then 'submitted' when r < 0.8 then 'approved' when r < 0.9 then 'paid' else 'rejected' end)),
      'INR', round((random() * 20000)::numeric, 2), d::timestamptz, d::timestamptz
    from (
      select g, random() as r, date '${ANCHOR}' - (random() * ${SPAN_DAYS})::int as d,
        1 + (g % ${employeeCount(scale)}) as k
      from generate_series(1, ${claimCount(scale)}) g
    ) c
    join (select row_number() over (order by id) as k, user_id from employees) e on e.k = c.k
    order by g`;
}

interface Ids {
  positionStatus: Record<string, number>;
  positionType: Record<string, number>;
  sources: number[];
  interviewPath: number[];
  rejected: number;
  onHold: number;
  /** Comment per interview status id (SQL index = id). */
  comments: string[];
}

async function lookupIds(tx: Tx): Promise<Ids> {
  const named = async (table: string, column: string) =>
    Object.fromEntries(
      (await rows<{ id: number; name: string }>(tx, `select id, ${column} as name from ${table}`)).map(
        (r) => [r.name, r.id],
      ),
    ) as Record<string, number>;
  const positionStatus = await named('position_statuses', 'status');
  const positionType = await named('position_types', 'position_type');
  const sources = Object.values(await named('applicant_sources', 'source'));
  const interview = await named('interview_statuses', 'status');
  const need = (map: Record<string, number>, name: string) => {
    if (map[name] === undefined) throw new Error(`Master data lacks '${name}'`);
    return map[name];
  };
  const comments: string[] = [];
  // SQL arrays start at 1, so the comment of status id n sits at index n - 1 here.
  for (const [name, id] of Object.entries(interview))
    comments[id - 1] = INTERVIEW_COMMENTS[name] ?? 'Status updated.';
  return {
    positionStatus,
    positionType,
    sources,
    interviewPath: INTERVIEW_PATH.map((name) => need(interview, name)),
    rejected: need(interview, 'Rejected'),
    onHold: need(interview, 'On Hold'),
    comments: Array.from(comments, (c) => c ?? ''),
  };
}

function skillsSql() {
  const names = [...new Set(ROLE_FAMILIES.flatMap((f) => f.skills))];
  return `insert into skills (skill) select unnest(${textArray(names)}) on conflict do nothing`;
}

function familiesTableSql() {
  return 'create temp table bench_families (id int primary key, titles text[], skill_ids int[]) on commit drop';
}

function familiesInsertSql() {
  const values = ROLE_FAMILIES.map(
    (f, i) =>
      `(${i + 1}, ${textArray(f.titles)}, (select array_agg(id order by id) from skills where lower(skill) = any(${textArray(
        f.skills.map((s) => s.toLowerCase()),
      )})))`,
  );
  return `insert into bench_families values ${values.join(',\n')}`;
}

function placesSql() {
  return `insert into bench_places (country_id, state_id, city_id)
    select co.id, st.id, ci.id
    from unnest(${textArray(PLACES.map((p) => p[0]))}, ${textArray(PLACES.map((p) => p[1]))}, ${textArray(PLACES.map((p) => p[2]))})
      with ordinality as p(iso2, state_code, city, ord)
    join countries co on co.iso2 = p.iso2
    join states st on st.country_id = co.id and st.iso_code = p.state_code
    join lateral (select id from cities where state_id = st.id and city = p.city order by id limit 1) ci on true
    order by p.ord`;
}

function companiesSql(scale: Scale, places: number) {
  const { first, second, kind } = COMPANY_WORDS;
  const combos = first.length * second.length * kind.length;
  if (scale.companies > combos) throw new Error(`At most ${combos} companies have distinct names`);
  // j walks the name combinations in a scrambled order (7919 is prime, so j is distinct for distinct g).
  return `insert into companies (id, company_name, primary_email, billing_email, phone, website, linkedin, industry,
      total_employees, address, zipcode, city_id, state_id, country_id, created_at, updated_at)
    select c.g, n.name, 'careers@' || n.domain, 'accounts@' || n.domain,
      '+91' || (80 + c.g % 20)::text || lpad(((c.g::bigint * 48271) % 100000000)::text, 8, '0'),
      'https://www.' || n.domain, 'https://www.linkedin.com/company/' || replace(n.domain, '.example', ''),
      (${textArray(INDUSTRIES)})[${pick(INDUSTRIES.length)}], (10 * ${pick(500)}),
      (${pick(400)})::text || ', ' || (${textArray(['MG Road', 'Outer Ring Road', 'Tech Park', 'Business Bay', 'Main Street', 'Cyber City'])})[${pick(6)}],
      (560000 + ${pick(9999)})::text, pl.city_id, pl.state_id, pl.country_id,
      timestamptz '${ANCHOR}' - (${SPAN_DAYS + 365} - c.g * ${SPAN_DAYS}.0 / ${scale.companies}) * interval '1 day',
      timestamptz '${ANCHOR}' - (${SPAN_DAYS + 365} - c.g * ${SPAN_DAYS}.0 / ${scale.companies}) * interval '1 day'
    from (select g, (g * 7919) % ${combos} as j, ${pick(places)} as place from generate_series(1, ${scale.companies}) g) c
    join bench_places pl on pl.n = c.place
    cross join lateral (select
      (${textArray(first)})[1 + c.j % ${first.length}] || ' ' || (${textArray(second)})[1 + (c.j / ${first.length}) % ${second.length}]
        || ' ' || (${textArray(kind)})[1 + c.j / ${first.length * second.length}] as name,
      lower((${textArray(first)})[1 + c.j % ${first.length}] || (${textArray(second)})[1 + (c.j / ${first.length}) % ${second.length}])
        || (c.j / ${first.length * second.length})::text || '.example' as domain) n
    order by c.g`;
}

/**
 * One row of random draws per position. Companies are skewed (company = 1 + C·r², so low ids are
 * the big clients), like an agency's real book.
 */
function positionDrawsSql(scale: Scale, places: number) {
  return `create temp table bench_positions on commit drop as
    select g as id, 1 + floor(${scale.companies} * random() ^ 2)::int as company_id,
      ${pick(ROLE_FAMILIES.length)} as family, ${pick(SENIORITY.length)} as seniority, ${pick(12)} as title_n,
      floor(random() * 8)::int as min_exp, 2 + floor(random() * 5)::int as exp_span,
      random() as r_status, random() as r_salary, random() as r_type, ${pick(places)} as place,
      ${pick(10)} as openings, 2 + ${pick(3)} as n_skills,
      timestamptz '${ANCHOR}' - (${scale.positions} - g) * ${SPAN_DAYS}.0 / ${scale.positions} * interval '1 day'
        - random() * interval '8 hours' as created_at
    from generate_series(1, ${scale.positions}) g`;
}

function positionsSql(ids: Ids, by: number) {
  const s = ids.positionStatus;
  return `insert into positions (id, company_id, position, min_experience, min_experience_type, min_experience_months,
      max_experience, max_experience_type, max_experience_months, status_id, no_of_position, max_salary,
      country_id, state_id, city_id, created_by, updated_by, created_at, updated_at)
    select p.id, p.company_id,
      (${textArray(SENIORITY)})[p.seniority] || f.titles[1 + (p.title_n - 1) % cardinality(f.titles)],
      p.min_exp, 2, p.min_exp * 12, p.min_exp + p.exp_span, 2, (p.min_exp + p.exp_span) * 12,
      case when p.r_status < 0.55 then ${s.Open} when p.r_status < 0.70 then ${s['On Hold']}
           when p.r_status < 0.90 then ${s.Closed} else ${s.Filled} end,
      p.openings,
      case when p.r_salary < 0.1 then null
           else round((400000 + (p.min_exp + p.exp_span) * 350000 + p.r_salary * 600000) / 50000) * 50000 end,
      pl.country_id, pl.state_id, pl.city_id, ${by}, ${by}, p.created_at, p.created_at
    from bench_positions p
    join bench_families f on f.id = p.family
    join bench_places pl on pl.n = p.place
    order by p.id`;
}

function positionTypesSql(ids: Ids) {
  const t = ids.positionType;
  return `insert into position_position_types (position_id, position_type_id)
    select id, unnest(case
      when r_type < 0.56 then array[${t['Full Time']}]
      when r_type < 0.70 then array[${t['Full Time']}, ${t.Remote}]
      when r_type < 0.82 then array[${t['Contract to Hire']}]
      when r_type < 0.90 then array[${t.Contract}, ${t.Remote}]
      when r_type < 0.96 then array[${t['Part Time']}]
      else array[${t.Internship}] end)
    from bench_positions order by 1, 2`;
}

function positionSkillsSql() {
  return `insert into position_skills (position_id, skill_id)
    select distinct p.id, f.skill_ids[${pick('cardinality(f.skill_ids)')}]
    from bench_positions p join bench_families f on f.id = p.family, generate_series(1, p.n_skills) k
    order by 1, 2`;
}

/**
 * One row of random draws per applicant. Applicant g applies to a position that existed by then
 * (ids grow with time, so older positions gather more applicants); 85% share its role family.
 * iv_base numbers the interview rows, so the latest one's id is known without a second pass.
 */
function applicantDrawsSql(scale: Scale, places: number) {
  const N = scale.applicants;
  return `create temp table bench_applicants on commit drop as
    with a as (
      select g as id,
        1 + floor(random() * greatest(1, ${scale.positions}::float8 * g / ${N}))::int as position_id,
        ${pick(FIRST_NAMES.length)} as first_n, ${pick(LAST_NAMES.length)} as last_n,
        ${pick(EMPLOYERS.length)} as employer_n, ${pick(places)} as place, random() as r_source,
        ${pick(NOTICE_PERIODS.length)} as notice_n,
        round((random() ^ 1.8 * 22)::numeric * 2) / 2 as experience,
        random() as r_ctc, random() as r_hike, random() as r_family, random() as r_outcome, random() as r_step,
        random() as r_linkedin, floor(random() * 2)::int as jump, ${pick(4)} as n_interviews, 1 + ${pick(4)} as n_skills,
        date '${ANCHOR}' - ((${N} - g)::bigint * ${SPAN_DAYS} / ${N})::int - floor(random() * 20)::int as applied_date
      from generate_series(1, ${N}) g)
    select a.*, p.company_id,
      case when a.r_family < 0.85 then p.family else 1 + floor(a.r_family * 1000)::int % ${ROLE_FAMILIES.length} end as family,
      case when a.r_step < 0.6 then 1 when a.r_step < 0.9 then 2 else 3 end as step,
      (sum(a.n_interviews) over (order by a.id) - a.n_interviews)::int as iv_base
    from a join bench_positions p on p.id = a.position_id`;
}

function applicantSkillDrawsSql() {
  return `create temp table bench_applicant_skills on commit drop as
    select distinct a.id as applicant_id, f.skill_ids[${pick('cardinality(f.skill_ids)')}] as skill_id
    from bench_applicants a join bench_families f on f.id = a.family, generate_series(1, a.n_skills) k`;
}

/**
 * The status of an applicant's interview row k: the first is Screening, each next one or more stages
 * up the path; the last may end it (Rejected, On Hold).
 */
function interviewStatus(ids: Ids, k: string) {
  const index = `least(${INTERVIEW_PATH.length}, 1 + (${k} - 1) * a.step + (${k} > 1)::int * a.jump)`;
  const stage = `(${intArray(ids.interviewPath)})[${index}]`;
  return `case when ${k} < a.n_interviews then ${stage}
    when a.r_outcome < 0.25 then ${ids.rejected} when a.r_outcome < 0.32 then ${ids.onHold} else ${stage} end`;
}

function applicantsSql(ids: Ids, by: number) {
  const noticeDays = NOTICE_PERIODS.map((text) => noticePeriodDays(text));
  const comments = [
    'Good communication; open to relocation.',
    'Strong hands-on experience; expects a quick decision.',
    'Currently serving notice; can negotiate an earlier release.',
    'Prefers hybrid work; has a competing offer.',
  ];
  const sources = ids.sources;
  return `insert into applicants (id, first_name, last_name, email, linkedin, phone, applied_date,
      country_id, state_id, city_id, source_id, current_position, current_company, notice_period, notice_period_days,
      current_ctc, expected_ctc, client_ctc, total_experience, internal_hr_comments, client_id, applying_position,
      current_interview_id, current_interview_status_id, search_text, contact_text,
      created_by, updated_by, created_at, updated_at)
    select a.id, v.first_name, v.last_name, v.email,
      case when a.r_linkedin < 0.6 then 'https://www.linkedin.com/in/' || lower(v.slug) || '-' || a.id end,
      v.phone, a.applied_date, pl.country_id, pl.state_id, pl.city_id,
      (${intArray(sources)})[1 + floor(a.r_source * ${sources.length})::int],
      f.titles[1 + a.id % cardinality(f.titles)], v.employer,
      (${textArray(NOTICE_PERIODS)})[a.notice_n], (${intArray(noticeDays)})[a.notice_n],
      v.current_ctc, v.expected_ctc, round(v.expected_ctc * 1.12 / 10000) * 10000, a.experience,
      case when a.id % 5 < 2 then (${textArray(comments)})[1 + a.id % ${comments.length}] end,
      a.company_id, a.position_id, a.iv_base + a.n_interviews, ${interviewStatus(ids, 'a.n_interviews')},
      lower(v.first_name || ' ' || v.last_name || ' ' || v.employer || ' ' || st.names),
      lower(v.email || ' ' || v.phone),
      ${by}, ${by}, a.applied_date + time '10:30', a.applied_date + a.n_interviews * 6 + time '16:00'
    from bench_applicants a
    join bench_families f on f.id = a.family
    join bench_places pl on pl.n = a.place
    join (select s.applicant_id, string_agg(k.skill, ' ' order by k.skill) as names
          from bench_applicant_skills s join skills k on k.id = s.skill_id group by s.applicant_id) st
      on st.applicant_id = a.id
    cross join lateral (select n.first_name, n.last_name, n.employer,
        replace(n.first_name || '-' || n.last_name, '''', '') as slug,
        lower(replace(n.first_name || '.' || n.last_name, '''', '')) || a.id
          || (${textArray(['@example.com', '@example.net', '@example.org', '@mail.example'])})[1 + a.id % 4] as email,
        '+91' || (6 + a.id % 4)::text || lpad(((a.id::bigint * 7919 + 104729) % 1000000000)::text, 9, '0') as phone,
        round((300000 + a.experience * 180000) * (0.7 + a.r_ctc * 0.8) / 10000) * 10000 as current_ctc,
        round((300000 + a.experience * 180000) * (0.7 + a.r_ctc * 0.8) * (1.15 + a.r_hike * 0.35) / 10000) * 10000
          as expected_ctc
      from (select (${textArray(FIRST_NAMES)})[a.first_n] as first_name, (${textArray(LAST_NAMES)})[a.last_n] as last_name,
              (${textArray(EMPLOYERS)})[a.employer_n] as employer) n) v
    order by a.id`;
}

function interviewsSql(ids: Ids, by: number) {
  return `insert into applicant_interviews (id, applicant_id, interview_status_id, comment, interview_date,
      created_by, updated_by, created_at, updated_at)
    select a.iv_base + k, a.id, s.status, (${textArray(ids.comments)})[s.status], a.applied_date + k * 6,
      ${by}, ${by}, a.applied_date + k * 6 + time '11:00', a.applied_date + k * 6 + time '11:00'
    from bench_applicants a, generate_series(1, a.n_interviews) k
    cross join lateral (select ${interviewStatus(ids, 'k')} as status) s
    order by 1`;
}

/** Two invoices per position: an agency bills its placements monthly. */
export const invoiceCount = (scale: Scale) => scale.positions * 2;

/**
 * Invoices over the same three years, newest last, skewed to the big clients like positions; most
 * sent (locked) and then acknowledged or paid, a tenth still drafts. Numbers are BN-0000001 on.
 */
function invoicesSql(scale: Scale) {
  const n = invoiceCount(scale);
  const status = (slug: string) => `(select id from invoice_statuses where slug = '${slug}')`;
  return `insert into invoices (id, invoice_number, invoiced_date, company_id, invoice_status_id, billing_email,
      tax_mode, gst_rate, subtotal, cgst, sgst, total_amount, locked_at, created_by, updated_by, created_at, updated_at)
    select d.g, 'BN-' || lpad(d.g::text, 7, '0'), d.day, d.company_id,
      case when d.r < 0.10 then ${status('draft')} when d.r < 0.40 then ${status('sent')}
           when d.r < 0.60 then ${status('acknowledged')} when d.r < 0.65 then ${status('disputed')}
           else ${status('paid')} end,
      'accounts@client' || d.company_id || '.example', 'intra', 18, t.subtotal, round(t.subtotal * 0.09, 2),
      round(t.subtotal * 0.09, 2), t.subtotal + 2 * round(t.subtotal * 0.09, 2),
      case when d.r < 0.10 then null else d.day + time '10:00' end, s.id, s.id,
      d.day + time '09:00', d.day + time '09:00'
    from (select g, random() as r, 1 + floor(${scale.companies} * random() ^ 2)::int as company_id,
            date '${ANCHOR}' - ((${n} - g) * ${SPAN_DAYS}.0 / ${n})::int as day
          from generate_series(1, ${n}) g) d
    join bench_invoice_totals t on t.invoice_id = d.g
    join bench_staff s on s.n = 1 + d.g % ${STAFF_USERS}
    order by d.g`;
}

/**
 * One applicant in twenty became an employee (50,000 at full scale): a user of type employee and
 * its employee row, placed at the applicant's client with its skills, for the employee list.
 */
const EMPLOYEE_DOMAIN = '@bench.flipkoins.example';
const HIRED = 'a.id % 20 = 0';

function employeeUsersSql() {
  return `insert into users (first_name, last_name, email, type_slug, role_slug, phone, created_at, updated_at)
    select a.first_name, a.last_name, 'emp' || a.id || '${EMPLOYEE_DOMAIN}', 'employee', 'employee', a.phone,
      a.updated_at, a.updated_at
    from applicants a where ${HIRED} order by a.id`;
}

function employeesSql(by: number) {
  return `insert into employees (user_id, first_name, last_name, phone, personal_email, client_id, employee_id,
      designation, reporting_manager, country_id, state_id, city_id, joining_date, search_text,
      created_by, updated_by, created_at, updated_at)
    select u.id, a.first_name, a.last_name, a.phone, a.email, a.client_id, 'FK-' || a.id,
      a.current_position, 'hr${EMPLOYEE_DOMAIN}', a.country_id, a.state_id, a.city_id, a.updated_at::date,
      lower(a.first_name || ' ' || a.last_name || ' fk-' || a.id || ' ' || u.email || ' ' || a.email || ' ' || a.phone),
      ${by}, ${by}, a.updated_at, a.updated_at
    from applicants a join users u on u.email = 'emp' || a.id || '${EMPLOYEE_DOMAIN}'
    where ${HIRED} order by a.id`;
}

function employeeSkillsSql() {
  return `insert into employee_skills (employee_id, skill_id)
    select e.id, s.skill_id from employees e
    join applicants a on 'FK-' || a.id = e.employee_id
    join applicant_skills s on s.applicant_id = a.id
    order by 1, 2`;
}

/** Employees are one applicant in twenty (HIRED). */
export const employeeCount = (scale: Scale) => Math.floor(scale.applicants / 20);

/** Ten leaves per employee over the two leave years before the anchor. */
const LEAVES_PER_EMPLOYEE = 10;
export const leaveCount = (scale: Scale) => employeeCount(scale) * LEAVES_PER_EMPLOYEE;

/**
 * Leaves (issue 10's lists): 1-5 working days from a weekday (a run that crosses a weekend ends two
 * days later), one in each 73-day tenth of the two years, so an employee's leaves never overlap (the
 * leaves_no_overlap constraint), mostly casual, sick and work from home; the old ones mostly approved, some rejected or
 * cancelled, the last fortnight's still pending. Inserted in the order they were applied, so ids grow
 * with time as in real use. Approvers: the reporting manager and the bench admin.
 */
function leavesSql(by: number) {
  const type = (slug: string) => `(select id from leave_types where slug = '${slug}')`;
  return `insert into leaves (employee_id, leave_type_id, from_date, to_date, total_days, approver_email, status,
      leave_reason, approved_by_email, approved_at, rejected_by_email, rejected_at, cancelled_at, cancelled_by,
      created_by, updated_by, created_at, updated_at)
    select l.employee_id, l.type_id, l.from_date,
      l.from_date + (l.days - 1) + case when extract(isodow from l.from_date)::int + l.days - 1 > 5 then 2 else 0 end,
      l.days, 'hr${EMPLOYEE_DOMAIN},${BENCH_USERS.admin}', l.status,
      (${textArray(['Family function', 'Not feeling well', 'Personal work', 'Travelling home', 'Doctor appointment'])})[${pick(5)}],
      case when l.status = 'approved' then 'hr${EMPLOYEE_DOMAIN}' end,
      case when l.status = 'approved' then l.applied + interval '1 day' end,
      case when l.status = 'rejected' then 'hr${EMPLOYEE_DOMAIN}' end,
      case when l.status = 'rejected' then l.applied + interval '1 day' end,
      case when l.status = 'cancelled' then l.applied + interval '2 days' end,
      case when l.status = 'cancelled' then l.user_id end,
      l.user_id, ${by}, l.applied, l.applied + case when l.status = 'pending' then interval '0' else interval '1 day' end
    from (
      select d.*, f.from_date,
        case when d.r_type < 0.40 then ${type('casual-leave')} when d.r_type < 0.60 then ${type('sick-leave')}
             when d.r_type < 0.85 then ${type('work-from-home')} when d.r_type < 0.91 then ${type('compensatory-off')}
             when d.r_type < 0.96 then ${type('loss-of-pay')} when d.r_type < 0.99 then ${type('paternity-leave')}
             else ${type('maternity-leave')} end as type_id,
        case when f.from_date > date '${ANCHOR}' - 14 or d.r_status < 0.08 then 'pending'
             when d.r_status < 0.80 then 'approved' when d.r_status < 0.93 then 'rejected' else 'cancelled' end as status,
        (f.from_date - (1 + floor(d.r_applied * 20)::int)) + time '09:30' as applied
      from (
        select e.id as employee_id, e.user_id, random() as r_type, random() as r_status, random() as r_applied,
          ${pick(5)} as days, date '${ANCHOR}' - 729 + (k - 1) * 73 + floor(random() * 66)::int as day
        from employees e, generate_series(1, ${LEAVES_PER_EMPLOYEE}) k
      ) d
      -- a weekday in the two years before the anchor: Saturday and Sunday move to Monday
      cross join lateral (select d.day + case extract(isodow from d.day)::int when 6 then 2 when 7 then 1 else 0 end
        as from_date) f
    ) l
    order by l.applied`;
}

/** One payslip per employee per month for the twelve months up to the anchor. */
const PAYSLIP_MONTHS = 12;
export const payslipCount = (scale: Scale) => employeeCount(scale) * PAYSLIP_MONTHS;

/**
 * Payslips (issue 11's lists), a month's run for every employee on the month's last day. Every row
 * names one stored PDF record (files), so the list and view read as in use without 600k files.
 */
function payslipsSql(by: number) {
  const key = 'bench-payslip.pdf';
  return `insert into files (key, folder, original_name, mime_type, size, uploaded_by)
    values ('${key}', 'payslips', 'payslip.pdf', 'application/pdf', 48213, ${by});
    ${STATEMENT_BREAK}
    insert into payrolls (user_id, payslip, payslip_name, payslip_date, payslip_month, created_by, created_at, updated_at)
    select e.user_id, '${UPLOADED_URL_PREFIX}${key}',
      'Payslip ' || to_char(m.month, 'Mon YYYY') || ' ' || e.employee_id || '.pdf',
      (m.month + interval '1 month' - interval '1 day')::date, m.month::date, ${by},
      m.month + interval '1 month' + time '10:00', m.month + interval '1 month' + time '10:00'
    from generate_series(date '${ANCHOR}' - interval '${PAYSLIP_MONTHS - 1} months' - interval '29 days',
                         date '${ANCHOR}' - interval '29 days', interval '1 month') m(month)
    cross join employees e
    order by m.month, e.id`;
}
