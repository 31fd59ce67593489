// The Bank changes screen (issue 21): pending changes with masked old → new values, the maker's own
// change not confirmable by it, Confirm after 'Are you sure?', Reject with a required reason.
import { BANK_CHANGE_MESSAGES as B, type BankChangeListItem } from '@staffdesk/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type MockRequest,
  mockApi,
  preloadRoutes,
  renderRoutes,
} from '../../../components/testing/render-app';
import { bankChangesRoutes } from '../routes';

const routes = [{ path: '/', children: bankChangesRoutes }];
beforeAll(() => preloadRoutes(routes), 120_000);
afterEach(() => vi.unstubAllGlobals());

const change = (over: Partial<BankChangeListItem>): BankChangeListItem => ({
  id: 1,
  entity: 'partner',
  entity_id: 8,
  record_name: 'Bright Hire',
  fields: [{ label: 'Account number', old_value: '•••• 1234', new_value: '•••• 7777' }],
  status: 'pending',
  requested_by_name: 'Meera Iyer',
  requested_at: '2026-11-21T09:00:00.000Z',
  own: false,
  decided_by_name: null,
  decided_at: null,
  reason: null,
  ...over,
});
const partnerChange = change({});
const ownChange = change({ id: 2, entity: 'employee', entity_id: 5, record_name: 'Asha Rao', own: true });
const page = (list: BankChangeListItem[]) => ({
  data: { list, count: list.length, numberOfPages: 1 },
  message: B.listed,
});

describe('bank changes', () => {
  it('lists pending changes masked and confirms another person’s change after "Are you sure?"', async () => {
    const requests: MockRequest[] = [];
    mockApi({
      'GET bank-changes': (request) => {
        requests.push(request);
        return page([partnerChange, ownChange]);
      },
      'POST bank-changes/1/confirm': (request) => {
        requests.push(request);
        return { data: { ...partnerChange, status: 'confirmed' }, message: B.confirmed };
      },
    });
    renderRoutes(routes, { path: '/accounts/bank-changes' });
    const table = await screen.findByRole('table', { name: 'Bank changes' });
    // The table is drawn while its rows load: ask about the request once a row has arrived.
    const partnerRow = await within(table).findByRole('row', { name: /Bright Hire/ });
    expect(requests[0]?.query.get('status')).toBe('pending');
    expect(within(partnerRow).getByText(/Account number: •••• 1234 →/)).toHaveTextContent(
      'Account number: •••• 1234 → •••• 7777',
    );
    expect(within(partnerRow).getByRole('link', { name: 'Bright Hire' })).toHaveAttribute(
      'href',
      '/partners/view/8',
    );
    const ownRow = within(table).getByRole('row', { name: /Asha Rao/ });
    expect(within(ownRow).getByRole('button', { name: 'Confirm bank change of Asha Rao' })).toBeDisabled();
    expect(within(ownRow).getByText('Your change: another person confirms it')).toBeInTheDocument();

    await userEvent.click(
      within(partnerRow).getByRole('button', { name: 'Confirm bank change of Bright Hire' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText(`${B.confirmText} of Bright Hire`)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(B.confirmed)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST' && r.path === 'bank-changes/1/confirm')).toBe(true);
  });

  it('rejects only with a reason, and shows the server’s refusal', async () => {
    const posted: MockRequest[] = [];
    mockApi({
      'GET bank-changes': () => page([partnerChange]),
      'POST bank-changes/1/reject': (request) => {
        posted.push(request);
        return { status: 409, body: { message: B.notPending } };
      },
    });
    renderRoutes(routes, { path: '/accounts/bank-changes' });
    const table = await screen.findByRole('table', { name: 'Bank changes' });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Reject bank change of Bright Hire' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject bank change' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(B.reasonRequired)).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Not asked for by phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(B.notPending)).toBeInTheDocument();
    await waitFor(() => expect(posted[0]?.body).toEqual({ reason: 'Not asked for by phone' }));
  });

  it('shows the status chosen above the list, from page 1', async () => {
    const requests: MockRequest[] = [];
    mockApi({
      'GET bank-changes': (request) => {
        requests.push(request);
        return page([partnerChange]);
      },
    });
    const { router } = renderRoutes(routes, { path: '/accounts/bank-changes?page=2' });
    await screen.findByRole('table', { name: 'Bank changes' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirmed' }));
    // One change of the URL: the status and the page together (two writes in a row lost the status).
    await waitFor(() => expect(router.state.location.search).toBe('?status=confirmed'));
    await waitFor(() => expect(requests.at(-1)?.query.get('status')).toBe('confirmed'));
    expect(requests.at(-1)?.query.get('skip')).toBe('0');
    expect(screen.getByRole('button', { name: 'Confirmed' })).toHaveAttribute('aria-pressed', 'true');
  });
});
