// Below the tablet breakpoint DataTable shows each row as a card laid out by the column config:
// the title column heads it, the actions sit at its foot in view, other columns are labelled lines.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DataColumn, DataTable } from './data-table';

interface Row {
  id: number;
  name: string;
  email: string;
}
const rows: Row[] = [
  { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' },
  { id: 2, name: 'Grace Hopper', email: 'grace@example.com' },
];
const onEdit = vi.fn();
const columns: DataColumn<Row>[] = [
  { key: 'id', header: 'Id', hidden: true },
  { key: 'name', header: 'Name', card: 'title' },
  { key: 'email', header: <b>E-mail</b>, label: 'Email' },
  { key: 'secret', header: 'Internal', card: 'hidden', render: () => 'not on phones' },
  {
    key: 'action',
    header: 'Action',
    card: 'actions',
    render: (row) => (
      <button type="button" onClick={() => onEdit(row.id)}>
        Edit {row.name}
      </button>
    ),
  },
];

/** A phone: every `max-width` media query matches. */
function phoneScreen() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(phoneScreen);
afterEach(() => {
  vi.unstubAllGlobals();
  onEdit.mockReset();
});

describe('DataTable on a phone', () => {
  it('shows each row as a card with its title, labelled values and actions, and no table', async () => {
    const onRowClick = vi.fn();
    render(
      <DataTable
        aria-label="People"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        count={2}
        page={1}
        onPageChange={vi.fn()}
        onRowClick={onRowClick}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(first).getByRole('term')).toHaveTextContent('Email');
    expect(within(first).getByRole('definition')).toHaveTextContent('ada@example.com');
    expect(within(first).queryByText('not on phones')).toBeNull();

    // The actions are the row's own: a click on one does not open the row.
    await userEvent.click(within(first).getByRole('button', { name: 'Edit Ada Lovelace' }));
    expect(onEdit).toHaveBeenCalledWith(1);
    expect(onRowClick).not.toHaveBeenCalled();
    await userEvent.click(within(cards[1]!).getByText('grace@example.com'));
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
  });

  it("says 'No data found' when there are no rows", () => {
    render(
      <DataTable
        columns={columns}
        rows={[]}
        getRowId={(r) => r.id}
        count={0}
        page={1}
        onPageChange={vi.fn()}
      />,
    );
    expect(screen.getByText('No data found')).toBeInTheDocument();
  });
});
