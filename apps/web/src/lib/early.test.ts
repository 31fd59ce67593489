// The early script's calls (early-pages.ts) are the ones the lists make on their bare address, and
// the first identical call adopts the early answer instead of asking again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_PAGES } from '../../early-pages';
import { getApplicants } from '../features/applicants/api/get-applicants';
import { getPositions } from '../features/positions/api/get-positions';
import { apiGet } from './api-client';

const page = { list: [], count: 0, numberOfPages: 0 };
const answer = (data: unknown) =>
  new Response(JSON.stringify({ data, message: '' }), { headers: { 'content-type': 'application/json' } });

/** The calls made while running `call`, as the early script keys them. */
async function callsOf(call: () => Promise<unknown>) {
  const seen: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      seen.push(`${init.method} ${url} ${init.body ?? ''}`);
      return answer(page);
    }),
  );
  await call();
  return seen;
}

const key = (path: string) => {
  const request = EARLY_PAGES.find((p) => p.path === path)?.request ?? [];
  return request.join(' ');
};

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { __staffdeskEarly?: unknown }).__staffdeskEarly;
});

describe('early calls', () => {
  it('are the calls of the positions and applicants lists on their first page without a filter', async () => {
    expect(await callsOf(() => getPositions(1, {}))).toEqual([key('/positions')]);
    expect(await callsOf(() => getApplicants(1, {}))).toEqual([key('/applicants')]);
  });

  it('are adopted once by the identical call', async () => {
    const early = new Map([['GET /api/v1/users/is-auth ', Promise.resolve(answer({ id: 7 }))]]);
    (window as { __staffdeskEarly?: unknown }).__staffdeskEarly = early;
    const fetched = await callsOf(async () => {
      expect((await apiGet('/users/is-auth')).data).toEqual({ id: 7 });
      expect((await apiGet('/users/is-auth')).data).toEqual(page);
    });
    expect(fetched).toEqual(['GET /api/v1/users/is-auth ']);
  });
});
