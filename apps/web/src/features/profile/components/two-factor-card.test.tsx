// Profile's two-factor card (issue 21): set-up with the QR code and one code, the recovery codes
// shown once, turning it off with the password and a code, and the super-admins' setting.
import { TWO_FACTOR_MESSAGES, type TwoFactorStatus } from '@staffdesk/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderScreen, sessionUser } from '../../../lib/test-utils';
import { TwoFactorCard } from './two-factor-card';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const OFF: TwoFactorStatus = { enabled: false, enabled_at: null, recovery_codes_left: 0, required: false };
const ON: TwoFactorStatus = {
  enabled: true,
  enabled_at: '2026-11-20T09:30:00.000Z',
  recovery_codes_left: 7,
  required: false,
};
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url:
    'otpauth://totp/Staffdesk:jane%40example.com?issuer=Staffdesk&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const CODES = Array.from({ length: 10 }, (_, i) => `ABCDE-1234${i}`);
const ROLE_USER = sessionUser({ role_slug: 'user' });
const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === method && String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('two-factor card', () => {
  it('sets up: QR code and key, a wrong code under the field, then the ten recovery codes once', async () => {
    let status = OFF;
    let tries = 0;
    const fetchMock = mockFetch({
      'GET /api/v1/users/2fa': () => ({ body: { data: status, message: 'OK' } }),
      'POST /api/v1/users/2fa/setup': { body: { data: SETUP, message: TWO_FACTOR_MESSAGES.setupStarted } },
      'POST /api/v1/users/2fa/enable': () => {
        if (++tries === 1)
          return {
            status: 400,
            body: {
              message: TWO_FACTOR_MESSAGES.codeWrong,
              errors: [{ path: 'code', message: TWO_FACTOR_MESSAGES.codeWrong }],
            },
          };
        status = { ...ON, recovery_codes_left: 10 };
        return { body: { data: { recovery_codes: CODES }, message: TWO_FACTOR_MESSAGES.enabled } };
      },
      'GET /api/v1/users/is-auth': { body: { data: ROLE_USER, message: '' } },
    });
    renderScreen(<TwoFactorCard />, { user: ROLE_USER });
    expect(await screen.findByText('Off')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up' }));

    const qr = await screen.findByRole('img', { name: 'QR code to add Staffdesk to your authenticator app' });
    expect(qr).toHaveAttribute('src', SETUP.qr_code);
    expect(screen.getByLabelText('Set-up key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    const form = screen.getByRole('form', { name: 'Confirm two-factor sign-in' });
    await userEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(await within(form).findByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Code from the app/), '111111');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(await within(form).findByText(TWO_FACTOR_MESSAGES.codeWrong)).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText(/Code from the app/));
    await userEvent.type(within(form).getByLabelText(/Code from the app/), '222333');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(screen.getByText(/will not be shown again/)).toBeInTheDocument();
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.enabled)).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/users/2fa/enable')).toEqual([{ code: '111111' }, { code: '222333' }]);

    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(await screen.findByText(/10 recovery codes left/)).toBeInTheDocument();
    expect(screen.getByText('On')).toBeInTheDocument();
  });

  it('turns off with the password and a code, showing a wrong password under its field', async () => {
    let status = ON;
    let tries = 0;
    const fetchMock = mockFetch({
      'GET /api/v1/users/2fa': () => ({ body: { data: status, message: 'OK' } }),
      'POST /api/v1/users/2fa/disable': () => {
        if (++tries === 1)
          return {
            status: 400,
            body: {
              message: TWO_FACTOR_MESSAGES.passwordWrong,
              errors: [{ path: 'password', message: TWO_FACTOR_MESSAGES.passwordWrong }],
            },
          };
        status = OFF;
        return { body: { data: null, message: TWO_FACTOR_MESSAGES.disabled } };
      },
    });
    renderScreen(<TwoFactorCard />, { user: ROLE_USER });
    expect(await screen.findByText(/7 recovery codes left/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const form = screen.getByRole('form', { name: 'Turn off two-factor sign-in' });
    await userEvent.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await within(form).findByText(TWO_FACTOR_MESSAGES.codeOrRecoveryRequired)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Password/), 'Wrong@12345');
    await userEvent.type(within(form).getByLabelText(/Code or recovery code/), 'abcde-12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await within(form).findByText(TWO_FACTOR_MESSAGES.passwordWrong)).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/Password/));
    await userEvent.type(within(form).getByLabelText(/Password/), 'Right@12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.disabled)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Set up' })).toBeInTheDocument());
    expect(bodyOf(fetchMock, 'POST', '/users/2fa/disable').at(-1)).toEqual({
      password: 'Right@12345',
      code: 'ABCDE12345',
    });
  });

  it('offers no way off while it is required', async () => {
    mockFetch({ 'GET /api/v1/users/2fa': { body: { data: { ...ON, required: true }, message: 'OK' } } });
    renderScreen(<TwoFactorCard />, { user: ROLE_USER });
    expect(await screen.findByText(/cannot be turned off/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });

  it('gives a super-admin admin the setting, saved with the version it loaded', async () => {
    let policy = { require_for_super_admins: false, updated_at: '2026-11-01T00:00:00.000Z' };
    const fetchMock = mockFetch({
      'GET /api/v1/users/2fa': { body: { data: ON, message: 'OK' } },
      'GET /api/v1/users/2fa/policy': () => ({ body: { data: policy, message: 'OK' } }),
      'PUT /api/v1/users/2fa/policy': () => {
        policy = { require_for_super_admins: true, updated_at: '2026-11-27T10:00:00.000Z' };
        return { body: { data: policy, message: TWO_FACTOR_MESSAGES.policySaved } };
      },
    });
    renderScreen(<TwoFactorCard />, { user: sessionUser({ type_slug: 'super-admin', role_slug: 'admin' }) });
    const toggle = await screen.findByRole('switch', {
      name: 'Require two-factor sign-in for every super-admin user',
    });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.policySaved)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(bodyOf(fetchMock, 'PUT', '/users/2fa/policy')).toEqual([
      { require_for_super_admins: true, updated_at: '2026-11-01T00:00:00.000Z' },
    ]);
  });

  it("keeps the setting off and says why while the admin's own is off; others never see it", async () => {
    mockFetch({
      'GET /api/v1/users/2fa': { body: { data: OFF, message: 'OK' } },
      'GET /api/v1/users/2fa/policy': {
        body: {
          data: { require_for_super_admins: false, updated_at: '2026-11-01T00:00:00.000Z' },
          message: 'OK',
        },
      },
    });
    const admin = renderScreen(<TwoFactorCard />, {
      user: sessionUser({ type_slug: 'super-admin', role_slug: 'admin' }),
    });
    const toggle = await screen.findByRole('switch');
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.policyNeedsOwn);
    admin.unmount();

    renderScreen(<TwoFactorCard />, { user: sessionUser({ type_slug: 'client', role_slug: 'admin' }) });
    expect(await screen.findByRole('button', { name: 'Set up' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
