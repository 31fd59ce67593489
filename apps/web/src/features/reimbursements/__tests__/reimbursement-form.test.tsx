// The claim screens (spec 001 §2, §5, §6; issue 11): the spec's messages, the claimed total summed
// exactly as amounts are typed, the status hidden from the employee and hrms's decision rules.
import { REIMBURSEMENT_MESSAGES as M } from '@staffdesk/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, preloadRoutes, renderRoutes } from '../../../components/testing/render-app';
import { reimbursementsRoutes } from '../routes';
import { employee, listItem, lookups, sampleClaim } from './fixtures';

const routes = [{ path: '/', children: reimbursementsRoutes }];
const amountOf = (line: number) =>
  within(screen.getByRole('group', { name: `Expense ${line}` })).getByRole('textbox', { name: /^Amount/ });

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

describe('employee reimbursement form', () => {
  it("answers the spec's messages on an empty Save and sends nothing", async () => {
    const post = vi.fn();
    mockApi({ ...lookups, 'POST reimbursements': post });
    renderRoutes(routes, { path: '/employee/reimbursements/create', user: employee });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    for (const message of [
      M.fromRequired,
      M.toRequired,
      M.descriptionRequired,
      M.lineDateRequired,
      M.categoryRequired,
      M.amountRequired,
      M.receiptRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(post).not.toHaveBeenCalled();
  });

  it('sums the claimed total exactly as the amounts are typed (0.1 + 0.2 is 0.30)', async () => {
    mockApi(lookups);
    renderRoutes(routes, { path: '/employee/reimbursements/create', user: employee });
    await userEvent.type(await waitFor(() => amountOf(1)), '0.1');
    await userEvent.click(screen.getByRole('button', { name: 'Add expense' }));
    await userEvent.type(amountOf(2), '0.2');
    expect(screen.getByTestId('claimed-total')).toHaveTextContent('Claimed total: ₹0.30');
    await userEvent.clear(amountOf(2));
    await userEvent.type(amountOf(2), '1200000.15');
    expect(screen.getByTestId('claimed-total')).toHaveTextContent('Claimed total: ₹12,00,000.25');
  });

  it('hides the status from the employee and shows the reason of a partial approval', async () => {
    const approved = sampleClaim({
      reimbursement_status_id: 2,
      status: 'Approved',
      status_slug: 'approved',
      approved_amount: '1000.00',
      approval_reason: 'Meals are not covered',
    });
    mockApi({ ...lookups, 'GET reimbursements/9': () => ({ data: approved, message: '' }) });
    renderRoutes(routes, { path: '/employee/reimbursements/view/9', user: employee });
    expect(await screen.findByRole('textbox', { name: 'Reason' })).toHaveValue('Meals are not covered');
    expect(screen.getByRole('textbox', { name: 'Approved Amount' })).toHaveValue('₹1,000.00');
    expect(screen.queryByRole('combobox', { name: /Status/ })).toBeNull();
    expect(screen.getByTestId('claimed-total')).toHaveTextContent('₹1,200.30');
    expect(screen.getByRole('link', { name: 'train.pdf' })).toBeInTheDocument();
  });

  it('offers no Edit tab, Edit or Delete on a decided claim, even at its edit URL', async () => {
    const paid = sampleClaim({ reimbursement_status_id: 4, status: 'Paid', status_slug: 'paid' });
    mockApi({ ...lookups, 'GET reimbursements/9': () => ({ data: paid, message: '' }) });
    for (const path of ['/employee/reimbursements/view/9', '/employee/reimbursements/edit/9']) {
      const { unmount } = renderRoutes(routes, { path, user: employee });
      expect(await screen.findByRole('link', { name: 'train.pdf' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'View Reimbursement', selected: true })).toBeInTheDocument();
      expect(screen.queryByRole('tab', { name: 'Edit Reimbursement' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^(Edit|Update|Delete)/ })).toBeNull();
      unmount();
    }
  });

  it('keeps the Edit tab and button on a Submitted claim', async () => {
    mockApi({ ...lookups, 'GET reimbursements/9': () => ({ data: sampleClaim(), message: '' }) });
    renderRoutes(routes, { path: '/employee/reimbursements/view/9', user: employee });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Edit Reimbursement' })).toBeInTheDocument();
  });
});

describe('employee reimbursement list', () => {
  it('offers edit and delete only on Submitted claims, under the Profile breadcrumb', async () => {
    mockApi({
      ...lookups,
      'GET reimbursements': () => ({
        data: {
          list: [
            listItem(),
            listItem({
              id: 10,
              from_date: '2026-09-01',
              to_date: '2026-09-30',
              status: 'Paid',
              status_slug: 'paid',
            }),
          ],
          count: 2,
          numberOfPages: 1,
        },
        message: '',
      }),
    });
    renderRoutes(routes, { path: '/employee/reimbursements', user: employee });
    const table = await screen.findByRole('table', { name: 'Reimbursements' });
    await within(table).findByText('Submitted');
    expect(within(table).getAllByRole('button', { name: /^Edit claim/ })).toHaveLength(1);
    expect(within(table).getAllByRole('button', { name: /^Delete claim/ })).toHaveLength(1);
    expect(
      within(table).getByRole('button', { name: 'Edit claim 01/10/2026 to 31/10/2026' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/employee/profile');
    expect(screen.getByRole('link', { name: 'Create Reimbursement' })).toBeInTheDocument();
  });
});

describe('hrms reimbursement decision', () => {
  it('asks for a reason below the claimed total, then saves the decision with the version it loaded', async () => {
    const put = vi.fn(() => ({ data: sampleClaim({ status: 'Approved' }), message: M.updated }));
    mockApi({
      ...lookups,
      'GET reimbursements/9': () => ({ data: sampleClaim(), message: '' }),
      'PUT reimbursements/9': put,
    });
    renderRoutes(routes, { path: '/hrms/reimbursements/edit/9' });
    expect(await screen.findByRole('textbox', { name: 'Employee' })).toHaveValue(
      'Asha Rao (asha@staffdesk.local)',
    );
    await userEvent.click(screen.getByRole('combobox', { name: /^Status/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Submitted', 'Approved', 'Rejected']);
    await userEvent.click(screen.getByRole('option', { name: 'Approved' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Approved Amount' }), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(M.reasonRequired)).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Meals are not covered');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    const [[request]] = put.mock.calls as unknown as [[{ body: Record<string, unknown> }]];
    expect(request.body).toMatchObject({
      reimbursement_status_id: 2,
      approved_amount: '1000.00',
      approval_reason: 'Meals are not covered',
      updated_at: '2026-11-01T10:00:00.000Z',
    });
  });
});
