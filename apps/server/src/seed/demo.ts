// A small realistic demo data set (SEED_DEMO): client companies in real cities, partner accounts,
// one signed-in-able user of every type and role, skills and locations. Logins: docs/demo-data.md.
import type { PermissionSlug } from '@staffdesk/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { readAll } from '../db/read-all';
import { hashPassword } from '../lib/passwords';
import { companies } from '../modules/companies/companies.tables';
import { locations, skills } from '../modules/master/master.tables';
import { partnersAccounts } from '../modules/partners/partners.tables';
import { users } from '../modules/users/users.tables';
import { seedDemoEmployees } from './demo-employees';
import { seedDemoInvoiceSettings } from './demo-invoices';
import { seedDemoJobPortal } from './demo-job-portal';
import { toPgArray } from './geography';

export const DEMO_PASSWORD = 'Demo@12345';

export const DEMO_SKILLS = [
  'Java',
  'Python',
  'JavaScript',
  'TypeScript',
  'React',
  'Angular',
  'Node.js',
  'Spring Boot',
  '.NET',
  'Go',
  'Kotlin',
  'Swift',
  'SQL',
  'PostgreSQL',
  'MongoDB',
  'AWS',
  'Azure',
  'Docker',
  'Kubernetes',
  'DevOps',
  'Data Engineering',
  'Machine Learning',
  'Salesforce',
  'SAP',
  'Selenium',
  'Business Analysis',
  'Project Management',
  'UI/UX Design',
];
export const DEMO_LOCATIONS = [
  'Bengaluru',
  'Hyderabad',
  'Pune',
  'Chennai',
  'Mumbai',
  'Austin',
  'Boston',
  'Remote',
];

interface Place {
  city: string;
  state: string;
  country: string;
  timezone: string;
}
const BENGALURU: Place = { city: 'Bengaluru', state: 'Karnataka', country: 'IN', timezone: 'Asia/Kolkata' };
const MUMBAI: Place = { city: 'Mumbai', state: 'Maharashtra', country: 'IN', timezone: 'Asia/Kolkata' };
const CHENNAI: Place = { city: 'Chennai', state: 'Tamil Nadu', country: 'IN', timezone: 'Asia/Kolkata' };
const HYDERABAD: Place = { city: 'Hyderabad', state: 'Telangana', country: 'IN', timezone: 'Asia/Kolkata' };
const AUSTIN: Place = { city: 'Austin', state: 'Texas', country: 'US', timezone: 'America/Chicago' };
const BOSTON: Place = { city: 'Boston', state: 'Massachusetts', country: 'US', timezone: 'America/New_York' };
const CHICAGO: Place = { city: 'Chicago', state: 'Illinois', country: 'US', timezone: 'America/Chicago' };

const DEMO_COMPANIES = [
  {
    key: 'northwind',
    company_name: 'Northwind Analytics Pvt Ltd',
    domain: 'northwind-analytics.example',
    phone: '+918041235678',
    industry: 'Data & Analytics',
    total_employees: 250,
    address: '4th Floor, Prestige Tech Park, Outer Ring Road',
    zipcode: '560103',
    gstin: '29AABCN1234F1ZS',
    place: BENGALURU,
  },
  {
    key: 'bluepeak',
    company_name: 'Bluepeak Software Inc',
    domain: 'bluepeak.example',
    phone: '+15125550142',
    industry: 'Software',
    total_employees: 120,
    address: '600 Congress Avenue, Suite 1400',
    zipcode: '78701',
    gstin: null,
    place: AUSTIN,
  },
  {
    key: 'orion',
    company_name: 'Orion Retail Ltd',
    domain: 'orion-retail.example',
    phone: '+912266778899',
    industry: 'Retail',
    total_employees: 1800,
    address: 'Orion House, Bandra Kurla Complex',
    zipcode: '400051',
    gstin: '27AACCO5678K1ZV',
    place: MUMBAI,
  },
  {
    key: 'greenfield',
    company_name: 'Greenfield Health Systems',
    domain: 'greenfield-health.example',
    phone: '+16175550187',
    industry: 'Healthcare',
    total_employees: 640,
    address: '200 Clarendon Street',
    zipcode: '02116',
    gstin: null,
    place: BOSTON,
  },
  {
    key: 'kestrel',
    company_name: 'Kestrel Logistics Pvt Ltd',
    domain: 'kestrel-logistics.example',
    phone: '+914428150900',
    industry: 'Logistics',
    total_employees: 430,
    address: '12 Anna Salai, Teynampet',
    zipcode: '600018',
    gstin: '33AADCK4321M1ZN',
    place: CHENNAI,
  },
] as const;

const DEMO_PARTNERS = [
  {
    key: 'talentbridge',
    account_name: 'TalentBridge Consulting',
    domain: 'talentbridge.example',
    phone: '+914067891234',
    industry: 'Recruitment',
    address: 'Plot 21, HITEC City, Madhapur',
    zipcode: '500081',
    place: HYDERABAD,
    bank: {
      name: 'TalentBridge Consulting LLP',
      number: '50200012345678',
      ifsc: 'HDFC0000521',
      swift: 'HDFCINBB',
    },
  },
  {
    key: 'summit',
    account_name: 'Summit Staffing Partners',
    domain: 'summit-staffing.example',
    phone: '+13125550111',
    industry: 'Staffing',
    address: '233 South Wacker Drive, Suite 800',
    zipcode: '60606',
    place: CHICAGO,
    bank: { name: 'Summit Staffing Partners LLC', number: '004512398765', ifsc: null, swift: 'CHASUS33' },
  },
] as const;

type CompanyKey = (typeof DEMO_COMPANIES)[number]['key'];
type PartnerKey = (typeof DEMO_PARTNERS)[number]['key'];

interface DemoUser {
  first_name: string;
  last_name: string;
  /** The part before @; the domain is the company's, the partner's or the staffing company's own. */
  local: string;
  type: string;
  role: string;
  designation: string;
  company?: CompanyKey | 'own';
  partner?: PartnerKey;
  permissions?: PermissionSlug[];
}

export const DEMO_USERS: DemoUser[] = [
  {
    first_name: 'Ananya',
    last_name: 'Iyer',
    local: 'ananya.iyer',
    type: 'super-admin',
    role: 'admin',
    designation: 'Head of Delivery',
    company: 'own',
  },
  {
    first_name: 'Rahul',
    last_name: 'Verma',
    local: 'rahul.verma',
    type: 'super-admin',
    role: 'user',
    designation: 'Senior Recruiter',
    company: 'own',
    permissions: [
      'list-positions',
      'create-position',
      'edit-position',
      'list-applicants',
      'create-applicant',
      'edit-applicant',
      'show-client ctc',
    ],
  },
  {
    first_name: 'Arjun',
    last_name: 'Mehta',
    local: 'arjun.mehta',
    type: 'client',
    role: 'admin',
    designation: 'Engineering Manager',
    company: 'northwind',
  },
  {
    first_name: 'Kavya',
    last_name: 'Nair',
    local: 'kavya.nair',
    type: 'client',
    role: 'user',
    designation: 'HR Executive',
    company: 'northwind',
    permissions: ['list-positions', 'create-position', 'list-applicants', 'edit-applicant'],
  },
  {
    first_name: 'Emily',
    last_name: 'Carter',
    local: 'emily.carter',
    type: 'client',
    role: 'admin',
    designation: 'VP Engineering',
    company: 'bluepeak',
  },
  {
    first_name: 'Jason',
    last_name: 'Lee',
    local: 'jason.lee',
    type: 'client',
    role: 'user',
    designation: 'Talent Partner',
    company: 'bluepeak',
    permissions: ['list-positions', 'list-applicants', 'show-client ctc'],
  },
  {
    first_name: 'Sanjay',
    last_name: 'Gupta',
    local: 'sanjay.gupta',
    type: 'partners',
    role: 'admin',
    designation: 'Managing Partner',
    partner: 'talentbridge',
  },
  {
    first_name: 'Meera',
    last_name: 'Joshi',
    local: 'meera.joshi',
    type: 'partners_client',
    role: 'user',
    designation: 'Hiring Manager',
    company: 'orion',
    partner: 'talentbridge',
    permissions: ['list-positions', 'create-position', 'edit-position', 'list-applicants'],
  },
  {
    first_name: 'Vikram',
    last_name: 'Singh',
    local: 'vikram.singh',
    type: 'employee',
    role: 'employee',
    designation: 'Software Engineer',
  },
  {
    first_name: 'Rohan',
    last_name: 'Mehta',
    local: 'rohan.mehta',
    type: 'employee',
    role: 'employee',
    designation: 'Data Analyst',
  },
  {
    first_name: 'Sneha',
    last_name: 'Kulkarni',
    local: 'sneha.kulkarni',
    type: 'employee',
    role: 'employee',
    designation: 'QA Engineer',
  },
];

type PlaceIds = {
  city_id: number | null;
  state_id: number | null;
  country_id: number | null;
  timezone_id: number | null;
};

/** Ids of each place, found by city, state and country name in the seeded geography (one query). */
async function findPlaces(db: DbOrTx, places: Place[]): Promise<Map<string, PlaceIds>> {
  const key = (p: Pick<Place, 'city' | 'state' | 'country'>) => `${p.city}|${p.state}|${p.country}`;
  const result = await db.execute<{
    key: string;
    city_id: number;
    state_id: number;
    country_id: number;
    timezone_id: number | null;
  }>(sql`
    select p.city || '|' || p.state || '|' || p.country as key, c.id as city_id, s.id as state_id,
           co.id as country_id, tz.id as timezone_id
    from unnest(${toPgArray(places.map((p) => p.city))}::text[], ${toPgArray(places.map((p) => p.state))}::text[],
                ${toPgArray(places.map((p) => p.country))}::text[], ${toPgArray(places.map((p) => p.timezone))}::text[])
         as p(city, state, country, timezone)
    join countries co on co.iso2 = p.country
    join states s on s.country_id = co.id and s.state = p.state
    join cities c on c.state_id = s.id and c.city = p.city
    left join timezones tz on tz.name = p.timezone`);
  const found = new Map<string, PlaceIds>(result.rows.map((r) => [r.key, r]));
  const none: PlaceIds = { city_id: null, state_id: null, country_id: null, timezone_id: null };
  return new Map(places.map((p) => [key(p), found.get(key(p)) ?? none]));
}

/** `password`: every demo user's; the published DEMO_PASSWORD only outside production (seed/index.ts). */
export async function seedDemo(db: DbOrTx, ownCompanyId: number, password = DEMO_PASSWORD) {
  const placeKey = (p: Place) => `${p.city}|${p.state}|${p.country}`;
  // The hash is CPU work: it runs beside the reads.
  const hashing = hashPassword(password);
  const [places, [own]] = await readAll(db, [
    () => findPlaces(db, [...DEMO_COMPANIES.map((c) => c.place), ...DEMO_PARTNERS.map((p) => p.place)]),
    () => db.select({ email: companies.primary_email }).from(companies).where(eq(companies.id, ownCompanyId)),
  ]);
  const passwordHash = await hashing;
  const ownDomain = own?.email?.split('@')[1] ?? 'staffdesk.local';

  await db
    .insert(skills)
    .values(DEMO_SKILLS.map((name) => ({ name })))
    .onConflictDoNothing();
  await db
    .insert(locations)
    .values(DEMO_LOCATIONS.map((name) => ({ name })))
    .onConflictDoNothing();

  const companyRows = await db
    .insert(companies)
    .values(
      DEMO_COMPANIES.map((c) => {
        const ids = places.get(placeKey(c.place))!;
        return {
          company_name: c.company_name,
          primary_email: `hr@${c.domain}`,
          phone: c.phone,
          website: `https://www.${c.domain}`,
          linkedin: `https://www.linkedin.com/company/${c.key}-demo`,
          industry: c.industry,
          total_employees: c.total_employees,
          address: c.address,
          zipcode: c.zipcode,
          ...ids,
          billing_email: `accounts@${c.domain}`,
          gstin: c.gstin,
          billing_address: c.address,
          billing_zipcode: c.zipcode,
          billing_city_id: ids.city_id,
          billing_state_id: ids.state_id,
          billing_country_id: ids.country_id,
        };
      }),
    )
    .returning({ id: companies.id });
  const partnerRows = await db
    .insert(partnersAccounts)
    .values(
      DEMO_PARTNERS.map((p) => ({
        account_name: p.account_name,
        primary_email: `partners@${p.domain}`,
        phone: p.phone,
        website: `https://www.${p.domain}`,
        linkedin: `https://www.linkedin.com/company/${p.key}-demo`,
        industry: p.industry,
        address: p.address,
        zipcode: p.zipcode,
        ...places.get(placeKey(p.place))!,
        partners_bank_account_name: p.bank.name,
        partners_bank_account_number: p.bank.number,
        ifsc_code: p.bank.ifsc,
        swift_code: p.bank.swift,
        branch: p.place.city,
        partners_account_address: p.address,
      })),
    )
    .returning({ id: partnersAccounts.id });

  const companyIds = new Map(DEMO_COMPANIES.map((c, i) => [c.key, companyRows[i]!.id]));
  const partnerIds = new Map(DEMO_PARTNERS.map((p, i) => [p.key, partnerRows[i]!.id]));
  const domainOf = (u: DemoUser) =>
    u.company && u.company !== 'own'
      ? DEMO_COMPANIES.find((c) => c.key === u.company)!.domain
      : u.partner
        ? DEMO_PARTNERS.find((p) => p.key === u.partner)!.domain
        : ownDomain;
  const verifiedAt = new Date();
  await db.insert(users).values(
    DEMO_USERS.map((u) => ({
      first_name: u.first_name,
      last_name: u.last_name,
      email: `${u.local}@${domainOf(u)}`,
      password_hash: passwordHash,
      type_slug: u.type,
      role_slug: u.role,
      designation: u.designation,
      company_id: u.company === 'own' ? ownCompanyId : u.company ? companyIds.get(u.company)! : null,
      partners_account_id: u.partner ? partnerIds.get(u.partner)! : null,
      permissions_slug: (u.permissions ?? []).join(','),
      email_verified_at: verifiedAt,
    })),
  );
  await seedDemoJobPortal(db, [...companyIds.values()]);
  await seedDemoInvoiceSettings(db, ownDomain);
  await seedDemoEmployees(db, companyIds, ownDomain);
}
