import { APPLICANT_MESSAGES as M } from '@staffdesk/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type MockRequest,
  mockApi,
  preloadRoutes,
  renderRoutes,
} from '../../../components/testing/render-app';
import { applicantsRoutes } from '../routes';
import { applicantsPage, clientUser, forClient, listItem, lookupHandlers } from './fixtures';

const routes = [{ path: '/', children: applicantsRoutes }];
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

describe('applicants list', () => {
  it('pre-filters by ?position and ?client and shows the chosen position', async () => {
    const requests: MockRequest[] = [];
    mockApi({
      ...lookupHandlers,
      'POST filters/applicants': (request) => {
        requests.push(request);
        return applicantsPage([listItem()]);
      },
    });
    renderRoutes(routes, { path: '/applicants?position=5&client=3' });
    const table = await screen.findByRole('table', { name: 'Applicants' });
    expect(await within(table).findByRole('link', { name: 'Priya Sharma' })).toHaveAttribute(
      'href',
      '/applicants/view/11',
    );
    expect(requests[0]?.body).toEqual({ client_id: 3, position_id: 5 });
    expect(requests[0]?.query.get('skip')).toBe('0');
    expect(requests[0]?.query.get('limit')).toBe('10');
    // Staff read the phone under the name, the notice period under the experience and both CTCs in
    // one cell, so the list fits a laptop screen.
    expect(headers(table)).toEqual([
      'Name',
      'Client',
      'Position',
      'Interview Status',
      'Experience Notice Period',
      'Skills',
      'Current CTC Expected CTC',
      'Joining Date',
      'Source',
      'Action',
    ]);
    // The client by name, its logo (initials here) beside it and hidden from screen readers.
    const client = within(table).getByRole('cell', { name: 'Acme' });
    expect(within(client).getByText('Acme')).toBeVisible();
    expect(within(table).getByText('9876543210')).toBeInTheDocument();
    expect(within(table).getByText('30 days')).toBeInTheDocument();
    expect(within(table).getByText('1,200,000')).toBeInTheDocument();
    expect(within(table).getByText('1,500,000')).toBeInTheDocument();
    expect(within(table).getByText('Offered')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Show filters \(2 set\)/ }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Position' })).toHaveValue('Backend Engineer'),
    );
    expect(screen.getByRole('combobox', { name: 'Client' })).toHaveValue('Acme');
  });

  it('answers a reversed CTC range with an error toast and does not ask', async () => {
    const requests: MockRequest[] = [];
    mockApi({
      ...lookupHandlers,
      'POST filters/applicants': (request) => {
        requests.push(request);
        return applicantsPage([listItem()]);
      },
    });
    renderRoutes(routes, { path: '/applicants' });
    await screen.findByRole('link', { name: 'Priya Sharma' });
    await userEvent.click(screen.getByRole('button', { name: /Show filters/ }));
    await screen.findByRole('search'); // the form loads when the panel first opens
    await userEvent.type(screen.getByRole('textbox', { name: 'Min CTC' }), '900000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Max CTC' }), '500000');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    // The field shows the message at once; the toast once notistack has loaded (lib/toasts.tsx).
    await waitFor(() =>
      expect(screen.getAllByText(M.ctcRange).some((text) => text.closest('#notistack-snackbar'))).toBe(true),
    );
    expect(requests).toHaveLength(1);
  });

  it('answers letters in the CTC filters with the field message instead of failing', async () => {
    const requests: MockRequest[] = [];
    mockApi({
      ...lookupHandlers,
      'POST filters/applicants': (request) => {
        requests.push(request);
        return applicantsPage([listItem()]);
      },
    });
    renderRoutes(routes, { path: '/applicants' });
    await screen.findByRole('link', { name: 'Priya Sharma' });
    await userEvent.click(screen.getByRole('button', { name: /Show filters/ }));
    await screen.findByRole('search'); // the form loads when the panel first opens
    await userEvent.type(screen.getByRole('textbox', { name: 'Min CTC' }), 'abc');
    await userEvent.type(screen.getByRole('textbox', { name: 'Max CTC' }), 'xyz');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findAllByText(M.ctcInvalid)).toHaveLength(2);
    expect(requests).toHaveLength(1);
  });

  it("says 'Resume not found' for an applicant without a CV and opens one that has it", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    mockApi({
      ...lookupHandlers,
      'POST filters/applicants': () =>
        applicantsPage([
          listItem(),
          listItem({ id: 12, full_name: 'Amit Patel', cv: '/api/v1/files/cv-12', cv_name: 'amit.pdf' }),
        ]),
    });
    renderRoutes(routes, { path: '/applicants' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open CV of Priya Sharma' }));
    expect(await screen.findByText(M.resumeNotFound)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open CV of Amit Patel' }));
    expect(open).toHaveBeenCalledWith('/api/v1/files/cv-12', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('deletes after confirmation, shows the message and reloads', async () => {
    let deleted = false;
    mockApi({
      ...lookupHandlers,
      'POST filters/applicants': () => applicantsPage(deleted ? [] : [listItem()]),
      'DELETE applicants/11': () => {
        deleted = true;
        return { data: null, message: M.deleted };
      },
    });
    renderRoutes(routes, { path: '/applicants' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Priya Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText(M.deleteConfirmText)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(M.deleted)).toBeInTheDocument();
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });

  it('shows a client admin CTC (its client CTC) and none of the hidden columns or filters', async () => {
    mockApi({
      ...lookupHandlers,
      'POST filters/applicants': () => applicantsPage([forClient(listItem())]),
    });
    renderRoutes(routes, { path: '/applicants', user: clientUser() });
    const table = await screen.findByRole('table', { name: 'Applicants' });
    await within(table).findByRole('link', { name: 'Priya Sharma' });
    expect(headers(table)).toEqual([
      'Name',
      'Position',
      'Interview Status',
      'Experience',
      'Skills',
      'CTC',
      'Notice Period',
      'Joining Date',
      'Action',
    ]);
    expect(within(table).getByText('1,700,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Show filters/ }));
    await screen.findByRole('search'); // the form loads when the panel first opens
    for (const name of ['Client', 'Source']) expect(screen.queryByRole('combobox', { name })).toBeNull();
    for (const name of ['Min CTC', 'Max CTC']) expect(screen.queryByRole('textbox', { name })).toBeNull();
    // Its own company's positions, without choosing a client.
    await userEvent.click(screen.getByRole('combobox', { name: 'Position' }));
    expect(await screen.findByRole('option', { name: 'Backend Engineer' })).toBeInTheDocument();
  });

  it("hides the CTC column from a client user without 'show-client ctc'", async () => {
    mockApi({
      ...lookupHandlers,
      'POST filters/applicants': () => applicantsPage([{ ...forClient(listItem()), client_ctc: undefined }]),
    });
    const user = clientUser({ role_slug: 'user', permissions_slug: ['list-applicants'] });
    renderRoutes(routes, { path: '/applicants', user });
    const table = await screen.findByRole('table', { name: 'Applicants' });
    await within(table).findByRole('link', { name: 'Priya Sharma' });
    expect(headers(table)).not.toContain('CTC');
    expect(headers(table)).not.toContain('Expected CTC');
    expect(within(table).queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Delete / })).toBeNull();
  });
});
