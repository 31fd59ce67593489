// /partners/bills (a partner's own bills) and /accounts/partner-bills (every partner's, issue 25): a
// page of bills with billed, expected and the difference, the month/partner/status filter in the
// URL, Export (CSV / XLSX of what the filter shows) and File a Bill.
import Alert from '@mui/material/Alert';
import { formatMoney, type PartnerBillListItem } from '@staffdesk/shared';
import { useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { ListFilter, useListFilter } from '../../../components/list-filter';
import { actionColumn, RecordActions } from '../../../components/record-actions';
import { ResourceHeader } from '../../../components/resource-header';
import { filledFilter } from '../../../components/use-filter-params';
import { usePageParam } from '../../../components/use-page-param';
import { errorMessage } from '../../../lib/api-client';
import { partnerBillsApi } from '../api/partner-bills-api';
import { BillStatusChip, differenceText } from '../components/partner-bill-status';
import { useBillArea } from '../components/partner-bills-area';
import { BILL_FILTERS } from '../components/partner-bills-filter';

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
export const monthLabel = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

export function PartnerBillsListPage() {
  const { area, resource } = useBillArea();
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const [filter] = useListFilter(BILL_FILTERS[area]);
  const filled = filledFilter(filter);
  const bills = partnerBillsApi.useList(page, filled);
  const view = (row: PartnerBillListItem) => navigate(`${resource.path}/view/${row.id}`);

  const columns: DataColumn<PartnerBillListItem>[] = [
    { key: 'bill_number', header: 'Bill Number', card: 'title', noWrap: true },
    { key: 'partner_name', header: 'Partner', hidden: area !== 'accounts' },
    { key: 'month', header: 'Month', noWrap: true, render: (row) => monthLabel(row.month) },
    {
      key: 'amount',
      header: 'Billed',
      align: 'right',
      noWrap: true,
      render: (row) => formatMoney(row.amount),
    },
    {
      key: 'expected_amount',
      header: 'Expected',
      align: 'right',
      noWrap: true,
      render: (row) => formatMoney(row.expected_amount),
    },
    {
      key: 'difference',
      header: 'Difference',
      align: 'right',
      noWrap: true,
      render: (row) => differenceText(row.difference),
    },
    { key: 'status', header: 'Status', render: (row) => <BillStatusChip status={row.status} /> },
    actionColumn((row) => <RecordActions name={`bill ${row.bill_number}`} onView={() => view(row)} />),
  ];

  return (
    <>
      <ResourceHeader
        resource={resource}
        screen="list"
        editable={false}
        exportList={{ path: 'partner-bills', filter: filled }}
      />
      <ListFilter filter={BILL_FILTERS[area]} />
      {bills.error && (
        <Alert severity="error" variant="outlined" sx={{ mb: 2 }}>
          {errorMessage(bills.error)}
        </Alert>
      )}
      <DataTable
        aria-label="Partner bills"
        columns={columns}
        rows={bills.data?.list}
        getRowId={(row) => row.id}
        count={bills.data?.count ?? 0}
        countIsLowerBound={bills.data?.countIsLowerBound}
        page={page}
        onPageChange={setPage}
        loading={bills.isFetching}
        onRowClick={view}
        minWidth={area === 'accounts' ? 900 : 720}
      />
    </>
  );
}
