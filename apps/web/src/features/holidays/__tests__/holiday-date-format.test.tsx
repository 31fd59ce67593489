// The holiday form's date is typed day-first (DD/MM/YYYY) like every other date field, and the list
// shows holidays the same way; the server gets YYYY-MM-DD.
import { HOLIDAY_MESSAGES, type Holiday } from '@staffdesk/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type MockRequest,
  mockApi,
  preloadRoutes,
  renderRoutes,
} from '../../../components/testing/render-app';
import { holidaysRoutes } from '../routes';

const routes = [{ path: '/', children: holidaysRoutes }];
const year = new Date().getFullYear();
const diwali: Holiday = {
  id: 4,
  date: `${year}-11-08`,
  day: 'Sunday',
  holiday: 'Diwali',
  type: 'mandatory',
} as Holiday;

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

describe('holiday dates', () => {
  it('are typed day-first, sent as YYYY-MM-DD and listed as DD/MM/YYYY', async () => {
    const posts: MockRequest[] = [];
    mockApi({
      'GET holidays': () => ({ data: { list: [diwali], count: 1, numberOfPages: 1 }, message: '' }),
      'GET holidays-note': () => ({ data: { id: 1, note: '' }, message: '' }),
      'POST holidays': (request) => {
        posts.push(request);
        return { data: diwali, message: HOLIDAY_MESSAGES.created };
      },
    });
    renderRoutes(routes, { path: '/hrms/holidays' });
    const table = await screen.findByRole('table', { name: 'Holidays' });
    expect(await within(table).findByText(`08/11/${year}`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add Holiday' }));
    const date = await screen.findByRole('group', { name: /^Date/ });
    expect(
      within(date)
        .getAllByRole('spinbutton')
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['Day', 'Month', 'Year']);
    await userEvent.click(within(date).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard(`2512${year}`);
    await userEvent.type(screen.getByRole('textbox', { name: /^Holiday/ }), 'Christmas');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toMatchObject({ date: `${year}-12-25`, holiday: 'Christmas' });
  });
});
