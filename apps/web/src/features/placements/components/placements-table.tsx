// The placements list (issue 24): who is placed where, for which period, its status, and the rates
// the server gave this viewer (a column is shown only when its figure came: the bill rate to the
// agency and the client, the pay rate to the agency and the partner, the margin to the agency).
import type { PlacementListItem } from '@staffdesk/shared';
import { formatMoney } from '@staffdesk/shared';
import { useNavigate } from 'react-router';
import { type DataColumn, DataTable, type PagedListProps, pagedRows } from '../../../components/data-table';
import { actionColumn, RecordActions } from '../../../components/record-actions';
import { useAccess } from '../../../lib/access';
import { formatDate } from '../../../lib/format';
import { PLACEMENT_RESOURCES, type PlacementArea } from './placement-area';
import { PlacementStatusChip, rateText } from './placement-figures';

export interface PlacementsTableProps extends PagedListProps<PlacementListItem> {
  area: PlacementArea;
}

const period = (row: PlacementListItem) =>
  row.end_date
    ? `${formatDate(row.start_date)} to ${formatDate(row.end_date)}`
    : `From ${formatDate(row.start_date)}`;

export function PlacementsTable(props: PlacementsTableProps) {
  const { area, data } = props;
  const navigate = useNavigate();
  const { can } = useAccess();
  const base = PLACEMENT_RESOURCES[area].path;
  const rows = data?.list ?? [];
  const has = (key: 'bill_rate' | 'pay_rate' | 'margin') => rows.some((row) => key in row);
  const editable = area === 'hrms' && can('hrms');

  const columns: DataColumn<PlacementListItem>[] = [
    {
      key: 'employee_name',
      header: 'Employee',
      card: 'title',
      render: (row) => `${row.employee_name} (${row.employee_code})`,
    },
    { key: 'client_name', header: 'Client', hidden: area === 'company', render: (row) => row.client_name },
    { key: 'position_title', header: 'Position', render: (row) => row.position_title ?? '—' },
    {
      key: 'partner_name',
      header: 'Partner',
      hidden: area !== 'hrms',
      render: (row) => row.partner_name ?? '—',
    },
    { key: 'period', header: 'Period', noWrap: true, render: period },
    { key: 'status', header: 'Status', render: (row) => <PlacementStatusChip status={row.status} /> },
    {
      key: 'bill_rate',
      header: 'Bill Rate',
      hidden: !has('bill_rate'),
      align: 'right',
      noWrap: true,
      render: (row) => rateText(row.bill_rate, row.bill_unit, row.currency),
    },
    {
      key: 'pay_rate',
      header: 'Pay Rate',
      hidden: !has('pay_rate'),
      align: 'right',
      noWrap: true,
      render: (row) => rateText(row.pay_rate, row.pay_unit, row.currency),
    },
    {
      key: 'margin',
      header: 'Margin',
      hidden: !has('margin'),
      align: 'right',
      noWrap: true,
      render: (row) => (row.margin ? `${formatMoney(row.margin, row.currency)} / ${row.bill_unit}` : '—'),
    },
    actionColumn((row) => (
      <RecordActions
        name={`placement of ${row.employee_name} at ${row.client_name}`}
        onView={() => navigate(`${base}/view/${row.id}`)}
        onEdit={editable ? () => navigate(`${base}/edit/${row.id}`) : undefined}
      />
    )),
  ];

  return (
    <DataTable
      aria-label="Placements"
      columns={columns}
      {...pagedRows(props)}
      getRowId={(row) => row.id}
      onRowClick={(row) => navigate(`${base}/view/${row.id}`)}
      minWidth={area === 'hrms' ? 1100 : 800}
    />
  );
}
