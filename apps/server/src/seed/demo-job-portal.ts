// Demo positions and applicants for the demo companies (SEED_DEMO): a few open roles per company,
// each with applicants at different interview stages, written through the same services as the API
// so every stored search text and latest status is what the app itself would store.
import { applicantBody, positionBody, type SessionUser } from '@staffdesk/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { insertApplicant } from '../modules/applicants/applicants.service';
import { companies } from '../modules/companies/companies.tables';
import {
  applicantSources,
  interviewStatuses,
  positionStatuses,
  positionTypes,
  skills,
} from '../modules/master/master.tables';
import { createPosition } from '../modules/positions/positions.service';
import { toSessionUser } from '../modules/users/users.mapper';
import { users } from '../modules/users/users.tables';

interface DemoPosition {
  position: string;
  types: string[];
  skills: string[];
  experience: [number, number];
  openings: number;
  salary: string | null;
  status: string;
}

const POSITIONS: DemoPosition[] = [
  {
    position: 'Senior Backend Engineer',
    types: ['Full Time'],
    skills: ['Java', 'Spring Boot', 'PostgreSQL'],
    experience: [5, 9],
    openings: 3,
    salary: '3200000',
    status: 'Open',
  },
  {
    position: 'React Frontend Developer',
    types: ['Full Time', 'Remote'],
    skills: ['React', 'TypeScript', 'JavaScript'],
    experience: [2, 5],
    openings: 2,
    salary: '1800000',
    status: 'Open',
  },
  {
    position: 'DevOps Engineer',
    types: ['Contract to Hire'],
    skills: ['AWS', 'Docker', 'Kubernetes'],
    experience: [3, 7],
    openings: 1,
    salary: '2400000',
    status: 'Open',
  },
  {
    position: 'Data Engineer',
    types: ['Full Time'],
    skills: ['Python', 'SQL', 'Data Engineering'],
    experience: [3, 6],
    openings: 2,
    salary: '2200000',
    status: 'On Hold',
  },
  {
    position: 'QA Automation Engineer',
    types: ['Contract'],
    skills: ['Selenium', 'Java'],
    experience: [2, 4],
    openings: 4,
    salary: null,
    status: 'Open',
  },
];

const PEOPLE = [
  ['Priya', 'Sharma', 'Infosys'],
  ['Rohan', 'Kapoor', 'Wipro'],
  ['Sneha', 'Reddy', 'Accenture'],
  ['Karthik', 'Subramanian', 'TCS'],
  ['Aditi', 'Desai', 'Flipkart'],
  ['Michael', 'Brown', 'Dell'],
  ['Sarah', 'Miller', 'Oracle'],
  ['Farhan', 'Sheikh', 'Zoho'],
  ['Neha', 'Kulkarni', 'Capgemini'],
  ['David', 'Wilson', 'IBM'],
  ['Lakshmi', 'Menon', 'Freshworks'],
  ['Amit', 'Patel', 'HCL'],
] as const;

/** Interview stages in order; an applicant at stage n has one row for each stage up to n. */
const STAGES = [
  ['Screening', 'Profile screened; good match on the core skills.'],
  ['Shortlisted', 'Shortlisted by the client after the profile review.'],
  ['L1 Scheduled', 'First technical round scheduled with the hiring team.'],
  ['L1 Cleared', 'Cleared the first technical round.'],
  ['Offered', 'Offer released; awaiting acceptance.'],
] as const;
const SOURCES = ['LinkedIn', 'Naukri', 'Referral', 'Company Website'];
const NOTICE = ['Immediate', '15 days', '30 days', '60 days', '90 days'];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function namesToIds(db: DbOrTx, table: typeof skills | typeof positionTypes, names: readonly string[]) {
  const rows = await db
    .select()
    .from(table)
    .where(inArray(table.name, [...names]));
  return new Map(rows.map((r) => [r.name, r.id]));
}

export async function seedDemoJobPortal(db: DbOrTx, companyIds: number[]) {
  const [author] = await db
    .select()
    .from(users)
    .where(and(eq(users.type_slug, 'super-admin'), eq(users.role_slug, 'admin'), isNull(users.deleted_at)))
    .orderBy(asc(users.id))
    .limit(1);
  if (!author || companyIds.length === 0) return;
  const viewer: SessionUser = toSessionUser(author);

  const skillIds = await namesToIds(db, skills, [...new Set(POSITIONS.flatMap((p) => p.skills))]);
  const typeIds = await namesToIds(db, positionTypes, [...new Set(POSITIONS.flatMap((p) => p.types))]);
  const statusIds = new Map((await db.select().from(positionStatuses)).map((r) => [r.name, r.id]));
  const sourceIds = new Map((await db.select().from(applicantSources)).map((r) => [r.name, r.id]));
  const stageIds = new Map((await db.select().from(interviewStatuses)).map((r) => [r.name, r.id]));
  const clients = await db
    .select({
      id: companies.id,
      city_id: companies.city_id,
      state_id: companies.state_id,
      country_id: companies.country_id,
    })
    .from(companies)
    .where(inArray(companies.id, companyIds))
    .orderBy(asc(companies.id));

  let person = 0;
  for (const [c, client] of clients.entries()) {
    if (!client.country_id) continue;
    const place = { country_id: client.country_id, state_id: client.state_id, city_id: client.city_id };
    for (let k = 0; k < 3; k++) {
      const template = POSITIONS[(c + k) % POSITIONS.length]!;
      const position = await createPosition(
        db,
        viewer,
        positionBody.parse({
          company_id: client.id,
          position: template.position,
          position_type_id: template.types.map((t) => typeIds.get(t)),
          skill_id: template.skills.map((s) => skillIds.get(s)),
          min_experience: String(template.experience[0]),
          min_experience_type: 2,
          max_experience: String(template.experience[1]),
          max_experience_type: 2,
          status_id: statusIds.get(template.status),
          total_position: String(template.openings),
          max_salary: template.salary,
          ...place,
        }),
      );
      // Two applicants per position, each at a different stage of the interviews.
      for (let a = 0; a < 2; a++, person++) {
        const [first, last, employer] = PEOPLE[person % PEOPLE.length]!;
        const stage = (person * 2 + a) % STAGES.length;
        const years = template.experience[0] + ((person + a) % 3);
        const ctc = 800_000 + years * 250_000;
        await insertApplicant(
          db,
          viewer,
          applicantBody.parse({
            first_name: first,
            last_name: last,
            email: `${first}.${last}${person}@mail.example`.toLowerCase(),
            linkedin: `https://www.linkedin.com/in/${first}-${last}-${person}`.toLowerCase(),
            phone: `+9198${String(45_000_000 + person * 7919).padStart(8, '0')}`,
            applied_date: daysAgo(stage * 4 + 5),
            ...place,
            skill_id: position.skill_id,
            source_id: sourceIds.get(SOURCES[person % SOURCES.length]!),
            current_position: template.position.replace(/^Senior /, ''),
            current_company: employer,
            notice_period: NOTICE[person % NOTICE.length],
            current_ctc: String(ctc),
            expected_ctc: String(Math.round(ctc * 1.3)),
            client_ctc: String(Math.round(ctc * 1.45)),
            total_experience: String(years),
            internal_hr_comments: `Sourced for ${template.position}.`,
            client_id: client.id,
            applying_position: position.id,
            interview_status: STAGES.slice(0, stage + 1).map(([status, comment], i) => ({
              interview_status: stageIds.get(status),
              comment,
              date: daysAgo((stage - i) * 4 + 2),
            })),
          }),
        );
      }
    }
  }
}
