// /positions/create, /positions/view/:id and /positions/edit/:id: the position form in the route's mode.

import { useFormMode } from '../../../components/form-mode';
import { RecordGate } from '../../../components/resource-form';
import { ResourceHeader } from '../../../components/resource-header';
import { ACCESS_DENIED_MESSAGE, useAccess } from '../../../lib/access';
import { useSnackbar } from '../../../lib/toasts';
import { usePosition } from '../api/get-position';
import { PositionForm } from '../components/position-form';
import { POSITIONS } from '../components/positions-resource';

export function PositionFormPage() {
  const { mode, id } = useFormMode();
  const { can } = useAccess();
  const { enqueueSnackbar } = useSnackbar();
  const record = usePosition(mode === 'create' ? undefined : id);
  // Spec 000 §6: without edit-position a popup blocks editing.
  const refuseEdit = () => enqueueSnackbar(ACCESS_DENIED_MESSAGE, { variant: 'error' });

  return (
    <>
      <ResourceHeader resource={POSITIONS} screen={mode} id={id} />
      {mode === 'create' ? (
        <PositionForm mode="create" />
      ) : (
        <RecordGate loading={record.isPending} error={record.error}>
          {record.data && (
            <PositionForm
              key={`${mode}-${record.data.updated_at}`}
              mode={mode}
              record={record.data}
              onEdit={can('edit-position') ? undefined : refuseEdit}
            />
          )}
        </RecordGate>
      )}
    </>
  );
}
