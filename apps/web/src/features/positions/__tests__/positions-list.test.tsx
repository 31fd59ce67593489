import { POSITION_MESSAGES as M } from '@staffdesk/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type MockRequest,
  mockApi,
  preloadRoutes,
  renderRoutes,
  superAdmin,
} from '../../../components/testing/render-app';
import { positionsRoutes } from '../routes';
import { lookupHandlers, positionsPage, samplePosition } from './fixtures';

const routes = [{ path: '/', children: positionsRoutes }];
const backend = samplePosition();
const qa = samplePosition({ id: 8, position: 'QA Engineer', application_count: 0, company_id: 4 });

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

describe('positions list', () => {
  it('asks page 1 of 10 and links the name to the view and the count to the applicants', async () => {
    const requests: MockRequest[] = [];
    mockApi({
      ...lookupHandlers,
      'POST filters/positions': (request) => {
        requests.push(request);
        return positionsPage([backend, qa]);
      },
    });
    renderRoutes(routes, { path: '/positions' });
    const table = await screen.findByRole('table', { name: 'Positions' });
    expect(await within(table).findByRole('link', { name: 'Backend Engineer' })).toHaveAttribute(
      'href',
      '/positions/view/7',
    );
    expect(within(table).getByRole('link', { name: '2 applications for Backend Engineer' })).toHaveAttribute(
      'href',
      '/applicants?position=7&client=3',
    );
    expect(within(table).queryByRole('link', { name: /applications for QA Engineer/ })).toBeNull();
    expect(within(table).getAllByText('2 – 6 Year(s)')).toHaveLength(2);
    expect(within(table).getAllByText('500,000')).toHaveLength(2);
    expect(requests[0]?.query.get('skip')).toBe('0');
    expect(requests[0]?.query.get('limit')).toBe('10');
    expect(requests[0]?.body).toEqual({});
  });

  it('refuses a minimum salary that is not below the maximum and sends a valid range', async () => {
    const requests: MockRequest[] = [];
    mockApi({
      ...lookupHandlers,
      'POST filters/positions': (request) => {
        requests.push(request);
        return positionsPage([backend]);
      },
    });
    renderRoutes(routes, { path: '/positions' });
    await screen.findByRole('link', { name: 'Backend Engineer' });
    await userEvent.click(screen.getByRole('button', { name: /Show filters/ }));
    await screen.findByRole('search'); // the form loads when the panel first opens
    await userEvent.type(screen.getByRole('textbox', { name: 'Min Salary' }), '900000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Max Salary' }), '500000');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(M.salaryRange)).toBeInTheDocument();
    expect(requests).toHaveLength(1);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Max Salary' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Max Salary' }), '1500000');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.body).toEqual({ min_salary: '900000', max_salary: '1500000' });
    expect(screen.queryByText(M.salaryRange)).toBeNull();
  });

  it('answers letters in the salary filter with the field message instead of failing', async () => {
    const requests: MockRequest[] = [];
    mockApi({
      ...lookupHandlers,
      'POST filters/positions': (request) => {
        requests.push(request);
        return positionsPage([backend]);
      },
    });
    renderRoutes(routes, { path: '/positions' });
    await screen.findByRole('link', { name: 'Backend Engineer' });
    await userEvent.click(screen.getByRole('button', { name: /Show filters/ }));
    await screen.findByRole('search'); // the form loads when the panel first opens
    await userEvent.type(screen.getByRole('textbox', { name: 'Min Salary' }), 'abc');
    await userEvent.type(screen.getByRole('textbox', { name: 'Max Salary' }), '500000');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(M.salaryInvalid)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Min Salary' })).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(1);
  });

  it('deletes after confirmation, shows the message and reloads', async () => {
    let deleted = false;
    mockApi({
      ...lookupHandlers,
      'POST filters/positions': () => positionsPage(deleted ? [qa] : [backend, qa]),
      'DELETE positions/7': () => {
        deleted = true;
        return { data: null, message: M.deleted };
      },
    });
    renderRoutes(routes, { path: '/positions' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Backend Engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText(M.deleteConfirmText)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(M.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Backend Engineer' })).toBeNull());
  });

  it('opens the JD in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    mockApi({
      ...lookupHandlers,
      'POST filters/positions': () =>
        positionsPage([samplePosition({ job_description: '/api/v1/files/jd-1' })]),
    });
    renderRoutes(routes, { path: '/positions' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open JD of Backend Engineer' }));
    expect(open).toHaveBeenCalledWith('/api/v1/files/jd-1', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('shows a client viewer no company (nor its logo) column or filter, and no actions it lacks', async () => {
    mockApi({ ...lookupHandlers, 'POST filters/positions': () => positionsPage([backend]) });
    const client = {
      ...superAdmin,
      type_slug: 'client',
      role_slug: 'user',
      company_id: 3,
      permissions_slug: ['list-positions'],
    };
    renderRoutes(routes, { path: '/positions', user: client });
    const table = await screen.findByRole('table', { name: 'Positions' });
    await within(table).findByRole('link', { name: 'Backend Engineer' });
    expect(within(table).queryByRole('columnheader', { name: 'Company' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create Position' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Show filters/ }));
    await screen.findByRole('search'); // the form loads when the panel first opens
    expect(screen.queryByRole('combobox', { name: 'Company' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Skills' })).toBeInTheDocument();
  });
});
