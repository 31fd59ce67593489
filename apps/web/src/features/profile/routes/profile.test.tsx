import { PROFILE_MESSAGES } from '@staffdesk/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderScreen, sessionUser } from '../../../lib/test-utils';
import { PROFILE_RELOAD_AFTER_PASSWORD_MS } from '../components/change-password-form';
import { ProfilePage } from './profile';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const profile = {
  profile_image: 'JD',
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  company_name: 'Acme',
  designation: 'Recruiter',
  phone: '',
  extension: null,
  updated_at: '2026-01-05T10:00:00.000Z',
};

describe('profile screen', () => {
  it('fills the personal form and keeps e-mail and company read-only', async () => {
    mockFetch({ 'GET /api/v1/users/profile': { body: { data: profile, message: '' } } });
    renderScreen(<ProfilePage />, { user: sessionUser() });
    const personal = await screen.findByRole('form', { name: 'Personal details' });
    expect(within(personal).getByLabelText(/First name/)).toHaveValue('Jane');
    expect(within(personal).getByLabelText('E-mail')).toHaveValue('jane@example.com');
    expect(within(personal).getByLabelText('E-mail')).toBeDisabled();
    expect(within(personal).getByLabelText('Company')).toHaveValue('Acme');
  });

  it('checks the password form with the shared rules', async () => {
    mockFetch({ 'GET /api/v1/users/profile': { body: { data: profile, message: '' } } });
    renderScreen(<ProfilePage />, { user: sessionUser() });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText(/Current password/), 'Same@12345');
    await userEvent.type(within(form).getByLabelText(/New password/), 'Same@12345');
    await userEvent.type(within(form).getByLabelText(/Confirm password/), 'Other@12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await within(form).findByText(PROFILE_MESSAGES.sameAsCurrent)).toBeInTheDocument();
    expect(within(form).getByText(PROFILE_MESSAGES.notConfirmed)).toBeInTheDocument();
  });

  it("toasts the server's message after a password update and reloads the profile 3 s later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch({
      'GET /api/v1/users/profile': { body: { data: profile, message: '' } },
      'PUT /api/v1/users/password': { body: { data: null, message: PROFILE_MESSAGES.passwordUpdated } },
    });
    renderScreen(<ProfilePage />, { user: sessionUser() });
    const form = await screen.findByRole('form', { name: 'Change password' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(within(form).getByLabelText(/Current password/), 'Old@123456');
    await user.type(within(form).getByLabelText(/New password/), 'New@123456');
    await user.type(within(form).getByLabelText(/Confirm password/), 'New@123456');
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(PROFILE_MESSAGES.passwordUpdated)).toBeInTheDocument();
    // Emptied, with the labels back inside the fields (MUI marks a raised label data-shrink="true").
    for (const label of [/Current password/, /New password/, /Confirm password/]) {
      const field = within(form).getByLabelText(label);
      expect(field).toHaveValue('');
      expect(form.querySelector(`label[for="${field.id}"]`)).toHaveAttribute('data-shrink', 'false');
    }

    const profileLoads = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/users/profile')).length;
    const before = profileLoads();
    await act(() => vi.advanceTimersByTimeAsync(PROFILE_RELOAD_AFTER_PASSWORD_MS));
    await waitFor(() => expect(profileLoads()).toBe(before + 1));
  });

  it('sends the version it loaded, then the version the save answered', async () => {
    // No picture: the stored initials 'JD' are not an uploaded file, so that form would not submit.
    const loaded = { ...profile, profile_image: null };
    const saved = { ...loaded, updated_at: '2026-01-05T10:05:00.000Z' };
    // As the server does: after the save, the profile reads with its new version.
    let current = loaded;
    const fetchMock = mockFetch({
      'GET /api/v1/users/profile': () => ({ body: { data: current, message: '' } }),
      'PUT /api/v1/users/profile': () => {
        current = saved;
        return { body: { data: saved, message: PROFILE_MESSAGES.updated } };
      },
    });
    renderScreen(<ProfilePage />, { user: sessionUser() });
    const personal = await screen.findByRole('form', { name: 'Personal details' });
    const sentVersions = () =>
      fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'PUT')
        .map(([, init]) => JSON.parse(String(init?.body)).updated_at);
    await userEvent.click(within(personal).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(sentVersions()).toEqual([loaded.updated_at]));
    expect(await screen.findByText(PROFILE_MESSAGES.updated)).toBeInTheDocument();
    const update = await screen.findByRole('form', { name: 'Personal details' });
    await waitFor(() => expect(within(update).getByRole('button', { name: 'Update' })).toBeEnabled());
    await userEvent.click(within(update).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(sentVersions()).toEqual([loaded.updated_at, saved.updated_at]));
  });
});
