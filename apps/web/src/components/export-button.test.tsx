// A list's Export button (issue 26): a menu of CSV and XLSX links to the list's export with the
// filter it shows.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, sessionUser } from '../lib/test-utils';
import { ExportButton, exportUrl } from './export-button';

describe('Export button', () => {
  it('builds the export address from the filter: set values only, a list repeated', () => {
    expect(
      exportUrl(
        { path: 'filters/positions', filter: { search: 'java', skill_id: [4, 7], client_id: '' } },
        'csv',
      ),
    ).toBe('/api/v1/filters/positions/export?format=csv&search=java&skill_id=4&skill_id=7');
    expect(exportUrl({ path: 'users' }, 'xlsx')).toBe('/api/v1/users/export?format=xlsx');
  });

  it('offers CSV and XLSX downloads of the current filter', async () => {
    renderScreen(<ExportButton path="clients" filter={{ search: 'North wind' }} />, { user: sessionUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const menu = await screen.findByRole('menu');
    const csv = within(menu).getByRole('menuitem', { name: 'CSV' });
    expect(csv).toHaveAttribute('href', '/api/v1/clients/export?format=csv&search=North+wind');
    expect(csv).toHaveAttribute('download');
    expect(within(menu).getByRole('menuitem', { name: 'Excel (XLSX)' })).toHaveAttribute(
      'href',
      '/api/v1/clients/export?format=xlsx&search=North+wind',
    );
  });
});
