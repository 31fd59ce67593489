// /employee/reimbursements/create, /view/:id, /edit/:id and /hrms/reimbursements/view/:id, /edit/:id:
// the claim form in the route's mode; after a save the claim's view. An employee's claim no longer
// Submitted is only viewed: no Edit tab or button (the server refuses the change anyway).
import { useFormMode } from '../../../components/form-mode';
import { RecordGate } from '../../../components/resource-form';
import { ResourceHeader } from '../../../components/resource-header';
import { reimbursementsApi, useReimbursementStatuses } from '../api/reimbursements-api';
import { isOpen, useReimbursementArea } from '../components/reimbursement-area';
import { ReimbursementForm } from '../components/reimbursement-form';

export function ReimbursementFormPage() {
  const { resource, own } = useReimbursementArea();
  const { mode, id } = useFormMode();
  const record = reimbursementsApi.useRecord(mode === 'create' ? undefined : id);
  const statuses = useReimbursementStatuses();
  const create = reimbursementsApi.useCreate();
  const update = reimbursementsApi.useUpdate();
  const { path } = resource;
  const common = {
    own,
    statuses: statuses.data ?? [],
    viewPath: (saved: number) => `${path}/view/${saved}`,
    create: create.mutateAsync,
    update: update.mutateAsync,
  };
  // hrms's decision needs the statuses before its form starts.
  const waiting = record.isPending || (!own && statuses.isPending);
  const closed = own && !!record.data && !isOpen(record.data);
  return (
    <>
      <ResourceHeader resource={resource} screen={closed ? 'view' : mode} id={id} editable={!closed} />
      {mode === 'create' ? (
        <ReimbursementForm mode="create" cancelTo={path} {...common} />
      ) : (
        <RecordGate loading={waiting} error={record.error ?? statuses.error}>
          {record.data && (
            <ReimbursementForm
              key={`${mode}-${record.data.updated_at}`}
              mode={closed ? 'view' : mode}
              record={record.data}
              cancelTo={mode === 'edit' && !closed ? `${path}/view/${record.data.id}` : path}
              editTo={`${path}/edit/${record.data.id}`}
              editable={!closed}
              {...common}
            />
          )}
        </RecordGate>
      )}
    </>
  );
}
