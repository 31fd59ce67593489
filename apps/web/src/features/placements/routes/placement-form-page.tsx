// /hrms/placements/create, /view/:id, /edit/:id, and /company|partners/placements/view/:id: the
// placement in the route's mode; after a save its view. Only hrms edits. `create?employee_id=` (an
// employee profile's "Place this employee", e.g. right after hiring an applicant) starts the form
// with that employee, its client and its joining date.
import { useSearchParams } from 'react-router';
import { useFormMode } from '../../../components/form-mode';
import { RecordGate } from '../../../components/resource-form';
import { ResourceHeader } from '../../../components/resource-header';
import { useAccess } from '../../../lib/access';
import { useEmployee } from '../../employees/api/get-employee';
import { placementsApi } from '../api/placements-api';
import { usePlacementArea } from '../components/placement-area';
import { PlacementForm } from '../components/placement-form';

export function PlacementFormPage() {
  const { area, resource } = usePlacementArea();
  const { can } = useAccess();
  const { mode, id } = useFormMode();
  const record = placementsApi.useRecord(mode === 'create' ? undefined : id);
  const [params] = useSearchParams();
  const placedId = mode === 'create' ? Number(params.get('employee_id')) || undefined : undefined;
  const placed = useEmployee(placedId);
  const create = placementsApi.useCreate();
  const update = placementsApi.useUpdate();
  const canEdit = area === 'hrms' && can('hrms');
  const { path } = resource;
  const common = {
    canEdit,
    viewPath: (saved: number) => `${path}/view/${saved}`,
    create: create.mutateAsync,
    update: update.mutateAsync,
  };
  return (
    <>
      <ResourceHeader resource={resource} screen={mode} id={id} editable={canEdit} />
      {mode === 'create' && placedId === undefined ? (
        <PlacementForm mode="create" cancelTo={path} {...common} />
      ) : mode === 'create' ? (
        <RecordGate loading={placed.isPending} error={placed.error}>
          {placed.data && (
            <PlacementForm
              mode="create"
              cancelTo={path}
              start={{
                employee: {
                  id: placed.data.id,
                  label: `${placed.data.first_name} ${placed.data.last_name} (${placed.data.employee_id})`,
                },
                client_id: placed.data.client_id ?? null,
                start_date: placed.data.joining_date ?? null,
              }}
              {...common}
            />
          )}
        </RecordGate>
      ) : (
        <RecordGate loading={record.isPending} error={record.error}>
          {record.data && (
            <PlacementForm
              key={`${mode}-${record.data.updated_at}`}
              mode={mode}
              record={record.data}
              cancelTo={mode === 'edit' ? `${path}/view/${record.data.id}` : path}
              editTo={`${path}/edit/${record.data.id}`}
              {...common}
            />
          )}
        </RecordGate>
      )}
    </>
  );
}
