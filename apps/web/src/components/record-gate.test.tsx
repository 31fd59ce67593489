// Every record page (positions, applicants, users, and those to come, through RecordGate) answers
// an id that names no record with "Record not found" and a way back, never a spinner or zod's text.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applicantsRoutes } from '../features/applicants/routes';
import { positionsRoutes } from '../features/positions/routes';
import { usersRoutes } from '../features/users/routes';
import { mockApi, preloadRoutes, renderRoutes } from './testing/render-app';

vi.setConfig({ testTimeout: 30_000 });
const routes = [{ path: '/', children: [...positionsRoutes, ...applicantsRoutes, ...usersRoutes] }];

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

describe('a record page with an id that names no record', () => {
  it.each([
    ['/positions/view/abc', '/positions'],
    ['/positions/edit/abc', '/positions'],
    ['/positions/view/0', '/positions'],
    ['/positions/view/1.5', '/positions'],
    ['/applicants/view/abc', '/applicants'],
    ['/applicants/edit/-3', '/applicants'],
    ['/users/view/abc', '/users'],
    ['/users/edit/99999999999999999999', '/users'],
  ])('%s shows "Record not found" with a way back to %s, without asking the server', async (path, list) => {
    const fetch = mockApi({});
    const { router } = renderRoutes(routes, { path });
    expect(await screen.findByRole('heading', { name: 'Record not found' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    const back = screen.getByRole('link', { name: 'Back to the list' });
    expect(back).toHaveAttribute('href', list);
    const recordCalls = fetch.mock.calls.filter(([url]) =>
      /\/(positions|applicants|users)\//.test(String(url)),
    );
    expect(recordCalls).toEqual([]);
    await userEvent.click(back);
    expect(router.state.location.pathname).toBe(list);
  });

  it('shows the same state when the server does not know the id', async () => {
    mockApi({ 'GET positions/424242': () => ({ status: 404, body: { message: 'Position not found' } }) });
    renderRoutes(routes, { path: '/positions/view/424242' });
    expect(await screen.findByRole('heading', { name: 'Record not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/positions');
  });
});
