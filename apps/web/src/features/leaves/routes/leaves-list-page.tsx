// /hrms/leaves, /company/leaves, /employee/leaves: the leave requests the viewer may see, 10 a page.
// Only the hrms list shows the filters (spec 001 §6); the employee also sees its balance table.

import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { LeaveListItem } from '@staffdesk/shared';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { ListFilter, useListFilter } from '../../../components/list-filter';
import { actionColumn, RecordActions } from '../../../components/record-actions';
import { ResourceHeader } from '../../../components/resource-header';
import { filledFilter } from '../../../components/use-filter-params';
import { usePageParam } from '../../../components/use-page-param';
import { formatDate } from '../../../lib/format';
import { useLoadedOnce } from '../../../lib/use-loaded-once';
import { useLeaveBalance, useLeaves } from '../api/leaves-api';
import { useLeaveArea } from '../components/leave-area';
import { LeaveBalanceTable } from '../components/leave-balance-table';
import { LEAVE_FILTER } from '../components/leaves-filter';

export function LeavesListPage() {
  const { area, base, own, resource } = useLeaveArea();
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const [filter] = useListFilter(LEAVE_FILTER);
  // Only hrms has the filter (spec 001 §6): other areas ignore filter parameters in the URL.
  const shown = area === 'hrms' ? filledFilter(filter) : {};
  const { data, isFetching } = useLeaves(page, shown);
  const [year, setYear] = useState(() => new Date().getFullYear());
  const balance = useLeaveBalance(own, null, year);
  // An employee's leaves wait for its balance table above them to arrive once.
  const balanceArrived = useLoadedOnce(!own || balance.data !== undefined || balance.isError);
  return (
    <Stack spacing={2}>
      <ResourceHeader
        resource={resource}
        screen="list"
        exportList={{ path: 'filters/leaves', filter: shown }}
      />
      {!own && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={`${base}/calendar`} startIcon={<CalendarMonthOutlined />}>
            Leave calendar
          </Button>
        </Box>
      )}
      {own && (
        <LeaveBalanceTable
          rows={balance.data}
          loading={balance.isFetching}
          year={year}
          onYearChange={setYear}
        />
      )}
      {area === 'hrms' && <ListFilter filter={LEAVE_FILTER} />}
      {balanceArrived && (
        <DataTable
          aria-label="Leaves"
          rows={data?.list}
          loading={isFetching}
          getRowId={(row) => row.id}
          count={data?.count ?? 0}
          countIsLowerBound={data?.countIsLowerBound}
          page={page}
          onPageChange={setPage}
          onRowClick={(row) => navigate(`${base}/view/${row.id}`)}
          emptyText="No data found"
          columns={[
            {
              key: 'name',
              header: 'Employee',
              hidden: own,
              card: 'title',
              render: (r) => `${r.first_name} ${r.last_name}`,
              noWrap: true,
            },
            { key: 'leave_type', header: 'Leave Type', card: own ? 'title' : undefined },
            { key: 'from_date', header: 'From', render: (r) => formatDate(r.from_date), noWrap: true },
            { key: 'to_date', header: 'To', render: (r) => formatDate(r.to_date), noWrap: true },
            { key: 'total_days', header: 'Days' },
            { key: 'status', header: 'Status' },
            actionColumn<LeaveListItem>((r) => (
              <RecordActions
                name={`${r.leave_type} ${formatDate(r.from_date)}`}
                onView={() => navigate(`${base}/view/${r.id}`)}
                onEdit={
                  own && r.status_slug !== 'pending' ? undefined : () => navigate(`${base}/edit/${r.id}`)
                }
              />
            )),
          ]}
        />
      )}
    </Stack>
  );
}
