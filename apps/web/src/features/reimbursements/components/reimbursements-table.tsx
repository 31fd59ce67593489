// The claims list. The employee's columns are the spec's (001 §2): company logo, From, To, Status
// and the actions edit and delete, offered only while the claim is Submitted. hrms also sees whose
// claim it is and the amounts, and views or edits (decides) each. A row opens the view.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { formatMoney, REIMBURSEMENT_MESSAGES as M, type ReimbursementListItem } from '@staffdesk/shared';
import { useNavigate } from 'react-router';
import { CompanyCell } from '../../../components/company-cell';
import { type DataColumn, DataTable, type PagedListProps, pagedRows } from '../../../components/data-table';
import { InitialsAvatar } from '../../../components/initials-avatar';
import { actionColumn, RecordActions } from '../../../components/record-actions';
import { useDeleteRecord } from '../../../components/use-delete-record';
import { formatDate } from '../../../lib/format';
import { reimbursementsApi } from '../api/reimbursements-api';
import { isOpen, REIMBURSEMENT_RESOURCES, type ReimbursementArea } from './reimbursement-area';

const STATUS_COLORS: Record<string, 'default' | 'info' | 'success' | 'error'> = {
  submitted: 'info',
  approved: 'success',
  paid: 'success',
  rejected: 'error',
};

export const ReimbursementStatusChip = ({ slug, label }: { slug: string; label: string }) => (
  <Chip size="small" variant="outlined" label={label} color={STATUS_COLORS[slug] ?? 'default'} />
);

export interface ReimbursementsTableProps extends PagedListProps<ReimbursementListItem> {
  area: ReimbursementArea;
}

const period = (row: ReimbursementListItem) => `${formatDate(row.from_date)} to ${formatDate(row.to_date)}`;

export function ReimbursementsTable(props: ReimbursementsTableProps) {
  const { area } = props;
  const navigate = useNavigate();
  const own = area === 'employee';
  const base = REIMBURSEMENT_RESOURCES[area].path;
  const remove = reimbursementsApi.useDelete();
  const { askDelete, dialog } = useDeleteRecord<ReimbursementListItem>({
    confirmText: M.deleteConfirmText,
    successText: M.deleted,
    remove: (row) => remove.mutateAsync(row.id),
    refuse: (row) => (isOpen(row) ? undefined : M.notSubmitted),
  });
  const money = (value: string | null, row: ReimbursementListItem) =>
    value === null ? '—' : formatMoney(value, row.currency);

  const columns: DataColumn<ReimbursementListItem>[] = [
    {
      key: 'company_logo',
      header: 'Company',
      hidden: !own,
      render: (row) => (
        <Box aria-hidden sx={{ display: 'inline-flex' }}>
          <InitialsAvatar image={row.company_logo} name={row.company_name} variant="rounded" size={28} />
        </Box>
      ),
    },
    {
      key: 'full_name',
      header: 'Employee',
      hidden: own,
      card: 'title',
      render: (row) => <CompanyCell name={row.full_name} logo={row.company_logo} />,
    },
    { key: 'from_date', header: 'From', noWrap: true, render: (row) => formatDate(row.from_date) },
    { key: 'to_date', header: 'To', noWrap: true, render: (row) => formatDate(row.to_date) },
    {
      key: 'claimed_total',
      header: 'Claimed',
      hidden: own,
      align: 'right',
      noWrap: true,
      render: (row) => money(row.claimed_total, row),
    },
    {
      key: 'approved_amount',
      header: 'Approved',
      hidden: own,
      align: 'right',
      noWrap: true,
      render: (row) => money(row.approved_amount, row),
    },
    {
      key: 'status',
      header: 'Status',
      card: own ? 'title' : undefined,
      render: (row) => <ReimbursementStatusChip slug={row.status_slug} label={row.status} />,
    },
    actionColumn((row) =>
      own ? (
        <RecordActions
          name={`claim ${period(row)}`}
          onEdit={isOpen(row) ? () => navigate(`${base}/edit/${row.id}`) : undefined}
          onDelete={isOpen(row) ? () => void askDelete(row) : undefined}
        />
      ) : (
        <RecordActions
          name={`claim of ${row.full_name} ${period(row)}`}
          onView={() => navigate(`${base}/view/${row.id}`)}
          onEdit={() => navigate(`${base}/edit/${row.id}`)}
        />
      ),
    ),
  ];

  return (
    <>
      <DataTable
        aria-label="Reimbursements"
        columns={columns}
        {...pagedRows(props)}
        getRowId={(row) => row.id}
        onRowClick={(row) => navigate(`${base}/view/${row.id}`)}
        minWidth={own ? 560 : 860}
      />
      {dialog}
    </>
  );
}
