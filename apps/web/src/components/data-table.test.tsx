import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type DataColumn, DataTable } from './data-table';

interface Row {
  id: number;
  name: string;
}
const columns: DataColumn<Row>[] = [
  { key: 'id', header: 'Id', hidden: true },
  { key: 'name', header: 'Name' },
];
const rows = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i, name: `Person ${from + i}` }));

describe('DataTable', () => {
  it('says which entries it shows and jumps to the first and last page', async () => {
    const onPageChange = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={rows(11, 20)}
        getRowId={(r) => r.id}
        count={35}
        page={2}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByText('Showing 11 to 20 of 35 entries')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Id' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to first page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Go to last page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 4' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
  });

  it('shows the last partial page as "31 to 35"', () => {
    render(
      <DataTable
        columns={columns}
        rows={rows(31, 35)}
        getRowId={(r) => r.id}
        count={35}
        page={4}
        onPageChange={vi.fn()}
      />,
    );
    expect(screen.getByText('Showing 31 to 35 of 35 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to last page' })).toBeDisabled();
  });

  it('says "10,000+" when the server stopped counting, and still pages on without a last page', async () => {
    const onPageChange = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={rows(1, 10)}
        getRowId={(r) => r.id}
        count={10000}
        countIsLowerBound
        page={1}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByText('Showing 1 to 10 of 10,000+ entries')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to last page' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 1000' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1000);
  });

  it('groups the figures of an exact count', () => {
    render(
      <DataTable
        columns={columns}
        rows={rows(9991, 9995)}
        getRowId={(r) => r.id}
        count={9995}
        page={1000}
        onPageChange={vi.fn()}
      />,
    );
    expect(screen.getByText('Showing 9,991 to 9,995 of 9,995 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to last page' })).toBeDisabled();
  });

  it("shows 'No data found' when there are no rows", () => {
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
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
  });

  it('shows no footer until the first page has loaded', () => {
    const props = { columns, getRowId: (r: Row) => r.id, page: 1, onPageChange: vi.fn() };
    const { rerender } = render(<DataTable {...props} rows={undefined} count={0} loading />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    rerender(<DataTable {...props} rows={rows(1, 10)} count={35} />);
    expect(screen.getByText('Showing 1 to 10 of 35 entries')).toBeInTheDocument();
  });

  it('opens a row on click', async () => {
    const onRowClick = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={rows(1, 2)}
        getRowId={(r) => r.id}
        count={2}
        page={1}
        onPageChange={vi.fn()}
        onRowClick={onRowClick}
      />,
    );
    const table = screen.getByRole('table');
    await userEvent.click(within(table).getByText('Person 2'));
    expect(onRowClick).toHaveBeenCalledWith({ id: 2, name: 'Person 2' });
  });

  it('steps back when the page is past the last one (after a delete)', () => {
    const onPageChange = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={[]}
        getRowId={(r) => r.id}
        count={20}
        page={3}
        onPageChange={onPageChange}
      />,
    );
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
