// /employee/reimbursements/create, /view/:id, /edit/:id and /hrms/reimbursements/view/:id, /edit/:id:
// the claim form in the route's mode; after a save the claim's view. An employee's Edit on a claim
// no longer Submitted says why instead of opening a form the server would refuse.
import { REIMBURSEMENT_MESSAGES as M } from '@staffdesk/shared';
import { useConfirm } from '../../../components/confirm-dialog';
import { useFormMode } from '../../../components/form-mode';
import { RecordGate } from '../../../components/resource-form';
import { ResourceHeader } from '../../../components/resource-header';
import { reimbursementsApi, useReimbursementStatuses } from '../api/reimbursements-api';
import { isOpen, useReimbursementArea } from '../components/reimbursement-area';
import { ReimbursementForm } from '../components/reimbursement-form';

export function ReimbursementFormPage() {
  const { resource, own } = useReimbursementArea();
  const { mode, id } = useFormMode();
  const { notify, dialog } = useConfirm();
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
  return (
    <>
      <ResourceHeader resource={resource} screen={mode} id={id} />
      {mode === 'create' ? (
        <ReimbursementForm mode="create" cancelTo={path} {...common} />
      ) : (
        <RecordGate loading={waiting} error={record.error ?? statuses.error}>
          {record.data && (
            <ReimbursementForm
              key={`${mode}-${record.data.updated_at}`}
              mode={own && mode === 'edit' && !isOpen(record.data) ? 'view' : mode}
              record={record.data}
              cancelTo={mode === 'edit' ? `${path}/view/${record.data.id}` : path}
              editTo={`${path}/edit/${record.data.id}`}
              onEdit={own && !isOpen(record.data) ? () => void notify('Warning', M.notSubmitted) : undefined}
              {...common}
            />
          )}
        </RecordGate>
      )}
      {dialog}
    </>
  );
}
