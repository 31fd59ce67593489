// /hrms/payrolls and /employee/payrolls (spec 001 §2, §6): search and a date range, 10 payslips a
// page; the payslip cell opens the file in a new window. hrms also gets Create Payroll, the bulk
// upload and edit/delete; an employee sees its own payslips and has no edit.
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PAYROLL_MESSAGES, type Payroll } from '@staffdesk/shared';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { actionColumn, RecordActions } from '../../../components/record-actions';
import { ResourceHeader } from '../../../components/resource-header';
import { SearchFilter, useSearchParam } from '../../../components/search-filter';
import { useDeleteRecord } from '../../../components/use-delete-record';
import { usePageParam } from '../../../components/use-page-param';
import { errorMessage } from '../../../lib/api-client';
import { payrollsApi, usePayrolls } from '../api/payrolls-api';
import { BulkUpload } from '../components/bulk-upload';
import { PAYROLLS } from '../components/payrolls-resource';

export function PayrollsListPage() {
  const hrms = useLocation().pathname.startsWith('/hrms');
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const [filter] = useSearchParam();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const search = typeof filter.search === 'string' ? filter.search : undefined;
  const payrolls = usePayrolls(page, { search, from_date: from || undefined, to_date: to || undefined });
  const remove = payrollsApi.useDelete();
  const { askDelete, dialog } = useDeleteRecord<Payroll>({
    confirmText: PAYROLL_MESSAGES.deleteConfirmText,
    successText: PAYROLL_MESSAGES.deleted,
    remove: (row) => remove.mutateAsync(row.id),
  });
  const viewPath = (row: Payroll) => `${hrms ? '/hrms' : '/employee'}/payrolls/view/${row.id}`;

  const columns: DataColumn<Payroll>[] = [
    { key: 'full_name', header: 'Name', card: 'title', noWrap: true, hidden: !hrms },
    { key: 'payslip_date', header: 'Payslip Date', noWrap: true },
    {
      key: 'payslip',
      header: 'Payslip',
      render: (row) => (
        <Link href={row.payslip} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()}>
          {row.payslip_name}
        </Link>
      ),
    },
    { key: 'email', header: 'Email', noWrap: true, hidden: !hrms },
    actionColumn((row) => (
      <RecordActions
        name={`${row.full_name} ${row.payslip_date}`}
        onView={() => navigate(viewPath(row))}
        onEdit={hrms ? () => navigate(`${PAYROLLS.path}/edit/${row.id}`) : undefined}
        onDelete={hrms ? () => void askDelete(row) : undefined}
      />
    )),
  ];

  return (
    <>
      {hrms ? (
        <ResourceHeader resource={PAYROLLS} screen="list" />
      ) : (
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          Payrolls
        </Typography>
      )}
      {hrms && <BulkUpload />}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2 }}
        alignItems={{ md: 'flex-start' }}
      >
        {hrms && <SearchFilter label="Search payrolls" placeholder="Name, e-mail or employee ID" />}
        <TextField
          label="From date"
          type="date"
          size="small"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="To date"
          type="date"
          size="small"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {payrolls.error && (
        <Alert severity="error" variant="outlined" sx={{ mb: 2 }}>
          {errorMessage(payrolls.error)}
        </Alert>
      )}
      <DataTable
        aria-label="Payrolls"
        columns={columns}
        rows={payrolls.data?.list}
        getRowId={(row) => row.id}
        count={payrolls.data?.count ?? 0}
        page={page}
        onPageChange={setPage}
        loading={payrolls.isFetching}
        minWidth={560}
        onRowClick={(row) => navigate(viewPath(row))}
      />
      {dialog}
    </>
  );
}
