// The timesheets of a list page (issue 24): month, employee, client, status and total, a row opening
// the timesheet; and the month's placements that have none yet, each with Create (hrms).
import Button from '@mui/material/Button';
import type { TimesheetListItem, TimesheetMissingItem } from '@staffdesk/shared';
import { useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { actionColumn, RecordActions } from '../../../components/record-actions';
import { formatDate } from '../../../lib/format';
import type { ListPage } from '../../../lib/resource-api';
import type { TimesheetArea } from './timesheet-area';
import { monthLabel, quantityText, TimesheetStatusChip } from './timesheet-figures';
import { useStartTimesheet } from './use-start-timesheet';

interface TableProps<T> {
  data: ListPage<T> | undefined;
  loading: boolean;
  page: number;
  onPageChange: (page: number) => void;
}

const EMPTY: Record<TimesheetArea, string> = {
  employee: 'No timesheets yet. Your month appears here once it is opened for your placement.',
  hrms: 'No timesheets match the filter.',
  company: 'No timesheets of your placements match the filter.',
};

export function TimesheetsTable({
  area,
  base,
  data,
  loading,
  page,
  onPageChange,
}: TableProps<TimesheetListItem> & { area: TimesheetArea; base: string }) {
  const navigate = useNavigate();
  const open = (row: TimesheetListItem) => navigate(`${base}/view/${row.id}`);
  const columns: DataColumn<TimesheetListItem>[] = [
    {
      key: 'month',
      header: 'Month',
      noWrap: true,
      card: area === 'employee' ? 'title' : undefined,
      render: (row) => monthLabel(row.month),
    },
    {
      key: 'employee_name',
      header: 'Employee',
      hidden: area === 'employee',
      card: 'title',
      noWrap: true,
    },
    { key: 'client_name', header: 'Client', hidden: area === 'company' },
    { key: 'status', header: 'Status', render: (row) => <TimesheetStatusChip status={row.status} /> },
    {
      key: 'total_quantity',
      header: 'Total',
      align: 'right',
      noWrap: true,
      render: (row) => quantityText(row.total_quantity, row.unit),
    },
    {
      key: 'submitted_at',
      header: 'Submitted',
      noWrap: true,
      render: (row) => (row.submitted_at ? formatDate(row.submitted_at.slice(0, 10)) : '—'),
    },
    actionColumn((row) => (
      <RecordActions
        name={`timesheet of ${row.employee_name} for ${monthLabel(row.month)}`}
        onView={() => open(row)}
      />
    )),
  ];
  return (
    <DataTable
      aria-label="Timesheets"
      columns={columns}
      rows={data?.list}
      getRowId={(row) => row.id}
      count={data?.count ?? 0}
      countIsLowerBound={data?.countIsLowerBound}
      page={page}
      onPageChange={onPageChange}
      loading={loading}
      onRowClick={open}
      emptyText={EMPTY[area]}
    />
  );
}

export function MissingTable({
  month,
  data,
  loading,
  page,
  onPageChange,
}: TableProps<TimesheetMissingItem> & { month: string }) {
  const { start, starting } = useStartTimesheet('/hrms/timesheets', month);
  return (
    <DataTable
      aria-label="Placements without a timesheet"
      columns={[
        { key: 'employee_name', header: 'Employee', card: 'title', noWrap: true },
        { key: 'client_name', header: 'Client' },
        {
          key: 'period',
          header: 'Placement',
          noWrap: true,
          render: (row) =>
            row.end_date
              ? `${formatDate(row.start_date)} to ${formatDate(row.end_date)}`
              : `From ${formatDate(row.start_date)}`,
        },
        {
          key: 'create',
          header: 'Action',
          align: 'right',
          card: 'actions',
          render: (row) => (
            <Button
              size="small"
              variant="outlined"
              disabled={starting}
              onClick={(event) => {
                event.stopPropagation();
                start(row);
              }}
              aria-label={`Create the timesheet of ${row.employee_name} at ${row.client_name}`}
            >
              Create timesheet
            </Button>
          ),
        },
      ]}
      rows={data?.list}
      getRowId={(row) => row.placement_id}
      count={data?.count ?? 0}
      page={page}
      onPageChange={onPageChange}
      loading={loading}
      emptyText={`Every placement has its timesheet for ${monthLabel(month)}.`}
    />
  );
}
