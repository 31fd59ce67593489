// API tests for positions (spec 000 §2 Positions, §5 Position form, §6, §7 Positions, §8).
import { POSITION_MESSAGES as M } from '@staffdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, signedIn } from '../../test/factories';
import {
  applicantForm,
  FIXTURE_FILES,
  type Headers,
  jobPortalLookups,
  type Lookups,
  positionForm,
} from '../../test/job-portal.fixtures';
import { positions } from './positions.tables';

let ctx: TestContext;
let l: Lookups;
let admin: Headers;
let acme: { id: number };
let globex: { id: number };
let acmeClient: Headers;

beforeAll(async () => {
  ctx = await buildTestApp();
  l = await jobPortalLookups(ctx.app);
  acme = await createCompany(ctx.app, { company_name: 'Acme Corp' });
  globex = await createCompany(ctx.app, { company_name: 'Globex Industries' });
  ({ headers: admin } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' }));
  ({ headers: acmeClient } = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: acme.id }));
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers?: Headers, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1/${url}`, headers, payload });

async function create(overrides: Parameters<typeof positionForm>[2] = {}, companyId = acme.id, h = admin) {
  const res = await call('POST', 'positions', h, positionForm(l, companyId, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('POST positions', () => {
  it('creates a position and answers it as the view shows it', async () => {
    const res = await call('POST', 'positions', admin, positionForm(l, acme.id));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(M.created);
    const data = res.json().data;
    expect(data).toMatchObject({
      company_id: acme.id,
      company_name: 'Acme Corp',
      position: 'Backend Engineer',
      position_types: 'Contract, Full Time',
      skills: 'Node.js, PostgreSQL',
      min_experience: '2 Year(s)',
      min_experience_value: 2,
      min_experience_type: 2,
      max_experience: '6 Year(s)',
      status: 'Open',
      no_of_position: 3,
      max_salary: '1500000',
      country_id: l.country,
      state_id: l.state,
      city_id: l.city,
      job_description: FIXTURE_FILES.jd,
      job_description_original: 'backend.pdf',
      application_count: 0,
    });
    expect(data.skill_id.sort()).toEqual([l.skill['Node.js'], l.skill.PostgreSQL].sort());
    expect(data.skill_items).toHaveLength(2);
    const [row] = await ctx.app.deps.db.select().from(positions).where(eq(positions.id, data.id));
    expect(row).toMatchObject({ min_experience_months: 24, max_experience_months: 72 });
  });

  it.each([
    [{ company_id: '' }, M.companyRequired],
    [{ position: '' }, M.positionRequired],
    [{ position: 'QA' }, M.positionShort],
    [{ position_type_id: [] }, M.positionTypeRequired],
    [{ skill_id: [] }, M.skillRequired],
    [{ min_experience: '' }, M.minExperienceRequired],
    [{ min_experience: '1a' }, M.experienceInvalid],
    [{ max_experience_type: '' }, M.experienceTypeRequired],
    [{ status_id: '' }, M.statusRequired],
    [{ total_position: '' }, M.totalPositionRequired],
    [{ total_position: '123456' }, M.totalPositionInvalid],
    [{ max_salary: '50k' }, M.salaryInvalid],
    [{ max_salary: '500' }, M.salaryShort],
    [{ country_id: '' }, M.countryRequired],
  ] as [object, string][])('answers 400 %j → %s', async (overrides, message) => {
    const res = await call('POST', 'positions', admin, { ...positionForm(l, acme.id), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers the field message for ids that name nothing', async () => {
    const unknownSkill = await call(
      'POST',
      'positions',
      admin,
      positionForm(l, acme.id, { skill_id: [999999] }),
    );
    expect(unknownSkill.statusCode).toBe(400);
    expect(unknownSkill.json().message).toBe(M.skillRequired);
    const unknownCompany = await call('POST', 'positions', admin, positionForm(l, 999999));
    expect(unknownCompany.statusCode).toBe(400);
    expect(unknownCompany.json().message).toBe(M.companyRequired);
    const unknownStatus = await call(
      'POST',
      'positions',
      admin,
      positionForm(l, acme.id, { status_id: 999999 }),
    );
    expect(unknownStatus.json().message).toBe(M.statusRequired);
  });

  it('files a client viewer’s position under its own company, whatever the form says', async () => {
    const data = await create({ position: 'Client-made role' }, globex.id, acmeClient);
    expect(data.company_id).toBe(acme.id);
  });

  it('refuses anonymous callers and role users without create-position', async () => {
    expect((await call('POST', 'positions', undefined, positionForm(l, acme.id))).statusCode).toBe(401);
    const { headers } = await signedIn(ctx.app, {
      type: 'super-admin',
      role: 'user',
      permissions: ['list-positions'],
    });
    const res = await call('POST', 'positions', headers, { position: '' });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET positions/:id', () => {
  it('answers the position, 404 for a client viewer of another company and after delete', async () => {
    const mine = await create({ position: 'Readable role' });
    const theirs = await create({ position: 'Other company role' }, globex.id);
    const res = await call('GET', `positions/${mine.id}`, acmeClient);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: mine.id, position: 'Readable role' });
    const other = await call('GET', `positions/${theirs.id}`, acmeClient);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(M.notFound);
    expect((await call('GET', `positions/${theirs.id}`, admin)).statusCode).toBe(200);
  });

  it('refuses anonymous callers and role users without list-positions', async () => {
    const p = await create();
    expect((await call('GET', `positions/${p.id}`)).statusCode).toBe(401);
    const { headers } = await signedIn(ctx.app, {
      type: 'super-admin',
      role: 'user',
      permissions: ['list-users'],
    });
    expect((await call('GET', `positions/${p.id}`, headers)).statusCode).toBe(403);
  });
});

describe('PUT positions/:id', () => {
  it('updates a position, its skills and types', async () => {
    const p = await create();
    const res = await call(
      'PUT',
      `positions/${p.id}`,
      admin,
      positionForm(l, acme.id, {
        position: 'Staff Engineer',
        skill_id: [l.skill.Java!],
        position_type_id: l.fullTime,
        min_experience: '18',
        min_experience_type: 1,
        max_salary: '',
        total_position: 7,
        updated_at: p.updated_at,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.updated);
    expect(res.json().data).toMatchObject({
      position: 'Staff Engineer',
      skills: 'Java',
      position_types: 'Full Time',
      min_experience: '18 Month(s)',
      max_salary: null,
      no_of_position: 7,
    });
  });

  it('keeps the company of a position that has applicants', async () => {
    const p = await create();
    const saved = await call(
      'PUT',
      `positions/${p.id}`,
      admin,
      positionForm(l, globex.id, { updated_at: p.updated_at }),
    );
    expect(saved.statusCode).toBe(200);
    await call('POST', 'applicants', admin, applicantForm(l, globex.id, p.id));
    const updated_at = saved.json().data.updated_at;
    const res = await call('PUT', `positions/${p.id}`, admin, positionForm(l, acme.id, { updated_at }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.companyLocked);
  });

  it('answers 409 when the position changed since the form loaded it', async () => {
    const p = await create();
    const form = positionForm(l, acme.id, { updated_at: p.updated_at });
    expect((await call('PUT', `positions/${p.id}`, admin, form)).statusCode).toBe(200);
    const stale = await call('PUT', `positions/${p.id}`, admin, form);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(M.changed);
  });

  it('answers 400 with the spec message, 404 for another company, 403 without edit-position', async () => {
    const p = await create({}, globex.id);
    const bad = await call('PUT', `positions/${p.id}`, admin, positionForm(l, globex.id, { position: 'ab' }));
    expect(bad.json().message).toBe(M.positionShort);
    expect((await call('PUT', `positions/${p.id}`, acmeClient, positionForm(l, acme.id))).statusCode).toBe(
      404,
    );
    const { headers } = await signedIn(ctx.app, {
      type: 'super-admin',
      role: 'user',
      permissions: ['list-positions', 'create-position'],
    });
    expect((await call('PUT', `positions/${p.id}`, headers, positionForm(l, globex.id))).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `positions/${p.id}`, undefined, positionForm(l, globex.id))).statusCode).toBe(
      401,
    );
  });
});

describe('DELETE positions/:id', () => {
  it('soft-deletes: answers the spec text, hides it, keeps the row and its applicants’ view of it', async () => {
    const p = await create({ position: 'Soon gone' });
    const applicant = await call('POST', 'applicants', admin, applicantForm(l, acme.id, p.id));
    expect(applicant.statusCode, applicant.body).toBe(201);

    const res = await call('DELETE', `positions/${p.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Position has been deleted');
    expect((await call('GET', `positions/${p.id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `positions/${p.id}`, admin)).statusCode).toBe(404);
    const [row] = await ctx.app.deps.db.select().from(positions).where(eq(positions.id, p.id));
    expect(row!.deleted_at).not.toBeNull();

    const read = await call('GET', `applicants/${applicant.json().data.id}`, admin);
    expect(read.json().data).toMatchObject({ position: 'Soon gone', position_deleted: true });
  });

  it('refuses another company’s position, anonymous callers and role users without delete-position', async () => {
    const p = await create({}, globex.id);
    expect((await call('DELETE', `positions/${p.id}`, acmeClient)).statusCode).toBe(404);
    expect((await call('DELETE', `positions/${p.id}`)).statusCode).toBe(401);
    const { headers } = await signedIn(ctx.app, {
      type: 'super-admin',
      role: 'user',
      permissions: ['list-positions'],
    });
    expect((await call('DELETE', `positions/${p.id}`, headers)).statusCode).toBe(403);
  });
});

describe('GET company-positions/:companyId', () => {
  it('lists a company’s live positions as {id, position}', async () => {
    const company = await createCompany(ctx.app);
    const a = await create({ position: 'Zeta role' }, company.id);
    const b = await create({ position: 'Alpha role' }, company.id);
    const gone = await create({ position: 'Deleted role' }, company.id);
    await call('DELETE', `positions/${gone.id}`, admin);
    const res = await call('GET', `company-positions/${company.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: b.id, position: 'Alpha role' },
      { id: a.id, position: 'Zeta role' },
    ]);
  });

  it('answers 404 to a client viewer asking for another company, 401 to anonymous callers', async () => {
    expect((await call('GET', `company-positions/${globex.id}`, acmeClient)).statusCode).toBe(404);
    expect((await call('GET', `company-positions/${acme.id}`, acmeClient)).statusCode).toBe(200);
    expect((await call('GET', `company-positions/${acme.id}`)).statusCode).toBe(401);
  });

  it('answers 403 to a signed-in user without a job-portal key (issue 7: a session was enough)', async () => {
    for (const type of ['employee', 'partners']) {
      const { headers } = await signedIn(ctx.app, { type });
      const res = await call('GET', `company-positions/${acme.id}`, headers);
      expect(res.statusCode, type).toBe(403);
    }
  });
});

describe('POST filters/positions', () => {
  let company: { id: number };
  const list = async (body: object, query = 'skip=0&limit=10', h = admin) => {
    const res = await call('POST', `filters/positions?${query}`, h, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: { position: string }[]; count: number; numberOfPages: number };
  };
  const names = async (body: object, h = admin) =>
    (await list(body, undefined, h)).list.map((p) => p.position);

  beforeAll(async () => {
    company = await createCompany(ctx.app, { company_name: 'Initech Filters' });
    await create(
      { position: 'Filter React Developer', skill_id: [l.skill.React!], max_salary: '900000' },
      company.id,
    );
    await create(
      {
        position: 'Filter Java Lead',
        skill_id: [l.skill.Java!],
        max_salary: '2500000',
        min_experience: '8',
        max_experience: '12',
        status_id: l.onHold,
        position_type_id: [l.contract],
      },
      company.id,
    );
    await create(
      { position: 'Filter Fullstack', skill_id: [l.skill.React!, l.skill.Java!], max_salary: '' },
      company.id,
    );
  });

  it('pages newest first with count and numberOfPages', async () => {
    const page1 = await list({ company_id: company.id }, 'skip=0&limit=2');
    expect(page1).toMatchObject({ count: 3, numberOfPages: 2 });
    expect(page1.list.map((p) => p.position)).toEqual(['Filter Fullstack', 'Filter Java Lead']);
    const page2 = await list({ company_id: company.id }, 'skip=2&limit=2');
    expect(page2.list.map((p) => p.position)).toEqual(['Filter React Developer']);
  });

  it('carries the comma texts, the company and the application count', async () => {
    const [row] = (await list({ company_id: company.id, search: 'fullstack' })).list as Record<
      string,
      unknown
    >[];
    expect(row).toMatchObject({
      company_name: 'Initech Filters',
      skills: 'Java, React',
      position_types: 'Contract, Full Time',
      application_count: 0,
    });
    await call('POST', 'applicants', admin, applicantForm(l, company.id, row!.id as number));
    const [again] = (await list({ company_id: company.id, search: 'fullstack' })).list as Record<
      string,
      unknown
    >[];
    expect(again!.application_count).toBe(1);
  });

  it('searches the position name and the company name', async () => {
    expect(await names({ search: 'java lead' })).toEqual(['Filter Java Lead']);
    expect(await names({ search: 'initech' })).toHaveLength(3);
    expect(await names({ search: '100%' })).toEqual([]);
  });

  it('filters by skills (any of them), type, status, salary and experience', async () => {
    expect(await names({ company_id: company.id, skill_id: [l.skill.Java] })).toEqual([
      'Filter Fullstack',
      'Filter Java Lead',
    ]);
    expect(await names({ company_id: company.id, position_type_id: l.fullTime })).toEqual([
      'Filter Fullstack',
      'Filter React Developer',
    ]);
    expect(await names({ company_id: company.id, status_id: l.onHold })).toEqual(['Filter Java Lead']);
    expect(await names({ company_id: company.id, min_salary: '1000000' })).toEqual(['Filter Java Lead']);
    expect(await names({ company_id: company.id, max_salary: '1000000' })).toEqual([
      'Filter React Developer',
    ]);
    expect(await names({ company_id: company.id, experience: 10 })).toEqual(['Filter Java Lead']);
    expect(await names({ company_id: company.id, experience: 30, experience_type: 1 })).toEqual([
      'Filter Fullstack',
      'Filter React Developer',
    ]);
    expect(await names({ company_id: company.id, country_id: l.country, city_id: l.city })).toHaveLength(3);
  });

  it('answers 400 when the minimum salary is not below the maximum', async () => {
    const res = await call('POST', 'filters/positions?skip=0&limit=10', admin, {
      min_salary: '900000',
      max_salary: '100000',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Minimum salary must be less than Maximum salary');
  });

  it('shows a client viewer only its own company’s positions', async () => {
    const all = await list({ company_id: company.id }, 'skip=0&limit=100', acmeClient);
    expect(all.count).toBeGreaterThan(0);
    expect(new Set(all.list.map((p) => (p as unknown as { company_id: number }).company_id))).toEqual(
      new Set([acme.id]),
    );
  });

  it('refuses anonymous callers and role users without list-positions', async () => {
    expect((await call('POST', 'filters/positions', undefined, {})).statusCode).toBe(401);
    const { headers } = await signedIn(ctx.app, {
      type: 'super-admin',
      role: 'user',
      permissions: ['create-position'],
    });
    expect((await call('POST', 'filters/positions', headers, {})).statusCode).toBe(403);
  });
});
