// API tests for applicants (spec 000 §2 Applicants, §5 Applicant form, §6 client viewers, §7, §8).
import { APPLICANT_MESSAGES as M } from '@staffdesk/shared';
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
import { applicantInterviews, applicants } from './applicants.tables';

let ctx: TestContext;
let l: Lookups;
let admin: Headers;
let acme: { id: number };
let globex: { id: number };
let acmeRole: number;
let globexRole: number;
let acmeClient: Headers;

const CLIENT_HIDDEN = [
  'current_ctc',
  'expected_ctc',
  'phone',
  'email',
  'linkedin',
  'cv',
  'cv_name',
  'internal_hr_comments',
  'source',
  'source_id',
];

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers?: Headers, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1/${url}`, headers, payload });

async function createPosition(companyId: number, position: string) {
  const res = await call('POST', 'positions', admin, positionForm(l, companyId, { position }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

async function create(overrides: Parameters<typeof applicantForm>[3] = {}, clientId = acme.id, h = admin) {
  const position = clientId === acme.id ? acmeRole : clientId === globex.id ? globexRole : undefined;
  const res = await call('POST', 'applicants', h, applicantForm(l, clientId, position!, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

beforeAll(async () => {
  ctx = await buildTestApp();
  l = await jobPortalLookups(ctx.app);
  acme = await createCompany(ctx.app, { company_name: 'Acme Corp' });
  globex = await createCompany(ctx.app, { company_name: 'Globex Industries' });
  ({ headers: admin } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' }));
  ({ headers: acmeClient } = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: acme.id }));
  acmeRole = await createPosition(acme.id, 'Acme Node Developer');
  globexRole = await createPosition(globex.id, 'Globex Java Lead');
});
afterAll(() => ctx.close());

describe('POST applicants', () => {
  it('creates an applicant with its interview row and answers the full record', async () => {
    const res = await call('POST', 'applicants', admin, applicantForm(l, acme.id, acmeRole));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(M.created);
    const data = res.json().data;
    expect(data).toMatchObject({
      full_name: 'Asha Rao',
      email: 'asha.rao@example.com',
      phone: '+919876543210',
      client_id: acme.id,
      company_name: 'Acme Corp',
      applying_position: acmeRole,
      position: 'Acme Node Developer',
      position_deleted: false,
      skills: 'Node.js, React',
      source: 'LinkedIn',
      current_ctc: '1200000',
      expected_ctc: '1600000',
      client_ctc: '1800000',
      total_experience: 5,
      notice_period: '30 days',
      joining_date: null,
      applied_date: '2025-03-01',
      interview_status: [
        {
          interview_status_id: l.screening,
          status: 'Screening',
          comment: 'Phone screen done',
          interview_date: '2025-03-02',
        },
      ],
    });
    expect(data.interview_history).toHaveLength(1);
    expect(data.interview_history[0]).toMatchObject({
      removed_at: null,
      created_by_name: expect.any(String),
    });
  });

  it.each([
    [{ first_name: '' }, M.firstNameRequired],
    [{ first_name: 'As' }, M.firstNameShort],
    [{ last_name: '' }, M.lastNameRequired],
    [{ email: 'not-an-email' }, M.emailInvalid],
    [{ phone: '12345' }, M.phoneShort],
    [{ phone: '98765abc10' }, M.phoneInvalid],
    [{ phone: '1234567890123456' }, M.phoneLong],
    [{ country_id: '' }, M.countryRequired],
    [{ skill_id: [] }, M.skillsRequired],
    [{ notice_period: '' }, M.noticePeriodRequired],
    [{ current_ctc: '999' }, M.ctcInvalid],
    [{ total_experience: '' }, M.totalExperienceRequired],
    [{ internal_hr_comments: 'x'.repeat(5001) }, M.commentsTooLong],
    [{ client_id: '' }, M.clientRequired],
    [{ applying_position: '' }, M.positionRequired],
    [{ interview_status: [] }, M.interviewStatusRequired],
    [
      { interview_status: [{ interview_status: '', comment: 'x', date: '2025-01-01' }] },
      M.interviewStatusRequired,
    ],
    [{ interview_status: [{ interview_status: 1, comment: '', date: '2025-01-01' }] }, M.commentRequired],
    [{ source_id: '' }, M.sourceRequired],
    [{ cv: '' }, M.resumeRequired],
  ] as [object, string][])('answers 400 %j → %s', async (overrides, message) => {
    const res = await call('POST', 'applicants', admin, {
      ...applicantForm(l, acme.id, acmeRole),
      ...overrides,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a position of another client, and ids that name nothing', async () => {
    const res = await call('POST', 'applicants', admin, applicantForm(l, acme.id, globexRole));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.positionRequired);
    const skill = await call(
      'POST',
      'applicants',
      admin,
      applicantForm(l, acme.id, acmeRole, { skill_id: [999999] }),
    );
    expect(skill.json().message).toBe(M.skillsRequired);
    const status = await call(
      'POST',
      'applicants',
      admin,
      applicantForm(l, acme.id, acmeRole, {
        interview_status: [{ interview_status: 999999, comment: 'x', date: '2025-01-01' }],
      }),
    );
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toBe(M.interviewStatusRequired);
  });

  it('lets a client viewer add an applicant to its own company without the fields it cannot see', async () => {
    const form = applicantForm(l, globex.id, acmeRole, { first_name: 'Client', cv: '', source_id: '' });
    for (const field of CLIENT_HIDDEN) delete (form as Record<string, unknown>)[field];
    const res = await call('POST', 'applicants', acmeClient, form);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.client_id).toBe(acme.id);
  });

  it('does not store the hidden fields a client viewer sends anyway', async () => {
    const res = await call(
      'POST',
      'applicants',
      acmeClient,
      applicantForm(l, acme.id, acmeRole, { first_name: 'Sneaky', internal_hr_comments: 'from client' }),
    );
    const [row] = await ctx.app.deps.db
      .select()
      .from(applicants)
      .where(eq(applicants.id, res.json().data.id));
    expect(row).toMatchObject({
      internal_hr_comments: null,
      current_ctc: null,
      email: null,
      source_id: null,
    });
  });

  it('refuses anonymous callers and role users without create-applicant', async () => {
    expect((await call('POST', 'applicants', undefined, {})).statusCode).toBe(401);
    const { headers } = await signedIn(ctx.app, {
      type: 'super-admin',
      role: 'user',
      permissions: ['list-applicants'],
    });
    expect((await call('POST', 'applicants', headers, {})).statusCode).toBe(403);
  });
});

describe('client viewers (spec §6)', () => {
  let mine: { id: number };
  let theirs: { id: number };
  beforeAll(async () => {
    mine = await create({ first_name: 'Visible' });
    theirs = await create({ first_name: 'Elsewhere' }, globex.id);
  });

  it('do not receive the hidden fields, in the view or the list', async () => {
    const view = (await call('GET', `applicants/${mine.id}`, acmeClient)).json().data;
    for (const field of [...CLIENT_HIDDEN, 'interview_history'])
      expect(view, field).not.toHaveProperty(field);
    expect(view).toMatchObject({
      first_name: 'Visible',
      client_ctc: '1800000',
      client_cv: FIXTURE_FILES.clientCv,
    });
    const list = (await call('POST', 'filters/applicants?skip=0&limit=100', acmeClient, {})).json().data.list;
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) for (const field of CLIENT_HIDDEN) expect(item).not.toHaveProperty(field);
  });

  it('see only their own company: another company’s applicant answers 404', async () => {
    const res = await call('GET', `applicants/${theirs.id}`, acmeClient);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.notFound);
    const list = (
      await call('POST', 'filters/applicants?skip=0&limit=100', acmeClient, { client_id: globex.id })
    ).json().data.list as { client_id: number }[];
    expect(list.every((a) => a.client_id === acme.id)).toBe(true);
    expect(
      (await call('PUT', `applicants/${theirs.id}`, acmeClient, applicantForm(l, acme.id, acmeRole)))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `applicants/${theirs.id}`, acmeClient)).statusCode).toBe(404);
  });

  it('keep the hidden values when they edit', async () => {
    const loaded = (await call('GET', `applicants/${mine.id}`, acmeClient)).json().data;
    const form = applicantForm(l, acme.id, acmeRole, {
      first_name: 'Edited',
      cv: '',
      source_id: '',
      updated_at: loaded.updated_at,
    });
    for (const field of CLIENT_HIDDEN) delete (form as Record<string, unknown>)[field];
    const res = await call('PUT', `applicants/${mine.id}`, acmeClient, form);
    expect(res.statusCode, res.body).toBe(200);
    const staff = (await call('GET', `applicants/${mine.id}`, admin)).json().data;
    expect(staff).toMatchObject({
      first_name: 'Edited',
      email: 'asha.rao@example.com',
      current_ctc: '1200000',
      cv: FIXTURE_FILES.cv,
      source: 'LinkedIn',
      internal_hr_comments: 'Strong on Node; wants remote.',
    });
  });

  it('cannot search by the contact details they cannot see', async () => {
    const res = await call('POST', 'filters/applicants?skip=0&limit=100', acmeClient, {
      search: 'asha.rao@example',
    });
    expect(res.json().data.count).toBe(0);
    const staff = await call('POST', 'filters/applicants?skip=0&limit=100', admin, {
      search: 'asha.rao@example',
    });
    expect(staff.json().data.count).toBeGreaterThan(0);
  });
});

describe("client CTC and 'show-client ctc'", () => {
  let id: number;
  beforeAll(async () => {
    id = (await create({ first_name: 'Ctcrule' })).id;
  });
  const view = async (h: Headers) => (await call('GET', `applicants/${id}`, h)).json().data;

  it('is left out for a super-admin role user without the permission', async () => {
    const { headers } = await signedIn(ctx.app, {
      type: 'super-admin',
      role: 'user',
      permissions: ['list-applicants'],
    });
    const data = await view(headers);
    expect(data).not.toHaveProperty('client_ctc');
    expect(data).toHaveProperty('expected_ctc', '1600000');
  });

  it('is shown to a role user with the permission and to admins', async () => {
    const { headers } = await signedIn(ctx.app, {
      type: 'super-admin',
      role: 'user',
      permissions: ['list-applicants', 'show-client ctc'],
    });
    expect(await view(headers)).toHaveProperty('client_ctc', '1800000');
    expect(await view(admin)).toHaveProperty('client_ctc', '1800000');
  });

  it('is left out for a client role user without it, shown with it', async () => {
    const { headers: without } = await signedIn(ctx.app, {
      type: 'client',
      role: 'user',
      company_id: acme.id,
      permissions: ['list-applicants'],
    });
    expect(await view(without)).not.toHaveProperty('client_ctc');
    const { headers: withIt } = await signedIn(ctx.app, {
      type: 'client',
      role: 'user',
      company_id: acme.id,
      permissions: ['list-applicants', 'show-client ctc'],
    });
    expect(await view(withIt)).toHaveProperty('client_ctc', '1800000');
  });
});

describe('PUT applicants/:id and the interview history', () => {
  it('keeps every status change as its own row, with who and when, and shows the latest', async () => {
    const created = await create({ first_name: 'Historic' });
    const first = created.interview_status[0];
    const res = await call(
      'PUT',
      `applicants/${created.id}`,
      admin,
      applicantForm(l, acme.id, acmeRole, {
        first_name: 'Historic',
        updated_at: created.updated_at,
        interview_status: [
          { id: first.id, interview_status: l.screening, comment: 'Phone screen done', date: '2025-03-02' },
          { interview_status: l.shortlisted, comment: 'Shortlisted by client', date: '2025-03-05' },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.updated);
    expect(res.json().data.interview_status.map((r: { status: string }) => r.status)).toEqual([
      'Shortlisted',
      'Screening',
    ]);

    // Change the latest row's status and drop the first row: both old rows stay in the history.
    const [latest, oldest] = res.json().data.interview_status;
    const again = await call(
      'PUT',
      `applicants/${created.id}`,
      admin,
      applicantForm(l, acme.id, acmeRole, {
        first_name: 'Historic',
        updated_at: res.json().data.updated_at,
        interview_status: [
          { id: latest.id, interview_status: l.offered, comment: 'Offer sent', date: '2025-03-09' },
        ],
      }),
    );
    const data = again.json().data;
    expect(data.interview_status).toHaveLength(1);
    expect(data.interview_status[0]).toMatchObject({ status: 'Offered', comment: 'Offer sent' });
    expect(data.interview_history).toHaveLength(3);
    const removed = data.interview_history.filter(
      (h: { removed_at: string | null }) => h.removed_at !== null,
    );
    expect(removed.map((h: { id: number }) => h.id).sort()).toEqual([latest.id, oldest.id].sort());
    const rows = await ctx.app.deps.db
      .select()
      .from(applicantInterviews)
      .where(eq(applicantInterviews.applicant_id, created.id));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.created_by !== null)).toBe(true);

    const listed = await call('POST', 'filters/applicants?skip=0&limit=10', admin, { search: 'historic' });
    expect(listed.json().data.list[0].interview_status).toEqual([
      expect.objectContaining({ interview_status_id: l.offered, status: 'Offered' }),
    ]);
  });

  it('answers 409 to a stale edit, 400 with the spec message, 403 without edit-applicant, 401 anonymous', async () => {
    const a = await create();
    const form = applicantForm(l, acme.id, acmeRole, { updated_at: a.updated_at });
    expect((await call('PUT', `applicants/${a.id}`, admin, form)).statusCode).toBe(200);
    const stale = await call('PUT', `applicants/${a.id}`, admin, form);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(M.changed);
    const bad = await call('PUT', `applicants/${a.id}`, admin, {
      ...form,
      updated_at: undefined,
      current_ctc: '12',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.ctcInvalid);
    const { headers } = await signedIn(ctx.app, {
      type: 'super-admin',
      role: 'user',
      permissions: ['list-applicants'],
    });
    expect((await call('PUT', `applicants/${a.id}`, headers, form)).statusCode).toBe(403);
    expect((await call('PUT', `applicants/${a.id}`, undefined, form)).statusCode).toBe(401);
  });
});

describe('DELETE applicants/:id', () => {
  it('soft-deletes with the spec text and keeps the row and its history', async () => {
    const a = await create({ first_name: 'Removable' });
    const res = await call('DELETE', `applicants/${a.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Applicant has been deleted');
    expect((await call('GET', `applicants/${a.id}`, admin)).statusCode).toBe(404);
    const [row] = await ctx.app.deps.db.select().from(applicants).where(eq(applicants.id, a.id));
    expect(row!.deleted_at).not.toBeNull();
    const history = await ctx.app.deps.db
      .select()
      .from(applicantInterviews)
      .where(eq(applicantInterviews.applicant_id, a.id));
    expect(history).toHaveLength(1);
    const listed = await call('POST', 'filters/applicants', admin, { search: 'removable' });
    expect(listed.json().data.count).toBe(0);
  });

  it('refuses anonymous callers and role users without delete-applicant', async () => {
    const a = await create();
    expect((await call('DELETE', `applicants/${a.id}`)).statusCode).toBe(401);
    const { headers } = await signedIn(ctx.app, {
      type: 'super-admin',
      role: 'user',
      permissions: ['list-applicants'],
    });
    expect((await call('DELETE', `applicants/${a.id}`, headers)).statusCode).toBe(403);
  });
});

describe('GET applicants/:id', () => {
  it('refuses anonymous callers and role users without list-applicants', async () => {
    const a = await create();
    expect((await call('GET', `applicants/${a.id}`)).statusCode).toBe(401);
    const { headers } = await signedIn(ctx.app, {
      type: 'super-admin',
      role: 'user',
      permissions: ['list-positions'],
    });
    expect((await call('GET', `applicants/${a.id}`, headers)).statusCode).toBe(403);
  });
});

describe('POST filters/applicants', () => {
  let client: { id: number };
  let role: number;
  let other: number;
  const names = async (body: object, h = admin) => {
    const res = await call('POST', 'filters/applicants?skip=0&limit=50', h, {
      client_id: client.id,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.list as { full_name: string }[]).map((a) => a.full_name);
  };

  beforeAll(async () => {
    client = await createCompany(ctx.app, { company_name: 'Umbrella Filters' });
    role = await createPosition(client.id, 'Umbrella Backend');
    other = await createPosition(client.id, 'Umbrella Frontend');
    const add = async (overrides: Parameters<typeof applicantForm>[3]) => {
      const res = await call('POST', 'applicants', admin, applicantForm(l, client.id, role, overrides));
      expect(res.statusCode, res.body).toBe(201);
    };
    await add({
      first_name: 'Ravi',
      last_name: 'Kumar',
      email: 'ravi@mail.test',
      phone: '9000000001',
      current_company: 'Initrode',
      skill_id: [l.skill.Java!],
      expected_ctc: '900000',
      total_experience: '3',
      notice_period: '15 days',
      source_id: l.referral,
    });
    await add({
      first_name: 'Meera',
      last_name: 'Iyer',
      email: 'meera@mail.test',
      phone: '9000000002',
      current_company: 'Hooli',
      skill_id: [l.skill.React!],
      expected_ctc: '2000000',
      total_experience: '8.5',
      notice_period: '2 months',
      applying_position: other,
      interview_status: [{ interview_status: l.offered, comment: 'Offer made', date: '2025-04-01' }],
    });
    await add({
      first_name: 'John',
      last_name: 'Doe',
      email: 'john@mail.test',
      phone: '9000000003',
      current_company: 'Pied Piper',
      skill_id: [l.skill.React!, l.skill.PostgreSQL!],
      expected_ctc: '1400000',
      total_experience: '5',
      notice_period: 'Immediate',
    });
  });

  it('pages newest first with count and numberOfPages', async () => {
    const res = await call('POST', 'filters/applicants?skip=0&limit=2', admin, { client_id: client.id });
    expect(res.json().data).toMatchObject({ count: 3, numberOfPages: 2 });
    expect(res.json().data.list.map((a: { full_name: string }) => a.full_name)).toEqual([
      'John Doe',
      'Meera Iyer',
    ]);
    const page2 = await call('POST', 'filters/applicants?skip=2&limit=2', admin, { client_id: client.id });
    expect(page2.json().data.list.map((a: { full_name: string }) => a.full_name)).toEqual(['Ravi Kumar']);
  });

  it('carries the list fields: position, skills, latest status, logo', async () => {
    const res = await call('POST', 'filters/applicants?skip=0&limit=1', admin, { client_id: client.id });
    expect(res.json().data.list[0]).toMatchObject({
      full_name: 'John Doe',
      position: 'Umbrella Backend',
      skills: 'PostgreSQL, React',
      company_name: 'Umbrella Filters',
      company_logo: null,
      interview_status: [expect.objectContaining({ status: 'Screening' })],
    });
  });

  it('searches name, e-mail, phone, skills and current company', async () => {
    expect(await names({ search: 'meera iy' })).toEqual(['Meera Iyer']);
    expect(await names({ search: 'ravi@mail' })).toEqual(['Ravi Kumar']);
    expect(await names({ search: '9000000003' })).toEqual(['John Doe']);
    expect(await names({ search: 'postgres' })).toEqual(['John Doe']);
    expect(await names({ search: 'HOOLI' })).toEqual(['Meera Iyer']);
  });

  it('filters by position, skills, source, interview status, location, CTC, experience and notice', async () => {
    expect(await names({ position_id: other })).toEqual(['Meera Iyer']);
    expect(await names({ skill_id: [l.skill.React, l.skill.Java] })).toEqual([
      'John Doe',
      'Meera Iyer',
      'Ravi Kumar',
    ]);
    expect(await names({ skill_id: l.skill.Java })).toEqual(['Ravi Kumar']);
    expect(await names({ source_id: l.referral })).toEqual(['Ravi Kumar']);
    expect(await names({ interview_status_id: l.offered })).toEqual(['Meera Iyer']);
    expect(await names({ country_id: l.country, state_id: l.state, city_id: l.city })).toHaveLength(3);
    expect(await names({ min_ctc: '1000000', max_ctc: '1500000' })).toEqual(['John Doe']);
    expect(await names({ min_experience: 5 })).toEqual(['John Doe', 'Meera Iyer']);
    expect(await names({ max_experience: 4 })).toEqual(['Ravi Kumar']);
    expect(await names({ max_notice_period: 20 })).toEqual(['John Doe', 'Ravi Kumar']);
  });

  it('answers 400 when the minimum CTC is not below the maximum', async () => {
    const res = await call('POST', 'filters/applicants?skip=0&limit=10', admin, {
      min_ctc: '900000',
      max_ctc: '5000',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Minimum CTC must be less than Maximum CTC');
  });

  it('refuses anonymous callers and role users without list-applicants', async () => {
    expect((await call('POST', 'filters/applicants', undefined, {})).statusCode).toBe(401);
    const { headers } = await signedIn(ctx.app, {
      type: 'super-admin',
      role: 'user',
      permissions: ['list-positions'],
    });
    expect((await call('POST', 'filters/applicants', headers, {})).statusCode).toBe(403);
  });
});
