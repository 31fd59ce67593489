// Leave counts (spec 001 §3 leave rows, §9 columns): Leave Type, Initial Leave(s), Taken/Pending
// Leave(s), Available Leave(s); '-' for zero or empty. hrms sets the initial counts while editing;
// a type whose count is not applicable (is_applicable N) stays read-only.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { EmployeeLeaveRow } from '@staffdesk/shared';
import { Controller, useFormContext } from 'react-hook-form';
import { useFieldReadOnly } from '../../../components/form-mode';

const dash = (value: number | null | undefined) => (value ? String(value) : '-');

export interface LeaveCountsProps {
  rows: EmployeeLeaveRow[];
  /** hrms on a create or edit page: the initial counts are inputs. */
  editable: boolean;
}

export function LeaveCounts({ rows, editable }: LeaveCountsProps) {
  const readOnly = useFieldReadOnly();
  const { control } = useFormContext();
  const inputs = editable && !readOnly;
  return (
    // Focusable: on a narrow phone the table may scroll sideways, and keyboard users must reach it.
    <TableContainer tabIndex={0} role="region" aria-label="Leave counts table">
      {/* Four narrow columns fit a phone when the cells pad less and the headers wrap. */}
      <Table
        size="small"
        aria-label="Leave counts"
        sx={{
          '& th, & td': { px: { xs: 0.5, sm: 2 }, fontSize: { xs: '0.75rem', sm: '0.875rem' } },
          '& thead th': { lineHeight: 1.3 },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Leave Type</TableCell>
            <TableCell align="right">Initial Leave(s)</TableCell>
            <TableCell align="right">Taken/Pending Leave(s)</TableCell>
            <TableCell align="right">Available Leave(s)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={row.slug}>
              <TableCell component="th" scope="row">
                {row.type}
              </TableCell>
              <TableCell align="right" sx={{ width: { xs: 96, sm: 180 } }}>
                {inputs ? (
                  <Controller
                    control={control}
                    name={`leave_types.${index}.value`}
                    render={({ field, fieldState }) => (
                      <TextField
                        {...field}
                        value={field.value ?? ''}
                        size="small"
                        error={!!fieldState.error}
                        helperText={fieldState.error?.message}
                        // Read-only, and shaded so it does not look like a field to fill in.
                        sx={
                          row.is_applicable === 'N' ? { bgcolor: 'action.hover', borderRadius: 1 } : undefined
                        }
                        slotProps={{
                          input: { readOnly: row.is_applicable === 'N' },
                          htmlInput: {
                            'aria-label': `${row.type} count`,
                            inputMode: 'decimal',
                            style: { textAlign: 'right' },
                          },
                        }}
                      />
                    )}
                  />
                ) : (
                  dash(row.count)
                )}
              </TableCell>
              <TableCell align="right">{dash(row.approved_leaves)}</TableCell>
              <TableCell align="right">{dash(row.remaining_leaves)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
