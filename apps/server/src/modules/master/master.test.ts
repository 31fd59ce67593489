import { MASTER_LOOKUPS, MASTER_MESSAGES } from '@staffdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { signedIn } from '../../test/factories';

let ctx: TestContext;
type Headers = Record<string, string>;
let headers: Headers;

beforeAll(async () => {
  ctx = await buildTestApp();
  // An employee sees almost nothing, yet lookups are for every signed-in user.
  ({ headers } = await signedIn(ctx.app, { type: 'employee' }));
});
afterAll(() => ctx.close());

const get = (url: string, h: Headers = headers) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: h });
const post = (url: string, payload: object, h: Headers = headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: h, payload });

describe('GET master/<lookup>', () => {
  it('answers every lookup in its spec shape, sorted by label', async () => {
    for (const [lookup, { label }] of Object.entries(MASTER_LOOKUPS)) {
      if (lookup === 'cities') continue;
      const res = await get(`master/${lookup}`);
      expect(res.statusCode, lookup).toBe(200);
      const list = res.json().data as Record<string, unknown>[];
      expect(Array.isArray(list)).toBe(true);
      if (list.length) expect(list[0]).toHaveProperty(label);
    }
    const skills = await post('master/skills', { skill: 'zeta' });
    expect(skills.statusCode).toBe(201);
    await post('master/skills', { skill: 'Alpha' });
    const names = (await get('master/skills'))
      .json()
      .data.map((s: { skill: string }) => s.skill.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('gives countries, states of a country and cities of a state', async () => {
    const countries = (await get('master/countries')).json().data as { id: number; country: string }[];
    const india = countries.find((c) => c.country === 'India')!;
    expect(india).toBeDefined();
    const states = (await get(`master/states?country_id=${india.id}`)).json().data as {
      id: number;
      state: string;
      country_id: number;
    }[];
    expect(states.every((s) => s.country_id === india.id)).toBe(true);
    const karnataka = states.find((s) => s.state === 'Karnataka')!;
    const cities = (await get(`master/cities?state_id=${karnataka.id}`)).json().data as {
      city: string;
      state_id: number;
    }[];
    expect(cities.map((c) => c.city)).toContain('Bengaluru');
    expect(cities.every((c) => c.state_id === karnataka.id)).toBe(true);
  });

  it('finds cities by name, capped, and refuses a list of every city', async () => {
    const found = await get('master/cities?search=pune');
    expect(found.statusCode).toBe(200);
    expect(found.json().data.map((c: { city: string }) => c.city)).toContain('Pune');
    const all = await get('master/cities');
    expect(all.statusCode).toBe(400);
    expect(all.json().message).toBe(MASTER_MESSAGES.stateRequired);
    const wide = await get('master/cities?search=a');
    expect(wide.json().data.length).toBeLessThanOrEqual(1000);
  });

  it('filters document types by group key and leave types carry their default count', async () => {
    const docs = (await get('master/document-types?group_key=client')).json().data as { group_key: string }[];
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((d) => d.group_key === 'client')).toBe(true);
    const leaves = (await get('master/leave-types')).json().data;
    expect(leaves[0]).toEqual({
      id: expect.any(Number),
      slug: 'casual-leave',
      type: 'Casual Leave',
      default_count: 12,
    });
    const zones = (await get('master/timezones')).json().data;
    expect(zones[0]).toEqual({
      id: expect.any(Number),
      timezone_display_name: expect.any(String),
      name: expect.any(String),
    });
  });

  it('answers the locations the positions filter uses', async () => {
    await post('master/locations', { location: 'Bengaluru' });
    const res = await get('master/locations');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual({ id: expect.any(Number), location: 'Bengaluru' });
  });

  it('rejects a bad filter and an anonymous caller', async () => {
    expect((await get('master/states?country_id=abc')).statusCode).toBe(400);
    const anonymous = await get('master/skills', {});
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST master/<lookup>', () => {
  it('creates once and returns the existing row for the same name in any case', async () => {
    const first = await post('master/skills', { skill: '  TypeScript ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      data: { id: expect.any(Number), skill: 'TypeScript' },
      message: MASTER_MESSAGES.created,
    });
    const again = await post('master/skills', { skill: 'typescript' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: first.json().data, message: MASTER_MESSAGES.existing });
  });

  it('does not duplicate under concurrent creates', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post('master/skills', { skill: i % 2 ? 'Kotlin' : 'KOTLIN' })),
    );
    const ids = new Set(answers.map((a) => a.json().data.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
  });

  it('creates each inline lookup with its spec body field', async () => {
    const lookups: [string, { label: string; body?: string }][] = Object.entries(MASTER_LOOKUPS);
    for (const [lookup, { body, label }] of lookups) {
      if (!body) continue;
      const payload: Record<string, unknown> = { [body]: `New ${lookup}` };
      if (lookup === 'document-types') payload.group_key = 'employee';
      const res = await post(`master/${lookup}`, payload);
      expect(res.statusCode, lookup).toBe(201);
      expect(res.json().data[label], lookup).toBe(`New ${lookup}`);
    }
  });

  it('keeps states apart per country and cities per state', async () => {
    const [country] = (await get('master/countries?search=India')).json().data;
    const a = await post('master/states', { state: 'Demo Pradesh', country_id: country.id });
    expect(a.statusCode).toBe(201);
    expect(a.json().data.country_id).toBe(country.id);
    const b = await post('master/states', { state: 'demo pradesh' });
    expect(b.statusCode).toBe(201);
    expect(b.json().data.country_id).toBeNull();
    const city = await post('master/cities', { city: 'Demo Nagar', state_id: a.json().data.id });
    expect(city.json().data).toEqual({
      id: expect.any(Number),
      city: 'Demo Nagar',
      state_id: a.json().data.id,
    });
    const same = await post('master/cities', { city: 'DEMO NAGAR', state_id: a.json().data.id });
    expect(same.json().message).toBe(MASTER_MESSAGES.existing);
  });

  it('answers the spec messages for a bad body', async () => {
    const empty = await post('master/skills', { skill: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MASTER_MESSAGES.nameRequired);
    const missing = await post('master/countries', {});
    expect(missing.json().message).toBe(MASTER_MESSAGES.nameRequired);
    const long = await post('master/cities', { city: 'x'.repeat(101) });
    expect(long.json().message).toBe(MASTER_MESSAGES.nameTooLong);
    const group = await post('master/document-types', { document_type: 'Visa' });
    expect(group.json().message).toBe(MASTER_MESSAGES.groupKeyRequired);
    const country = await post('master/states', { state: 'Nowhere', country_id: 999999 });
    expect(country.statusCode).toBe(400);
    expect(country.json().message).toBe(MASTER_MESSAGES.countryRequired);
    const state = await post('master/cities', { city: 'Nowhere', state_id: 999999 });
    expect(state.json().message).toBe(MASTER_MESSAGES.stateRequired);
  });

  it('has no create for read-only lookups and refuses anonymous callers', async () => {
    expect((await post('master/timezones', { timezone_display_name: 'x' })).statusCode).toBe(404);
    expect((await post('master/leave-types', { type: 'x' })).statusCode).toBe(404);
    const anonymous = await post('master/skills', { skill: 'Go' }, {});
    expect(anonymous.statusCode).toBe(401);
  });
});
