// The balance table of spec 001 §9: Leave Type, Initial Leave(s), Taken/Pending Leave(s),
// Available Leave(s); zero or empty counts show '-'. Above it, the leave year it counts (issue 22):
// a leave belongs to the year its from date falls in.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EmployeeLeaveRow } from '@staffdesk/shared';
import { lazy, Suspense } from 'react';
import { DataTable } from '../../../components/data-table';

const LeaveYearSelect = lazy(() => import('./leave-year-select'));

const dash = (n: number | null | undefined) => (n ? String(n) : '-');

/** Holds the picker's place (a small outlined field, 140 × 40 px) while its code loads: nothing moves. */
const yearPlaceholder = (year: number) => (
  <Box
    aria-hidden
    sx={{
      width: 140,
      height: 40,
      flexShrink: 0,
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      px: 1.75,
      display: 'flex',
      alignItems: 'center',
    }}
  >
    {year}
  </Box>
);

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
        <Suspense fallback={yearPlaceholder(year)}>
          <LeaveYearSelect year={year} onChange={onYearChange} />
        </Suspense>
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
