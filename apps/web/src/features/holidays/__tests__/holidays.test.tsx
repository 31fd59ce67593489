// The hrms holiday screens (spec 001 §2 "Holiday tabs", §4; issue 21's versions): the view and edit
// routes of one holiday, the version each save sends back, and the 409 shown in words.
import { HOLIDAY_MESSAGES as M } from '@staffdesk/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, preloadRoutes, renderRoutes } from '../../../components/testing/render-app';
import { holidaysRoutes } from '../routes';

const routes = [{ path: '/', children: holidaysRoutes }];
const holiday = {
  id: 4,
  day: 'Monday',
  date: '2026-01-26',
  holiday: 'Republic Day',
  type: 'mandatory' as const,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
};
const note = { id: 2, note: '<p>Offices close</p>', updated_at: '2026-01-03T09:00:00.000Z' };

beforeAll(() => preloadRoutes(routes));
afterEach(() => vi.unstubAllGlobals());

describe('holiday view and edit', () => {
  it('shows the holiday read-only at /hrms/holidays/view/{id}, with its tabs, and Edit opens the edit route', async () => {
    mockApi({ 'GET holidays/4': () => ({ data: holiday, message: M.fetched }) });
    const { router } = renderRoutes(routes, { path: '/hrms/holidays/view/4' });
    const name = await screen.findByRole('textbox', { name: 'Holiday' });
    expect(name).toHaveValue('Republic Day');
    expect(name).toHaveAttribute('readonly');
    expect(screen.getByRole('group', { name: /^Date/ })).toHaveTextContent('26/01/2026');
    expect(screen.getByRole('textbox', { name: 'Day of the week' })).toHaveValue('Monday');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Mandatory');
    const tabs = screen.getByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Edit Holiday', 'View Holiday', 'Holidays']);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hrms/holidays/edit/4'));
  });

  it('saves an edit with the version it loaded and closes edit mode on the view', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'GET holidays/4': () => ({ data: holiday, message: M.fetched }),
      'PUT holidays/4': ({ body }) => {
        bodies.push(body);
        return { data: { ...holiday, holiday: 'Republic Day (India)' }, message: M.updated };
      },
    });
    const { router } = renderRoutes(routes, { path: '/hrms/holidays/edit/4' });
    const name = await screen.findByRole('textbox', { name: 'Holiday' });
    await userEvent.type(name, ' (India)');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hrms/holidays/view/4'));
    expect(bodies).toEqual([
      {
        date: '2026-01-26',
        holiday: 'Republic Day (India)',
        type: 'mandatory',
        updated_at: holiday.updated_at,
      },
    ]);
    expect(await screen.findByText(M.updated)).toBeInTheDocument();
  });

  it('says so when someone else saved the holiday first, and stays on the edit', async () => {
    mockApi({
      'GET holidays/4': () => ({ data: holiday, message: M.fetched }),
      'PUT holidays/4': () => ({ status: 409, body: { message: M.changed } }),
    });
    const { router } = renderRoutes(routes, { path: '/hrms/holidays/edit/4' });
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByText(M.changed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hrms/holidays/edit/4');
  });

  it('answers an unknown holiday with "not found" and a way back to the list', async () => {
    mockApi({ 'GET holidays/99': () => ({ status: 404, body: { message: M.notFound } }) });
    renderRoutes(routes, { path: '/hrms/holidays/view/99' });
    expect(await screen.findByText(M.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/hrms/holidays');
  });
});

describe('the holiday list', () => {
  it('sends the loaded versions: an inline edit the row’s, the note the note’s; and opens the view', async () => {
    const puts: Record<string, unknown> = {};
    mockApi({
      'GET holidays': () => ({ data: { list: [holiday], count: 1, numberOfPages: 1 }, message: M.listed }),
      'GET holidays-note': () => ({ data: note, message: M.noteFetched }),
      'PUT holidays/4': ({ body }) => {
        puts.holiday = body;
        return { data: holiday, message: M.updated };
      },
      'PUT holidays-note/2': ({ body }) => {
        puts.note = body;
        return { status: 409, body: { message: M.noteChanged } };
      },
    });
    const { router } = renderRoutes(routes, { path: '/hrms/holidays' });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull(); // the form loads when opened
    await userEvent.click(await screen.findByRole('button', { name: /Edit Republic Day/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    await waitFor(() => expect(puts.holiday).toMatchObject({ updated_at: holiday.updated_at }));

    // The note's version goes back with it; a newer note is refused in words.
    await screen.findByText('Offices close');
    await userEvent.click(screen.getAllByRole('button', { name: 'Edit' }).at(-1)!);
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByText(M.noteChanged)).toBeInTheDocument();
    expect(puts.note).toEqual({ holidayNote: '<p>Offices close</p>', updated_at: note.updated_at });

    await userEvent.click(screen.getByRole('button', { name: /View Republic Day/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hrms/holidays/view/4'));
  });
});
