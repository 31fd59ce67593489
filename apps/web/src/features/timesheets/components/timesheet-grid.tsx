// A timesheet's month, day by day (issue 24): the date, the day of the week, the day's kind on the
// client's calendar (working, weekly off, holiday, half day, or leave) and the quantity worked — 0,
// 0.5 or 1 day, or 0 to 24 hours in quarter hours for an hourly placement — with the month's totals.
// Editable while the viewer may change the timesheet; read-only otherwise (approved: locked).
// On a phone the date and its kind share one cell, so a row is two columns and never scrolls sideways.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TimesheetEntry, TimesheetUnit } from '@staffdesk/shared';
import { memo } from 'react';
import { formatDate } from '../../../lib/format';
import { kindOf, quantityText } from './timesheet-figures';

export interface TimesheetGridProps {
  entries: TimesheetEntry[];
  unit: TimesheetUnit;
  /** Each date's quantity as typed (a number's text). */
  values: Record<string, string>;
  /** Dates whose typed quantity is not one the unit takes, with the message to show. */
  errors?: Record<string, string>;
  editable: boolean;
  onChange?: (date: string, value: string) => void;
}

const DAY_CHOICES = ['0', '0.5', '1'];
const weekday = (date: string, style: 'long' | 'short') =>
  new Date(`${date}T00:00:00Z`).toLocaleString('en-GB', { weekday: style, timeZone: 'UTC' });

const GRID = {
  '& thead th': { fontWeight: 600, bgcolor: 'grey.50', whiteSpace: 'nowrap' },
  '& tr.off td': { bgcolor: 'grey.50', color: 'text.secondary' },
  '& tr.leave td': { bgcolor: 'rgba(237, 108, 2, 0.06)' },
  '& tfoot td': { fontWeight: 600, fontSize: '0.95rem', color: 'text.primary', borderBottom: 0 },
} as const;

/** Working, weekly off … with the holiday's or the leave's name after it. */
const kindText = (entry: TimesheetEntry) => {
  const kind = kindOf(entry);
  return entry.name && kind !== 'Working' ? `${kind}: ${entry.name}` : kind;
};

/** The month's figures under the grid: the total and how its days fall. */
export function monthFigures(entries: TimesheetEntry[], values: Record<string, string>) {
  let total = 0;
  const counts = { working: 0, leave: 0, off: 0 };
  for (const entry of entries) {
    const typed = Number(values[entry.date] ?? entry.quantity);
    if (Number.isFinite(typed)) total += typed;
    if (entry.leave_id) counts.leave += 1;
    else if (entry.kind === 'working' || entry.kind === 'half_day') counts.working += 1;
    else counts.off += 1;
  }
  return { total, ...counts };
}

const QuantityField = memo(function QuantityField({
  date,
  unit,
  value,
  error,
  onChange,
}: {
  date: string;
  unit: TimesheetUnit;
  value: string;
  error?: string;
  onChange: (date: string, value: string) => void;
}) {
  const label = `${unit === 'day' ? 'Days' : 'Hours'} on ${formatDate(date)}`;
  if (unit === 'day') {
    return (
      <TextField
        select
        size="small"
        value={DAY_CHOICES.includes(value) ? value : ''}
        onChange={(e) => onChange(date, e.target.value)}
        slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label } }}
        sx={{ width: 88 }}
      >
        {DAY_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      type="number"
      size="small"
      value={value}
      onChange={(e) => onChange(date, e.target.value)}
      error={!!error}
      helperText={error}
      slotProps={{ htmlInput: { 'aria-label': label, min: 0, max: 24, step: 0.25, inputMode: 'decimal' } }}
      sx={{ width: 104 }}
    />
  );
});

export function TimesheetGrid({
  entries,
  unit,
  values,
  errors = {},
  editable,
  onChange,
}: TimesheetGridProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const figures = monthFigures(entries, values);
  const quantityCell = (entry: TimesheetEntry) => {
    const value = values[entry.date] ?? String(entry.quantity);
    return editable && onChange ? (
      <QuantityField
        date={entry.date}
        unit={unit}
        value={value}
        error={errors[entry.date]}
        onChange={onChange}
      />
    ) : (
      value
    );
  };
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Table size="small" aria-label="Days of the month" sx={GRID}>
        <TableHead>
          <TableRow>
            <TableCell>{phone ? 'Day' : 'Date'}</TableCell>
            {!phone && <TableCell>Day</TableCell>}
            {!phone && <TableCell>Kind</TableCell>}
            <TableCell align="right">{unit === 'day' ? 'Days' : 'Hours'}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const kind = kindOf(entry);
            const rowClass =
              kind === 'Leave' ? 'leave' : kind === 'Weekly off' || kind === 'Holiday' ? 'off' : undefined;
            return (
              <TableRow key={entry.date} className={rowClass}>
                {phone ? (
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {weekday(entry.date, 'short')} {formatDate(entry.date)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {kindText(entry)}
                    </Typography>
                  </TableCell>
                ) : (
                  <>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(entry.date)}</TableCell>
                    <TableCell>{weekday(entry.date, 'long')}</TableCell>
                    <TableCell>{kindText(entry)}</TableCell>
                  </>
                )}
                <TableCell align="right" sx={{ py: editable ? 0.5 : undefined }}>
                  {quantityCell(entry)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={phone ? 1 : 3}>
              <Box component="span" sx={{ display: 'block' }}>
                Total
              </Box>
              <Typography variant="caption" color="text.secondary" component="span">
                {figures.working} working · {figures.leave} on leave · {figures.off} off
              </Typography>
            </TableCell>
            <TableCell align="right" data-testid="timesheet-total" sx={{ whiteSpace: 'nowrap' }}>
              {quantityText(figures.total, unit)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Paper>
  );
}
