// The clients list (spec 001 §2): logo, company name (the viewer's own marked '(Your company)'),
// primary email, phone and the actions; a row opens the view. Edit or delete without the key shows
// the access popup; the own company cannot be deleted.
import { CLIENT_MESSAGES, type ClientListItem } from '@staffdesk/shared';
import { useNavigate } from 'react-router';
import { CompanyCell } from '../../../components/company-cell';
import { type DataColumn, DataTable, type PagedListProps, pagedRows } from '../../../components/data-table';
import { actionColumn, RecordActions } from '../../../components/record-actions';
import { useDeleteRecord } from '../../../components/use-delete-record';
import { ACCESS_POPUPS, useAccess } from '../../../lib/access';
import { clientsApi } from '../api/clients-api';
import { CLIENTS } from './clients-resource';

export type ClientsTableProps = PagedListProps<ClientListItem>;

export function ClientsTable(props: ClientsTableProps) {
  const navigate = useNavigate();
  const { user, can } = useAccess();
  const deleteClient = clientsApi.useDelete();
  const isOwn = (row: ClientListItem) => row.id === user?.company_id;
  const { askDelete, notify, dialog } = useDeleteRecord<ClientListItem>({
    confirmText: CLIENT_MESSAGES.deleteConfirmText,
    successText: CLIENT_MESSAGES.deleted,
    remove: (row) => deleteClient.mutateAsync(row.id),
    refuse: (row) => (isOwn(row) ? CLIENT_MESSAGES.cannotDeleteOwn : undefined),
  });
  const nameOf = (row: ClientListItem) =>
    isOwn(row) ? `${row.company_name} ${CLIENT_MESSAGES.ownSuffix}` : row.company_name;

  const columns: DataColumn<ClientListItem>[] = [
    {
      key: 'company_name',
      header: 'Company Name',
      card: 'title',
      render: (row) => <CompanyCell name={nameOf(row)} logo={row.company_logo} />,
    },
    {
      key: 'primary_email',
      header: 'Primary Email',
      noWrap: true,
      render: (row) => row.primary_email ?? '—',
    },
    { key: 'phone', header: 'Phone', noWrap: true, render: (row) => row.phone ?? '—' },
    actionColumn((row) => (
      <RecordActions
        name={row.company_name}
        onView={() => navigate(`${CLIENTS.path}/view/${row.id}`)}
        onEdit={() =>
          can('edit-client')
            ? navigate(`${CLIENTS.path}/edit/${row.id}`)
            : void notify('Error!', ACCESS_POPUPS.edit)
        }
        onDelete={() =>
          can('delete-client') ? void askDelete(row) : void notify('Error!', ACCESS_POPUPS.delete)
        }
      />
    )),
  ];

  return (
    <>
      <DataTable
        aria-label="Clients"
        columns={columns}
        {...pagedRows(props)}
        getRowId={(row) => row.id}
        onRowClick={(row) => navigate(`${CLIENTS.path}/view/${row.id}`)}
        minWidth={720}
      />
      {dialog}
    </>
  );
}
