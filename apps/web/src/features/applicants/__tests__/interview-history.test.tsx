import { APPLICANT_MESSAGES as M } from '@staffdesk/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, preloadRoutes, renderRoutes } from '../../../components/testing/render-app';
import { applicantsRoutes } from '../routes';
import { clientUser, forClient, lookupHandlers, sampleApplicant } from './fixtures';

const routes = [{ path: '/', children: applicantsRoutes }];

const history = [
  {
    id: 1,
    interview_status_id: 1,
    status: 'Screening',
    comment: 'Phone screen booked',
    interview_date: '2025-01-03',
    created_by: 1,
    created_by_name: 'Ada Admin',
    created_at: '2025-01-02T12:00:00.000Z',
    removed_by: 1,
    removed_at: '2025-01-04T12:00:00.000Z',
  },
  {
    id: 2,
    interview_status_id: 2,
    status: 'Offered',
    comment: 'ok',
    interview_date: '2025-01-05',
    created_by: 7,
    created_by_name: 'Rita Recruiter',
    created_at: '2025-01-04T12:00:00.000Z',
    removed_by: null,
    removed_at: null,
  },
];

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

describe('interview history on the applicant view page', () => {
  it('lists every status change newest first, with who made it and when, removed rows marked', async () => {
    mockApi({
      ...lookupHandlers,
      'GET applicants/11': () => ({
        data: sampleApplicant({ interview_history: history }),
        message: M.fetched,
      }),
    });
    renderRoutes(routes, { path: '/applicants/view/11' });
    const list = await screen.findByRole('list', { name: 'Interview History' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => entry.getAttribute('aria-label'))).toEqual([
      'Offered',
      'Screening (removed)',
    ]);

    const [latest, removed] = entries as [HTMLElement, HTMLElement];
    expect(within(latest).getByText('Interview date 05/01/2025')).toBeInTheDocument();
    expect(within(latest).getByText('ok')).toBeInTheDocument();
    expect(within(latest).getByText(/Changed by Rita Recruiter on 04\/01\/2025/)).toBeInTheDocument();
    expect(within(latest).queryByText('Removed')).toBeNull();

    expect(within(removed).getByText('Removed')).toBeInTheDocument();
    expect(within(removed).getByText('Phone screen booked')).toBeInTheDocument();
    expect(
      within(removed).getByText(/Changed by Ada Admin on 02\/01\/2025, .* · Removed on 04\/01\/2025/),
    ).toBeInTheDocument();
  });

  it('shows no history on the edit page', async () => {
    mockApi({
      ...lookupHandlers,
      'GET applicants/11': () => ({
        data: sampleApplicant({ interview_history: history }),
        message: M.fetched,
      }),
    });
    renderRoutes(routes, { path: '/applicants/edit/11' });
    await screen.findByRole('heading', { name: 'Current Interview Status' });
    expect(screen.queryByRole('heading', { name: 'Interview History' })).toBeNull();
  });

  it('shows nothing to a client viewer, whose answer carries no history', async () => {
    mockApi({
      ...lookupHandlers,
      'GET applicants/11': () => ({ data: forClient(sampleApplicant()), message: M.fetched }),
    });
    renderRoutes(routes, { path: '/applicants/view/11', user: clientUser() });
    await screen.findByRole('heading', { name: 'Current Interview Status' });
    expect(screen.queryByRole('heading', { name: 'Interview History' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Interview History' })).toBeNull();
  });
});
