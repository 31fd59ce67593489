import { APPLICANT_MESSAGES as M } from '@staffdesk/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, preloadRoutes, renderRoutes } from '../../../components/testing/render-app';
import { applicantsRoutes } from '../routes';
import { clientUser, forClient, lookupHandlers, sampleApplicant } from './fixtures';

const routes = [{ path: '/', children: applicantsRoutes }];

async function choose(label: RegExp, option: string | RegExp) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}
const rows = () => screen.getAllByRole('group', { name: /^Interview \d$/ });

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

describe('applicant form', () => {
  it('adds and removes interview rows, always keeping one', async () => {
    mockApi(lookupHandlers);
    renderRoutes(routes, { path: '/applicants/create' });
    await screen.findByRole('heading', { name: 'Current Interview Status' });
    expect(rows()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Remove interview/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add interview status' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add interview status' }));
    expect(rows()).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /Remove interview/ })).toHaveLength(3);

    await userEvent.type(within(rows()[2]!).getByRole('textbox', { name: /Comment/ }), 'Third');
    await userEvent.click(screen.getByRole('button', { name: 'Remove interview 2' }));
    expect(rows()).toHaveLength(2);
    expect(within(rows()[1]!).getByRole('textbox', { name: /Comment/ })).toHaveValue('Third');
    await userEvent.click(screen.getByRole('button', { name: 'Remove interview 1' }));
    expect(rows()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Remove interview/ })).toBeNull();
  });

  it('shows the spec messages, and a super-admin must upload a resume', async () => {
    mockApi(lookupHandlers);
    renderRoutes(routes, { path: '/applicants/create' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    for (const message of [
      M.firstNameRequired,
      M.lastNameRequired,
      M.countryRequired,
      M.skillsRequired,
      M.sourceRequired,
      M.noticePeriodRequired,
      M.totalExperienceRequired,
      M.clientRequired,
      M.positionRequired,
      M.interviewStatusRequired,
      M.commentRequired,
      M.resumeRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }

    await userEvent.type(screen.getByRole('textbox', { name: /First Name/ }), 'Al');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '12ab');
    await userEvent.type(screen.getByRole('textbox', { name: /Current CTC/ }), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Changes after the first Save are validated as they are typed: wait for every message, not
    // only the first field's (it was shown before the last keystrokes' renders).
    await waitFor(() => {
      expect(screen.getByText(M.firstNameShort)).toBeInTheDocument();
      expect(screen.getByText(M.emailInvalid)).toBeInTheDocument();
      expect(screen.getByText(M.phoneInvalid)).toBeInTheDocument();
      expect(screen.getByText(M.ctcInvalid)).toBeInTheDocument();
    });
  });

  it("loads the chosen client's positions and clears the position when the client changes", async () => {
    mockApi(lookupHandlers);
    renderRoutes(routes, { path: '/applicants/create' });
    const position = await screen.findByRole('combobox', { name: /Position Applying For/ });
    expect(position).toBeDisabled();
    await choose(/^Client/, 'Acme');
    await choose(/Position Applying For/, 'QA Engineer');
    expect(position).toHaveValue('QA Engineer');
    await choose(/^Client/, 'Globex');
    expect(position).toHaveValue('');
    await userEvent.click(position);
    expect(await screen.findByRole('option', { name: 'Data Engineer' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'QA Engineer' })).toBeNull();
  });

  it('updates with the interview rows and updated_at, then returns to the view page', async () => {
    const fetch = mockApi({
      ...lookupHandlers,
      'GET applicants/11': () => ({ data: sampleApplicant(), message: M.fetched }),
      'PUT applicants/11': () => ({ data: sampleApplicant(), message: M.updated }),
    });
    const { router } = renderRoutes(routes, { path: '/applicants/edit/11' });
    const notice = await screen.findByRole('textbox', { name: /Notice Period/ });
    await userEvent.clear(notice);
    await userEvent.type(notice, '60 days');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/applicants/view/11'));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      notice_period: '60 days',
      client_id: 3,
      applying_position: 5,
      cv: '/api/v1/files/cv/0b6f3c2a-1d4e-4f5a-8b7c-9d0e1f2a3b4c.pdf',
      interview_status: [{ id: 1, interview_status: 2, comment: 'ok', date: '2025-01-05' }],
      updated_at: '2025-01-02T03:04:05.000Z',
    });
  });

  it('shows the view read-only with Edit and a Close that returns to the list', async () => {
    mockApi({
      ...lookupHandlers,
      'GET applicants/11': () => ({ data: sampleApplicant(), message: M.fetched }),
      'POST filters/applicants': () => ({ data: { list: [], count: 0, numberOfPages: 0 }, message: '' }),
    });
    const { router } = renderRoutes(routes, { path: '/applicants/view/11' });
    expect(await screen.findByRole('textbox', { name: /First Name/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'priya.pdf' })).toHaveAttribute(
      'href',
      '/api/v1/files/cv/0b6f3c2a-1d4e-4f5a-8b7c-9d0e1f2a3b4c.pdf',
    );
    // Amounts grouped like the list.
    expect(screen.getByRole('textbox', { name: 'Current CTC' })).toHaveValue('1,200,000');
    expect(screen.getByRole('textbox', { name: 'Expected CTC' })).toHaveValue('1,500,000');
    expect(screen.queryByRole('button', { name: 'Add interview status' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/applicants'));
  });

  it('shows a client viewer CTC and CV in place of Client CTC and Client CV, without the hidden fields', async () => {
    mockApi({
      ...lookupHandlers,
      'GET applicants/11': () => ({ data: forClient(sampleApplicant()), message: M.fetched }),
    });
    renderRoutes(routes, { path: '/applicants/edit/11', user: clientUser() });
    expect(await screen.findByRole('textbox', { name: 'CTC' })).toHaveValue('1700000');
    expect(screen.getByText('CV')).toBeInTheDocument();
    for (const label of [
      /Email/,
      /Phone/,
      /LinkedIn/,
      /Current CTC/,
      /Expected CTC/,
      /Client CTC/,
      /Internal HR/,
    ]) {
      expect(screen.queryByRole('textbox', { name: label })).toBeNull();
    }
    expect(screen.queryByRole('combobox', { name: /Source/ })).toBeNull();
    expect(screen.queryByText('Resume')).toBeNull();
    expect(screen.queryByText('Client CV')).toBeNull();
    // Their own company, not a choice.
    expect(screen.getByRole('combobox', { name: /^Client/ })).toBeDisabled();
  });

  it("hides the client CTC from a client user without 'show-client ctc'", async () => {
    mockApi({
      ...lookupHandlers,
      'GET applicants/11': () => ({
        data: { ...forClient(sampleApplicant()), client_ctc: undefined },
        message: M.fetched,
      }),
    });
    const user = clientUser({ role_slug: 'user', permissions_slug: ['list-applicants', 'edit-applicant'] });
    renderRoutes(routes, { path: '/applicants/edit/11', user });
    await screen.findByRole('textbox', { name: /First Name/ });
    expect(screen.queryByRole('textbox', { name: 'CTC' })).toBeNull();
  });
});
