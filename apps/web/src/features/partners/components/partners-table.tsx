// The partners list (spec 001 §2): 10 a page with page numbers; the viewer's own account marked
// '(Your Partner)'; a row opens the view; edit and delete are left out without their keys; the
// account number always masked.
import { PARTNER_MESSAGES, type PartnerListItem } from '@staffdesk/shared';
import { useNavigate } from 'react-router';
import { CompanyCell } from '../../../components/company-cell';
import { type DataColumn, DataTable, type PagedListProps, pagedRows } from '../../../components/data-table';
import { actionColumn, RecordActions } from '../../../components/record-actions';
import { useDeleteRecord } from '../../../components/use-delete-record';
import { useAccess } from '../../../lib/access';
import { partnersApi } from '../api/partners-api';
import { PARTNERS } from './partners-resource';

export type PartnersTableProps = PagedListProps<PartnerListItem>;

export function PartnersTable(props: PartnersTableProps) {
  const navigate = useNavigate();
  const { user, can } = useAccess();
  const deletePartner = partnersApi.useDelete();
  const isOwn = (row: PartnerListItem) => row.id === user?.partners_account_id;
  const { askDelete, dialog } = useDeleteRecord<PartnerListItem>({
    confirmText: PARTNER_MESSAGES.deleteConfirmText,
    successText: PARTNER_MESSAGES.deleted,
    remove: (row) => deletePartner.mutateAsync(row.id),
    refuse: (row) => (isOwn(row) ? PARTNER_MESSAGES.cannotDeleteOwn : undefined),
  });
  const view = (row: PartnerListItem) => navigate(`${PARTNERS.path}/view/${row.id}`);

  const columns: DataColumn<PartnerListItem>[] = [
    {
      key: 'account_name',
      header: 'Account Name',
      card: 'title',
      render: (row) => (
        <CompanyCell
          name={isOwn(row) ? `${row.account_name} ${PARTNER_MESSAGES.ownSuffix}` : row.account_name}
          logo={row.company_logo}
        />
      ),
    },
    {
      key: 'primary_email',
      header: 'Primary Email',
      noWrap: true,
      render: (row) => row.primary_email ?? '—',
    },
    { key: 'phone', header: 'Phone', noWrap: true, render: (row) => row.phone ?? '—' },
    {
      key: 'partners_bank_account_number',
      header: 'Account Number',
      noWrap: true,
      render: (row) => row.partners_bank_account_number ?? '—',
    },
    actionColumn((row) => (
      <RecordActions
        name={row.account_name}
        onView={() => view(row)}
        onEdit={can('edit-partners') ? () => navigate(`${PARTNERS.path}/edit/${row.id}`) : undefined}
        onDelete={can('delete-partners') ? () => void askDelete(row) : undefined}
      />
    )),
  ];

  return (
    <>
      <DataTable
        aria-label="Partners"
        columns={columns}
        {...pagedRows(props)}
        getRowId={(row) => row.id}
        onRowClick={view}
        minWidth={760}
      />
      {dialog}
    </>
  );
}
