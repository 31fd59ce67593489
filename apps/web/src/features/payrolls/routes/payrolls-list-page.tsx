// /hrms/payrolls and /employee/payrolls (spec 001 §2, §6): search and a date range, 10 payslips a
// page; the payslip cell opens the file in a new window. hrms also gets Create Payroll, the bulk
// upload and edit/delete; an employee sees its own payslips and has no edit.
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { PAYROLL_MESSAGES, type Payroll, type PayrollFilter } from '@staffdesk/shared';
import { useLocation, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { ListFilter, useListFilter } from '../../../components/list-filter';
import { PageHeader } from '../../../components/page-header';
import { actionColumn, RecordActions } from '../../../components/record-actions';
import { HeaderActions, ResourceHeader } from '../../../components/resource-header';
import { useDeleteRecord } from '../../../components/use-delete-record';
import { filledFilter } from '../../../components/use-filter-params';
import { usePageParam } from '../../../components/use-page-param';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { payrollsApi, usePayrolls } from '../api/payrolls-api';
import { BulkUploadLauncher } from '../components/bulk-upload-launcher';
import { PAYROLL_FILTERS } from '../components/payrolls-filter';
import { PAYROLLS } from '../components/payrolls-resource';

export function PayrollsListPage() {
  const hrms = useLocation().pathname.startsWith('/hrms');
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const filterOfArea = PAYROLL_FILTERS[hrms ? 'hrms' : 'employee'];
  const [filter] = useListFilter(filterOfArea);
  const shown = filledFilter(filter) as PayrollFilter;
  const payrolls = usePayrolls(page, shown);
  const exportList = { path: 'filters/payrolls', filter: shown };
  const remove = payrollsApi.useDelete();
  const { askDelete, dialog } = useDeleteRecord<Payroll>({
    confirmText: PAYROLL_MESSAGES.deleteConfirmText,
    successText: PAYROLL_MESSAGES.deleted,
    remove: (row) => remove.mutateAsync(row.id),
  });
  const viewPath = (row: Payroll) => `${hrms ? '/hrms' : '/employee'}/payrolls/view/${row.id}`;

  const columns: DataColumn<Payroll>[] = [
    { key: 'full_name', header: 'Name', card: 'title', noWrap: true, hidden: !hrms },
    {
      key: 'payslip_date',
      header: 'Payslip Date',
      noWrap: true,
      render: (row) => formatDate(row.payslip_date),
    },
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
        <ResourceHeader resource={PAYROLLS} screen="list" exportList={exportList} />
      ) : (
        <PageHeader
          title="Payrolls"
          breadcrumbs={[{ label: 'Dashboard', to: '/' }, { label: 'Payrolls' }]}
          action={<HeaderActions exportList={exportList} />}
        />
      )}
      {hrms && <BulkUploadLauncher />}
      <ListFilter filter={filterOfArea} />
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
