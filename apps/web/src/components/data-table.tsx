// The list table of every screen: column config, loading state, 'No data found', row click,
// action cells and server-side pages of 10. Below the tablet breakpoint (800 px) each row is a card
// (data-cards.tsx) laid out by the same column config, so phones never scroll a list sideways.

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PAGE_SIZE } from '@staffdesk/shared';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import type { ListPage } from '../lib/resource-api';
import { cellValue, DataCards, rowActivation } from './data-cards';
import { ScrollRegion } from './scroll-region';
import { pageCountOf, TablePager } from './table-pager';

export interface DataColumn<T> {
  key: string;
  header: ReactNode;
  /** Cell content; defaults to the row's value under `key`. */
  render?: (row: T) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** Keep the cell on one line (names, e-mails); the table scrolls sideways instead. */
  noWrap?: boolean;
  /** Stays in view at the right edge while a wide table scrolls sideways (e.g. the Action column), from md up. */
  stickyRight?: boolean;
  hidden?: boolean;
  /**
   * Its place in a phone's card: 'title' (the card's head, e.g. the name), 'actions' (the foot,
   * always in view) or 'hidden'; by default a line labelled with `label` or the header's text.
   */
  card?: 'title' | 'actions' | 'hidden';
  /** The column's name in a card when its header is not plain text. */
  label?: string;
}

export interface DataTableProps<T> {
  columns: DataColumn<T>[];
  rows: T[] | undefined;
  getRowId: (row: T) => string | number;
  count: number;
  /** The server stopped counting: `count` is a lower bound ("10,000+"). */
  countIsLowerBound?: boolean;
  /** 1-based page number. */
  page: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
  loading?: boolean;
  onRowClick?: (row: T) => void;
  emptyText?: string;
  /** Below this width the table scrolls sideways. */
  minWidth?: number;
  /** Half the side padding between cells, so a many-column list fits a laptop screen. */
  dense?: boolean;
  'aria-label'?: string;
}

/** What a list page hands its table: the server's page of rows and the paging state. */
export interface PagedListProps<T> {
  data: ListPage<T> | undefined;
  loading: boolean;
  page: number;
  onPageChange: (page: number) => void;
}

/** DataTable's rows, count and paging from a list table's props. */
export const pagedRows = <T,>({ data, loading, page, onPageChange }: PagedListProps<T>) => ({
  rows: data?.list,
  count: data?.count ?? 0,
  countIsLowerBound: data?.countIsLowerBound,
  page,
  onPageChange,
  loading,
});

// From tablets up; on a phone a pinned column would leave too little room for the rest.
const STICKY_RIGHT = {
  position: { xs: 'static', md: 'sticky' },
  right: 0,
  zIndex: 1,
  boxShadow: (theme: { palette: { divider: string } }) => `inset 1px 0 0 ${theme.palette.divider}`,
} as const;

// The cells' looks are set once here, by class, rather than by an `sx` on each of a page's ~80
// cells: every `sx` costs its own style work on each render (docs/performance.md).
const TABLE = {
  '& thead th': { fontWeight: 600, whiteSpace: 'nowrap', bgcolor: 'grey.50' },
  '& td.nowrap': { whiteSpace: 'nowrap' },
  '& .sticky-right': STICKY_RIGHT,
  '& tbody .sticky-right': { bgcolor: 'background.paper' },
  '& tbody tr:last-child td': { borderBottom: 0 },
  '& tbody tr[tabindex]': { cursor: 'pointer' },
} as const;

const cellClass = <T,>(column: DataColumn<T>) =>
  [column.noWrap && 'nowrap', column.stickyRight && 'sticky-right'].filter(Boolean).join(' ') || undefined;

// 8 px a side between cells; the outer edges keep 16 px to line up with the card.
const DENSE = {
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  '& .MuiTableCell-root:last-of-type': { pr: 2 },
} as const;

export function DataTable<T>({
  columns,
  rows,
  getRowId,
  count,
  countIsLowerBound,
  page,
  onPageChange,
  pageSize = PAGE_SIZE,
  loading = false,
  onRowClick,
  emptyText = 'No data found',
  minWidth = 800,
  dense = false,
  'aria-label': ariaLabel,
}: DataTableProps<T>) {
  // New rows are drawn as a deferred update, in slices the browser can answer the user between
  // (a page of cards is most of a phone's first paint); meanwhile the table shows it is loading.
  const shownRows = useDeferredValue(rows);
  const busy = loading || shownRows !== rows;
  const visible = columns.filter((column) => !column.hidden);
  const lastPage = pageCountOf(count, pageSize);
  const theme = useTheme();
  const cards = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });

  // After a delete empties the last page, step back to the new last page.
  useEffect(() => {
    if (!loading && count > 0 && page > lastPage) onPageChange(lastPage);
  }, [loading, count, page, lastPage, onPageChange]);

  const list = shownRows ?? [];
  // No footer until the first rows are known: "0 to 0 of 0" would be untrue, and the rows arriving
  // above it would push it down the screen (a layout shift, which Lighthouse scores).
  const firstLoad = busy && list.length === 0;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>{busy && <LinearProgress aria-label="Loading" />}</Box>
      {cards ? (
        <DataCards
          columns={visible.filter((column) => column.card !== 'hidden')}
          rows={list}
          getRowId={getRowId}
          loading={busy}
          emptyText={emptyText}
          onRowClick={onRowClick}
          aria-label={ariaLabel}
        />
      ) : (
        <ScrollRegion label={ariaLabel ?? 'Table'}>
          <Table
            size="small"
            sx={{ minWidth, ...TABLE, ...(dense && DENSE) }}
            aria-label={ariaLabel}
            aria-busy={busy}
          >
            <TableHead>
              <TableRow>
                {visible.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    className={column.stickyRight ? 'sticky-right' : undefined}
                    style={column.width === undefined ? undefined : { width: column.width }}
                  >
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.length === 0 && (
                <TableRow>
                  <TableCell colSpan={visible.length} align="center" sx={{ py: 5, color: 'text.secondary' }}>
                    {busy ? 'Loading…' : emptyText}
                  </TableCell>
                </TableRow>
              )}
              {list.map((row) => (
                <TableRow key={getRowId(row)} hover={!!onRowClick} {...rowActivation(row, onRowClick)}>
                  {visible.map((column) => (
                    <TableCell key={column.key} align={column.align} className={cellClass(column)}>
                      {cellValue(row, column)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      {!firstLoad && (
        <TablePager
          page={page}
          pageSize={pageSize}
          count={count}
          countIsLowerBound={countIsLowerBound}
          onPageChange={onPageChange}
        />
      )}
    </Paper>
  );
}
