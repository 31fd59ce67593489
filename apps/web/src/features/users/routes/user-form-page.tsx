// /users/create, /users/view/:id and /users/edit/:id: the user form in the route's mode.

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { USER_MESSAGES } from '@staffdesk/shared';
import { Link as RouterLink } from 'react-router';
import { useFormMode } from '../../../components/form-mode';
import { RecordGate } from '../../../components/resource-form';
import { ACCESS_DENIED_MESSAGE, useAccess } from '../../../lib/access';
import { useSnackbar } from '../../../lib/toasts';
import { useUser } from '../api/get-user';
import { UserForm } from '../components/user-form';
import { UsersHeader } from '../components/users-header';

export function UserFormPage() {
  const { mode, id } = useFormMode();
  const { user: me, can } = useAccess();
  const { enqueueSnackbar } = useSnackbar();
  const record = useUser(mode === 'create' ? undefined : id);
  const isSelf = id !== undefined && id === me?.id;

  const refuseEdit = () => {
    if (isSelf) enqueueSnackbar(USER_MESSAGES.cannotEditSelf, { variant: 'error' });
    else if (!can('edit-user')) enqueueSnackbar(ACCESS_DENIED_MESSAGE, { variant: 'error' });
  };

  return (
    <>
      <UsersHeader screen={mode} id={id} />
      {mode === 'create' ? (
        <UserForm mode="create" />
      ) : mode === 'edit' && isSelf ? (
        <Alert
          severity="info"
          variant="outlined"
          action={
            <Button component={RouterLink} to="/profile" size="small">
              Go to Profile
            </Button>
          }
        >
          {USER_MESSAGES.cannotEditSelf}
        </Alert>
      ) : (
        <RecordGate loading={record.isPending} error={record.error}>
          {record.data && (
            <UserForm
              key={`${mode}-${record.data.updated_at}`}
              mode={mode}
              record={record.data}
              onEdit={isSelf || !can('edit-user') ? refuseEdit : undefined}
            />
          )}
        </RecordGate>
      )}
    </>
  );
}
