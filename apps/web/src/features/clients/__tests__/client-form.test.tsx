import { IDENTIFIER_MESSAGES, CLIENT_MESSAGES as M, ORG_MESSAGES } from '@staffdesk/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type MockRequest,
  mockApi,
  preloadRoutes,
  renderRoutes,
} from '../../../components/testing/render-app';
import { UNREACHABLE_MESSAGE } from '../../../lib/api-client';
import { clientsRoutes } from '../routes';
import { orgLookupHandlers, sampleClient, withoutKeys } from './fixtures';

vi.mock('@staffdesk/shared', async (importOriginal) =>
  (await import('./mock-hidden-keys')).withTestHiddenKeys(await importOriginal()),
);

const routes = [{ path: '/', children: clientsRoutes }];
const field = (name: RegExp) => screen.getByRole('textbox', { name });

// Generous: the first import of the pages shares a loaded 2-core machine.
beforeAll(() => preloadRoutes(routes), 120_000);
afterEach(() => vi.unstubAllGlobals());

describe('client form', () => {
  it("shows the spec's messages for empty and bad values and sends nothing", async () => {
    const spy = mockApi(orgLookupHandlers);
    renderRoutes(routes, { path: '/hrms/clients/create' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    for (const message of [
      M.companyNameRequired,
      ORG_MESSAGES.websiteRequired,
      M.addressRequired,
      ORG_MESSAGES.countryRequired,
      ORG_MESSAGES.stateRequired,
      ORG_MESSAGES.cityRequired,
      M.billingEmailRequired,
      M.billingAddressRequired,
      M.billingCountryRequired,
      M.billingStateRequired,
      M.billingCityRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText(M.primaryEmailRequired)).toBeInTheDocument();
    // Zipcode and Billing Zipcode.
    expect(screen.getAllByText(ORG_MESSAGES.zipcodeRequired)).toHaveLength(2);

    await userEvent.type(field(/^Company Name/), 'Ac');
    await userEvent.type(field(/^Primary Email/), 'not-an-email');
    await userEvent.type(field(/^Phone/), '12ab');
    await userEvent.type(field(/^Website/), 'acme');
    await userEvent.type(field(/^GSTIN/), '27AAACR5055K1Z');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(screen.getByText(ORG_MESSAGES.nameShort)).toBeInTheDocument();
      expect(screen.getByText(ORG_MESSAGES.emailInvalid)).toBeInTheDocument();
      expect(screen.getByText(ORG_MESSAGES.phoneInvalid)).toBeInTheDocument();
      expect(screen.getByText(ORG_MESSAGES.websiteInvalid)).toBeInTheDocument();
      expect(screen.getByText(IDENTIFIER_MESSAGES.gstin)).toBeInTheDocument();
    });
    expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows a client read-only with its places, document link, tabs and Edit', async () => {
    mockApi({ ...orgLookupHandlers, 'GET clients/5': () => ({ data: sampleClient(), message: M.fetched }) });
    const { router } = renderRoutes(routes, { path: '/hrms/clients/view/5' });
    const form = await screen.findByRole('form', { name: 'Client' });
    expect(within(form).getByRole('textbox', { name: 'Company Name' })).toHaveValue('Acme Staffing');
    expect(within(form).getByRole('textbox', { name: 'Company Name' })).toHaveAttribute('readonly');
    expect(within(form).getByRole('combobox', { name: 'Billing City' })).toHaveValue('Bengaluru');
    expect(within(form).getByText('Contract')).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'contract.pdf' })).toHaveAttribute(
      'href',
      '/api/v1/files/documents/contract-1.pdf',
    );
    expect(screen.getByRole('tab', { name: 'View Client' })).toHaveAttribute('aria-selected', 'true');
    expect(within(form).getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/hrms/clients');
    await userEvent.click(within(form).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hrms/clients/edit/5'));
  });

  it("says 'No document found' and refuses Edit without edit-client", async () => {
    mockApi({
      ...orgLookupHandlers,
      'GET clients/5': () => ({ data: sampleClient({ documents: [] }), message: M.fetched }),
    });
    const { router } = renderRoutes(routes, {
      path: '/hrms/clients/view/5',
      user: withoutKeys('edit-client'),
    });
    const form = await screen.findByRole('form', { name: 'Client' });
    expect(within(form).getByText('No document found')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Edit' }));
    const popup = await screen.findByRole('dialog', { name: 'Error!' });
    expect(within(popup).getByText("You don't have access to edit it")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hrms/clients/view/5');
  });

  it('updates with the loaded updated_at and shows the view with the message', async () => {
    const requests: MockRequest[] = [];
    mockApi({
      ...orgLookupHandlers,
      'GET clients/5': () => ({ data: sampleClient(), message: M.fetched }),
      'PUT clients/5': (request) => {
        requests.push(request);
        return { data: sampleClient(), message: M.updated };
      },
    });
    const { router } = renderRoutes(routes, { path: '/hrms/clients/edit/5' });
    const name = await screen.findByRole('textbox', { name: /^Company Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Talent');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hrms/clients/view/5'));
    expect(requests[0]?.body).toMatchObject({
      company_name: 'Acme Talent',
      billing_city_id: 20,
      documents: [{ document_type_id: 2, document: '/api/v1/files/documents/contract-1.pdf' }],
      updated_at: '2026-11-20T10:00:00.000Z',
    });
  });

  it('saves a GSTIN stored before the check while it is unchanged, and checks it once changed', async () => {
    const requests: MockRequest[] = [];
    mockApi({
      ...orgLookupHandlers,
      'GET clients/5': () => ({ data: sampleClient({ gstin: '29AABCN1234F1Z5' }), message: M.fetched }),
      'PUT clients/5': (request) => {
        requests.push(request);
        return { data: sampleClient(), message: M.updated };
      },
    });
    const { router } = renderRoutes(routes, { path: '/hrms/clients/edit/5' });
    const gstin = await screen.findByRole('textbox', { name: /^GSTIN/ });
    expect(gstin).toHaveValue('29AABCN1234F1Z5');
    await userEvent.clear(gstin);
    await userEvent.type(gstin, '29AABCN1234F1Z6');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(IDENTIFIER_MESSAGES.gstinCheck)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    await userEvent.clear(gstin);
    await userEvent.type(gstin, '29AABCN1234F1Z5');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hrms/clients/view/5'));
    expect(requests[0]?.body).toMatchObject({ gstin: '29AABCN1234F1Z5' });
  });

  it('says the server cannot be reached, keeps what was typed and saves on Retry', async () => {
    const requests: MockRequest[] = [];
    let up = false;
    mockApi({
      ...orgLookupHandlers,
      'GET clients/5': () => ({ data: sampleClient(), message: M.fetched }),
      'PUT clients/5': (request) => {
        // What the browser's fetch does when nothing answers.
        if (!up) throw new TypeError('Failed to fetch');
        requests.push(request);
        return { data: sampleClient(), message: M.updated };
      },
    });
    const { router } = renderRoutes(routes, { path: '/hrms/clients/edit/5' });
    const name = await screen.findByRole('textbox', { name: /^Company Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Talent');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(UNREACHABLE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).toBeNull();
    expect(router.state.location.pathname).toBe('/hrms/clients/edit/5');
    expect(screen.getByRole('textbox', { name: /^Company Name/ })).toHaveValue('Acme Talent');

    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hrms/clients/view/5'));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toMatchObject({ company_name: 'Acme Talent' });
  });
});
