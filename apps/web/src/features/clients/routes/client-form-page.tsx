// /hrms/clients/create, /view/:id and /edit/:id: the client form in the route's mode; after a save
// the client's view (spec 001 §4). Without edit-client the view's Edit shows the access popup.
import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { useFormMode } from '../../../components/form-mode';
import { RecordGate } from '../../../components/resource-form';
import { ResourceHeader } from '../../../components/resource-header';
import { ACCESS_POPUPS, useAccess } from '../../../lib/access';
import { clientsApi } from '../api/clients-api';
import { ClientForm } from '../components/client-form';
import { CLIENTS } from '../components/clients-resource';

export function ClientFormPage() {
  const { mode, id } = useFormMode();
  const { can } = useAccess();
  const { notify, dialog } = useConfirm();
  const record = clientsApi.useRecord(mode === 'create' ? undefined : id);
  const create = clientsApi.useCreate();
  const update = clientsApi.useUpdate();
  const common = {
    viewPath: (saved: number) => `${CLIENTS.path}/view/${saved}`,
    create: create.mutateAsync,
    update: update.mutateAsync,
  };
  return (
    <>
      <ResourceHeader resource={CLIENTS} screen={mode} id={id} />
      {mode === 'view' && id !== undefined && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button
            component={RouterLink}
            to={`${CLIENTS.path}/calendar/${id}`}
            startIcon={<EventIcon />}
            variant="outlined"
          >
            Working calendar
          </Button>
        </Box>
      )}
      {mode === 'create' ? (
        <ClientForm mode="create" cancelTo={CLIENTS.path} {...common} />
      ) : (
        <RecordGate loading={record.isPending} error={record.error}>
          {record.data && (
            <ClientForm
              key={`${mode}-${record.data.updated_at}`}
              mode={mode}
              record={record.data}
              cancelTo={mode === 'edit' ? `${CLIENTS.path}/view/${record.data.id}` : CLIENTS.path}
              editTo={`${CLIENTS.path}/edit/${record.data.id}`}
              onEdit={can('edit-client') ? undefined : () => void notify('Error!', ACCESS_POPUPS.edit)}
              {...common}
            />
          )}
        </RecordGate>
      )}
      {dialog}
    </>
  );
}
