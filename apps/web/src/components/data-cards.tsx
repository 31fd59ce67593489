// DataTable on a phone: each row is a card, so nothing scrolls sideways and the row's actions are
// in view. The columns' config decides the layout: `card: 'title'` columns make the card's head,
// `card: 'actions'` its foot, `card: 'hidden'` stays out; every other column is a labelled line.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, type KeyboardEvent, type ReactNode } from 'react';
import type { DataColumn } from './data-table';

export const cellValue = <T,>(row: T, column: DataColumn<T>): ReactNode =>
  column.render ? column.render(row) : ((row as Record<string, ReactNode>)[column.key] ?? '');

/** A row (or card) that opens on click and on Enter when it, not a control inside, has the focus. */
export function rowActivation<T>(row: T, onRowClick?: (row: T) => void) {
  if (!onRowClick) return {};
  return {
    tabIndex: 0,
    onClick: () => onRowClick(row),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick(row);
    },
  };
}

/** The text that names a column in a card: its label, or its header when that is text. */
const labelOf = <T,>(column: DataColumn<T>) =>
  column.label ?? (typeof column.header === 'string' ? column.header : column.key);

export interface DataCardsProps<T> {
  columns: DataColumn<T>[];
  rows: T[];
  getRowId: (row: T) => string | number;
  loading: boolean;
  emptyText: string;
  onRowClick?: (row: T) => void;
  'aria-label'?: string;
}

// The cards are plain elements styled once from the list, not MUI components: a page of cards is
// most of a phone's first paint, and each styled component costs its own style work (about 300 a
// page as Box and Paper; docs/performance.md).
const CARDS = {
  listStyle: 'none',
  m: 0,
  p: 1.5,
  display: 'grid',
  gap: 1.5,
  '& > li': {
    p: 1.5,
    minWidth: 0,
    bgcolor: 'background.paper',
    color: 'text.primary',
    border: 1,
    borderColor: 'divider',
    borderRadius: '12px',
  },
  '& > li[tabindex]': { cursor: 'pointer' },
  '& .card-title': { display: 'flex', alignItems: 'center', gap: 1, mb: 1, fontWeight: 600, minWidth: 0 },
  '& .card-title > div, & dd': { minWidth: 0, overflowWrap: 'anywhere' },
  '& dl': {
    m: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(96px, 38%) 1fr',
    columnGap: 1.5,
    rowGap: 0.75,
    fontSize: '0.875rem',
  },
  '& dt': { color: 'text.secondary' },
  '& dd': { m: 0 },
  '& .card-actions': {
    display: 'flex',
    justifyContent: 'flex-end',
    mt: 1,
    pt: 1,
    borderTop: 1,
    borderColor: 'divider',
  },
} as const;

export function DataCards<T>({
  columns,
  rows,
  getRowId,
  loading,
  emptyText,
  onRowClick,
  'aria-label': ariaLabel,
}: DataCardsProps<T>) {
  const title = columns.filter((column) => column.card === 'title');
  const actions = columns.filter((column) => column.card === 'actions');
  const lines = columns.filter((column) => !column.card);

  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 5, textAlign: 'center' }}>
        {loading ? 'Loading…' : emptyText}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={ariaLabel} aria-busy={loading} sx={CARDS}>
      {rows.map((row) => (
        <li key={getRowId(row)} {...rowActivation(row, onRowClick)}>
          {title.length > 0 && (
            <div className="card-title">
              {title.map((column) => (
                <div key={column.key}>{cellValue(row, column)}</div>
              ))}
            </div>
          )}
          <dl>
            {lines.map((column) => (
              <Fragment key={column.key}>
                <dt>{labelOf(column)}</dt>
                <dd>{cellValue(row, column)}</dd>
              </Fragment>
            ))}
          </dl>
          {actions.length > 0 && (
            // Clicks on the actions are theirs, not the card's.
            <div className="card-actions" onClick={(event) => event.stopPropagation()}>
              {actions.map((column) => (
                <div key={column.key}>{cellValue(row, column)}</div>
              ))}
            </div>
          )}
        </li>
      ))}
    </Box>
  );
}
