// The balance table of spec 001 §9: Leave Type, Initial Leave(s), Taken/Pending Leave(s),
// Available Leave(s); zero or empty counts show '-'.
import type { EmployeeLeaveRow } from '@staffdesk/shared';
import { DataTable } from '../../../components/data-table';

const dash = (n: number | null | undefined) => (n ? String(n) : '-');

export function LeaveBalanceTable({
  rows,
  loading,
}: {
  rows: EmployeeLeaveRow[] | undefined;
  loading?: boolean;
}) {
  return (
    <DataTable
      aria-label="Leave balance"
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
        { key: 'approved_leaves', header: 'Taken/Pending Leave(s)', render: (r) => dash(r.approved_leaves) },
        { key: 'remaining_leaves', header: 'Available Leave(s)', render: (r) => dash(r.remaining_leaves) },
      ]}
    />
  );
}
