import {
  BANK_CHANGE_MESSAGES,
  IDENTIFIER_MESSAGES,
  PARTNER_MESSAGES as M,
  ORG_MESSAGES,
} from '@staffdesk/shared';
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
import { listPage, orgLookupHandlers, withoutKeys } from '../../clients/__tests__/fixtures';
import { partnersRoutes } from '../routes';
import { partnerItem, samplePartner } from './fixtures';

vi.mock('@staffdesk/shared', async (importOriginal) =>
  (await import('../../clients/__tests__/mock-hidden-keys')).withTestHiddenKeys(await importOriginal()),
);

const routes = [{ path: '/', children: partnersRoutes }];
const bright = partnerItem();
const own = partnerItem({ id: 9, account_name: 'Our Agency', partners_bank_account_number: null });
const partnerUser = {
  ...superAdmin,
  type_slug: 'partners',
  role_slug: 'admin',
  partners_account_id: 8,
} as typeof superAdmin;

// Generous: the first import of the pages shares a loaded 2-core machine.
beforeAll(() => preloadRoutes(routes), 120_000);
afterEach(() => vi.unstubAllGlobals());

describe('partners list', () => {
  it('shows the masked account number, marks the own partner and refuses deleting it', async () => {
    mockApi({ 'GET partners': () => listPage([bright, own]) });
    renderRoutes(routes, { path: '/partners', user: { ...superAdmin, partners_account_id: 9 } });
    const table = await screen.findByRole('table', { name: 'Partners' });
    // Spec 001 §2: headed Partners Management, the breadcrumb and the tab still read Partners.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Partners Management');
    expect(screen.getByRole('navigation', { name: /breadcrumb/i })).toHaveTextContent('Dashboard/Partners');
    expect(screen.getByRole('tab', { name: 'Partners' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Account Name', 'Primary Email', 'Phone', 'Account Number', 'Action']);
    expect(await within(table).findByText('•••• 4321')).toBeInTheDocument();
    expect(within(table).getByText(`Our Agency ${M.ownSuffix}`)).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Delete Our Agency' }));
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(warning).getByText(M.cannotDeleteOwn)).toBeInTheDocument();
  });

  it('deletes after "Are you sure?" with the spec texts', async () => {
    let deleted = false;
    mockApi({
      'GET partners': () => listPage(deleted ? [] : [bright]),
      'DELETE partners/8': () => {
        deleted = true;
        return { data: null, message: M.deleted };
      },
    });
    renderRoutes(routes, { path: '/partners' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Bright Partners' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(confirm).getByText(M.deleteConfirmText)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    const success = await screen.findByRole('dialog', { name: 'Success!' });
    expect(within(success).getByText(M.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Bright Partners')).toBeNull());
  });

  it('leaves out edit and delete without their keys (spec 001 §2 Partners)', async () => {
    mockApi({ 'GET partners': () => listPage([bright]) });
    renderRoutes(routes, { path: '/partners', user: withoutKeys('edit-partners', 'delete-partners') });
    const table = await screen.findByRole('table', { name: 'Partners' });
    expect(await within(table).findByRole('button', { name: 'View Bright Partners' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Edit Bright Partners' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Delete Bright Partners' })).toBeNull();
  });
});

describe('partner form', () => {
  it("shows the spec's messages, the bank formats included, and sends nothing", async () => {
    const spy = mockApi(orgLookupHandlers);
    renderRoutes(routes, { path: '/partners/create' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    for (const message of [
      M.accountNameRequired,
      M.primaryEmailRequired,
      M.addressRequired,
      ORG_MESSAGES.countryRequired,
      ORG_MESSAGES.zipcodeRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // The website of a partner is optional (spec 001 §5 Partner); given, it is an http(s) address.
    expect(screen.queryByText(ORG_MESSAGES.websiteRequired)).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: /^IFSC Code/ }), 'HDFC1000521');
    await userEvent.type(screen.getByRole('textbox', { name: /^SWIFT Code/ }), 'HDFC');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(screen.getByText(IDENTIFIER_MESSAGES.ifsc)).toBeInTheDocument();
      expect(screen.getByText(IDENTIFIER_MESSAGES.swift)).toBeInTheDocument();
    });
    expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows the view with masked bank details, who changed them, and refuses Edit without the key', async () => {
    mockApi({
      ...orgLookupHandlers,
      'GET partners/8': () => ({ data: samplePartner(), message: M.fetched }),
    });
    renderRoutes(routes, { path: '/partners/view/8', user: withoutKeys('edit-partners') });
    const form = await screen.findByRole('form', { name: 'Partner' });
    expect(within(form).getByRole('textbox', { name: 'Account Name' })).toHaveValue('Bright Partners');
    expect(within(form).getByRole('textbox', { name: 'Bank Account Number' })).toHaveValue('•••• 4321');
    expect(within(form).getByText(/^Bank details last changed by Asha Rao on /)).toBeInTheDocument();
    expect(within(form).getByText('No document found')).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/partners');
    await userEvent.click(within(form).getByRole('button', { name: 'Edit' }));
    const popup = await screen.findByRole('dialog', { name: 'Error!' });
    expect(within(popup).getByText("You don't have access to edit it")).toBeInTheDocument();
  });
});

describe('partner profile', () => {
  it('shows the own account without Close, with View/Edit Profile tabs, and saves back to the view', async () => {
    const requests: MockRequest[] = [];
    const pending = {
      id: 3,
      requested_by_name: 'Meera Iyer',
      requested_at: '2026-11-21T09:00:00.000Z',
      fields: [{ label: 'Branch', value: 'Koramangala' }],
    };
    mockApi({
      ...orgLookupHandlers,
      // After the save the record answers the confirmed values and the change waiting.
      'GET partner-profile/8': () => ({
        data: samplePartner({
          bank_masked: false,
          partners_bank_account_number: '123456784321',
          ifsc_code: 'HDFC0000521',
          bank_change_pending: requests.length ? pending : null,
        }),
        message: M.profileFetched,
      }),
      'PUT partner-profile/8': (request) => {
        requests.push(request);
        return { data: samplePartner(), message: `${M.profileUpdated}. ${M.bankPending}` };
      },
    });
    const { router } = renderRoutes(routes, { path: '/partners/profile', user: partnerUser });
    const form = await screen.findByRole('form', { name: 'Partner' });
    expect(within(form).queryByRole('link', { name: 'Close' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'View Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Edit Profile' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/profile/edit'));

    await screen.findByRole('button', { name: 'Update' });
    // The password field appears only once a bank field changes.
    expect(screen.queryByLabelText(/^Current Password/)).toBeNull();
    const branch = screen.getByRole('textbox', { name: 'Branch' });
    await userEvent.clear(branch);
    await userEvent.type(branch, 'Koramangala');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(BANK_CHANGE_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(requests).toEqual([]);

    await userEvent.type(screen.getByLabelText(/^Current Password/), 'Partner@123');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(`${M.profileUpdated}. ${M.bankPending}`)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/profile'));
    expect(requests[0]?.body).toMatchObject({
      branch: 'Koramangala',
      current_password: 'Partner@123',
      updated_at: '2026-11-20T10:15:00.000Z',
    });
    // The view says the change waits, with the values its admin may see.
    expect(await screen.findByText(BANK_CHANGE_MESSAGES.pendingNotice)).toBeInTheDocument();
    expect(
      screen.getByText(/^Requested by Meera Iyer on .*: Branch Koramangala\. Payments keep using/),
    ).toBeInTheDocument();
  });

  it('shows a partners_client user the bank details masked and read-only, and leaves them out of a save', async () => {
    const requests: MockRequest[] = [];
    mockApi({
      ...orgLookupHandlers,
      'GET partner-profile/8': () => ({ data: samplePartner(), message: M.profileFetched }),
      'PUT partner-profile/8': (request) => {
        requests.push(request);
        return { data: samplePartner(), message: M.profileUpdated };
      },
    });
    renderRoutes(routes, {
      path: '/partners/profile/edit',
      user: { ...partnerUser, type_slug: 'partners_client' } as typeof superAdmin,
    });
    await screen.findByRole('button', { name: 'Update' });
    const account = screen.getByRole('textbox', { name: 'Bank Account Number' });
    expect(account).toHaveValue('•••• 4321');
    expect(account).toHaveAttribute('readonly');
    expect(screen.getByText(`${BANK_CHANGE_MESSAGES.partnerBankNotAllowed}.`)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Industry/ }), ' and IT');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(M.profileUpdated)).toBeInTheDocument();
    expect(requests[0]?.body).toMatchObject({
      industry: 'Recruiting and IT',
      partners_bank_account_number: null,
      ifsc_code: null,
      partners_bank_account_name: null,
    });
  });
});
