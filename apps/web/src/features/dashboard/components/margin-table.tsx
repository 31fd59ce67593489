// A table of the margin page: each row's own columns (its month, client, …), then its revenue, cost,
// margin and margin %; after the rows a bold total, or one line saying why there are none.
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMoney, type MarginFigures } from '@staffdesk/shared';
import type { ReactNode } from 'react';

const rupees = (value: string) => formatMoney(value, 'INR');
const percent = (value: string | null) => (value === null ? '—' : `${value}%`);
const FIGURES = [
  { key: 'revenue', label: 'Revenue' },
  { key: 'cost', label: 'Cost' },
  { key: 'margin', label: 'Margin' },
] as const;

function FigureCells({ row, bold }: { row: MarginFigures; bold?: boolean }) {
  const weight = bold ? 700 : undefined;
  return (
    <>
      {FIGURES.map((f) => (
        <TableCell key={f.key} align="right" sx={{ fontWeight: weight, whiteSpace: 'nowrap' }}>
          {rupees(row[f.key])}
        </TableCell>
      ))}
      <TableCell align="right" sx={{ fontWeight: weight }}>
        {percent(row.margin_percent)}
      </TableCell>
    </>
  );
}

export interface MarginColumn<T> {
  label: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
  /** The column's cells stay on one line. */
  noWrap?: boolean;
}

export function MarginTable<T extends MarginFigures>({
  label,
  region,
  columns,
  rows,
  rowKey,
  total,
  note,
  sx,
  regionSx,
}: {
  /** The table's name; its scrolling region's too, unless `region` names it. */
  label: string;
  region?: string;
  columns: MarginColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** A bold last row of these figures, named Total. */
  total?: MarginFigures;
  /** One line across the table in place of rows (none, or loading). */
  note?: string;
  sx?: SxProps<Theme>;
  regionSx?: SxProps<Theme>;
}) {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={regionSx}
      tabIndex={0}
      aria-label={region ?? label}
    >
      <Table size="small" aria-label={label} sx={sx}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.align}>
                {c.label}
              </TableCell>
            ))}
            {FIGURES.map((f) => (
              <TableCell key={f.key} align="right">
                {f.label}
              </TableCell>
            ))}
            <TableCell align="right">Margin %</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c) => (
                <TableCell key={c.label} align={c.align} sx={c.noWrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {c.cell(row)}
                </TableCell>
              ))}
              <FigureCells row={row} />
            </TableRow>
          ))}
          {total && (
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }} colSpan={columns.length}>
                Total
              </TableCell>
              <FigureCells row={total} bold />
            </TableRow>
          )}
          {note && (
            <TableRow>
              <TableCell colSpan={columns.length + FIGURES.length + 1}>{note}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
