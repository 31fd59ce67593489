// The balance table of spec 001 §9: Leave Type, Initial Leave(s), Taken/Pending Leave(s),
// Available Leave(s); zero or empty counts show '-'. Above it, the leave year it counts (issue 22):
// a leave belongs to the year its from date falls in.
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EmployeeLeaveRow } from '@staffdesk/shared';
import { DataTable } from '../../../components/data-table';

const dash = (n: number | null | undefined) => (n ? String(n) : '-');

/** The years offered: five back, one ahead, and the chosen one wherever it is. */
export function leaveYearOptions(chosen: number, now = new Date().getFullYear()) {
  const years = new Set<number>([chosen]);
  for (let y = now + 1; y >= now - 5; y--) years.add(y);
  return [...years].sort((a, b) => b - a);
}

export function LeaveBalanceTable({
  rows,
  loading,
  year,
  onYearChange,
}: {
  rows: EmployeeLeaveRow[] | undefined;
  loading?: boolean;
  year: number;
  onYearChange: (year: number) => void;
}) {
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h2" variant="h6">
          Leave balance
        </Typography>
        <TextField
          select
          size="small"
          label="Leave year"
          value={year}
          onChange={(e) => onYearChange(Number(e.target.value))}
          fullWidth={false}
          sx={{ width: 140, flexShrink: 0 }}
        >
          {leaveYearOptions(year).map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <DataTable
        aria-label={`Leave balance ${year}`}
        rows={rows}
        loading={loading}
        getRowId={(row) => row.slug}
        count={rows?.length ?? 0}
        page={1}
        pageSize={Math.max(rows?.length ?? 0, 1)}
        onPageChange={() => {}}
        emptyText="No data found"
        columns={[
          { key: 'type', header: 'Leave Type', card: 'title' },
          { key: 'count', header: 'Initial Leave(s)', render: (r) => dash(r.count) },
          {
            key: 'approved_leaves',
            header: 'Taken/Pending Leave(s)',
            render: (r) => dash(r.approved_leaves),
          },
          { key: 'remaining_leaves', header: 'Available Leave(s)', render: (r) => dash(r.remaining_leaves) },
        ]}
      />
    </Stack>
  );
}
