// The users list (spec 000 §2 Users): avatar, name with "(You)", company logo, e-mail, type, role,
// designation and the edit / delete actions; a row opens the view page. Eight columns fit a
// 1280 px screen with the menu open: small avatars, 8 px between cells, e-mails and designations
// wrap at natural points; narrower screens scroll sideways (Action stays pinned from tablets up).

import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import { USER_MESSAGES, type User } from '@staffdesk/shared';
import { Fragment } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { type DataColumn, DataTable, type PagedListProps, pagedRows } from '../../../components/data-table';
import { InitialsAvatar } from '../../../components/initials-avatar';
import { RowAction } from '../../../components/row-action';
import { useAccess } from '../../../lib/access';
import { errorMessage } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/toasts';
import { useDeleteUser } from '../api/delete-user';

export type UsersTableProps = PagedListProps<User>;

const fullName = (user: User) => `${user.first_name} ${user.last_name}`.trim();

/** An e-mail that may break after the @ and before a dot, never inside a word (<wbr> adds no text). */
function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

export function UsersTable(props: UsersTableProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { user: me, can } = useAccess();
  const { confirm, dialog } = useConfirm();
  const deleteUser = useDeleteUser();
  const canEdit = can('edit-user');
  const canDelete = can('delete-user');

  const edit = (row: User) => {
    if (row.id === me?.id) return enqueueSnackbar(USER_MESSAGES.cannotEditSelf, { variant: 'error' });
    navigate(`/users/edit/${row.id}`);
  };
  const remove = async (row: User) => {
    if (row.id === me?.id) return enqueueSnackbar(USER_MESSAGES.cannotDeleteSelf, { variant: 'error' });
    const yes = await confirm({
      title: USER_MESSAGES.deleteConfirmTitle,
      text: USER_MESSAGES.deleteConfirmText,
      confirmText: 'Yes',
    });
    if (!yes) return;
    try {
      const result = await deleteUser.mutateAsync(row.id);
      enqueueSnackbar(result.message || USER_MESSAGES.deleted, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  const columns: DataColumn<User>[] = [
    { key: 'id', header: 'Id', hidden: true },
    {
      key: 'avatar',
      header: 'Avatar',
      card: 'title',
      width: 48,
      render: (row) => <InitialsAvatar image={row.profile_image} name={fullName(row)} size={32} />,
    },
    {
      key: 'name',
      header: 'Name',
      card: 'title',
      noWrap: true,
      render: (row) => (
        <Box component="span" sx={{ fontWeight: 500 }}>
          {fullName(row)}
          {row.id === me?.id && ' (You)'}
        </Box>
      ),
    },
    {
      key: 'company_logo',
      header: 'Company logo',
      render: (row) =>
        row.company_id || row.company_logo ? (
          <InitialsAvatar image={row.company_logo} name={row.company_name} size={32} variant="rounded" />
        ) : (
          '—'
        ),
    },
    { key: 'email', header: 'Email', render: (row) => <BreakableEmail email={row.email} /> },
    { key: 'user_type', header: 'User Type', noWrap: true },
    { key: 'user_role', header: 'User Role', noWrap: true },
    { key: 'designation', header: 'Designation', render: (row) => row.designation || '—' },
    {
      key: 'action',
      header: 'Action',
      hidden: !canEdit && !canDelete,
      align: 'center',
      width: 88,
      stickyRight: true,
      card: 'actions',
      render: (row) => (
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5 }}>
          {canEdit && (
            <RowAction
              title={`Edit ${fullName(row)}`}
              icon={<EditOutlined fontSize="small" />}
              color="primary"
              onClick={() => edit(row)}
            />
          )}
          {canDelete && (
            <RowAction
              title={`Delete ${fullName(row)}`}
              icon={<DeleteOutline fontSize="small" />}
              color="error"
              onClick={() => void remove(row)}
            />
          )}
        </Box>
      ),
    },
  ];

  return (
    <>
      <DataTable
        aria-label="Users"
        dense
        columns={columns}
        {...pagedRows(props)}
        getRowId={(row) => row.id}
        onRowClick={(row) => navigate(`/users/view/${row.id}`)}
      />
      {dialog}
    </>
  );
}
