// /hrms/leaves, /company/leaves, /employee/leaves: the leave requests the viewer may see, 10 a page.
// Only the hrms list shows the filters (spec 001 §6); the employee also sees its balance table.

import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { LeaveListItem } from '@staffdesk/shared';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { formatDate } from '../../../components/form-date-field';
import { PageHeader } from '../../../components/page-header';
import { actionColumn, RecordActions } from '../../../components/record-actions';
import { usePageParam } from '../../../components/use-page-param';
import { useLeaveBalance, useLeaveStatuses, useLeaves, useLeaveTypes } from '../api/leaves-api';
import { useLeaveArea } from '../components/leave-area';
import { LeaveBalanceTable } from '../components/leave-balance-table';

const NO_FILTER = { search: '', leave_type_slug: '', status_slug: '', from_date: '', to_date: '' };

export function LeavesListPage() {
  const { area, base, own } = useLeaveArea();
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const [filter, setFilter] = useState(NO_FILTER);
  const { data, isLoading } = useLeaves(page, filter);
  const types = useLeaveTypes().data ?? [];
  const statuses = useLeaveStatuses().data ?? [];
  const balance = useLeaveBalance(own, null);
  const set = (name: keyof typeof NO_FILTER) => (e: { target: { value: string } }) => {
    setFilter({ ...filter, [name]: e.target.value });
    setPage(1);
  };
  return (
    <Stack spacing={2}>
      <PageHeader
        title="Leaves"
        breadcrumbs={[{ label: 'Dashboard', to: '/' }, { label: 'Leaves' }]}
        action={
          <Button variant="contained" component={RouterLink} to={`${base}/create`}>
            Apply Leave
          </Button>
        }
      />
      {own && <LeaveBalanceTable rows={balance.data} loading={balance.isLoading} />}
      {area === 'hrms' && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField label="Search" value={filter.search} onChange={set('search')} size="small" />
          <TextField
            label="Leave Type"
            select
            value={filter.leave_type_slug}
            onChange={set('leave_type_slug')}
            size="small"
            sx={{ minWidth: 170 }}
          >
            <MenuItem value="">All</MenuItem>
            {types.map((t) => (
              <MenuItem key={t.slug} value={t.slug}>
                {t.type}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Status"
            select
            value={filter.status_slug}
            onChange={set('status_slug')}
            size="small"
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">All</MenuItem>
            {statuses.map((s) => (
              <MenuItem key={s.slug} value={s.slug}>
                {s.status}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="From date"
            type="date"
            value={filter.from_date}
            onChange={set('from_date')}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="To date"
            type="date"
            value={filter.to_date}
            onChange={set('to_date')}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      )}
      <DataTable
        aria-label="Leaves"
        rows={data?.list}
        loading={isLoading}
        getRowId={(row) => row.id}
        count={data?.count ?? 0}
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
              onEdit={own && r.status_slug !== 'pending' ? undefined : () => navigate(`${base}/edit/${r.id}`)}
            />
          )),
        ]}
      />
    </Stack>
  );
}
