// The lists' capped count and short searches (lib/list-query.ts, lib/search.ts), through the API of
// positions, applicants and users. The cap is 3 here instead of 10,000, so a few rows show both sides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app';
import { createCompany, createUser, signedIn } from '../test/factories';
import {
  applicantForm,
  type Headers,
  jobPortalLookups,
  type Lookups,
  positionForm,
} from '../test/job-portal.fixtures';

let ctx: TestContext;
let l: Lookups;
let admin: Headers;
let company: { id: number };

const CAP = 3;

beforeAll(async () => {
  ctx = await buildTestApp({ listCountCap: CAP });
  l = await jobPortalLookups(ctx.app);
  company = await createCompany(ctx.app, { company_name: 'Umbrella Staffing' });
  ({ headers: admin } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' }));
});
afterAll(() => ctx.close());

const call = (method: 'POST' | 'GET', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1/${url}`, headers: admin, payload });

interface Page {
  list: { id: number; position?: string; first_name?: string }[];
  count: number;
  numberOfPages: number;
  countIsLowerBound?: boolean;
}
async function list(path: string, body: object | undefined, query = 'skip=0&limit=2'): Promise<Page> {
  const res = await call(body ? 'POST' : 'GET', `${path}?${query}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function createPosition(position: string) {
  const res = await call('POST', 'positions', positionForm(l, company.id, { position }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
}

describe('the count of a list', () => {
  let positionId: number;
  beforeAll(async () => {
    for (const name of ['Cap One', 'Cap Two', 'Cap Three']) positionId = (await createPosition(name)).id;
  });

  it('is exact while the matches are at most the cap', async () => {
    const page = await list('filters/positions', { company_id: company.id });
    expect(page).toMatchObject({ count: 3, numberOfPages: 2 });
    expect(page).not.toHaveProperty('countIsLowerBound');
  });

  it('is a lower bound past the cap, and the pager still reaches every row', async () => {
    await createPosition('Cap Four');
    await createPosition('Cap Five');
    const first = await list('filters/positions', { company_id: company.id });
    expect(first).toMatchObject({ count: 3, numberOfPages: 2, countIsLowerBound: true });
    // The bound counts past the page asked for, so a later page always offers one more.
    const second = await list('filters/positions', { company_id: company.id }, 'skip=2&limit=2');
    expect(second).toMatchObject({ count: 5, numberOfPages: 3 });
    expect(second).not.toHaveProperty('countIsLowerBound');
    const last = await list('filters/positions', { company_id: company.id }, 'skip=4&limit=2');
    expect(last.list.map((p) => p.position)).toEqual(['Cap One']);
  });

  it('is capped the same way for applicants and users', async () => {
    for (const first_name of ['Ann', 'Bea', 'Cal', 'Dev']) {
      const res = await call('POST', 'applicants', applicantForm(l, company.id, positionId, { first_name }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const applicants = await list('filters/applicants', { client_id: company.id });
    expect(applicants).toMatchObject({ count: 3, countIsLowerBound: true });
    expect(applicants.list.map((a) => a.first_name)).toEqual(['Dev', 'Cal']);
    expect(await list('filters/applicants', { client_id: company.id }, 'skip=2&limit=2')).toMatchObject({
      count: 4,
      numberOfPages: 2,
    });

    for (let i = 0; i < 4; i++) await createUser(ctx.app, { type: 'client', company_id: company.id });
    const { headers: clientAdmin } = await signedIn(ctx.app, {
      type: 'client',
      role: 'admin',
      company_id: company.id,
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users?skip=0&limit=2',
      headers: clientAdmin,
    });
    expect(res.json().data).toMatchObject({ count: 3, numberOfPages: 2, countIsLowerBound: true });
  });
});

describe('a deep page', () => {
  it('is served up to the 10,000th match, then refused with a message asking to narrow the filter', async () => {
    const last = await list('filters/positions', { company_id: company.id }, 'skip=9999&limit=1');
    expect(last.list).toEqual([]);
    for (const [method, url, body] of [
      ['POST', 'filters/positions?skip=10000&limit=10', {}],
      ['POST', 'filters/applicants?skip=50000&limit=10', {}],
      ['GET', 'users?skip=10000&limit=10', undefined],
    ] as const) {
      const res = await call(method, url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(
        'Only the first 10,000 matches can be paged through. Please narrow the search or filters to see the rest.',
      );
    }
  });
});

describe('a search of one or two characters', () => {
  let other: { id: number };
  beforeAll(async () => {
    other = await createCompany(ctx.app, { company_name: 'Qantas Travel' });
    for (const [position, companyId] of [
      ['QA Engineer', company.id],
      ['Senior QA Engineer', company.id],
      ['Pilot', other.id],
      ['Aqua Designer', company.id],
    ] as const) {
      const res = await call('POST', 'positions', positionForm(l, companyId, { position }));
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('matches the start of the position or company name, in any case', async () => {
    const page = await list('filters/positions', { search: 'qa' }, 'skip=0&limit=10');
    expect(page.list.map((p) => p.position)).toEqual(['Pilot', 'QA Engineer']);
    expect(page.count).toBe(2);
    const one = await list('filters/positions', { search: 'P' }, 'skip=0&limit=10');
    expect(one.list.map((p) => p.position)).toEqual(['Pilot']);
  });

  it('still matches anywhere from three characters on', async () => {
    const page = await list('filters/positions', { search: 'qa engineer' }, 'skip=0&limit=10');
    expect(page.list.map((p) => p.position)).toEqual(['Senior QA Engineer', 'QA Engineer']);
  });

  it('matches the start of an applicant name, with LIKE characters taken literally', async () => {
    const page = await list('filters/applicants', { search: 'be' }, 'skip=0&limit=10');
    expect(page.list.map((a) => a.first_name)).toEqual(['Bea']);
    expect((await list('filters/applicants', { search: '%' }, 'skip=0&limit=10')).count).toBe(0);
  });
});
