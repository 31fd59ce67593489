import { POSITION_MESSAGES as M } from '@staffdesk/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, preloadRoutes, renderRoutes, superAdmin } from '../../../components/testing/render-app';
import { positionsRoutes } from '../routes';
import { lookupHandlers, samplePosition } from './fixtures';

const routes = [{ path: '/', children: positionsRoutes }];

async function choose(label: RegExp, option: string | RegExp) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}
const field = (name: RegExp) => screen.getByRole('textbox', { name });

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

describe('position form', () => {
  it('shows the spec messages for empty and bad values', async () => {
    mockApi(lookupHandlers);
    renderRoutes(routes, { path: '/positions/create' });
    // A new position starts Open.
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Status/ })).toHaveValue('Open'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      M.companyRequired,
      M.positionRequired,
      M.positionTypeRequired,
      M.skillRequired,
      M.minExperienceRequired,
      M.maxExperienceRequired,
      M.totalPositionRequired,
      M.countryRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText(M.statusRequired)).toBeNull();

    await userEvent.type(field(/^Position/), 'QA');
    await userEvent.type(field(/Min Experience/), '123');
    await userEvent.type(field(/Max Experience/), 'x');
    await userEvent.type(field(/No\. of Positions/), '2x');
    await userEvent.type(field(/Max Salary/), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // After the first Save every change is validated again, so 'QA' showed its message while the
    // other fields were still being typed: waiting for that one alone raced the renders of the
    // last keystrokes and of this Save on a busy machine. Wait until all of them are shown.
    await waitFor(() => {
      expect(screen.getByText(M.positionShort)).toBeInTheDocument();
      expect(screen.getAllByText(M.experienceInvalid)).toHaveLength(2);
      expect(screen.getByText(M.totalPositionInvalid)).toBeInTheDocument();
      expect(screen.getByText(M.salaryShort)).toBeInTheDocument();
    });

    await userEvent.clear(field(/Max Salary/));
    await userEvent.type(field(/Max Salary/), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.salaryInvalid)).toBeInTheDocument();
  });

  it('creates a skill inline, saves and opens the view page of the new position', async () => {
    const fetch = mockApi({
      ...lookupHandlers,
      'POST master/skills': ({ body }) => ({
        status: 201,
        body: { data: { id: 9, skill: (body as { skill: string }).skill }, message: 'Created successfully' },
      }),
      'POST positions': () => ({
        status: 201,
        body: { data: samplePosition({ id: 12 }), message: M.created },
      }),
      'GET positions/12': () => ({ data: samplePosition({ id: 12 }), message: M.fetched }),
    });
    const { router } = renderRoutes(routes, { path: '/positions/create' });
    await choose(/Company/, 'Acme');
    await userEvent.type(field(/^Position/), 'Backend Engineer');
    await choose(/Position Type/, 'Full Time');
    await userEvent.keyboard('{Escape}');
    await userEvent.type(screen.getByRole('combobox', { name: /Skills/ }), 'Rust');
    await userEvent.click(await screen.findByRole('option', { name: 'Add “Rust”' }));
    expect(await screen.findByRole('button', { name: 'Rust' })).toBeInTheDocument();
    await userEvent.type(field(/Min Experience/), '2');
    await userEvent.type(field(/Max Experience/), '6');
    await userEvent.type(field(/No\. of Positions/), '3');
    await choose(/Country/, 'India');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(M.created)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/positions/view/12'));
    const post = fetch.mock.calls.find(
      ([url, init]) => init?.method === 'POST' && String(url).endsWith('/positions'),
    );
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      company_id: 3,
      position: 'Backend Engineer',
      position_type_id: [1],
      skill_id: [9],
      min_experience: 2,
      min_experience_type: 2,
      max_experience: 6,
      status_id: 1,
      total_position: 3,
      country_id: 101,
    });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('updates with the loaded updated_at and returns to the view page', async () => {
    const fetch = mockApi({
      ...lookupHandlers,
      'GET positions/7': () => ({ data: samplePosition(), message: M.fetched }),
      'PUT positions/7': () => ({ data: samplePosition({ no_of_position: 5 }), message: M.updated }),
    });
    const { router } = renderRoutes(routes, { path: '/positions/edit/7' });
    const total = await screen.findByRole('textbox', { name: /No\. of Positions/ });
    expect(total).toHaveValue('3');
    await userEvent.clear(total);
    await userEvent.type(total, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/positions/view/7'));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      total_position: 5,
      updated_at: '2025-01-02T03:04:05.000Z',
    });
  });

  it('shows a read-only view whose Edit is refused without edit-position', async () => {
    mockApi({ ...lookupHandlers, 'GET positions/7': () => ({ data: samplePosition(), message: M.fetched }) });
    const viewer = { ...superAdmin, role_slug: 'user', permissions_slug: ['list-positions'] };
    renderRoutes(routes, { path: '/positions/view/7', user: viewer });
    expect(await screen.findByRole('textbox', { name: /^Position/ })).toHaveAttribute('readonly');
    // Grouped like the list; the edit form keeps the digits.
    expect(screen.getByRole('textbox', { name: 'Max Salary' })).toHaveValue('500,000');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('Please request permissions from Admin')).toBeInTheDocument();
  });
});
